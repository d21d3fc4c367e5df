/// `--css-theme light-dark`: each colour that differs in dark is `light-dark(light, dark)` in `:root`, which declares
/// `color-scheme: light dark`, so the value follows the used colour scheme of the element it is used on (the
/// system's, or whatever `color-scheme` a page or subtree sets). `light-dark()` has no contrast half, so
/// `@media (prefers-contrast: more)` sets `light-dark(light high contrast, dark high contrast)` where either differs.
/// Needs `light-dark()` (Chrome 123, Firefox 120, Safari 17.5).
enum CSSLightDark {
    /// The rules, in cascade order; `hasDark` false writes plain values and `color-scheme: light`.
    static func rules(hasDark: Bool) -> [CSSRule] {
        [
            CSSRule(value: hasDark ? .lightDark(light: .light, dark: .dark) : .one(.light), matches: Set(CSSRule.states),
                    colorScheme: hasDark ? "light dark" : "light"),
            CSSRule(media: CSSMediaQueries.moreContrast,
                    value: hasDark ? .lightDark(light: .lightHighContrast, dark: .darkHighContrast) : .one(.lightHighContrast),
                    matches: [.lightHighContrast, .darkHighContrast]),
        ]
    }

    static let about = ["light-dark() follows color-scheme; high contrast follows prefers-contrast (light-dark() has no contrast half)."]
}
