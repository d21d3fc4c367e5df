/// The accessory symbols iOS draws at the trailing end of a cell, as anti-aliased shapes in device pixels.
///
/// Sizes follow the iOS 13+ SF Symbol accessories at their default 17 pt configuration: the chevron
/// (`chevron.forward`) is 8 x 14 pt with a 2 pt stroke, the checkmark 14 x 13 pt with a 2 pt stroke, the
/// info button (`info.circle`) a 22 pt circle with a 1.5 pt ring; each sits on the cell's trailing margin.
struct AccessoryGlyphs {
    enum Ink { case tint, chevron }

    let metrics: TableMetrics

    /// The shapes for `accessory` in a cell occupying `cell`, each with the colour it takes.
    func shapes(for accessory: Accessory, in cell: PixelRect) -> [(shape: any CoverageShape, ink: Ink)] {
        let s = Double(metrics.scale)
        let trailing = Double(cell.maxX - metrics.px(metrics.margin))
        let cy = Double(cell.y) + Double(cell.height) / 2
        switch accessory {
        case .none:
            return []
        case .disclosureIndicator:
            return [(chevron(right: trailing, cy: cy, s: s), .chevron)]
        case .checkmark:
            return [(checkmark(right: trailing, cy: cy, s: s), .tint)]
        case .detailButton:
            return [(info(cx: trailing - 11 * s, cy: cy, s: s), .tint)]
        case .detailDisclosureButton:
            return [(info(cx: trailing - (8 + 13 + 11) * s, cy: cy, s: s), .tint),
                    (chevron(right: trailing, cy: cy, s: s), .chevron)]
        }
    }

    private func chevron(right: Double, cy: Double, s: Double) -> any CoverageShape {
        let r = 1.0 * s
        let left = right - 8 * s + r, tip = right - r
        return UnionShape(parts: [
            CapsuleShape(x0: left, y0: cy - 7 * s + r, x1: tip, y1: cy, radius: r),
            CapsuleShape(x0: tip, y0: cy, x1: left, y1: cy + 7 * s - r, radius: r),
        ])
    }

    private func checkmark(right: Double, cy: Double, s: Double) -> any CoverageShape {
        let r = 1.0 * s
        let left = right - 14 * s + r
        let bottomX = right - 14 * s + 5 * s, bottomY = cy + 6.5 * s - r
        return UnionShape(parts: [
            CapsuleShape(x0: left, y0: cy + 0.5 * s, x1: bottomX, y1: bottomY, radius: r),
            CapsuleShape(x0: bottomX, y0: bottomY, x1: right - r, y1: cy - 6.5 * s + r, radius: r),
        ])
    }

    private func info(cx: Double, cy: Double, s: Double) -> any CoverageShape {
        let stem = 0.9 * s
        return UnionShape(parts: [
            RingShape(cx: cx, cy: cy, radius: 10.25 * s, thickness: 1.5 * s),
            DiscShape(cx: cx, cy: cy - 5.2 * s, radius: 1.35 * s),
            // The "i": a stem with a serif to the left at the top and a foot across the bottom.
            CapsuleShape(x0: cx, y0: cy - 1.6 * s, x1: cx, y1: cy + 5.2 * s, radius: stem),
            CapsuleShape(x0: cx - 2.2 * s, y0: cy - 1.6 * s, x1: cx, y1: cy - 1.6 * s, radius: 0.7 * s),
            CapsuleShape(x0: cx - 2.6 * s, y0: cy + 5.4 * s, x1: cx + 2.6 * s, y1: cy + 5.4 * s, radius: 0.7 * s),
        ])
    }
}
