import Foundation
import SwatchColor
import SwatchLayout
import SwatchPalette
import SwatchRaster

/// Lays out one row of a sheet from its colour and its section: what `SheetPlanner` decides for every row,
/// done when the row is read (`RowPlans`), so the plan holds no row.
struct RowLayout: Sendable {
    let options: SheetOptions
    let metrics: TableMetrics
    let colors: SheetColors
    let appearance: Appearance
    /// The sheet's width in pixels.
    let width: Int
    /// Where a group's rows start and how wide they are: within the margins of an inset group, else the width.
    let groupX: Int
    let groupWidth: Int

    /// The whole cell of the section's row `index`.
    func cellRect(_ index: Int, of section: RowPlans.Section) -> PixelRect {
        PixelRect(x: groupX, y: section.top + index * section.look.rowHeight, width: groupWidth, height: section.look.rowHeight)
    }

    /// The section's row `index`, left to right.
    func row(_ index: Int, of section: RowPlans.Section) -> RowPlan {
        let m = metrics, look = section.look, style = options.style
        let isFirst = index == 0, isLast = index == section.colors.count - 1
        let cellRect = cellRect(index, of: section)
        // A review row needs its whole width for two colours; accessories would only crowd it.
        let accessory = options.review.isEmpty ? Accessory(row: index) : .none
        let contentRect = PixelRect(
            x: cellRect.x, y: cellRect.y,
            width: cellRect.width - Int(m.pixels(Double(accessory.widthPoints) * m.accessoryScale).rounded()), height: cellRect.height)
        var hairlines: [PixelRect] = []
        // Plain tables separate every row from the next, the last one included; groups end without one.
        if !isLast || style == .plain, look.separatorThickness > 0 {
            hairlines.append(separator(under: cellRect, look: look))
        }
        if style == .grouped, look.separatorThickness > 0 {
            if isFirst { hairlines.append(PixelRect(x: 0, y: cellRect.y, width: width, height: look.separatorThickness)) }
            if isLast { hairlines.append(PixelRect(x: 0, y: cellRect.maxY - look.separatorThickness, width: width, height: look.separatorThickness)) }
        }
        return row(section.colors[index], section: section.name, cellRect: cellRect, contentRect: contentRect,
                   accessory: accessory, hairlines: hairlines,
                   clip: style == .insetGrouped ? clip(cellRect, first: isFirst, last: isLast, radius: look.cornerRadius) : nil,
                   look: look)
    }

    /// The separator along the bottom of `cell`: from the text's start to the cell's end, or as far short of the
    /// end as it starts in when the look insets both ends.
    func separator(under cell: PixelRect, look: SectionStyle) -> PixelRect {
        let trailing = metrics.separatorInsetAtBothEnds ? look.textInset : 0
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
                     accessory: Accessory, hairlines: [PixelRect], clip: RoundedRectShape?, look: SectionStyle) -> RowPlan {
        let m = metrics
        let value = color.value(for: appearance)
        let effective = colors.effective(value)
        let split = options.review[ReviewPair.key(section: section, name: color.name)].map(reviewSplit)
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
            split: split, titleKeepsEnd: SheetPlanner.repeatsSection(name, section))
    }

    /// The halves of a review row: each colour as seen, the ΔE between them, text legible on each.
    private func reviewSplit(_ pair: ReviewPair) -> RowSplit {
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
