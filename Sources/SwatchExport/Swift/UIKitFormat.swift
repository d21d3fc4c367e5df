import SwatchPalette
import SwatchSupport

/// UIKit code for a colour: `UIColor { traits in ... }` choosing by interface style, contrast and level,
/// with only the branches the colour's values need, or a plain `UIColor(...)` when it never changes. A value the
/// source gave as a system colour is that colour: `.systemBlue` when it gives every appearance,
/// `UIColor.systemBlue.resolvedColor(with: traits)` beside values of the colour's own.
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

    /// The cases `color`'s values need: the fewest (in this order) with which every appearance gets its own value
    /// from the first case it matches, or from `default`, and of those the ones naming fewest traits. All 32
    /// subsets are tried (once per pattern of shared values); the full set always works. What the doc comment describes.
    static func cases(for color: NamedColor) -> [TraitCase] {
        fewestCases { color.source(for: $0) }
    }

    /// The cases the code for `color` needs: as `cases(for:)`, but a system colour the source named stands for
    /// every appearance it gives, as `resolvedColor(with:)` resolves it for the traits (a colour set whose Any
    /// entry is `systemBlueColor` needs no case at all).
    static func codeCases(for color: NamedColor) -> [TraitCase] {
        fewestCases { color.code(for: $0) }
    }

    /// Looks the answer up by which appearances share a value: that is all the search compares.
    private static func fewestCases<Key: Equatable>(_ key: (Appearance) -> Key) -> [TraitCase] {
        fewestByPattern[pattern(key)]
    }

    /// Which appearances share a value, as one number: in `Appearance.allCases` order, each appearance is labelled
    /// with the label of the first one equal to it, or the next unused label (0, 1, 0, 2, ...), and the labels are
    /// read as digits of a mixed radix, the i-th of base i + 1 (a label never exceeds its position), so 0 ..< 720.
    /// Keys compare as an equivalence: the readers reject NaN components.
    private static func pattern<Key: Equatable>(_ key: (Appearance) -> Key) -> Int {
        var keys: [Key] = []
        var labels: [Int] = []
        keys.reserveCapacity(Appearance.allCases.count)
        labels.reserveCapacity(Appearance.allCases.count)
        var index = 0, radix = 1, next = 0
        for appearance in Appearance.allCases {
            let value = key(appearance)
            let label: Int
            if let first = keys.firstIndex(of: value) {
                label = labels[first]
            } else {
                label = next
                next += 1
            }
            keys.append(value)
            labels.append(label)
            index += label * radix
            radix *= labels.count
        }
        return index
    }

    /// `search`'s answer for every pattern `pattern` can return, found once (203 patterns, 32 subsets each).
    private static let fewestByPattern: [[TraitCase]] = {
        let count = Appearance.allCases.count
        var table = [[TraitCase]](repeating: [], count: (1 ... count).reduce(1, *))
        for index in table.indices {
            var labels: [Int] = [], rest = index
            for position in 0 ..< count {
                labels.append(rest % (position + 1))
                rest /= position + 1
            }
            // Only the numbers `pattern` makes: each label at most one above every label before it.
            guard labels.indices.allSatisfy({ labels[$0] <= (labels[..<$0].max() ?? -1) + 1 }) else { continue }
            table[index] = search { labels[Appearance.allCases.firstIndex(of: $0) ?? 0] }
        }
        return table
    }()

    /// The fewest cases (in this order) with which every appearance gets its own value from the first case it
    /// matches, or from `default`, and of those the ones naming fewest traits: all 32 subsets are tried.
    private static func search<Key: Equatable>(_ key: (Appearance) -> Key) -> [TraitCase] {
        func correct(_ cases: [TraitCase]) -> Bool {
            Appearance.allCases.allSatisfy { appearance in
                key(cases.first { $0.matches(appearance) }?.appearance ?? .light) == key(appearance)
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

    /// A value inside the trait closure: its initializer, or the system colour resolved for the traits.
    private static func initializer(_ code: ValueCode) -> String {
        switch code {
        case .literal(let color): initializer(color)
        case .system(let system): "UIColor.\(system.uikit).resolvedColor(with: traits)"
        }
    }

    /// The iOS version after `floor` that the system colours `color`'s code names need (`systemMint`: 15); nil when
    /// they are all there on `floor`.
    static func laterIOS(_ color: NamedColor, floor: Int) -> Int? {
        Appearance.allCases.compactMap { appearance -> Int? in
            guard case .system(let system) = color.code(for: appearance), system.iOS > floor else { return nil }
            return system.iOS
        }.max()
    }

    /// The expression making `color`, over as many lines as it takes. With `systemColors`, a value the source gave
    /// as a system colour is that colour (`.systemBlue`, or `UIColor.systemBlue.resolvedColor(with: traits)` beside
    /// values of the colour's own); without, every value is written out, for iOS versions without the system colour.
    static func expression(for color: NamedColor, systemColors: Bool = true) -> [String] {
        let code: (Appearance) -> ValueCode = { appearance in systemColors ? color.code(for: appearance) : .literal(color.source(for: appearance)) }
        let kept = systemColors ? codeCases(for: color) : cases(for: color)
        if kept.isEmpty, case .system(let system) = code(.light) { return [".\(system.uikit)"] }
        let light = initializer(code(.light))
        guard !kept.isEmpty else { return [light] }
        let traits = [("userInterfaceStyle", \TraitCase.dark, ".dark"), ("accessibilityContrast", \TraitCase.high, ".high"),
                      ("userInterfaceLevel", \TraitCase.elevated, ".elevated")]
            .filter { _, required, _ in kept.contains { $0[keyPath: required] } }
        if kept.count == 1, let only = kept.first {
            let condition = traits.map { "traits.\($0.0) == \($0.2)" }.joined(separator: " && ")
            return ["UIColor { traits in", "    \(condition)",
                    "        ? \(initializer(code(only.appearance)))", "        : \(light)", "}"]
        }
        let subject = traits.map { "traits.\($0.0)" }
        var lines = ["UIColor { traits in",
                     "    switch " + (subject.count == 1 ? subject[0] : "(" + subject.joined(separator: ", ") + ")") + " {"]
        for traitCase in kept {
            let patterns = traits.map { traitCase[keyPath: $0.1] ? $0.2 : "_" }
            lines += ["    case " + (patterns.count == 1 ? patterns[0] : "(" + patterns.joined(separator: ", ") + ")") + ":",
                      "        return \(initializer(code(traitCase.appearance)))"]
        }
        return lines + ["    default:", "        return \(light)", "    }", "}"]
    }

    /// The statements of a getter returning `color` (each expression wrapped in `prefix` and `suffix`), naming the
    /// system colours its source named; where one came after iOS `floor`, under `if #available`, with every value
    /// written out for earlier versions. Nil when a single expression does (`floor` covers every system colour).
    static func statements(for color: NamedColor, floor: Int, prefix: String = "", suffix: String = "") -> [String]? {
        guard let version = laterIOS(color, floor: floor) else { return nil }
        return ["if #available(iOS \(version).0, *) {"]
            + SwiftSource.wrap(expression(for: color), "return " + prefix, suffix).map { "    " + $0 } + ["}"]
            + SwiftSource.wrap(expression(for: color, systemColors: false), "return " + prefix, suffix)
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
    /// The code `uikit` writes, its names chosen, before any of it is written.
    func uikitSource(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> SwiftSource {
        try SwiftSource(self, format: "uikit", options: options, platform: .uiColor, warnings: warnings, typesUsed: ["UIColor"])
    }

    func uikit(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> StreamedText {
        let source = try uikitSource(options, warnings: warnings)
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
            let body = UIKitCode.statements(for: member.color, floor: SystemColorAPI.uikitFloor)
                ?? UIKitCode.expression(for: member.color)
            return UIKitCode.docComment(member.color) + ["\(member.declaration): UIColor {"] + body.map { "    " + $0 } + ["}"]
        }
    }
}

extension PaletteFormat {
    /// `uikit`: A `UIColor` extension (or `--type-name` enum) of dynamic colours, every appearance the palette has.
    public static let uikit = PaletteFormat(name: "uikit", fileExtension: "swift", summary: "A UIColor extension (or --type-name enum) of dynamic colours with every appearance the palette has, or of the asset catalog's colours by name.", make: { input throws(SwatchError) in .text(try input.listing.uikit(input.options, warnings: input.warnings)) },
                                             declares: { input throws(SwatchError) in try input.listing.uikitSource(input.options, warnings: input.warnings).declarations })
}
