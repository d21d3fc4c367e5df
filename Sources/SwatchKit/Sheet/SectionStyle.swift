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

    init(metrics m: TableMetrics, theme: ThemeStyle?) {
        let s = Double(m.scale)
        func px(_ points: Double) -> Int { Int((points * s).rounded()) }
        let rowPoints = theme?.rowHeight ?? Double(m.rowHeight)
        let fontSize = theme?.fontSize ?? m.titleFontSize
        let grow = fontSize / m.titleFontSize
        rowHeight = px(rowPoints)
        textInset = px(theme?.padding ?? Double(m.margin))
        titleFontSize = fontSize
        subtitleFontSize = (m.subtitleFontSize * grow * 2).rounded() / 2
        semibold = theme?.fontWeight == .semibold
        alignment = theme?.textAlignment ?? .leading
        // A hairline is one device pixel at any scale; a theme's thickness rounds to whole pixels, at least one.
        separatorThickness = theme?.separatorThickness.map { $0 == 0 ? 0 : max(1, px($0)) } ?? 1
        cornerRadius = (theme?.cornerRadius ?? Double(m.insetCornerRadius)) * s
        borderWidth = theme?.borderWidth.map { $0 == 0 ? 0 : max(1, px($0)) } ?? 0
        border = theme?.border
        shadowRadius = (theme?.shadowRadius ?? 0) * s
        shadow = theme?.shadow
        titleBaseline = px(rowPoints / 2 - 3 * grow)
        subtitleBaseline = px(rowPoints / 2 + 15 * grow)
    }
}
