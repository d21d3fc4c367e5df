/// What a pair of colours is used for, which decides the contrast ratio it needs.
public enum ContrastUse: String, Sendable, Hashable, CaseIterable {
    /// Body text: 4.5:1 for AA, 7:1 for AAA.
    case text
    /// Large or bold text: 3:1 for AA, 4.5:1 for AAA.
    case largeText = "large-text"
    /// Glyphs, icons and controls (a tinted checkmark, a chevron, a colour swatch): 3:1 (WCAG 1.4.11).
    case nonText = "non-text"

    /// The catalog's colours made for text, which `render --annotate contrast` judges as text: UIKit's label
    /// colours, placeholder text, links and the fixed text colours (Apple, UIColor, "Standard colors": "Label
    /// colors", "Text colors", "Link color", "Nonadaptable colors").
    public static let catalogText: Set<String> = [
        "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "placeholderText", "link", "darkText", "lightText",
    ]

    /// The stricter of two uses: text, then large text, then non-text.
    public static func stricter(_ a: ContrastUse, _ b: ContrastUse) -> ContrastUse {
        let order: [ContrastUse] = [.text, .largeText, .nonText]
        return order.firstIndex(of: a)! <= order.firstIndex(of: b)! ? a : b
    }
}

/// Which WCAG 2 success criterion a pair must meet: AA (1.4.3, the usual bar) or AAA (1.4.6).
public enum ContrastLevel: String, Sendable, Hashable, CaseIterable {
    /// WCAG 2 AA: 4.5:1 text, 3:1 large text and non-text.
    case aa = "AA"
    /// WCAG 2 AAA: 7:1 text, 4.5:1 large text; non-text has no AAA criterion and stays 3:1.
    case aaa = "AAA"

    /// The ratio `use` needs at this level.
    public func minimum(for use: ContrastUse) -> Double {
        switch (self, use) {
        case (.aa, .text): 4.5
        case (.aa, .largeText): 3
        case (.aaa, .text): 7
        case (.aaa, .largeText): 4.5
        case (_, .nonText): 3
        }
    }
}

/// How a text size decides between `text` and `largeText`.
public enum TextPolicy: String, Sendable, Hashable, CaseIterable {
    /// Apple's Human Interface Guidelines: text up to 17 pt needs 4.5:1; 18 pt and up, or bold, 3:1.
    case hig
    /// WCAG 2: large is 18 pt, or 14 pt bold (24 and 18.67 CSS px).
    case wcag

    /// Whether text of `points` (bold or not) counts as large under this policy.
    public func use(forTextOf points: Double, bold: Bool) -> ContrastUse {
        switch self {
        case .hig: points >= 18 || bold ? .largeText : .text
        case .wcag: points >= 18 || (bold && points >= 14) ? .largeText : .text
        }
    }
}

/// A contrast ratio with its verdict: the ratio is never rounded before it is compared (4.499 fails 4.5),
/// and shown with two decimals, floored, so a failing ratio never reads as a passing one.
public struct ContrastVerdict: Sendable, Hashable {
    /// The WCAG ratio, 1...21.
    public let ratio: Double
    /// The ratio needed.
    public let minimum: Double
    /// The level the minimum belongs to.
    public let level: ContrastLevel

    /// The verdict for `ratio` against what `use` needs at `level`.
    public init(ratio: Double, use: ContrastUse, level: ContrastLevel) {
        self.ratio = ratio
        self.minimum = level.minimum(for: use)
        self.level = level
    }

    /// Whether the ratio reaches the minimum.
    public var passes: Bool { ratio >= minimum }

    /// `4.02`: two decimals, floored.
    public var ratioText: String { Self.floored(ratio) }

    /// `4.02 AA✗`, `7.56 AA✓`: the ratio, the level and the verdict.
    public var badge: String { "\(ratioText) \(level.rawValue)\(passes ? "✓" : "✗")" }

    /// `value` with two decimals, rounded down: 4.499 is `4.49`.
    package static func floored(_ value: Double) -> String {
        let hundredths = (value * 100 + 1e-9).rounded(.down)
        return String(format: "%.2f", hundredths / 100)
    }
}

import Foundation

extension RGBA8 {
    /// The WCAG contrast of this colour, drawn over `background` (itself over `base`, the view behind
    /// everything), with `background`: translucent colours are composited with the sheets' own blend first.
    public func contrast(over background: RGBA8, base: RGBA8 = .white) -> Double {
        let below = RGBA8.stacked([base, background])
        return RGBA8.stacked([below, self]).contrastRatio(with: below)
    }
}
