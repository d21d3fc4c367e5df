/// Everything one sheet draws, in device pixels, with colours resolved: the painter's only input.
public struct SheetPlan: Sendable {
    public let appearance: Appearance
    public let style: TableStyle
    public let metrics: TableMetrics
    public let colors: SheetColors
    public let width: Int
    public let height: Int
    public let titleBar: TitleBarPlan
    /// Section headers, top to bottom.
    public let headers: [HeaderPlan]
    /// Rows, top to bottom.
    public let rows: [RowPlan]
    /// Sections a theme gives a border or shadow, top to bottom.
    public let groups: [GroupPlan]
    /// Where the table (not the title bar) lies.
    public let tableRect: PixelRect
}

/// The line at the top naming palette, mode and style, drawn like a navigation bar.
public struct TitleBarPlan: Sendable {
    public let rect: PixelRect
    public let text: String
    public let baseline: Int
    /// One-pixel line under the bar.
    public let hairline: PixelRect
}

/// A section header: a bar with the name (plain) or an upper-case caption above the group.
public struct HeaderPlan: Sendable {
    public let section: String
    public let text: String
    public let rect: PixelRect
    /// Filled with the header-bar colour in plain style; nil where the table shows through.
    public let bar: PixelRect?
    public let textX: Int
    public let baseline: Int
    public let maxTextWidth: Int
    public let fontSize: Double
    public let semibold: Bool
    public let textColor: RGBA8
}

/// Rounded corners that clip a row of an inset group.
public struct RowClip: Sendable, Hashable {
    /// The rounded rectangle; it may extend past the row so only the corners that belong to it round.
    public let rect: PixelRect
    public let radius: Double
}

/// One table row: a colour in the cell's content view, its name and hex codes, and an accessory.
public struct RowPlan: Sendable {
    public let section: String
    public let name: String
    public let title: String
    public let subtitle: String
    public let color: RGBA8
    public let effective: RGBA8
    public let textColor: RGBA8
    /// The whole cell, filled with the cell background.
    public let cellRect: PixelRect
    /// The cell's content view, filled with the row colour.
    public let contentRect: PixelRect
    public let accessory: Accessory
    /// Hairlines drawn over the row: the separator to the next row, and grouped style's section borders.
    public let hairlines: [PixelRect]
    public let clip: RowClip?
    /// Where the text may go: `textX ..< textX + maxTextWidth`, aligned within it by `alignment`.
    public let textX: Int
    public let titleBaseline: Int
    public let subtitleBaseline: Int
    public let maxTextWidth: Int
    public let titleFontSize: Double
    public let subtitleFontSize: Double
    public let semibold: Bool
    public let alignment: ThemeStyle.Alignment
}

/// A section's rows as one group, with the border and shadow a theme gives it.
public struct GroupPlan: Sendable {
    public let rect: PixelRect
    /// Corner radius in pixels (inset-grouped), else 0.
    public let radius: Double
    public let borderWidth: Int
    public let border: RGBA8?
    /// Blur radius of the drop shadow in pixels; 0 for none.
    public let shadowRadius: Double
    public let shadow: RGBA8?

    var isDecorated: Bool { (borderWidth > 0 && border != nil) || (shadowRadius > 0 && shadow != nil) }

    /// The area the border and shadow may touch.
    var decoratedBounds: PixelRect {
        let reach = Int((shadowRadius * 1.5).rounded(.up)) + 1 + Int(shadowRadius / 3)
        return PixelRect(x: rect.x - reach, y: rect.y - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
    }
}
