import SwatchRaster

extension Accessory {
    /// The tinted info button (`info.circle`, a 22 pt circle with a 1.5 pt ring).
    static let detailButton = Accessory(name: "detailButton", widthPoints: 50) { f in
        [AccessoryShape(shape: info(cx: f.trailing - 11 * f.scale, cy: f.centerY, s: f.scale), ink: .tint)]
    }

    /// The info circle centred on (`cx`, `cy`).
    static func info(cx: Double, cy: Double, s: Double) -> any CoverageShape {
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
