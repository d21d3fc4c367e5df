/// UIKit code for a colour: `UIColor { traits in ... }` choosing by interface style, contrast and level,
/// with only the branches the colour's values need, or a plain `UIColor(...)` when it never changes.
enum UIKitCode {
    /// One `case` of the trait switch: the traits it requires (false: any) and the appearance whose value it returns.
    struct TraitCase: Equatable {
        let dark: Bool
        let high: Bool
        let elevated: Bool
        let appearance: Appearance

        func matches(_ appearance: Appearance) -> Bool {
            (!dark || appearance.isDark) && (!high || appearance.isHighContrast) && (!elevated || appearance.isElevated)
        }
    }

    /// Most specific first; `default` returns the light value. Elevated high contrast meets the high-contrast
    /// case before the elevated one, as UIKit's fallbacks try high contrast first.
    static let cases = [
        TraitCase(dark: true, high: true, elevated: true, appearance: .darkElevatedHighContrast),
        TraitCase(dark: true, high: true, elevated: false, appearance: .darkHighContrast),
        TraitCase(dark: true, high: false, elevated: true, appearance: .darkElevated),
        TraitCase(dark: true, high: false, elevated: false, appearance: .dark),
        TraitCase(dark: false, high: true, elevated: false, appearance: .lightHighContrast),
    ]

    /// The cases `color` needs: the fewest (in this order) with which every appearance gets its own value
    /// from the first case it matches, or from `default`, and of those the ones naming fewest traits. All 32
    /// subsets are tried; the full set always works.
    static func cases(for color: NamedColor) -> [TraitCase] {
        func correct(_ cases: [TraitCase]) -> Bool {
            Appearance.allCases.allSatisfy { appearance in
                color.source(for: cases.first { $0.matches(appearance) }?.appearance ?? .light) == color.source(for: appearance)
            }
        }
        let subsets = (0 ..< 1 << cases.count).map { mask in cases.indices.filter { mask & 1 << $0 != 0 }.map { cases[$0] } }
        func traits(_ cases: [TraitCase]) -> Int { cases.reduce(0) { $0 + [$1.dark, $1.high, $1.elevated].filter { $0 }.count } }
        return subsets.filter(correct).min { ($0.count, traits($0)) < ($1.count, traits($1)) } ?? cases
    }

    /// The doc comment of `color` in code that picks by trait collection: its values, and the variants it has.
    static func docComment(_ color: NamedColor) -> [String] {
        let kept = cases(for: color)
        return SwiftSource.docComment(color, varies: !kept.isEmpty, variants: variants(kept))
    }

    /// `UIColor(displayP3Red: ...)` for display-P3 sources, else `UIColor(red: ...)` (extended sRGB included).
    static func initializer(_ color: SourceColor) -> String {
        switch color.space {
        case .displayP3: "UIColor(\(SwiftSource.components(color, first: "displayP3Red")))"
        case .srgb: "UIColor(\(SwiftSource.components(color)))"
        }
    }

    /// The expression making `color`, over as many lines as it takes.
    static func expression(for color: NamedColor) -> [String] {
        let kept = cases(for: color)
        let light = initializer(color.source(for: .light))
        guard !kept.isEmpty else { return [light] }
        let traits = [("userInterfaceStyle", \TraitCase.dark, ".dark"), ("accessibilityContrast", \TraitCase.high, ".high"),
                      ("userInterfaceLevel", \TraitCase.elevated, ".elevated")]
            .filter { _, required, _ in kept.contains { $0[keyPath: required] } }
        if kept.count == 1, let only = kept.first {
            let condition = traits.map { "traits.\($0.0) == \($0.2)" }.joined(separator: " && ")
            return ["UIColor { traits in", "    \(condition)",
                    "        ? \(initializer(color.source(for: only.appearance)))", "        : \(light)", "}"]
        }
        let subject = traits.map { "traits.\($0.0)" }
        var lines = ["UIColor { traits in",
                     "    switch " + (subject.count == 1 ? subject[0] : "(" + subject.joined(separator: ", ") + ")") + " {"]
        for traitCase in kept {
            let patterns = traits.map { traitCase[keyPath: $0.1] ? $0.2 : "_" }
            lines += ["    case " + (patterns.count == 1 ? patterns[0] : "(" + patterns.joined(separator: ", ") + ")") + ":",
                      "        return \(initializer(color.source(for: traitCase.appearance)))"]
        }
        return lines + ["    default:", "        return \(light)", "    }", "}"]
    }

    /// The variants the code tells apart, for the doc comment.
    static func variants(_ cases: [TraitCase]) -> [String] {
        (cases.contains(where: \.high) ? ["high-contrast"] : []) + (cases.contains(where: \.elevated) ? ["elevated"] : [])
    }
}

extension Appearance {
    /// Whether Increase Contrast is on.
    var isHighContrast: Bool { [.lightHighContrast, .darkHighContrast, .darkElevatedHighContrast].contains(self) }
    /// Whether the interface level is elevated.
    var isElevated: Bool { [.darkElevated, .darkElevatedHighContrast].contains(self) }
}

extension ColorListing {
    func uikit(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> String {
        let source = try SwiftSource(self, format: "uikit", options: options, platform: .uiColor, warnings: warnings,
                                      typesUsed: ["UIColor"])
        guard options.values == .literal else {
            return source.catalogFile(
                loader: "UIColor(named:in:compatibleWith:) (iOS 11+)", resolving: "trait collection",
                imports: ["import Foundation", "import UIKit"],
                prelude: SwiftSource.catalogPrelude(type: "UIColor", initializer: "UIColor(named: name, in: swatchBundle, compatibleWith: nil)"),
                base: "UIColor", doc: UIKitCode.docComment
            ) { "swatchCatalogColor(\($0))" }
        }
        return source.file(
            about: ["Dynamic colours: UIColor(dynamicProvider:) picks each value by the trait collection's interface",
                    "style, contrast and level (iOS 13+), with UIKit's fallbacks: high contrast to normal, elevated to base."],
            imports: ["import UIKit"], base: "UIColor"
        ) { member in
            UIKitCode.docComment(member.color)
                + ["\(member.declaration): UIColor {"]
                + UIKitCode.expression(for: member.color).map { "    " + $0 } + ["}"]
        }
    }
}

extension PaletteFormat {
    /// `uikit`: A `UIColor` extension (or `--type-name` enum) of dynamic colours, every appearance the palette has.
    public static let uikit = PaletteFormat(name: "uikit", fileExtension: "swift", summary: "A UIColor extension (or --type-name enum) of dynamic colours with every appearance the palette has, or of the asset catalog's colours by name.", write: { input throws(SwatchError) in .text(try input.listing.uikit(input.options, warnings: input.warnings)) })
}
