// DesignSystem: the brand's colours for every target of the app. The SwatchColors plugin generates `Brand` (every
// colour of Brand.xcassets, `public`, as swatch-plugin.json asks) at build time; SwiftPM wants at least one source
// file in a target, so a target that would hold only a catalog keeps this one.

/// The colours the app draws its screens with, chosen from the generated `Brand`.
public enum Theme {
    /// The tint of buttons and links.
    public static let tint = Brand.accent
    /// The screen's background.
    public static let background = Brand.background
}
