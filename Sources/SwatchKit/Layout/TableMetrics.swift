/// The iOS table-view measurements swatch draws with, in points unless a name says pixels.
///
/// Values follow UIKit on iPhone (iOS 15-26): 16 pt layout margins below 414 pt width and 20 pt from there
/// (UITableView's readable margins), 17 pt body titles and 12 pt subtitles (`.subtitle` cell style),
/// 13 pt upper-case footnote captions above grouped sections, 10 pt corner radius for inset groups,
/// and one-pixel hairline separators inset to the text.
public struct TableMetrics: Sendable, Hashable {
    public let widthPoints: Int
    public let scale: Int

    public init(widthPoints: Int, scale: Int) {
        self.widthPoints = widthPoints
        self.scale = scale
    }

    /// Leading and trailing layout margin of cells and inset groups.
    public var margin: Int { widthPoints >= 414 ? 20 : 16 }
    public let rowHeight = 56
    public let titleBarHeight = 52
    public let plainHeaderHeight = 28
    /// Grouped header: the caption sits `captionGap` above its group.
    public let groupedHeaderHeight = 38
    public let captionGap = 7
    /// Extra space above the first grouped header (UIKit's top content inset for grouped tables).
    public let groupedTopInset = 18
    /// Space below each group (the empty section footer).
    public let groupedFooterHeight = 18
    /// Table background left visible below the last row.
    public let bottomInset = 44
    public let insetCornerRadius = 10
    /// Gap between the text and the trailing end of the content view.
    public let textTrailingGap = 8

    public let titleFontSize = 17.0
    public let subtitleFontSize = 12.0
    public let plainHeaderFontSize = 17.0
    public let captionFontSize = 13.0
    public let titleBarFontSize = 17.0

    /// Points to whole device pixels.
    public func px(_ points: Int) -> Int { points * scale }
    public func px(_ points: Double) -> Double { points * Double(scale) }
    public var widthPixels: Int { px(widthPoints) }
}
