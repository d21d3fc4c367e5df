/// How a theme wants its sheet drawn: optional overrides of the iOS table metrics, in points.
/// Fields left nil keep the iOS defaults.
public struct ThemeStyle: Sendable, Hashable, Codable {
    public enum Alignment: String, Sendable, Hashable, Codable, CaseIterable { case leading, center, trailing }
    public enum Weight: String, Sendable, Hashable, Codable, CaseIterable { case regular, semibold }

    /// Row height in points.
    public var rowHeight: Double?
    /// Corner radius of inset groups, in points.
    public var cornerRadius: Double?
    /// Leading and trailing text padding (the layout margin), in points.
    public var padding: Double?
    /// Separator thickness in points; 0 hides separators. Default: one pixel.
    public var separatorThickness: Double?
    /// Title font size in points; the subtitle scales with it (12/17).
    public var fontSize: Double?
    public var fontWeight: Weight?
    public var textAlignment: Alignment?
    /// Border drawn around each group (inset-grouped) or row content, in points, with its colour.
    public var borderWidth: Double?
    public var borderColor: String?
    /// Drop shadow under inset groups: blur radius in points and colour (`#RRGGBBAA`).
    public var shadowRadius: Double?
    public var shadowColor: String?

    public init() {}
}
