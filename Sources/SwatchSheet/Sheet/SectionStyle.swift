import SwatchColor
import SwatchLayout
import SwatchPalette

/// The metrics one section's rows are drawn with, in device pixels: the iOS defaults of `TableMetrics`
/// with a theme scheme's `ThemeStyle` laid over them.
struct SectionStyle: Sendable, Hashable {
    let rowHeight: Int
    let textInset: Int
    let titleFontSize: Double
    let subtitleFontSize: Double
    let semibold: Bool
    let alignment: ThemeStyle.Alignment
    /// Separator thickness; 0 draws none.
    let separatorThickness: Int
    let cornerRadius: Double
    let borderWidth: Int
    let border: RGBA8?
    let shadowRadius: Double
    let shadow: RGBA8?
    /// Baselines from the top of the row: iOS's 25 and 43 pt in a 56 pt row, kept about the centre as
    /// the row and the font grow.
    let titleBaseline: Int
    let subtitleBaseline: Int

    /// The style of a section of a `style` table drawn with `m`, under `theme`'s overrides.
    init(metrics m: TableMetrics, style: TableStyle, theme: ThemeStyle?) {
        let s = Double(m.scale)
        func px(_ points: Double) -> Int { Int((points * s).rounded()) }
        // A theme's sizes are its `large` ones: its font grows by the category's Body ratio, its row by as
        // much as a default row grows.
        let typeScale = m.titleFontSize / ContentSizeCategory.large.body
        let fontSize = theme?.fontSize.map { m.textSize == .large ? $0 : ($0 * typeScale * 2).rounded() / 2 } ?? m.titleFontSize
        let rowPoints = theme?.rowHeight.map { $0 + m.rowHeight - m.largeRowHeight } ?? m.rowHeight
        let grow = fontSize / m.titleFontSize
        rowHeight = px(rowPoints)
        textInset = px(theme?.padding ?? (style == .insetGrouped ? m.insetContentMargin : m.margin))
        titleFontSize = fontSize
        subtitleFontSize = (m.subtitleFontSize * grow * 2).rounded() / 2
        semibold = theme?.fontWeight == .semibold
        alignment = theme?.textAlignment ?? .leading
        // The look's separator; a theme's thickness rounds to whole pixels, at least one.
        separatorThickness = theme?.separatorThickness.map { $0 == 0 ? 0 : max(1, px($0)) } ?? m.separatorPixels
        cornerRadius = (theme?.cornerRadius ?? m.insetCornerRadius) * s
        borderWidth = theme?.borderWidth.map { $0 == 0 ? 0 : max(1, px($0)) } ?? 0
        border = theme?.border
        shadowRadius = (theme?.shadowRadius ?? 0) * s
        shadow = theme?.shadow
        // The two lines centred in the row; each baseline sits where San Francisco's would in its line (16 of a
        // 22 pt Body line, 12 of a 16 pt Caption line), which gives 25 and 43 pt in a 56 pt row at `large`
        // (inferred: no `.subtitle` cell has been measured).
        let body = fontSize, caption = m.subtitleFontSize * grow
        let top = (rowPoints - m.lineHeight(body: body) - m.lineHeight(caption: caption)) / 2
        titleBaseline = px(top + body * 16 / 17)
        subtitleBaseline = px(top + m.lineHeight(body: body) + caption)
    }
}
