/// The table-view measurements one sheet is drawn with: its look's (`LookMeasures`) at the sheet's width,
/// scale and Dynamic Type size. In points unless a name says pixels; nothing else in the drawing code holds a
/// geometry number.
///
/// Text sizes follow the Dynamic Type category (`textSize`); rows and headers grow with their text as a
/// self-sizing table view's do, and give exactly the look's values at `large`.
package struct TableMetrics: Sendable, Hashable {
    let widthPoints: Int
    package let scale: Int
    package let textSize: ContentSizeCategory
    package let look: TableLook

    package init(widthPoints: Int, scale: Int, textSize: ContentSizeCategory = .large, look: TableLook = .defaultLook) {
        self.widthPoints = widthPoints
        self.scale = scale
        self.textSize = textSize
        self.look = look
    }

    private var measures: LookMeasures { look.measures }

    /// Leading and trailing layout margin of plain and grouped cells: where text and separators start.
    package var margin: Double { measures.layoutMargin.points(at: widthPoints) }
    /// An inset group's distance from the table's sides.
    package var insetGroupMargin: Double { measures.insetGroupMargin.points(at: widthPoints) }
    /// Where text and separators start inside an inset group, from its edge.
    package var insetContentMargin: Double { measures.insetContentMargin.points(at: widthPoints) }
    /// Inset groups' corner radius.
    package var insetCornerRadius: Double { measures.insetCornerRadius }

    /// A row: its two lines of text between the look's padding above and below, never under its minimum.
    package var rowHeight: Double { max(measures.row.minimumHeight, 2 * rowPadding + lineHeight(body: titleFontSize) + lineHeight(caption: subtitleFontSize)) }
    /// Space above (and below) a row's two lines.
    var rowPadding: Double { measures.row.padding }
    /// A row's height at `large`, for a theme's row height, which is given at `large`.
    package var largeRowHeight: Double { TableMetrics(widthPoints: widthPoints, scale: scale, look: look).rowHeight }

    /// The title line: swatch's own, like a navigation bar; it does not grow with Dynamic Type.
    package let titleBarHeight = 52.0
    /// The title's baseline from the top of the sheet, and its second line's.
    package let titleBarBaseline = 24.0
    package let titleBarSubtitleBaseline = 42.0
    package let titleBarFontSize = 17.0
    package let titleBarSubtitleFontSize = 12.0
    /// A review sheet's title: its longer summary is set smaller.
    package let reviewTitleFontSize = 15.0

    /// A plain header bar grows with its Headline line.
    package var plainHeaderHeight: Double { measures.plainHeader.height + lineHeight(body: plainHeaderFontSize) - lineHeight(body: 17) }
    package var plainHeaderDescent: Double { measures.plainHeader.baselineAboveBottom }

    /// A grouped header: from the previous group's footer to this group's top, grown with its caption's line.
    package var groupedHeaderHeight: Double {
        let header = measures.groupedHeader
        return header.height + captionLineHeight(captionFontSize) - captionLineHeight(captionLargeSize)
    }
    /// The caption's baseline above its group.
    package var captionGap: Double { measures.groupedHeader.baselineAboveGroup }
    /// Extra space above the first grouped header.
    package var groupedTopInset: Double { measures.groupedHeader.topInset }
    /// Space below each group (the empty section footer).
    package var groupedFooterHeight: Double { measures.groupedHeader.footerHeight }
    /// Whether captions are in capitals.
    package var captionUppercased: Bool { measures.groupedHeader.uppercased }
    /// Whether captions are semibold.
    package var captionSemibold: Bool { measures.groupedHeader.textStyle == .headline }
    /// Table background left visible below the last row: one empty row's height.
    package let bottomInset = 44.0
    /// Gap between the text and the trailing end of the content view.
    package let textTrailingGap = 8.0

    /// Separator thickness in whole device pixels.
    package var separatorPixels: Int {
        switch measures.separator.thickness {
        case .hairline: 1
        case .points(let points): max(1, Int((points * Double(scale)).rounded()))
        }
    }
    /// Whether separators stop short of the trailing edge by their leading inset.
    package var separatorInsetAtBothEnds: Bool { measures.separator.insetAtBothEnds }
    /// Whether plain tables draw separators on the empty rows below the last.
    package var plainEmptyRowSeparators: Bool { measures.separator.plainEmptyRows }
    package var separatorInk: LookInk { measures.separator.ink }

    package var chevron: AccessoryMeasures { measures.chevron }
    package var chevronInk: LookInk { measures.chevronInk }
    package var checkmark: AccessoryMeasures { measures.checkmark }

    package var titleFontSize: Double { textSize.body }
    package var subtitleFontSize: Double { textSize.caption1 }
    package var plainHeaderFontSize: Double { textSize.headline }
    package var captionFontSize: Double { captionSize(textSize) }
    private var captionLargeSize: Double { captionSize(.large) }
    private func captionSize(_ size: ContentSizeCategory) -> Double {
        measures.groupedHeader.textStyle == .headline ? size.headline : size.footnote
    }
    private func captionLineHeight(_ points: Double) -> Double {
        measures.groupedHeader.textStyle == .headline ? lineHeight(body: points) : points * 18 / 13
    }
    /// Accessories are SF Symbols that grow with the Body size; past `xxxLarge` they keep that size, leaving
    /// the room to the text (1 at `large`).
    package var accessoryScale: Double { min(titleFontSize, ContentSizeCategory.xxxLarge.body) / ContentSizeCategory.large.body }

    /// A line of Body-style text `body` points tall; of Caption-style text `caption` points tall.
    package func lineHeight(body: Double) -> Double { body * 22 / 17 }
    package func lineHeight(caption: Double) -> Double { caption * 16 / 12 }

    /// Points to whole device pixels, rounded to the nearest.
    package func px(_ points: Double) -> Int { Int((points * Double(scale)).rounded()) }
    /// Points to device pixels, unrounded.
    package func pixels(_ points: Double) -> Double { points * Double(scale) }
    package var widthPixels: Int { widthPoints * scale }
}
