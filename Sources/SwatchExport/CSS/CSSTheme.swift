/// `--css-theme`: how a stylesheet `--format css` writes picks the appearance. Browsers tell only light from dark
/// and normal from more contrast, so every choice reaches light, dark, light high contrast and dark high contrast;
/// elevated values have no media feature, class or attribute and are left out (the dark ones stand).
public enum CSSTheme: String, CaseIterable, Sendable, Hashable {
    /// `@media (prefers-color-scheme: dark)`, `(prefers-contrast: more)` and both together: the system decides.
    case media
    /// `.dark` and `.high-contrast` on the root element (`<html class="dark high-contrast">`): the page decides.
    case `class`
    /// `data-theme="dark"` and `data-contrast="more"` on the root element: the page decides.
    case dataAttribute = "data-attribute"
    /// `light-dark(light, dark)` values that follow `color-scheme`, with a `prefers-contrast: more` block for
    /// the high-contrast pair (`light-dark()` has no contrast half).
    case lightDark = "light-dark"
}
