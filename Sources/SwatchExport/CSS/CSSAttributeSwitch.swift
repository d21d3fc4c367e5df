/// `--css-theme data-attribute`: the page decides, with attributes on the root element:
/// `<html data-theme="dark" data-contrast="more">` (the values of `prefers-color-scheme` and `prefers-contrast`).
/// `:root` holds the light values and declares `color-scheme: light`, `:root[data-theme="dark"]` the dark ones with
/// `color-scheme: dark`, then `:root[data-contrast="more"]` and both together (later and more specific, so the
/// combination wins). Any other value (`data-theme="light"`) is light, normal contrast.
enum CSSAttributeSwitch {
    static let dark = #":root[data-theme="dark"]"#
    static let moreContrast = #"[data-contrast="more"]"#

    /// The rules, in cascade order; `hasDark` false leaves out `color-scheme: dark`.
    static func rules(hasDark: Bool) -> [CSSRule] {
        [
            CSSRule(value: .one(.light), matches: Set(CSSRule.states), colorScheme: "light"),
            CSSRule(selector: dark, value: .one(.dark), matches: [.dark, .darkHighContrast], colorScheme: hasDark ? "dark" : nil),
            CSSRule(selector: ":root" + moreContrast, value: .one(.lightHighContrast), matches: [.lightHighContrast, .darkHighContrast]),
            CSSRule(selector: dark + moreContrast, value: .one(.darkHighContrast), matches: [.darkHighContrast]),
        ]
    }

    static let about = [#"The appearance follows data-theme="dark" and data-contrast="more" on the root element: <html data-theme="dark" data-contrast="more">."#]
}
