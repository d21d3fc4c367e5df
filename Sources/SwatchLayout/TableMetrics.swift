/// The table-view measurements one sheet is drawn with: its look's (`LookMeasures`) at the sheet's width,
/// scale and Dynamic Type size. In points unless a name says pixels; nothing else in the drawing code holds a
/// geometry number.
///
/// Text sizes follow the Dynamic Type category (`textSize`); rows and headers grow with their text as a
/// self-sizing table view's do, and give exactly the look's values at `large`.
struct TableMetrics: Sendable, Hashable {
    let widthPoints: Int
    let scale: Int
    let textSize: ContentSizeCategory
    let look: TableLook

    init(widthPoints: Int, scale: Int, textSize: ContentSizeCategory = .large, look: TableLook = .defaultLook) {
        self.widthPoints = widthPoints
        self.scale = scale
        self.textSize = textSize
        self.look = look
    }

    private var measures: LookMeasures { look.measures }

    /// Leading and trailing layout margin of plain and grouped cells: where text and separators start.
    var margin: Double { measures.layoutMargin.points(at: widthPoints) }
    /// An inset group's distance from the table's sides.
    var insetGroupMargin: Double { measures.insetGroupMargin.points(at: widthPoints) }
    /// Where text and separators start inside an inset group, from its edge.
    var insetContentMargin: Double { measures.insetContentMargin.points(at: widthPoints) }
    /// Inset groups' corner radius.
    var insetCornerRadius: Double { measures.insetCornerRadius }

    /// A row: its two lines of text between the look's padding above and below, never under its minimum.
    var rowHeight: Double { max(measures.row.minimumHeight, 2 * rowPadding + lineHeight(body: titleFontSize) + lineHeight(caption: subtitleFontSize)) }
    /// Space above (and below) a row's two lines.
    var rowPadding: Double { measures.row.padding }
    /// A row's height at `large`, for a theme's row height, which is given at `large`.
    var largeRowHeight: Double { TableMetrics(widthPoints: widthPoints, scale: scale, look: look).rowHeight }

    /// The title line: swatch's own, like a navigation bar; it does not grow with Dynamic Type.
    let titleBarHeight = 52.0
    /// The title's baseline from the top of the sheet, and its second line's.
    let titleBarBaseline = 24.0
    let titleBarSubtitleBaseline = 42.0
    let titleBarFontSize = 17.0
    let titleBarSubtitleFontSize = 12.0
    /// A review sheet's title: its longer summary is set smaller.
    let reviewTitleFontSize = 15.0

    /// A plain header bar grows with its Headline line.
    var plainHeaderHeight: Double { measures.plainHeader.height + lineHeight(body: plainHeaderFontSize) - lineHeight(body: 17) }
    var plainHeaderDescent: Double { measures.plainHeader.baselineAboveBottom }

    /// A grouped header: from the previous group's footer to this group's top, grown with its caption's line.
    var groupedHeaderHeight: Double {
        let header = measures.groupedHeader
        return header.height + captionLineHeight(captionFontSize) - captionLineHeight(captionLargeSize)
    }
    /// The caption's baseline above its group.
    var captionGap: Double { measures.groupedHeader.baselineAboveGroup }
    /// Extra space above the first grouped header.
    var groupedTopInset: Double { measures.groupedHeader.topInset }
    /// Space below each group (the empty section footer).
    var groupedFooterHeight: Double { measures.groupedHeader.footerHeight }
    /// Whether captions are in capitals.
    var captionUppercased: Bool { measures.groupedHeader.uppercased }
    /// Whether captions are semibold.
    var captionSemibold: Bool { measures.groupedHeader.textStyle == .headline }
    /// Table background left visible below the last row: one empty row's height.
    let bottomInset = 44.0
    /// Gap between the text and the trailing end of the content view.
    let textTrailingGap = 8.0

    /// Separator thickness in whole device pixels.
    var separatorPixels: Int {
        switch measures.separator.thickness {
        case .hairline: 1
        case .points(let points): max(1, Int((points * Double(scale)).rounded()))
        }
    }
    /// Whether separators stop short of the trailing edge by their leading inset.
    var separatorInsetAtBothEnds: Bool { measures.separator.insetAtBothEnds }
    /// Whether plain tables draw separators on the empty rows below the last.
    var plainEmptyRowSeparators: Bool { measures.separator.plainEmptyRows }
    var separatorInk: LookInk { measures.separator.ink }

    var chevron: AccessoryMeasures { measures.chevron }
    var chevronInk: LookInk { measures.chevronInk }
    var checkmark: AccessoryMeasures { measures.checkmark }

    var titleFontSize: Double { textSize.body }
    var subtitleFontSize: Double { textSize.caption1 }
    var plainHeaderFontSize: Double { textSize.headline }
    var captionFontSize: Double { captionSize(textSize) }
    private var captionLargeSize: Double { captionSize(.large) }
    private func captionSize(_ size: ContentSizeCategory) -> Double {
        measures.groupedHeader.textStyle == .headline ? size.headline : size.footnote
    }
    private func captionLineHeight(_ points: Double) -> Double {
        measures.groupedHeader.textStyle == .headline ? lineHeight(body: points) : points * 18 / 13
    }
    /// Accessories are SF Symbols that grow with the Body size; past `xxxLarge` they keep that size, leaving
    /// the room to the text (1 at `large`).
    var accessoryScale: Double { min(titleFontSize, ContentSizeCategory.xxxLarge.body) / ContentSizeCategory.large.body }

    /// A line of Body-style text `body` points tall; of Caption-style text `caption` points tall.
    func lineHeight(body: Double) -> Double { body * 22 / 17 }
    func lineHeight(caption: Double) -> Double { caption * 16 / 12 }

    /// Points to whole device pixels, rounded to the nearest.
    func px(_ points: Double) -> Int { Int((points * Double(scale)).rounded()) }
    /// Points to device pixels, unrounded.
    func pixels(_ points: Double) -> Double { points * Double(scale) }
    var widthPixels: Int { widthPoints * scale }
}
