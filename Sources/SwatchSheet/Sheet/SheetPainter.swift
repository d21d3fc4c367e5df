import SwatchColor
import SwatchLayout
import SwatchRaster
import SwatchSupport
import SwatchText

/// Paints one `SheetPlan` into bands: only the rows and headers a band crosses are drawn into it.
final class SheetPainter {
    let plan: SheetPlan
    private let fonts: SheetFonts
    /// How far the widest border or shadow reaches beyond its group.
    private let groupReach: Int
    private var accessoryCache: [AccessoryKey: [(mask: CoverageMask, ink: AccessoryShape.Ink)]] = [:]
    /// The rows the last band laid out and their indexes: a row is two or three bands tall at 3x, so the next band
    /// takes the ones it crosses again from here (one band's rows, so memory stays flat in the sheet's height).
    private var lastRows: (indexes: Range<Int>, rows: [RowPlan]) = (0 ..< 0, [])

    private struct AccessoryKey: Hashable {
        let accessory: Accessory
        let x: Int
        let width: Int
        let height: Int
        let margin: Int
    }

    /// A painter of `plan` laying out its text in `fonts`, which painters on other threads may share.
    init(plan: SheetPlan, fonts: SheetFonts) {
        self.plan = plan
        groupReach = plan.groups.map(\.reach).max() ?? 0
        self.fonts = fonts
    }

    /// Draws the part of the sheet that falls in `canvas`'s band, the sheet's left edge at `xOffset`.
    func paint(_ canvas: inout BandCanvas, xOffset: Int = 0) throws(SwatchError) {
        let colors = plan.colors
        let band = canvas.bounds
        let rows = rows(crossing: band)
        paintBackground(on: &canvas, rows: rows, xOffset: xOffset)

        let bar = plan.titleBar
        if overlaps(bar.rect, band) {
            let maxWidth = Double(plan.width - 2 * plan.metrics.px(plan.metrics.margin))
            for (text, points, semibold, baseline, color) in [(bar.text, bar.fontSize, true, bar.baseline, colors.label),
                                                              (bar.subtitle, bar.subtitleFontSize, false, bar.subtitleBaseline, colors.secondaryLabel)] {
                let line = try fonts.line(text, points: points, scale: plan.metrics.scale, semibold: semibold, maxWidth: maxWidth)
                let x = xOffset + (plan.width - Int(line.width.rounded())) / 2
                draw(line, x: x, baseline: baseline, color: color, clip: bar.rect.offsetBy(dx: xOffset), on: &canvas)
            }
            canvas.composite(colors.separator.premultiplied, in: bar.hairline.offsetBy(dx: xOffset))
        }

        for header in plan.headers[range(of: plan.headers.count, crossing: band) { plan.headers[$0].rect }] {
            if let barRect = header.bar {
                canvas.composite(colors.headerBar.premultiplied, in: barRect.offsetBy(dx: xOffset))
            }
            let line = try fonts.line(header.text, points: header.fontSize, scale: plan.metrics.scale, semibold: header.semibold,
                                      maxWidth: Double(header.maxTextWidth))
            draw(line, x: xOffset + plan.alignedX(header.textX, boxWidth: header.maxTextWidth, lineWidth: line.width), baseline: header.baseline, color: header.textColor,
                 clip: header.rect.offsetBy(dx: xOffset), on: &canvas)
        }

        let groups = plan.groups[range(of: plan.groups.count, crossing: band, reach: groupReach) { plan.groups[$0].rect }].filter { overlaps($0.decoratedBounds, band) }
        for group in groups {
            guard let shadow = group.shadow, group.shadowRadius > 0 else { continue }
            let shape = ShadowShape(caster: RoundedRectShape(rect: group.rect.offsetBy(dx: xOffset), radius: group.radius),
                                    blur: group.shadowRadius)
            // The shadow lies under the group's cells, so only its rim is drawn.
            for area in shape.rimAreas {
                canvas.composite(shadow.premultiplied, in: area, coverage: .shape(shape))
            }
        }
        for row in rows {
            try paint(row, on: &canvas, xOffset: xOffset)
        }
        for line in plan.emptyRowSeparators where overlaps(line, band) {
            canvas.composite(colors.separator.premultiplied, in: line.offsetBy(dx: xOffset))
        }
        for group in groups {
            guard let border = group.border, group.borderWidth > 0 else { continue }
            let shape = RoundedRectBorderShape(
                outline: RoundedRectShape(rect: group.rect.offsetBy(dx: xOffset), radius: group.radius),
                width: Double(group.borderWidth))
            canvas.composite(border.premultiplied, in: shape.pixelBounds, coverage: .shape(shape))
        }
    }

    private func paint(_ row: RowPlan, on canvas: inout BandCanvas, xOffset: Int) throws(SwatchError) {
        let colors = plan.colors
        let cell = row.cellRect.offsetBy(dx: xOffset)
        let (accessoryArea, content) = cellAreas(of: row, xOffset: xOffset)
        let coverage = row.clip.map { CoverageRows.rounded(RoundedRectShape(rect: $0.rect.offsetBy(dx: xOffset), radius: $0.radius)) } ?? .full
        canvas.composite([colors.cell.premultiplied], in: accessoryArea, coverage: coverage)
        if let split = row.split {
            try paint(split, of: row, content: content, cell: cell, coverage: coverage, on: &canvas, xOffset: xOffset)
        } else {
            canvas.composite([colors.cell.premultiplied, row.color.premultiplied], in: content, coverage: coverage)
        }

        var maxTextWidth = row.split == nil ? row.maxTextWidth : row.maxTextWidth / 2 - plan.metrics.px(plan.metrics.textTrailingGap)
        var textX = row.textX
        if plan.isRightToLeft, row.split != nil { textX += row.maxTextWidth - maxTextWidth }  // the leading (right) half
        if let contrast = row.contrast {
            // The badge sits at the trailing end of the content view; the title and subtitle make room for it.
            let scale = plan.metrics.scale
            let marks = try fonts.hasGlyphs(for: "✓✗", points: row.subtitleFontSize, scale: scale) ? ("✓", "✗") : (" ok", " fail")
            var lines: [(TextLine, Int)] = []
            for (label, verdict, baseline) in [("title ", contrast.text, row.titleBaseline), (contrast.backgroundLabel, contrast.background, row.subtitleBaseline)] {
                let text = label + "\(verdict.ratioText) \(verdict.level.rawValue)" + (verdict.passes ? marks.0 : marks.1)
                lines.append((try fonts.line(text, points: row.subtitleFontSize, scale: scale, maxWidth: nil), baseline))
            }
            let badgeWidth = Int((lines.map(\.0.width).max() ?? 0).rounded(.up))
            for (line, baseline) in lines {
                let x = plan.alignedX(row.textX, boxWidth: row.maxTextWidth, lineWidth: line.width.rounded(.up), alignment: .trailing)
                draw(line, x: xOffset + x, baseline: baseline, color: row.textColor, clip: cell, on: &canvas)
            }
            let room = max(0, maxTextWidth - badgeWidth - plan.metrics.px(plan.metrics.textTrailingGap))
            if plan.isRightToLeft { textX += maxTextWidth - room }  // the badge sits on the left
            maxTextWidth = room
        }
        for (text, points, baseline, keepsEnd) in [(row.title, row.titleFontSize, row.titleBaseline, row.titleKeepsEnd),
                                                   (row.subtitle, row.subtitleFontSize, row.subtitleBaseline, false)] {
            let line = try fonts.line(text, points: points, scale: plan.metrics.scale, semibold: row.semibold, maxWidth: Double(maxTextWidth),
                                      keepingEnd: keepsEnd)
            let x = plan.alignedX(textX, boxWidth: maxTextWidth, lineWidth: line.width, alignment: row.alignment)
            draw(line, x: xOffset + x, baseline: baseline, color: row.textColor, clip: cell, on: &canvas)
        }

        for (mask, ink) in accessoryMasks(row.accessory, in: cell, margin: row.contentMargin, axis: Double(2 * xOffset + plan.width) / 2) {
            canvas.blend(mask, dy: cell.y, color: (ink == .tint ? colors.tint : colors.chevron).premultiplied)
        }
        for line in row.hairlines {
            canvas.composite([colors.separator.premultiplied], in: line.offsetBy(dx: xOffset), coverage: coverage)
        }
    }

    /// A review row: the old colour (or the bare cell) on the leading half, the new on the trailing half,
    /// each half's texts in a colour legible on it. The leading texts are drawn with the row's own.
    private func paint(_ split: RowSplit, of row: RowPlan, content: PixelRect, cell: PixelRect, coverage: CoverageRows,
                       on canvas: inout BandCanvas, xOffset: Int) throws(SwatchError) {
        let middle = content.x + content.width / 2
        let left = PixelRect(x: content.x, y: content.y, width: middle - content.x, height: content.height)
        let right = PixelRect(x: middle, y: content.y, width: content.maxX - middle, height: content.height)
        // The old colour on the leading half: the left one, or the right one in a right-to-left table.
        let halves = plan.isRightToLeft ? [(right, split.old), (left, split.new)] : [(left, split.old), (right, split.new)]
        for (area, color) in halves {
            canvas.composite([plan.colors.cell.premultiplied] + (color.map { [$0.premultiplied] } ?? []), in: area, coverage: coverage)
        }
        let inset = plan.isRightToLeft ? row.contentRect.maxX - (row.textX + row.maxTextWidth) : row.textX - row.contentRect.x
        let width = content.maxX - middle - inset - plan.metrics.px(plan.metrics.textTrailingGap)
        let boxX = plan.isRightToLeft ? middle - inset - width : middle + inset
        for (text, points, baseline) in [(split.newTitle, row.titleFontSize, row.titleBaseline), (split.newSubtitle, row.subtitleFontSize, row.subtitleBaseline)] {
            let line = try fonts.line(text, points: points, scale: plan.metrics.scale, semibold: row.semibold, maxWidth: Double(width))
            draw(line, x: plan.alignedX(boxX, boxWidth: width, lineWidth: line.width), baseline: baseline, color: split.newText,
                 clip: cell, on: &canvas)
        }
    }

    /// The accessory's shapes rasterised for a cell of this size and column, at the top of the sheet; rows
    /// move them down by whole pixels, so every row draws identical pixels and the shapes are sampled once.
    /// In a right-to-left table the shapes are drawn for the mirrored cell and mirrored back: chevrons flip,
    /// other shapes only move.
    private func accessoryMasks(_ accessory: Accessory, in cell: PixelRect, margin: Int, axis: Double) -> [(mask: CoverageMask, ink: AccessoryShape.Ink)] {
        let key = AccessoryKey(accessory: accessory, x: cell.x, width: cell.width, height: cell.height, margin: margin)
        if let masks = accessoryCache[key] { return masks }
        let m = plan.metrics
        let trailing = plan.isRightToLeft ? 2 * axis - Double(cell.x) : Double(cell.maxX)
        let frame = AccessoryFrame(trailing: trailing - Double(margin), centerY: Double(cell.height) / 2,
                                   scale: Double(m.scale) * m.accessoryScale, chevron: m.chevron, checkmark: m.checkmark)
        let isRightToLeft = plan.isRightToLeft
        let shared = AccessoryMaskCache.Key(accessory: accessory, frame: frame, isRightToLeft: isRightToLeft, axis: axis)
        let masks = AccessoryMaskCache.shared.masks(for: shared) {
            accessory.shapes(frame).map { part in
                guard isRightToLeft else { return (mask: CoverageMask(part.shape), ink: part.ink) }
                var shape: any CoverageShape = MirroredShape(base: part.shape, axis: axis)
                if !part.flipsRightToLeft {
                    // Mirrored again about its new centre: moved by whole pixels, drawn exactly as left to right.
                    let bounds = part.shape.pixelBounds
                    shape = MirroredShape(base: shape, axis: 2 * axis - Double(bounds.x + bounds.maxX) / 2)
                }
                return (mask: CoverageMask(shape), ink: part.ink)
            }
        }
        accessoryCache[key] = masks
        return masks
    }

    /// Draws `line` with its baseline's left end at (x, baseline), clipped to `clip`: text stays inside its
    /// row or header even when a theme makes the font taller than the row.
    private func draw(_ line: TextLine, x: Int, baseline: Int, color: RGBA8, clip: PixelRect, on canvas: inout BandCanvas) {
        let ink = color.premultiplied
        // Glyphs read in place: a copy of each retained its masks, which both sheets' threads share, so the two
        // threads' atomic counts fought over the same cache lines.
        line.glyphs.withUnsafeBufferPointer { glyphs in
            for i in glyphs.indices {
                if let colors = glyphs[i].mask.colors {
                    canvas.composite(image: colors, width: glyphs[i].mask.width, height: glyphs[i].mask.height,
                                     x: x + glyphs[i].x, y: baseline + glyphs[i].y, clip: clip)
                    continue
                }
                canvas.blend(mask: glyphs[i].mask.coverage, maskWidth: glyphs[i].mask.width, maskHeight: glyphs[i].mask.height,
                             x: x + glyphs[i].x, y: baseline + glyphs[i].y, color: ink, clip: clip)
            }
        }
    }

    /// The rows `band` crosses, each laid out once for the sheet: those the last band also crossed are reused.
    private func rows(crossing band: PixelRect) -> [RowPlan] {
        let indexes = range(of: plan.rows.count, crossing: band) { plan.rows.cellRect(at: $0) }
        let last = lastRows
        let rows = indexes.map { last.indexes.contains($0) ? last.rows[$0 - last.indexes.lowerBound] : plan.rows[$0] }
        lastRows = (indexes, rows)
        return rows
    }

    /// Whether `rect` crosses the band's rows (columns do not matter: a band spans the whole width).
    private func overlaps(_ rect: PixelRect, _ band: PixelRect) -> Bool {
        rect.y < band.maxY && rect.maxY > band.y
    }

    /// The items (rows, headers or groups, sorted top to bottom without overlapping; `rect` gives the one at a
    /// place) whose rect, grown by `reach` above and below, crosses the band, found by binary search: a band never
    /// looks at every section of a tall sheet, so painting stays linear in its height.
    private func range(of count: Int, crossing band: PixelRect, reach: Int = 0, _ rect: (Int) -> PixelRect) -> Range<Int> {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if rect(mid).maxY + reach <= band.y { lo = mid + 1 } else { hi = mid }
        }
        var end = lo
        while end < count, rect(end).y - reach < band.maxY { end += 1 }
        return lo ..< end
    }
}
