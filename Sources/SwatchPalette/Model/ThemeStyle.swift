import SwatchColor

/// How a theme scheme wants its section drawn: optional overrides of the iOS table metrics, in points.
/// Fields left nil keep the iOS defaults.
public struct ThemeStyle: Sendable, Hashable {
    /// Where a row's text sits within its content view.
    public enum Alignment: String, Sendable, Hashable, CaseIterable { case leading, center, trailing }
    /// The title's font weight.
    public enum Weight: String, Sendable, Hashable, CaseIterable { case regular, semibold }

    /// Row height in points (iOS: 56 for a subtitle cell).
    public var rowHeight: Double?
    /// Corner radius of inset groups, in points (iOS: 10).
    public var cornerRadius: Double?
    /// Leading text padding (the layout margin), in points (iOS: 16, or 20 from 414 pt width).
    public var padding: Double?
    /// Separator thickness in points; 0 hides separators (iOS: one pixel).
    public var separatorThickness: Double?
    /// Title font size in points (iOS: 17); the subtitle keeps the 12/17 ratio.
    public var fontSize: Double?
    /// Title weight (iOS: regular).
    public var fontWeight: Weight?
    /// Text alignment (iOS: leading).
    public var textAlignment: Alignment?
    /// A line around the section's group, in points, and its colour.
    public var borderWidth: Double?
    /// The border's colour.
    public var border: RGBA8?
    /// A drop shadow under the section's group: blur radius in points, and its colour.
    public var shadowRadius: Double?
    /// The shadow's colour.
    public var shadow: RGBA8?

    /// No overrides: the iOS defaults everywhere.
    public init() {}
}
