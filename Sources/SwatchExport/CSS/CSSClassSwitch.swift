/// `--css-theme class`: the page decides, with classes on the root element: `<html class="dark">`,
/// `<html class="high-contrast">`, `<html class="dark high-contrast">`. `:root` holds the light values and
/// declares `color-scheme: light`, `:root.dark` the dark ones with `color-scheme: dark`, then `:root.high-contrast`
/// and `:root.dark.high-contrast` (later and more specific, so the combination wins). Media queries play no part:
/// a page that wants the system's choice sets the classes from `matchMedia`.
enum CSSClassSwitch {
    static let dark = ":root.dark"
    static let highContrast = ":root.high-contrast"

    /// The rules, in cascade order; `hasDark` false leaves out `color-scheme: dark`.
    static func rules(hasDark: Bool) -> [CSSRule] {
        [
            CSSRule(value: .one(.light), matches: Set(CSSRule.states), colorScheme: "light"),
            CSSRule(selector: dark, value: .one(.dark), matches: [.dark, .darkHighContrast], colorScheme: hasDark ? "dark" : nil),
            CSSRule(selector: highContrast, value: .one(.lightHighContrast), matches: [.lightHighContrast, .darkHighContrast]),
            CSSRule(selector: dark + ".high-contrast", value: .one(.darkHighContrast), matches: [.darkHighContrast]),
        ]
    }

    static let about = [#"The appearance follows the classes dark and high-contrast on the root element: <html class="dark high-contrast">."#]
}
