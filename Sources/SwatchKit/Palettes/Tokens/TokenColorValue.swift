/// A colour token's `$value` read into bytes: the colour object of the Design Tokens Color Module
/// (`{colorSpace, components, alpha, hex}`) in any of its colour spaces, or a legacy hex string
/// (`"#RRGGBB"`, `"#RRGGBBAA"`). Aliases are followed by the caller (`TokenColors`) before this runs.
struct TokenColorValue {
    /// The bytes, clipped into sRGB.
    let color: RGBA8
    /// The colour as written: display-p3 and srgb components as they are, other spaces converted to
    /// (possibly extended) sRGB at full precision; nil for a hex string, which is bytes.
    let source: SourceColor?
    /// The colour space written; nil for a hex string.
    let space: TokenColorSpace?
    /// Whether a channel lay outside sRGB far enough to change its byte when clipped to 0...1.
    let clipped: Bool

    static let valueKeys: Set<String> = ["colorSpace", "components", "alpha", "hex"]

    /// Reads `node`; `component` resolves a `{"$ref": "#/…"}` that stands for a component or alpha.
    init(_ node: TokenNode, rounding: HexRounding,
         component: (TokenNode) throws(JSONProblem) -> TokenNode) throws(JSONProblem) {
        if case .string(let text) = node.value {
            guard text.hasPrefix("#"), text.count == 7 || text.count == 9, let color = RGBA8(hex: text) else {
                throw node.problem("\(node.shown) is not a colour (expected #RRGGBB, #RRGGBBAA, an alias {group.token} or {colorSpace, components, alpha, hex})")
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
            throw spaceNode.problem("\(spaceNode.shown) is not a colour space (expected one of \(TokenColorSpace.allCases.map(\.rawValue).joined(separator: ", ")))")
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

    private init(color: RGBA8, source: SourceColor?, space: TokenColorSpace?, clipped: Bool) {
        self.color = color
        self.source = source
        self.space = space
        self.clipped = clipped
    }
}
