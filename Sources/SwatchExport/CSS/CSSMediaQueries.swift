/// `--css-theme media`, the default: the system decides. `:root` holds the light values and declares
/// `color-scheme: light dark`; `@media (prefers-color-scheme: dark)`, `(prefers-contrast: more)` and both together
/// (in that order, so the combination wins) set what differs there. A colour with light, dark and light high
/// contrast values thus shows its dark value to a dark-mode user with more contrast, as UIKit does.
enum CSSMediaQueries {
    static let dark = "(prefers-color-scheme: dark)"
    static let moreContrast = "(prefers-contrast: more)"

    /// The rules, in cascade order; `hasDark` false declares `color-scheme: light`.
    static func rules(hasDark: Bool) -> [CSSRule] {
        [
            CSSRule(value: .one(.light), matches: Set(CSSRule.states), colorScheme: hasDark ? "light dark" : "light"),
            CSSRule(media: dark, value: .one(.dark), matches: [.dark, .darkHighContrast]),
            CSSRule(media: moreContrast, value: .one(.lightHighContrast), matches: [.lightHighContrast, .darkHighContrast]),
            CSSRule(media: "\(dark) and \(moreContrast)", value: .one(.darkHighContrast), matches: [.darkHighContrast]),
        ]
    }

    static let about = ["The appearance follows prefers-color-scheme and prefers-contrast."]
}
