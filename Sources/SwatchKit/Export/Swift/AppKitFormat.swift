/// AppKit code for a colour: `NSColor(name:dynamicProvider:)` choosing by `appearance.bestMatch(from:)`
/// among aqua, dark aqua and their high-contrast forms, or a plain `NSColor(...)` when it never changes.
/// AppKit has no elevated level, so elevated values are left out.
enum AppKitCode {
    /// The appearance names AppKit tells apart, with the palette appearance each stands for.
    static let names: [(name: String, appearance: Appearance)] = [
        (".aqua", .light), (".darkAqua", .dark),
        (".accessibilityHighContrastAqua", .lightHighContrast), (".accessibilityHighContrastDarkAqua", .darkHighContrast),
    ]

    /// `NSColor(displayP3Red: ...)` for display-P3 sources, else `NSColor(red: ...)`, which makes an
    /// extended-sRGB colour, so components outside 0...1 keep their meaning.
    static func initializer(_ color: SourceColor) -> String {
        switch color.space {
        case .displayP3: "NSColor(\(SwiftSource.components(color, first: "displayP3Red")))"
        case .srgb: "NSColor(\(SwiftSource.components(color)))"
        }
    }

    /// The doc comment of `color` in code that picks by appearance: its values, and whether it has high-contrast ones.
    static func docComment(_ color: NamedColor) -> [String] {
        let (varies, highContrast) = varies(color)
        return SwiftSource.docComment(color, varies: varies, variants: highContrast ? ["high-contrast"] : [])
    }

    /// Whether the colour differs between AppKit's appearances, and whether in high contrast.
    static func varies(_ color: NamedColor) -> (any: Bool, highContrast: Bool) {
        let values = names.map { color.source(for: $0.appearance) }
        let highContrast = values[2] != values[0] || values[3] != values[1]
        return (highContrast || values[1] != values[0], highContrast)
    }

    /// The expression making `color`, over as many lines as it takes.
    static func expression(for color: NamedColor) -> [String] {
        let light = initializer(color.source(for: .light))
        let (varies, highContrast) = varies(color)
        guard varies else { return [light] }
        let open = "NSColor(name: \(SwiftSource.string(color.name))) { appearance in"
        guard highContrast else {
            return [open, "    appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua",
                    "        ? \(initializer(color.source(for: .dark)))", "        : \(light)", "}"]
        }
        // All four names, so bestMatch returns the appearance itself and never has to guess.
        var lines = [open, "    switch appearance.bestMatch(from: [\(names.map(\.name).joined(separator: ", "))]) {"]
        // One case per value other than light's, naming every appearance that has it: dark first.
        var done: [SourceColor] = [color.source(for: .light)]
        for (_, appearance) in [names[1], names[3], names[2]] {
            let value = color.source(for: appearance)
            guard !done.contains(value) else { continue }
            done.append(value)
            let sharing = names.dropFirst().filter { color.source(for: $0.appearance) == value }.map(\.name)
            lines += ["    case \(sharing.joined(separator: ", ")):", "        return \(initializer(value))"]
        }
        return lines + ["    default:", "        return \(light)", "    }", "}"]
    }
}

extension ColorListing {
    func appkit(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> String {
        let source = try SwiftSource(self, format: "appkit", options: options, platform: .nsColor, warnings: warnings,
                                      typesUsed: ["NSColor"])
        guard options.values == .literal else {
            return source.catalogFile(
                loader: "NSColor(named:bundle:) (macOS 10.13+)", resolving: "appearance",
                imports: ["import AppKit", "import Foundation"],
                prelude: SwiftSource.catalogPrelude(type: "NSColor", initializer: "NSColor(named: name, bundle: swatchBundle)"),
                base: "NSColor", doc: AppKitCode.docComment
            ) { "swatchCatalogColor(\($0))" }
        }
        return source.file(
            about: ["Dynamic colours: NSColor(name:dynamicProvider:) picks each value by the appearance (aqua, dark",
                    "aqua and their high-contrast forms; macOS 10.15+). AppKit has no elevated level: elevated values are left out."],
            imports: ["import AppKit"], base: "NSColor"
        ) { member in
            AppKitCode.docComment(member.color)
                + ["\(member.declaration): NSColor {"]
                + AppKitCode.expression(for: member.color).map { "    " + $0 } + ["}"]
        }
    }
}

extension PaletteFormat {
    /// `appkit`: An `NSColor` extension (or `--type-name` enum) of colours that follow the appearance.
    public static let appkit = PaletteFormat(name: "appkit", fileExtension: "swift", summary: "An NSColor extension (or --type-name enum) of colours that follow the appearance, high contrast included, or of the asset catalog's colours by name.", write: { input throws(SwatchError) in .text(try input.listing.appkit(input.options, warnings: input.warnings)) })
}
