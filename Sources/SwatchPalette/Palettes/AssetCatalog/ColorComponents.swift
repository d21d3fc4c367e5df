import Foundation
import SwatchColor

/// The colour spaces Xcode writes as a colour set's `color-space`, and how each becomes 8-bit sRGB.
enum AssetColorSpace: String, CaseIterable {
    case srgb
    case extendedSRGB = "extended-srgb"
    case extendedLinearSRGB = "extended-linear-srgb"
    case displayP3 = "display-p3"
    /// Grey with a pure 2.2 gamma (Apple's `genericGrayGamma2_2`).
    case grayGamma22 = "gray-gamma-22"
    /// Grey on the sRGB curve, extended range.
    case extendedGray = "extended-gray"

    /// Grey spaces have one channel, `white`; the others `red`, `green` and `blue`.
    var channelKeys: [String] { isGray ? ["white"] : ["red", "green", "blue"] }

    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

    /// Extended spaces accept float channels outside 0...1; they are clipped (with a warning) on conversion.
    var isExtended: Bool {
        switch self {
        case .extendedSRGB, .extendedLinearSRGB, .extendedGray: true
        case .srgb, .displayP3, .grayGamma22: false
        }
    }

    /// sRGB-encoded fractions for `channels` (one value for grey spaces, three otherwise), not yet clipped.
    func srgbEncoded(_ channels: [Double]) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .srgb, .extendedSRGB:
            return (channels[0], channels[1], channels[2])
        case .extendedLinearSRGB:
            return (SRGBTransfer.encoded(channels[0]), SRGBTransfer.encoded(channels[1]), SRGBTransfer.encoded(channels[2]))
        case .displayP3:
            return DisplayP3.srgbEncoded(red: channels[0], green: channels[1], blue: channels[2])
        case .grayGamma22:
            let white = SRGBTransfer.encoded(pow(channels[0], 2.2))
            return (white, white, white)
        case .extendedGray:
            return (channels[0], channels[0], channels[0])
        }
    }
}

/// A colour of a colour set converted to 8-bit sRGB.
struct ConvertedColor: Equatable {
    let color: RGBA8
    let space: AssetColorSpace
    /// The colour as the file wrote it: sRGB and display-P3 components as they are; grey and linear
    /// spaces converted to (possibly extended) sRGB without rounding.
    let source: SourceColor
    /// Whether a channel lay outside sRGB far enough to change its byte when clipped to 0...1.
    let clipped: Bool

    /// Reads `components` (the node of `color.components`) in `space`, turning fractions into bytes by `rounding`.
    init(components: JSONNode, space: AssetColorSpace, rounding: HexRounding) throws(JSONProblem) {
        try components.requireObject()
        var channels: [Double] = []
        for key in space.channelKeys {
            channels.append(try ComponentNotation.fraction(components[key], extended: space.isExtended))
        }
        // Xcode always writes alpha; a hand-written file that leaves it out means opaque.
        let alpha = components["alpha"].isMissing ? 1 : try ComponentNotation.alpha(components["alpha"])
        let encoded = space.srgbEncoded(channels)
        let rgb = [encoded.red, encoded.green, encoded.blue]
        // Half a step past either end is where half-up rounding would leave the byte range.
        clipped = rgb.contains { $0 < -0.5 / 255 || $0 >= 255.5 / 255 }
        let bytes = rgb.map { rounding.byte($0) }
        color = RGBA8(r: bytes[0], g: bytes[1], b: bytes[2], a: rounding.byte(alpha))
        self.space = space
        source = space == .displayP3
            ? SourceColor(space: .displayP3, red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
            : SourceColor(red: encoded.red, green: encoded.green, blue: encoded.blue, alpha: alpha,
                           catalogSpace: space == .extendedSRGB ? .extendedSRGB : space == .extendedGray ? .extendedGray : nil)
    }
}

/// One colour component as Xcode writes it, always a string: a float (`"0.500"`), an 8-bit integer
/// (`"128"`, meaning 128/255) or a hex byte (`"0x80"`, meaning 0x80/255). A JSON number is read as a float,
/// the form Apple's format reference documents.
package enum ComponentNotation {
    /// The component as a fraction where 0...1 is the normal range. Floats must lie in 0...1 unless
    /// `extended`; integers in 0...255 and hex bytes in 0x00...0xFF always.
    package static func fraction(_ node: JSONNode, extended: Bool) throws(JSONProblem) -> Double {
        if node.isMissing { throw node.problem("missing") }
        if let number = node.number { return try float(number, node: node, extended: extended) }
        guard let text = node.value as? String else { throw node.problem("\(node.shown) is not a number") }

        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            let digits = text.dropFirst(2)
            guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit) else { throw node.problem("\(node.shown) is not a number") }
            guard digits.count <= 4, let byte = Int(digits, radix: 16), byte <= 255 else { throw node.problem("\(node.shown) is out of range") }
            return Double(byte) / 255
        }
        if isInteger(text) {
            guard text.count <= 6, let byte = Int(text), (0...255).contains(byte) else { throw node.problem("\(node.shown) is out of range") }
            return Double(byte) / 255
        }
        // Swift's Double(_:) also takes "nan", "inf" and hex floats, so check the decimal form first.
        guard isDecimal(text), let value = Double(text) else { throw node.problem("\(node.shown) is not a number") }
        return try float(value, node: node, extended: extended)
    }

    /// The alpha component: as `fraction` reads a component, but for `"1"`, which is opaque. Apple's format reference gives
    /// alpha as a number from 0 to 1 and Xcode writes it as a float (`"1.000"`) whatever the input method, so a generator's
    /// `"alpha": "1"` means opaque; read as the 8-bit integer 1 it was 1/255, every colour all but invisible (the
    /// twenty-third hostile pass's H23-11). `"0"` is transparent either way. How Xcode itself reads `"1"` is untried here.
    package static func alpha(_ node: JSONNode) throws(JSONProblem) -> Double {
        if let text = node.value as? String, isInteger(text), Int(text) == 1 { return 1 }
        return try fraction(node, extended: false)
    }

    private static func float(_ value: Double, node: JSONNode, extended: Bool) throws(JSONProblem) -> Double {
        guard value.isFinite, extended || (0...1).contains(value) else { throw node.problem("\(node.shown) is out of range") }
        return value
    }

    /// `[+-]digits`: the 8-bit integer form.
    private static func isInteger(_ text: String) -> Bool {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy(\.isASCIIDigit)
    }

    /// `[+-]digits[.digits][e[+-]digits]` with at least one digit before the exponent (`.5` and `5.` too).
    private static func isDecimal(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let mantissa = rest.prefix { $0.isASCIIDigit || $0 == "." }
        guard mantissa.filter({ $0 == "." }).count <= 1, mantissa.contains(where: \.isASCIIDigit) else { return false }
        rest = rest.dropFirst(mantissa.count)
        guard !rest.isEmpty else { return true }
        guard rest.first == "e" || rest.first == "E" else { return false }
        rest = rest.dropFirst()
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        return !rest.isEmpty && rest.allSatisfy(\.isASCIIDigit)
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
