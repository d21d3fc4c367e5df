import Foundation
import SwatchColor
import SwatchSupport

/// Reads a theme file (JSON, or the same structure in YAML): a theme holds named schemes; a scheme holds
/// colours (a value per mode) and styles. Each scheme becomes a section of the sheet. The format is
/// described by `Samples/swatch-theme.schema.json`.
///
/// ```json
/// { "name": "brand",
///   "schemes": [ { "name": "Base",
///                  "colors": [ { "name": "tint", "light": "#5B2EFF", "dark": { "red": 0.5, "green": 0.4, "blue": 1, "alpha": 1 } } ],
///                  "styles": { "rowHeight": 60, "cornerRadius": 14 } } ] }
/// ```
package enum ThemeReader {
    /// The modes a colour may give, and the appearance each one is.
    static let modes: [(key: String, appearance: Appearance)] = [
        ("light", .light), ("dark", .dark), ("lightHighContrast", .lightHighContrast), ("darkHighContrast", .darkHighContrast),
    ]

    /// Reads the contents of a theme file named `file` (`brand.yaml`, no folders): YAML when its extension is
    /// `yaml` or `yml`, else JSON. `file` names the file in messages, and the theme when it has no `name`.
    package static func read(data: Data, file: String, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        if ["yaml", "yml"].contains(URL(fileURLWithPath: file).pathExtension.lowercased()) {
            return try read(root: try YAMLTheme.root(data, file: file), file: file, options: options)
        }
        let root: TokenNode
        do throws(JSONProblem) { root = try TokenNode.parse(data) } catch { throw error.paletteError(in: file) }
        return try read(root: root, file: file, options: options)
    }

    /// Reads the theme `root`, parsed from `file`.
    static func read<Node: ThemeNode>(root: Node, file: String, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        do {
            try root.onlyKeys(["$schema", "name", "schemes"])
            let name = try root["name"].optionalString() ?? URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            var sections: [PaletteSection] = []
            var styles: [String: ThemeStyle] = [:]
            let schemes = try root["schemes"].elements()
            guard !schemes.isEmpty else { throw root["schemes"].problem("a theme needs at least one scheme") }
            for scheme in schemes {
                try scheme.onlyKeys(["name", "colors", "styles"])
                let schemeName = try scheme["name"].string()
                var colors = SectionColors(name: schemeName)
                for color in try scheme["colors"].elements() {
                    let read: NamedColor
                    do throws(JSONProblem) {
                        read = try readColor(color, file: file, rounding: options.rounding)
                    } catch {
                        try errors.record(error.paletteError(in: file))
                        continue
                    }
                    try colors.add(read, at: "\(place: file): \(verbatim: color.keyPath)", errors: &errors)
                }
                if !scheme["styles"].isMissing { styles[schemeName] = try readStyle(scheme["styles"], rounding: options.rounding) }
                if !colors.colors.isEmpty { sections.append(PaletteSection(name: schemeName, colors: colors.colors)) }
            }
            guard !sections.isEmpty else { throw root.problem("no colours left to draw") }
            let palette = Palette(name: name, title: "\(name) theme", sections: sections)
            return PaletteLoad(palette: palette, sectionStyles: styles, skipped: errors.skipped)
        } catch let problem as JSONProblem {
            throw problem.paletteError(in: file)
        } catch let error as SwatchError {
            throw error
        } catch {
            throw SwatchError(.palette, "\(place: file): \(error)")
        }
    }

    private static func readColor<Node: ThemeNode>(_ node: Node, file: String, rounding: HexRounding) throws(JSONProblem) -> NamedColor {
        try node.onlyKeys(Set(["name"] + modes.map(\.key)))
        let name = try node["name"].string()
        var values: [Appearance: RGBA8] = [:]
        var fractions: [Appearance: SourceColor] = [:]
        for (key, appearance) in modes where !node[key].isMissing {
            let read = try readColorValue(node[key], rounding: rounding)
            values[appearance] = read.color
            fractions[appearance] = read.source
        }
        guard values[.light] != nil else { throw node["light"].problem("every colour needs a light value") }
        return NamedColor(name: name, values: values, sources: [file], sourceValues: fractions)
    }

    /// `#RRGGBB[AA]`, or `{ "red": 0-1, "green": 0-1, "blue": 0-1, "alpha": 0-1 }` (alpha optional), whose
    /// fractions become bytes by `rounding`.
    static func readValue<Node: ThemeNode>(_ node: Node, rounding: HexRounding) throws(JSONProblem) -> RGBA8 {
        try readColorValue(node, rounding: rounding).color
    }

    /// The value's bytes, and its fractions when it gives them (`{red, ...}`; a hex code is bytes).
    static func readColorValue<Node: ThemeNode>(_ node: Node, rounding: HexRounding) throws(JSONProblem) -> (color: RGBA8, source: SourceColor?) {
        if node.isNull {
            // The usual YAML slip: an unquoted `#5B2EFF` is a comment, leaving the value empty.
            throw node.problem("null is not a colour (\(YAMLTheme.quoteHexCodes))")
        }
        if node.number != nil {
            // `light: 123456`, a hex code YAML reads as a number when it is left unquoted.
            throw node.problem("\(node.shown) is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha}; \(verbatim: YAMLTheme.quoteHexCodes))")
        }
        if let text = node.text {
            guard text.hasPrefix("#"), let color = RGBA8(hex: text) else {
                throw node.problem("\(node.shown) is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha})")
            }
            return (color, nil)
        }
        try node.onlyKeys(["red", "green", "blue", "alpha"])
        func channel(_ key: String) throws(JSONProblem) -> Double {
            let member = node[key]
            if key == "alpha", member.isMissing { return 1 }
            let value = try member.requiredNumber()
            guard (0...1).contains(value) else { throw member.problem("\(member.shown) is out of range (0 to 1)") }
            return value
        }
        let source = SourceColor(red: try channel("red"), green: try channel("green"), blue: try channel("blue"), alpha: try channel("alpha"))
        let color = RGBA8(r: rounding.byte(source.red), g: rounding.byte(source.green), b: rounding.byte(source.blue),
                          a: rounding.byte(source.alpha))
        return (color, source)
    }

    private static func readStyle<Node: ThemeNode>(_ node: Node, rounding: HexRounding) throws(JSONProblem) -> ThemeStyle {
        try node.onlyKeys(["rowHeight", "cornerRadius", "padding", "separatorThickness", "fontSize", "fontWeight",
                           "textAlignment", "border", "shadow"])
        func points(_ member: Node, _ range: ClosedRange<Double>) throws(JSONProblem) -> Double? {
            if member.isMissing { return nil }
            let value = try member.requiredNumber()
            guard range.contains(value) else {
                throw member.problem("\(member.shown) is out of range (\(Int(range.lowerBound)) to \(Int(range.upperBound)) points)")
            }
            return value
        }
        func choice<T: RawRepresentable>(_ member: Node, _ what: String) throws(JSONProblem) -> T? where T.RawValue == String {
            guard let text = try member.optionalString() else { return nil }
            guard let value = T(rawValue: text) else { throw member.problem("\(member.shown) is not \(what)") }
            return value
        }
        var style = ThemeStyle()
        style.rowHeight = try points(node["rowHeight"], 32...200)
        style.cornerRadius = try points(node["cornerRadius"], 0...40)
        style.padding = try points(node["padding"], 0...60)
        style.separatorThickness = try points(node["separatorThickness"], 0...4)
        style.fontSize = try points(node["fontSize"], 8...40)
        style.fontWeight = try choice(node["fontWeight"], "a font weight (regular or semibold)")
        style.textAlignment = try choice(node["textAlignment"], "an alignment (leading, center or trailing)")
        /// `{ "<size>": points, "color": value }`, both required: a border or a shadow.
        func decoration(_ member: Node, size: String, _ range: ClosedRange<Double>) throws(JSONProblem) -> (Double, RGBA8)? {
            if member.isMissing { return nil }
            try member.onlyKeys([size, "color"])
            let value = try member[size].requiredNumber()
            guard range.contains(value) else {
                throw member[size].problem("\(member[size].shown) is out of range (\(Int(range.lowerBound)) to \(Int(range.upperBound)) points)")
            }
            return (value, try readValue(member["color"], rounding: rounding))
        }
        (style.borderWidth, style.border) = try decoration(node["border"], size: "width", 0...8) ?? (nil, nil)
        (style.shadowRadius, style.shadow) = try decoration(node["shadow"], size: "radius", 0...30) ?? (nil, nil)
        return style
    }
}
