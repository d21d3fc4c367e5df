import SwatchSupport

/// `css`: custom properties for the web, one per colour, in kebab case (`Brand/Primary` → `--brand-primary`;
/// `CSSText` makes every name a valid identifier and every comment safe), values as `CSSValue` writes them.
///
/// In every state a browser can be in (light or dark, normal or more contrast) each property has the value UIKit
/// shows in the same traits, fallbacks included: `--css-theme` (`FormatOptions.cssTheme`) chooses what switches
/// the state, each choice in a file of its own (`CSSMediaQueries`, `CSSClassSwitch`, `CSSAttributeSwitch`,
/// `CSSLightDark`), and `CSSCascade` decides which colours each rule sets.
extension PaletteFormat {
    /// `css`: custom properties with dark and high-contrast values, switched as `--css-theme` says.
    public static let css = PaletteFormat(
        name: "css", fileExtension: "css",
        summary: "CSS custom properties with dark and high-contrast values, switched by media queries, a class, a data attribute or light-dark() (--css-theme).") { input throws(SwatchError) in
        let sheet = try CSSStylesheet(input)
        let rules: [CSSRule]
        let about: [String]
        switch input.options.cssTheme {
        case .media: (rules, about) = (CSSMediaQueries.rules(hasDark: sheet.hasDark), CSSMediaQueries.about)
        case .class: (rules, about) = (CSSClassSwitch.rules(hasDark: sheet.hasDark), CSSClassSwitch.about)
        case .dataAttribute: (rules, about) = (CSSAttributeSwitch.rules(hasDark: sheet.hasDark), CSSAttributeSwitch.about)
        case .lightDark: (rules, about) = (CSSLightDark.rules(hasDark: sheet.hasDark), CSSLightDark.about)
        }
        return .text(sheet.text(rules, source: input.options.source, about: about))
    }
}
