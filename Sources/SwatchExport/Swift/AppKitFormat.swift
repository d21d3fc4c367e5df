import SwatchPalette
import SwatchSupport

/// AppKit code for a colour: `NSColor(name:dynamicProvider:)` choosing by `appearance.bestMatch(from:)`
/// among aqua, dark aqua and their high-contrast forms, or a plain `NSColor(...)` when it never changes.
/// AppKit has no elevated level, so elevated values are left out. A value the source gave as a UIKit system colour
/// is AppKit's colour of the same role (`SystemColorAPI`: `.systemBlue`, `.labelColor` for `label`); one AppKit
/// lacks (`systemGroupedBackground`) is written out, with a comment saying so.
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

    /// Whether the colour's values differ between AppKit's appearances, and whether in high contrast.
    static func varies(_ color: NamedColor) -> (any: Bool, highContrast: Bool) {
        varies { color.source(for: $0) }
    }

    private static func varies<Key: Equatable>(_ key: (Appearance) -> Key) -> (any: Bool, highContrast: Bool) {
        let values = names.map { key($0.appearance) }
        let highContrast = values[2] != values[0] || values[3] != values[1]
        return (highContrast || values[1] != values[0], highContrast)
    }

    /// What `appearance`'s value is in AppKit code: AppKit's system colour of the role the source named
    /// (`.labelColor` for UIKit's `label`), else the values, also where AppKit has no such colour.
    static func code(_ color: NamedColor, _ appearance: Appearance) -> ValueCode {
        let code = color.code(for: appearance)
        if case .system(let system) = code, system.appKit == nil { return .literal(color.source(for: appearance)) }
        return code
    }

    private static func initializer(_ code: ValueCode) -> String {
        switch code {
        case .literal(let color): initializer(color)
        case .system(let system): "." + (system.appKit ?? system.uikit)
        }
    }

    /// `// AppKit has no system colour for UIKit's systemGroupedBackground: its iOS values are written out.` for each
    /// system colour the source named that AppKit lacks.
    static func notes(for color: NamedColor) -> [String] {
        color.systemReferences.compactMap { reference, _ in
            guard let system = SystemColorAPI.named(reference.uikitName), system.appKit == nil else { return nil }
            return "// AppKit has no system colour for UIKit's \(SwiftSource.comment(system.uikit)): its iOS values are written out."
        }
    }

    /// The macOS version after `floor` that the AppKit colours `color`'s code names need (`systemCyan`: 12.0); nil
    /// when they are all there on `floor`.
    static func laterMacOS(_ color: NamedColor, floor: SystemColorAPI.MacOSVersion) -> SystemColorAPI.MacOSVersion? {
        names.compactMap { _, appearance -> SystemColorAPI.MacOSVersion? in
            guard case .system(let system) = code(color, appearance), system.macOS > floor else { return nil }
            return system.macOS
        }.max()
    }

    /// The expression making `color`, over as many lines as it takes. With `systemColors`, a value the source gave
    /// as a system colour AppKit has is AppKit's colour (`.systemBlue`, `.labelColor`), which AppKit resolves for the
    /// appearance it draws in; without, every value is written out, for macOS versions without it.
    static func expression(for color: NamedColor, systemColors: Bool = true) -> [String] {
        let code: (Appearance) -> ValueCode = { appearance in
            systemColors ? Self.code(color, appearance) : .literal(color.source(for: appearance))
        }
        let light = initializer(code(.light))
        let (varies, highContrast) = varies(code)
        guard varies else { return [light] }
        let open = "NSColor(name: \(SwiftSource.string(color.name))) { appearance in"
        guard highContrast else {
            return [open, "    appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua",
                    "        ? \(initializer(code(.dark)))", "        : \(light)", "}"]
        }
        // All four names, so bestMatch returns the appearance itself and never has to guess.
        var lines = [open, "    switch appearance.bestMatch(from: [\(names.map(\.name).joined(separator: ", "))]) {"]
        // One case per value other than light's, naming every appearance that has it: dark first.
        var done: [ValueCode] = [code(.light)]
        for (_, appearance) in [names[1], names[3], names[2]] {
            let value = code(appearance)
            guard !done.contains(value) else { continue }
            done.append(value)
            let sharing = names.dropFirst().filter { code($0.appearance) == value }.map(\.name)
            lines += ["    case \(sharing.joined(separator: ", ")):", "        return \(initializer(value))"]
        }
        return lines + ["    default:", "        return \(light)", "    }", "}"]
    }

    /// The statements of a getter returning `color` (each expression wrapped in `prefix` and `suffix`) where an AppKit
    /// colour it names came after macOS `floor`: under `if #available`, with every value written out for earlier
    /// versions; nil when a single expression does.
    static func statements(for color: NamedColor, floor: SystemColorAPI.MacOSVersion, prefix: String = "", suffix: String = "") -> [String]? {
        guard let version = laterMacOS(color, floor: floor) else { return nil }
        return ["if #available(macOS \(version), *) {"]
            + SwiftSource.wrap(expression(for: color), "return " + prefix, suffix).map { "    " + $0 } + ["}"]
            + SwiftSource.wrap(expression(for: color, systemColors: false), "return " + prefix, suffix)
    }
}

extension ColorListing {
    /// The code `appkit` writes, its names chosen, before any of it is written.
    func appkitSource(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> SwiftSource {
        try SwiftSource(self, format: "appkit", options: options, platform: .nsColor, warnings: warnings, typesUsed: ["NSColor"])
    }

    func appkit(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> StreamedText {
        let source = try appkitSource(options, warnings: warnings)
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
            let body = AppKitCode.notes(for: member.color)
                + (AppKitCode.statements(for: member.color, floor: SystemColorAPI.appKitFloor) ?? AppKitCode.expression(for: member.color))
            return AppKitCode.docComment(member.color) + ["\(member.declaration): NSColor {"] + body.map { "    " + $0 } + ["}"]
        }
    }
}

extension PaletteFormat {
    /// `appkit`: An `NSColor` extension (or `--type-name` enum) of colours that follow the appearance.
    public static let appkit = PaletteFormat(name: "appkit", fileExtension: "swift", summary: "An NSColor extension (or --type-name enum) of colours that follow the appearance, high contrast included, or of the asset catalog's colours by name.", make: { input throws(SwatchError) in .text(try input.listing.appkit(input.options, warnings: input.warnings)) },
                                             declares: { input throws(SwatchError) in try input.listing.appkitSource(input.options, warnings: input.warnings).declarations })
}
