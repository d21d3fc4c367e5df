/// Turns a palette, an appearance and the user's options into a `SheetPlan`: geometry and text, no pixels.
public struct SheetPlanner: Sendable {
    public let palette: Palette
    /// Where UI colours (backgrounds, separators, labels) come from: the system catalog.
    public let chrome: Palette
    public let options: SheetOptions

    public init(palette: Palette, chrome: Palette, options: SheetOptions) {
        self.palette = palette
        self.chrome = chrome
        self.options = options
    }

    public func plan(for appearance: Appearance) throws(RenderError) -> SheetPlan {
        try options.validate()
        let colors = try SheetColors(options: options, palette: palette, chrome: chrome, appearance: appearance)
        let m = TableMetrics(widthPoints: options.widthPoints, scale: options.scale)
        let width = m.widthPixels
        let style = options.style

        let titleHeight = m.px(m.titleBarHeight)
        let titleBar = TitleBarPlan(
            rect: PixelRect(x: 0, y: 0, width: width, height: titleHeight),
            text: "\(palette.title) · \(appearance.title) · \(style.title)",
            baseline: m.px(32),
            hairline: PixelRect(x: 0, y: titleHeight - 1, width: width, height: 1))

        // Inset groups sit within the margins; plain and grouped rows span the width.
        let groupX = style == .insetGrouped ? m.px(m.margin) : 0
        let groupWidth = width - 2 * groupX
        let textInset = m.px(m.margin)

        var y = titleHeight + (style == .plain ? 0 : m.px(m.groupedTopInset))
        var headers: [HeaderPlan] = []
        var rows: [RowPlan] = []
        for section in palette.sections where !section.colors.isEmpty {
            headers.append(header(for: section.name, at: &y, metrics: m, colors: colors, groupX: groupX))
            for (index, color) in section.colors.enumerated() {
                let isFirst = index == 0, isLast = index == section.colors.count - 1
                let cellRect = PixelRect(x: groupX, y: y, width: groupWidth, height: m.px(m.rowHeight))
                let accessory = Accessory(row: index)
                let contentRect = PixelRect(
                    x: cellRect.x, y: cellRect.y,
                    width: cellRect.width - m.px(m.accessoryWidth(accessory)), height: cellRect.height)
                var hairlines: [PixelRect] = []
                if !isLast {
                    hairlines.append(PixelRect(x: cellRect.x + textInset, y: cellRect.maxY - 1,
                                               width: cellRect.width - textInset, height: 1))
                }
                if style == .grouped {
                    if isFirst { hairlines.append(PixelRect(x: 0, y: cellRect.y, width: width, height: 1)) }
                    if isLast { hairlines.append(PixelRect(x: 0, y: cellRect.maxY - 1, width: width, height: 1)) }
                }
                rows.append(row(color, section: section.name, cellRect: cellRect, contentRect: contentRect,
                                accessory: accessory, hairlines: hairlines,
                                clip: style == .insetGrouped ? clip(cellRect, first: isFirst, last: isLast, metrics: m) : nil,
                                textInset: textInset, metrics: m, colors: colors, appearance: appearance))
                y = cellRect.maxY
            }
            if style != .plain { y += m.px(m.groupedFooterHeight) }
        }
        y += m.px(m.bottomInset) - (style == .plain ? 0 : m.px(m.groupedFooterHeight))

        return SheetPlan(
            appearance: appearance, style: style, metrics: m, colors: colors, width: width, height: y,
            titleBar: titleBar, headers: headers, rows: rows,
            tableRect: PixelRect(x: 0, y: titleHeight, width: width, height: y - titleHeight))
    }

    private func header(for name: String, at y: inout Int, metrics m: TableMetrics, colors: SheetColors, groupX: Int) -> HeaderPlan {
        let textX = groupX + m.px(m.margin)
        let maxTextWidth = m.widthPixels - textX - m.px(m.margin) - groupX
        if options.style == .plain {
            let rect = PixelRect(x: 0, y: y, width: m.widthPixels, height: m.px(m.plainHeaderHeight))
            y = rect.maxY
            return HeaderPlan(section: name, text: name, rect: rect, bar: rect, textX: textX,
                              baseline: rect.y + m.px(20), maxTextWidth: maxTextWidth,
                              fontSize: m.plainHeaderFontSize, semibold: true,
                              textColor: colors.label)
        }
        let rect = PixelRect(x: 0, y: y, width: m.widthPixels, height: m.px(m.groupedHeaderHeight))
        y = rect.maxY
        return HeaderPlan(section: name, text: name.uppercased(), rect: rect, bar: nil, textX: textX,
                          baseline: rect.maxY - m.px(m.captionGap), maxTextWidth: maxTextWidth,
                          fontSize: m.captionFontSize, semibold: false,
                          textColor: colors.secondaryLabel)
    }

    private func clip(_ cell: PixelRect, first: Bool, last: Bool, metrics m: TableMetrics) -> RowClip? {
        guard first || last else { return nil }
        let radius = Double(m.px(m.insetCornerRadius))
        let reach = Int(radius.rounded(.up)) + 1
        // Extend the rounded rectangle past the sides that must stay square.
        let top = first ? cell.y : cell.y - reach
        let bottom = last ? cell.maxY : cell.maxY + reach
        return RowClip(rect: PixelRect(x: cell.x, y: top, width: cell.width, height: bottom - top), radius: radius)
    }

    private func row(_ color: NamedColor, section: String, cellRect: PixelRect, contentRect: PixelRect,
                     accessory: Accessory, hairlines: [PixelRect], clip: RowClip?, textInset: Int,
                     metrics m: TableMetrics, colors: SheetColors, appearance: Appearance) -> RowPlan {
        let value = color.value(for: appearance)
        let effective = colors.effective(value)
        var title = color.name
        for (role, reference) in [("cell", options.cellReference), ("tint", options.tintReference), ("table", options.tableReference)]
        where reference.matches(color, value: value) {
            title += " (\(role))"
        }
        let subtitle = value.isOpaque ? value.hex : "\(value.hex) → \(effective.hex)"
        let textX = contentRect.x + textInset
        return RowPlan(
            section: section, name: color.name, title: title, subtitle: subtitle,
            color: value, effective: effective, textColor: effective.legibleText(),
            cellRect: cellRect, contentRect: contentRect, accessory: accessory, hairlines: hairlines, clip: clip,
            textX: textX, titleBaseline: cellRect.y + m.px(m.titleBaseline),
            subtitleBaseline: cellRect.y + m.px(m.subtitleBaseline),
            maxTextWidth: contentRect.maxX - m.px(m.textTrailingGap) - textX)
    }
}

extension Appearance {
    /// Name for titles: `Light`, `Dark high contrast`, ...
    public var title: String {
        switch self {
        case .light: "Light"
        case .dark: "Dark"
        case .lightHighContrast: "Light · High contrast"
        case .darkHighContrast: "Dark · High contrast"
        case .darkElevated: "Dark · Elevated"
        case .darkElevatedHighContrast: "Dark · Elevated · High contrast"
        }
    }
}

extension TableStyle {
    public var title: String {
        switch self {
        case .plain: "Plain"
        case .grouped: "Grouped"
        case .insetGrouped: "Inset grouped"
        }
    }
}
