/// The iOS table-view measurements swatch draws with, in points unless a name says pixels.
///
/// Values follow UIKit on iPhone (iOS 15-26): 16 pt layout margins below 414 pt width and 20 pt from there
/// (UITableView's readable margins), 17 pt body titles and 12 pt subtitles (`.subtitle` cell style),
/// 13 pt upper-case footnote captions above grouped sections, 10 pt corner radius for inset groups,
/// and one-pixel hairline separators inset to the text.
///
/// Text sizes follow the Dynamic Type category (`textSize`); rows and headers grow with their text as a
/// self-sizing table view's do, and give exactly the values above at `large`.
struct TableMetrics: Sendable, Hashable {
    let widthPoints: Int
    let scale: Int
    let textSize: ContentSizeCategory

    init(widthPoints: Int, scale: Int, textSize: ContentSizeCategory = .large) {
        self.widthPoints = widthPoints
        self.scale = scale
        self.textSize = textSize
    }

    /// Leading and trailing layout margin of cells and inset groups.
    var margin: Int { widthPoints >= 414 ? 20 : 16 }
    /// A row: its two lines of text between 9 pt above and below, never under 44 pt (56 pt at `large`). A
    /// line is as tall as San Francisco's leading for its style: 22/17 of the Body size, 16/12 of Caption 1's.
    var rowHeight: Double { max(44, Self.rowPadding + lineHeight(body: titleFontSize) + lineHeight(caption: subtitleFontSize)) }
    /// Space above and below a row's two lines, in points.
    static let rowPadding = 18.0
    /// The title line: a navigation bar's title does not grow with Dynamic Type.
    let titleBarHeight = 52
    /// A plain header bar grows with its Headline line (28 pt at `large`); the name sits 8 pt above its bottom.
    var plainHeaderHeight: Int { 28 + Int((lineHeight(body: plainHeaderFontSize) - 22).rounded()) }
    let plainHeaderDescent = 8
    /// Grouped header: the caption sits `captionGap` above its group; it grows with its Footnote line (18/13 of
    /// the size, 38 pt in all at `large`).
    var groupedHeaderHeight: Int { 38 + Int((captionFontSize * 18 / 13 - 18).rounded()) }
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

    var titleFontSize: Double { textSize.body }
    var subtitleFontSize: Double { textSize.caption1 }
    var plainHeaderFontSize: Double { textSize.headline }
    var captionFontSize: Double { textSize.footnote }
    let titleBarFontSize = 17.0
    /// Accessories are SF Symbols that grow with the Body size; past `xxxLarge` they keep that size, leaving
    /// the room to the text (1 at `large`).
    var accessoryScale: Double { min(titleFontSize, ContentSizeCategory.xxxLarge.body) / ContentSizeCategory.large.body }

    /// A line of Body-style text `body` points tall; of Caption-style text `caption` points tall.
    func lineHeight(body: Double) -> Double { body * 22 / 17 }
    func lineHeight(caption: Double) -> Double { caption * 16 / 12 }

    /// Points to whole device pixels.
    func px(_ points: Int) -> Int { points * scale }
    func px(_ points: Double) -> Double { points * Double(scale) }
    var widthPixels: Int { px(widthPoints) }
}
