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
        // Rows are laid out as they are read, and mirrored then.
        plan.rows.isMirrored.toggle()
        plan.emptyRowSeparators = emptyRowSeparators.map(mirror)
        plan.groups = groups.map { group in
            var group = group
            group.rect = mirror(group.rect)
            return group
        }
        return plan
    }

    /// `rect` mirrored about the sheet's vertical centre line.
    func mirror(_ rect: PixelRect) -> PixelRect { rect.mirrored(width: width) }

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

extension RowPlan {
    /// The row mirrored about the vertical centre line of a sheet `width` pixels wide.
    func mirrored(width: Int) -> RowPlan {
        var row = self
        row.cellRect = cellRect.mirrored(width: width)
        row.contentRect = contentRect.mirrored(width: width)
        row.hairlines = hairlines.map { $0.mirrored(width: width) }
        row.clip = clip.map { RoundedRectShape(rect: $0.rect.mirrored(width: width), radius: $0.radius) }
        row.textX = width - textX - maxTextWidth
        return row
    }
}

extension PixelRect {
    /// The rectangle mirrored about the vertical centre line of a sheet `width` pixels wide.
    func mirrored(width: Int) -> PixelRect {
        PixelRect(x: width - maxX, y: y, width: self.width, height: height)
    }
}
