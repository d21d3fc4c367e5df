import SwatchColor
import SwatchSupport

/// A colour token's `$value` read into bytes: the colour object of the Design Tokens Color Module
/// (`{colorSpace, components, alpha, hex}`) in any of its colour spaces, a legacy hex string
/// (`"#RRGGBB"`, `"#RRGGBBAA"`, and CSS's short `"#RGB"`, `"#RGBA"`), or `rgba(r, g, b, a)` as Tokens Studio's legacy
/// tokens write it. Aliases, Tokens Studio's `rgba({alias}, a)` and modifiers are the caller's (`TokenColors`).
struct TokenColorValue {
    /// The bytes, clipped into sRGB.
    let color: RGBA8
    /// The colour as written: display-p3 and srgb components as they are, other spaces converted to
    /// (possibly extended) sRGB at full precision; nil for a hex string, which is bytes.
    var source: SourceColor? { written?.color }
    /// `source`, in a box of its own: most tokens are hex strings, and a value remembered for every token of a
    /// file then costs 16 bytes, not the 57 an inline `SourceColor?` takes.
    private let written: WrittenColor?
    /// The colour space written; nil for a hex string.
    let space: TokenColorSpace?
    /// Whether a channel lay outside sRGB far enough to change its byte when clipped to 0...1.
    let clipped: Bool

    static let valueKeys: Set<String> = ["colorSpace", "components", "alpha", "hex"]

    /// Reads `node`; `component` resolves a `{"$ref": "#/…"}` that stands for a component or alpha.
    init(_ node: TokenNode, rounding: HexRounding,
         component: (TokenNode) throws(JSONProblem) -> TokenNode) throws(JSONProblem) {
        if case .string(let text) = node.value {
            if let source = try Self.cssRGB(text, node: node) {
                self.init(color: RGBA8(r: rounding.byte(source.red), g: rounding.byte(source.green), b: rounding.byte(source.blue),
                                       a: rounding.byte(source.alpha)), source: source, space: .srgb, clipped: false)
                return
            }
            guard let color = RGBA8(cssHex: text) else {
                throw node.problem("\(node.shown) is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})")
            }
            self.init(color: color, source: nil, space: nil, clipped: false)
            return
        }
        guard node.value?.members != nil else {
            throw node.problem("\(node.shown) is not a colour (expected {colorSpace, components, alpha, hex}, #RRGGBB[AA] or an alias {group.token})")
        }
        try node.onlyKeys(Self.valueKeys)
        let spaceNode = try component(node["colorSpace"])
        let spaceName = try spaceNode.string()
        guard let space = TokenColorSpace(rawValue: spaceName) else {
            throw spaceNode.problem("\(spaceNode.shown) is not a colour space (expected one of \(verbatim: TokenColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))")
        }
        let list = try component(node["components"]).elements()
        guard list.count == 3 else { throw node["components"].problem("\(space.rawValue) has 3 components, not \(list.count)") }
        var channels: [Double] = []
        for element in list {
            let resolved = try component(element)
            if case .string("none") = resolved.value {
                channels.append(0)  // CSS Color 4: a missing component is 0 for conversion
                continue
            }
            guard let number = resolved.number else { throw resolved.problem("\(resolved.shown) is not a number or \"none\"") }
            channels.append(number)
        }
        var alpha = 1.0
        if !node["alpha"].isMissing {
            let alphaNode = try component(node["alpha"])
            guard let number = alphaNode.number else { throw alphaNode.problem("\(alphaNode.shown) is not a number") }
            guard (0...1).contains(number) else { throw alphaNode.problem("\(alphaNode.shown) is out of range (0 to 1)") }
            alpha = number
        }
        if !node["hex"].isMissing {
            let hexNode = try component(node["hex"])
            let hex = try hexNode.string()
            guard hex.hasPrefix("#"), hex.count == 7, RGBA8(hex: hex) != nil else {
                throw hexNode.problem("\(hexNode.shown) is not a 6-digit hex colour (#RRGGBB)")
            }
        }
        let encoded = space.srgbEncoded((channels[0], channels[1], channels[2]))
        let rgb = [encoded.red, encoded.green, encoded.blue]
        guard rgb.allSatisfy(\.isFinite) else { throw node["components"].problem("[...] is too far out of range to convert") }
        let bytes = rgb.map { rounding.byte($0) }
        let source = space == .displayP3
            ? SourceColor(space: .displayP3, red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
            : SourceColor(red: encoded.red, green: encoded.green, blue: encoded.blue, alpha: alpha)
        // Half a step past either end is where half-up rounding would leave the byte range (as for asset catalogs).
        self.init(color: RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: rounding.byte(alpha)), source: source, space: space,
                  clipped: rgb.contains { $0 < -0.5 / 255 || $0 >= 255.5 / 255 })
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)` as Tokens Studio's legacy tokens and Figma plugins write colours:
    /// channels 0 to 255, alpha 0 to 1 or a percentage, separated by commas or, as CSS Color 4 writes them, by
    /// white space with the alpha after a slash (`rgb(255 0 0 / 50%)`); nil for text that does not start `rgb`.
    /// Numbers are decimal, as CSS writes them (`.5`, `2.55e2`; no `0x10`, `nan` or empty place between commas). The
    /// fractions are the channels over 255, kept exactly.
    static func cssRGB(_ text: String, node: TokenNode) throws(JSONProblem) -> SourceColor? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") else { return nil }
        let expected: MessageText = "\(node.shown) is not a colour (expected rgba(r, g, b, a) with channels 0 to 255 and alpha 0 to 1)"
        guard text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { throw node.problem(expected) }
        let inner = text[text.index(after: open) ..< text.index(before: text.endIndex)]
        if inner.contains("{") || inner.contains("#") {
            throw node.problem("\(node.shown) is not a colour (expected Tokens Studio's rgba({group.token}, alpha) or rgba(#RRGGBB, alpha), or rgba(r, g, b, a) of numbers)")
        }
        func trimmed(_ part: Substring) -> Substring {
            let start = part.drop(while: \.isWhitespace)
            return start[..<(start.lastIndex { !$0.isWhitespace }.map(start.index(after:)) ?? start.startIndex)]
        }
        let parts: [Substring]
        if inner.contains(",") {
            parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(trimmed)
        } else {
            // CSS Color 4: three channels, then the alpha only after a slash.
            let halves = inner.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
            let channels = (halves.first ?? "").split(whereSeparator: \.isWhitespace)
            guard channels.count == 3 else { throw node.problem(expected) }
            parts = channels + (halves.count == 2 ? [trimmed(halves[1])] : [])
        }
        guard parts.count == 3 || parts.count == 4 else { throw node.problem(expected) }
        func number(_ part: Substring) -> Double? {
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
                  let value = Double(part), value.isFinite else { return nil }
            return value
        }
        var channels: [Double] = []
        for part in parts.prefix(3) {
            guard let value = number(part), (0...255).contains(value) else { throw node.problem(expected) }
            channels.append(value / 255)
        }
        var alpha = 1.0
        if parts.count == 4 {
            let part = parts[3]
            let percent = part.hasSuffix("%")
            guard let value = number(percent ? part.dropLast() : part) else { throw node.problem(expected) }
            alpha = percent ? value / 100 : value
            guard (0...1).contains(alpha) else { throw node.problem(expected) }
        }
        return SourceColor(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
    }

    /// A colour swatch worked out (a modifier's result, an alpha replaced): `source` extended sRGB or Display P3,
    /// `space` the space it was worked out in, for the warning when it is clipped; nil when it is not finite.
    init?(computed source: SourceColor, space: TokenColorSpace, rounding: HexRounding) {
        let encoded = source.space == .displayP3 ? DisplayP3.srgbEncoded(red: source.red, green: source.green, blue: source.blue)
                                                  : (red: source.red, green: source.green, blue: source.blue)
        let rgb = [encoded.red, encoded.green, encoded.blue]
        guard (rgb + [source.alpha]).allSatisfy(\.isFinite) else { return nil }
        let bytes = rgb.map { rounding.byte($0) }
        self.init(color: RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: rounding.byte(source.alpha)), source: source, space: space,
                  clipped: rgb.contains { $0 < -0.5 / 255 || $0 >= 255.5 / 255 })
    }

    /// A hex colour's bytes, as a hex string reads.
    init(bytes: RGBA8) {
        self.init(color: bytes, source: nil, space: nil, clipped: false)
    }

    /// The colour as fractions to compute with: the source as written, or the bytes of a hex string.
    var working: SourceColor { source ?? SourceColor(color) }

    /// The colour and the alpha of Tokens Studio's `rgba({group.token}, alpha)` or `rgba(#RRGGBB, alpha)`, as
    /// written (white space trimmed); nil for text of another shape.
    static func studioRGBA(_ text: String) -> (color: String, alpha: String)? {
        let lowered = text.prefix(5).lowercased()
        guard lowered == "rgba(" || lowered.hasPrefix("rgb("), text.hasSuffix(")"), let open = text.firstIndex(of: "(") else { return nil }
        let inner = text[text.index(after: open) ..< text.index(before: text.endIndex)]
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard parts.count == 2, parts[0].hasPrefix("{") || parts[0].hasPrefix("#") else { return nil }
        return (parts[0], parts[1])
    }

    private init(color: RGBA8, source: SourceColor?, space: TokenColorSpace?, clipped: Bool) {
        self.color = color
        written = source.map(WrittenColor.init)
        self.space = space
        self.clipped = clipped
    }
}

/// A `SourceColor` held by reference, so a `TokenColorValue` without one stays small.
private final class WrittenColor: Sendable {
    let color: SourceColor

    init(_ color: SourceColor) { self.color = color }
}

extension RGBA8 {
    /// A CSS hex colour as design tools write it: `#` and 6 or 8 digits, or the short 3 or 4 whose digits stand
    /// for two each (`#f00` is `#ff0000`); nil for anything else.
    init?(cssHex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 3 || digits.count == 4 else {
            guard digits.count == 6 || digits.count == 8 else { return nil }
            self.init(hex: text)
            return
        }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        self.init(hex: "#" + digits.map { "\($0)\($0)" }.joined())
    }
}
