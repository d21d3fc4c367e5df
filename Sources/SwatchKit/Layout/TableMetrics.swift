/// The iOS table-view measurements swatch draws with, in points unless a name says pixels.
///
/// Values follow UIKit on iPhone (iOS 15-26): 16 pt layout margins below 414 pt width and 20 pt from there
/// (UITableView's readable margins), 17 pt body titles and 12 pt subtitles (`.subtitle` cell style),
/// 13 pt upper-case footnote captions above grouped sections, 10 pt corner radius for inset groups,
/// and one-pixel hairline separators inset to the text.
struct TableMetrics: Sendable, Hashable {
    let widthPoints: Int
    let scale: Int

    init(widthPoints: Int, scale: Int) {
        self.widthPoints = widthPoints
        self.scale = scale
    }

    /// Leading and trailing layout margin of cells and inset groups.
    var margin: Int { widthPoints >= 414 ? 20 : 16 }
    let rowHeight = 56
    let titleBarHeight = 52
    let plainHeaderHeight = 28
    /// Grouped header: the caption sits `captionGap` above its group.
    let groupedHeaderHeight = 38
    let captionGap = 7
    /// Extra space above the first grouped header (UIKit's top content inset for grouped tables).
    let groupedTopInset = 18
    /// Space below each group (the empty section footer).
    let groupedFooterHeight = 18
    /// Table background left visible below the last row.
    let bottomInset = 44
    let insetCornerRadius = 10
    /// Gap between the text and the trailing end of the content view.
    let textTrailingGap = 8

    let titleFontSize = 17.0
    let subtitleFontSize = 12.0
    let plainHeaderFontSize = 17.0
    let captionFontSize = 13.0
    let titleBarFontSize = 17.0

    /// Points to whole device pixels.
    func px(_ points: Int) -> Int { points * scale }
    func px(_ points: Double) -> Double { points * Double(scale) }
    var widthPixels: Int { px(widthPoints) }
}
