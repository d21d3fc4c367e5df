import SwatchLayout
import SwatchPalette
import SwatchRaster

extension SheetPlan {
    /// The plan laid out right to left: every box mirrored about the sheet's centre line, so margins,
    /// separator insets and inset groups swap sides; the painter aligns text and flips accessories by
    /// `layoutDirection`.
    func mirrored() -> SheetPlan {
        var plan = self
        plan.layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        plan.headers = headers.map { header in
            var header = header
            header.textX = width - header.textX - header.maxTextWidth
            return header
        }
        plan.rows = rows.map { row in
            var row = row
            row.cellRect = mirror(row.cellRect)
            row.contentRect = mirror(row.contentRect)
            row.hairlines = row.hairlines.map(mirror)
            row.clip = row.clip.map { RoundedRectShape(rect: mirror($0.rect), radius: $0.radius) }
            row.textX = width - row.textX - row.maxTextWidth
            return row
        }
        plan.emptyRowSeparators = emptyRowSeparators.map(mirror)
        plan.groups = groups.map { group in
            var group = group
            group.rect = mirror(group.rect)
            return group
        }
        return plan
    }

    /// `rect` mirrored about the sheet's vertical centre line.
    func mirror(_ rect: PixelRect) -> PixelRect {
        PixelRect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
    }

    var isRightToLeft: Bool { layoutDirection == .rightToLeft }

    /// The x where a line `lineWidth` wide starts in the box `x ..< x + boxWidth`, aligned by `alignment`
    /// (leading and trailing as the layout direction reads them).
    func alignedX(_ x: Int, boxWidth: Int, lineWidth: Double, alignment: ThemeStyle.Alignment = .leading) -> Int {
        let slack = boxWidth - Int(lineWidth.rounded())
        switch (alignment, isRightToLeft) {
        case (.center, _): return x + slack / 2
        case (.leading, false), (.trailing, true): return x
        case (.leading, true), (.trailing, false): return x + slack
        }
    }
}
