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
        var headers: [HeaderPlan] = []
        var rows: [RowPlan] = []
        var groups: [GroupPlan] = []
        var lastLook: SectionStyle?
        for section in palette.sections where !section.colors.isEmpty {
            let look = SectionStyle(metrics: m, style: style, theme: options.sectionStyles[section.name])
            lastLook = look
            headers.append(header(for: section.name, at: &y, metrics: m, colors: colors, groupX: groupX))
            let groupTop = y
            for (index, color) in section.colors.enumerated() {
                let isFirst = index == 0, isLast = index == section.colors.count - 1
                let cellRect = PixelRect(x: groupX, y: y, width: groupWidth, height: look.rowHeight)
                // A review row needs its whole width for two colours; accessories would only crowd it.
                let accessory = options.review.isEmpty ? Accessory(row: index) : .none
                let contentRect = PixelRect(
                    x: cellRect.x, y: cellRect.y,
                    width: cellRect.width - Int(m.pixels(Double(accessory.widthPoints) * m.accessoryScale).rounded()), height: cellRect.height)
                var hairlines: [PixelRect] = []
                // Plain tables separate every row from the next, the last one included; groups end without one.
                if !isLast || style == .plain, look.separatorThickness > 0 {
                    hairlines.append(separator(under: cellRect, look: look, metrics: m))
                }
                if style == .grouped, look.separatorThickness > 0 {
                    if isFirst { hairlines.append(PixelRect(x: 0, y: cellRect.y, width: width, height: look.separatorThickness)) }
                    if isLast { hairlines.append(PixelRect(x: 0, y: cellRect.maxY - look.separatorThickness, width: width, height: look.separatorThickness)) }
                }
                rows.append(row(color, section: section.name, cellRect: cellRect, contentRect: contentRect,
                                accessory: accessory, hairlines: hairlines,
                                clip: style == .insetGrouped ? clip(cellRect, first: isFirst, last: isLast, radius: look.cornerRadius) : nil,
                                look: look, metrics: m, colors: colors, appearance: appearance))
                y = cellRect.maxY
            }
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
                emptyRowSeparators.append(separator(under: PixelRect(x: 0, y: tableEnd, width: width, height: rowBottom - tableEnd),
                                                    look: look, metrics: m))
                rowBottom += m.px(m.bottomInset)
            }
        }

        let plan = SheetPlan(
            appearance: appearance, style: style, metrics: m, colors: colors, width: width, height: y,
            titleBar: titleBar, headers: headers, rows: rows, groups: groups, emptyRowSeparators: emptyRowSeparators,
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

    /// The separator along the bottom of `cell`: from the text's start to the cell's end, or as far short of the
    /// end as it starts in when the look insets both ends.
    private func separator(under cell: PixelRect, look: SectionStyle, metrics m: TableMetrics) -> PixelRect {
        let trailing = m.separatorInsetAtBothEnds ? look.textInset : 0
        return PixelRect(x: cell.x + look.textInset, y: cell.maxY - look.separatorThickness,
                         width: cell.width - look.textInset - trailing, height: look.separatorThickness)
    }

    private func clip(_ cell: PixelRect, first: Bool, last: Bool, radius: Double) -> RoundedRectShape? {
        guard first || last, radius > 0 else { return nil }
        let reach = Int(radius.rounded(.up)) + 1
        // Extend the rounded rectangle past the sides that must stay square.
        let top = first ? cell.y : cell.y - reach
        let bottom = last ? cell.maxY : cell.maxY + reach
        return RoundedRectShape(rect: PixelRect(x: cell.x, y: top, width: cell.width, height: bottom - top), radius: radius)
    }

    private func row(_ color: NamedColor, section: String, cellRect: PixelRect, contentRect: PixelRect,
                     accessory: Accessory, hairlines: [PixelRect], clip: RoundedRectShape?, look: SectionStyle,
                     metrics m: TableMetrics, colors: SheetColors, appearance: Appearance) -> RowPlan {
        let value = color.value(for: appearance)
        let effective = colors.effective(value)
        let split = options.review[ReviewPair.key(section: section, name: color.name)].map { pair in
            reviewSplit(pair, colors: colors, appearance: appearance)
        }
        // The name within the section: its header already says the folder (`userFollowing` under COLORS/BUTTON).
        let name = color.name(inSection: section)
        var title = name
        for (role, reference) in [("cell", options.cell), ("tint", options.tint), ("table", options.tableColor)]
        where reference.matches(color, value: value) {
            title += " (\(role))"
        }
        if split != nil { title = name }  // a review names no roles
        let subtitle = split?.oldSubtitle ?? (value.isOpaque ? value.hex : "\(value.hex) → \(effective.hex)")
        let textX = contentRect.x + look.textInset
        return RowPlan(
            section: section, name: color.name, title: title, subtitle: subtitle,
            color: value, effective: effective, textColor: split?.oldText ?? effective.legibleText(),
            cellRect: cellRect, contentRect: contentRect, accessory: accessory, hairlines: hairlines, clip: clip,
            textX: textX, titleBaseline: cellRect.y + look.titleBaseline,
            subtitleBaseline: cellRect.y + look.subtitleBaseline,
            maxTextWidth: contentRect.maxX - m.px(m.textTrailingGap) - textX, contentMargin: look.textInset,
            titleFontSize: look.titleFontSize, subtitleFontSize: look.subtitleFontSize,
            semibold: look.semibold, alignment: look.alignment,
            contrast: options.contrastAnnotation.map { level in
                let cell = RGBA8.stacked([colors.view, colors.table, colors.cell])
                let textUse = options.textPolicy.use(forTextOf: look.titleFontSize, bold: look.semibold)
                let use = options.use(of: color.name)
                return RowContrast(text: ContrastVerdict(ratio: effective.legibleText().contrastRatio(with: effective), use: textUse, level: level),
                                   background: ContrastVerdict(ratio: effective.contrastRatio(with: cell), use: use, level: level),
                                   backgroundUse: use)
            },
            split: split, titleKeepsEnd: Self.repeatsSection(name, section))
    }

    /// Whether `name` starts with what the section header says (its path or its last folder, in any case):
    /// cutting its end would leave only what the header shows.
    static func repeatsSection(_ name: String, _ section: String) -> Bool {
        let name = name.lowercased(), section = section.lowercased()
        let last = section.split(separator: "/").last.map(String.init) ?? section
        return !last.isEmpty && (name.hasPrefix(section) || name.hasPrefix(last))
    }

    /// The halves of a review row: each colour as seen, the ΔE between them, text legible on each.
    private func reviewSplit(_ pair: ReviewPair, colors: SheetColors, appearance: Appearance) -> RowSplit {
        let old = pair.old.map { colors.effective($0.value(for: appearance)) }
        let new = pair.new.map { colors.effective($0.value(for: appearance)) }
        let cell = RGBA8.stacked([colors.view, colors.table, colors.cell])
        var title: String
        if let note = pair.note, note.hasPrefix("renamed") {
            title = note  // a rename keeps every value: its ΔE is 0
        } else if let old, let new {
            title = String(format: "ΔE %.2f", CIELAB(old).deltaE2000(to: CIELAB(new))) + (pair.note.map { " · \($0)" } ?? "")
        } else {
            title = old == nil ? "added" : "removed"
        }
        let contrast = pair.contrast[appearance]
        func subtitle(_ color: NamedColor?, _ verdict: ContrastVerdict?) -> String? {
            color.map { $0.value(for: appearance).hex + (verdict.map { " · \($0.badge)" } ?? "") }
        }
        return RowSplit(old: old, new: new, oldSubtitle: subtitle(pair.old, contrast?.before) ?? "added", newTitle: title,
                        newSubtitle: subtitle(pair.new, contrast?.after) ?? "",
                        oldText: (old ?? cell).legibleText(), newText: (new ?? cell).legibleText())
    }
}
