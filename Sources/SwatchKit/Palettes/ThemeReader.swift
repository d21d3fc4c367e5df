import Foundation

/// Reads a theme file: a theme holds named schemes; a scheme holds colours (a value per mode) and styles.
/// Each scheme becomes a section of the sheet. The format is described by `Samples/swatch-theme.schema.json`.
///
/// ```json
/// { "name": "brand",
///   "schemes": [ { "name": "Base",
///                  "colors": [ { "name": "tint", "light": "#5B2EFF", "dark": { "red": 0.5, "green": 0.4, "blue": 1, "alpha": 1 } } ],
///                  "styles": { "rowHeight": 60, "cornerRadius": 14 } } ] }
/// ```
public enum ThemeReader {
    /// The modes a colour may give, and the appearance each one is.
    static let modes: [(key: String, appearance: Appearance)] = [
        ("light", .light), ("dark", .dark), ("lightHighContrast", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
    ]

    public static func read(path: String, options: PaletteReadOptions) throws(PaletteError) -> PaletteLoad {
        let file = URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else { throw PaletteError("\(path): cannot read the file") }
        let root = try JSONNode.parse(data, file: file)
        try root.onlyKeys(["$schema", "name", "schemes"])
        let name = try root.child("name")?.string() ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        var sections: [PaletteSection] = []
        var styles: [String: ThemeStyle] = [:]
        let schemes = try root.required("schemes").array()
        guard !schemes.isEmpty else { throw try root.required("schemes").error("a theme needs at least one scheme") }
        for scheme in schemes {
            try scheme.onlyKeys(["name", "colors", "styles"])
            let schemeName = try scheme.required("name").string()
            var colors: [NamedColor] = []
            for color in try scheme.required("colors").array() {
                do {
                    colors.append(try readColor(color, file: file))
                } catch {
                    try errors.record(error)
                }
            }
            if let style = try scheme.child("styles") { styles[schemeName] = try readStyle(style) }
            if !colors.isEmpty { sections.append(PaletteSection(name: schemeName, colors: colors)) }
        }
        guard !sections.isEmpty else { throw root.error("no colours left to draw") }
        let palette = Palette(name: name, title: "\(name) (theme)", sections: sections)
        return PaletteLoad(palette: palette, sectionStyles: styles, skipped: errors.skipped)
    }

    private static func readColor(_ node: JSONNode, file: String) throws(PaletteError) -> NamedColor {
        try node.onlyKeys(Set(["name"] + modes.map(\.key)))
        let name = try node.required("name").string()
        var values: [Appearance: RGBA8] = [:]
        for (key, appearance) in modes {
            if let value = try node.child(key) { values[appearance] = try readValue(value) }
        }
        guard values[.light] != nil else { throw node.place("light").error("every colour needs a light value") }
        return NamedColor(name: name, values: values, sources: [file])
    }

    /// `#RRGGBB[AA]`, or `{ "red": 0-1, "green": 0-1, "blue": 0-1, "alpha": 0-1 }` (alpha optional).
    static func readValue(_ node: JSONNode) throws(PaletteError) -> RGBA8 {
        if let text = node.value as? String {
            guard text.hasPrefix("#"), let color = RGBA8(hex: text) else {
                throw node.error("\(node.shown) is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha})")
            }
            return color
        }
        try node.onlyKeys(["red", "green", "blue", "alpha"])
        func channel(_ key: String, default fallback: Double? = nil) throws(PaletteError) -> UInt8 {
            guard let member = try node.child(key) else {
                if let fallback { return HexRounding.halfUp.byte(fallback) }
                throw node.place(key).error("missing")
            }
            let value = try member.number()
            guard (0...1).contains(value) else { throw member.error("\(member.shown) is out of range (0 to 1)") }
            return HexRounding.halfUp.byte(value)
        }
        return RGBA8(r: try channel("red"), g: try channel("green"), b: try channel("blue"), a: try channel("alpha", default: 1))
    }

    private static func readStyle(_ node: JSONNode) throws(PaletteError) -> ThemeStyle {
        try node.onlyKeys(["rowHeight", "cornerRadius", "padding", "separatorThickness", "fontSize", "fontWeight",
                           "textAlignment", "border", "shadow"])
        var style = ThemeStyle()
        func points(_ key: String, _ range: ClosedRange<Double>) throws(PaletteError) -> Double? {
            guard let member = try node.child(key) else { return nil }
            let value = try member.number()
            guard range.contains(value) else {
                throw member.error("\(member.shown) is out of range (\(range.lowerBound.formatted()) to \(range.upperBound.formatted()) points)")
            }
            return value
        }
        style.rowHeight = try points("rowHeight", 32...200)
        style.cornerRadius = try points("cornerRadius", 0...40)
        style.padding = try points("padding", 0...60)
        style.separatorThickness = try points("separatorThickness", 0...4)
        style.fontSize = try points("fontSize", 8...40)
        if let weight = try node.child("fontWeight") {
            guard let value = ThemeStyle.Weight(rawValue: try weight.string()) else {
                throw weight.error("\(weight.shown) is not a font weight (regular or semibold)")
            }
            style.fontWeight = value
        }
        if let alignment = try node.child("textAlignment") {
            guard let value = ThemeStyle.Alignment(rawValue: try alignment.string()) else {
                throw alignment.error("\(alignment.shown) is not an alignment (leading, center or trailing)")
            }
            style.textAlignment = value
        }
        if let border = try node.child("border") {
            try border.onlyKeys(["width", "color"])
            let width = try border.required("width")
            style.borderWidth = try width.number()
            guard (0...8).contains(style.borderWidth!) else { throw width.error("\(width.shown) is out of range (0 to 8 points)") }
            style.border = try readValue(try border.required("color"))
        }
        if let shadow = try node.child("shadow") {
            try shadow.onlyKeys(["radius", "color"])
            let radius = try shadow.required("radius")
            style.shadowRadius = try radius.number()
            guard (0...30).contains(style.shadowRadius!) else { throw radius.error("\(radius.shown) is out of range (0 to 30 points)") }
            style.shadow = try readValue(try shadow.required("color"))
        }
        return style
    }
}
