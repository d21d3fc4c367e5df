import SwatchColor
import SwatchLayout
import SwatchPalette
import SwatchRaster
import SwatchSupport

/// Turns a palette, an appearance and the user's options into a `SheetPlan`: geometry and text, no pixels.
struct SheetPlanner: Sendable {
    let palette: Palette
    /// Where UI colours (backgrounds, separators, labels) come from: the system catalog.
    let chrome: Palette
    let options: SheetOptions

    init(palette: Palette, chrome: Palette, options: SheetOptions) {
        self.palette = palette
        self.chrome = chrome
        self.options = options
    }

    /// The sheet of `appearance`, seen through `simulation` (nil: normal vision). The title line starts with
    /// the simulation (`Deuteranopia · ...`), and with `namesNormalVision` a sheet without one with
    /// `Normal vision`, for a pane beside simulated ones.
    /// With `namesTextSize` the title starts with the text size (`AX3 · ...`), for a Dynamic Type ramp.
    func plan(for appearance: Appearance, simulation: ColorVisionSimulation? = nil,
              namesNormalVision: Bool = false, namesTextSize: Bool = false) throws(SwatchError) -> SheetPlan {
        let colors = try SheetColors(options: options, palette: palette, chrome: chrome, appearance: appearance)
        let m = TableMetrics(widthPoints: options.widthPoints, scale: options.scale, textSize: options.textSize,
                             look: options.look)
        let width = m.widthPixels
        let style = options.style

        let titleHeight = m.px(m.titleBarHeight)
        let titleBar = TitleBarPlan(
            rect: PixelRect(x: 0, y: 0, width: width, height: titleHeight),
            // The simulation comes first, so a narrow pane's ellipsis never hides it.
            text: (namesTextSize ? "\(options.textSize.name) · " : "")
                + (simulation.map { "\($0.title) · " } ?? (namesNormalVision ? "Normal vision · " : ""))
                + palette.title,
            // A review's title is its summary; the style would only crowd it.
            subtitle: (options.review.isEmpty ? "\(appearance.title) · \(style.title)" : appearance.title)
                + " · \(options.look.title) table",
            baseline: m.px(m.titleBarBaseline),
            subtitleBaseline: m.px(m.titleBarSubtitleBaseline),
            fontSize: options.review.isEmpty ? m.titleBarFontSize : m.reviewTitleFontSize,
            subtitleFontSize: m.titleBarSubtitleFontSize,
            hairline: PixelRect(x: 0, y: titleHeight - 1, width: width, height: 1))

        // Inset groups sit within their margins; plain and grouped rows span the width.
        let groupX = style == .insetGrouped ? m.px(m.insetGroupMargin) : 0
        let groupWidth = width - 2 * groupX

        var y = titleHeight + (style == .plain ? 0 : m.px(m.groupedTopInset))
        let layout = RowLayout(options: options, metrics: m, colors: colors, appearance: appearance, width: width,
                               groupX: groupX, groupWidth: groupWidth)
        var headers: [HeaderPlan] = []
        var sections: [RowPlans.Section] = []
        var groups: [GroupPlan] = []
        var lastLook: SectionStyle?
        var rowCount = 0
        for section in palette.sections where !section.colors.isEmpty {
            let look = SectionStyle(metrics: m, style: style, theme: options.sectionStyles[section.name])
            lastLook = look
            headers.append(header(for: section.name, at: &y, metrics: m, colors: colors, groupX: groupX))
            let groupTop = y
            // The rows are laid out as they are read (`RowPlans`): a section keeps where they start.
            sections.append(RowPlans.Section(name: section.name, colors: section.colors, firstRow: rowCount, top: y, look: look))
            rowCount += section.colors.count
            y += section.colors.count * look.rowHeight
            let group = GroupPlan(rect: PixelRect(x: groupX, y: groupTop, width: groupWidth, height: y - groupTop),
                                  radius: style == .insetGrouped ? look.cornerRadius : 0,
                                  borderWidth: look.borderWidth, border: look.border,
                                  shadowRadius: look.shadowRadius, shadow: look.shadow)
            if group.isDecorated { groups.append(group) }
            if style != .plain { y += m.px(m.groupedFooterHeight) }
        }
        let tableEnd = y
        y += m.px(m.bottomInset) - (style == .plain ? 0 : m.px(m.groupedFooterHeight))
        // iOS 13's plain tables go on drawing separators for the empty rows that fill the screen.
        var emptyRowSeparators: [PixelRect] = []
        if style == .plain, m.plainEmptyRowSeparators, let look = lastLook, look.separatorThickness > 0 {
            var rowBottom = tableEnd + m.px(m.bottomInset)
            while rowBottom <= y {
                emptyRowSeparators.append(layout.separator(under: PixelRect(x: 0, y: tableEnd, width: width, height: rowBottom - tableEnd),
                                                           look: look))
                rowBottom += m.px(m.bottomInset)
            }
        }

        let plan = SheetPlan(
            appearance: appearance, style: style, metrics: m, colors: colors, width: width, height: y,
            titleBar: titleBar, headers: headers, rows: RowPlans(sections: sections, layout: layout), groups: groups, emptyRowSeparators: emptyRowSeparators,
            tableRect: PixelRect(x: 0, y: titleHeight, width: width, height: y - titleHeight),
            simulation: simulation)
        return options.layoutDirection == .rightToLeft ? plan.mirrored() : plan
    }

    private func header(for name: String, at y: inout Int, metrics m: TableMetrics, colors: SheetColors, groupX: Int) -> HeaderPlan {
        let inset = m.px(options.style == .insetGrouped ? m.insetContentMargin : m.margin)
        let textX = groupX + inset
        let maxTextWidth = m.widthPixels - textX - inset - groupX
        if options.style == .plain {
            let rect = PixelRect(x: 0, y: y, width: m.widthPixels, height: m.px(m.plainHeaderHeight))
            y = rect.maxY
            return HeaderPlan(section: name, text: name, rect: rect, bar: rect, textX: textX,
                              baseline: rect.maxY - m.px(m.plainHeaderDescent), maxTextWidth: maxTextWidth,
                              fontSize: m.plainHeaderFontSize, semibold: true,
                              textColor: colors.label)
        }
        let rect = PixelRect(x: 0, y: y, width: m.widthPixels, height: m.px(m.groupedHeaderHeight))
        y = rect.maxY
        return HeaderPlan(section: name, text: m.captionUppercased ? name.uppercased() : name, rect: rect, bar: nil, textX: textX,
                          baseline: rect.maxY - m.px(m.captionGap), maxTextWidth: maxTextWidth,
                          fontSize: m.captionFontSize, semibold: m.captionSemibold,
                          textColor: colors.secondaryLabel)
    }

    /// Whether `name` starts with what the section header says (its path or its last folder, in any case):
    /// cutting its end would leave only what the header shows.
    static func repeatsSection(_ name: String, _ section: String) -> Bool {
        let name = name.lowercased(), section = section.lowercased()
        let last = section.split(separator: "/").last.map(String.init) ?? section
        return !last.isEmpty && (name.hasPrefix(section) || name.hasPrefix(last))
    }
}
