/// The `UITableView.Style` a sheet imitates.
public enum TableStyle: String, CaseIterable, Sendable, Codable {
    /// Rows edge to edge; each section starts with a header bar.
    case plain
    /// Rows edge to edge in groups on the grouped background, under upper-case captions.
    case grouped
    /// Groups inset from the edges with rounded corners (iOS 13+).
    case insetGrouped = "inset-grouped"
}

extension TableStyle {
    /// Name for titles: `Plain`, `Grouped`, `Inset grouped`.
    public var title: String {
        switch self {
        case .plain: "Plain"
        case .grouped: "Grouped"
        case .insetGrouped: "Inset grouped"
        }
    }
}
