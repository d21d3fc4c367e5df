import SwatchRaster

extension Accessory {
    /// The grey chevron (`chevron.forward`), sized and placed by the look.
    static let disclosureIndicator = Accessory(name: "disclosureIndicator", widthPoints: 38) { f in
        [AccessoryShape(shape: chevron(f), ink: .chevron, flipsRightToLeft: true)]
    }

    /// The look's chevron: its ink ends `insideMargin` inside the trailing margin, centred on the cell.
    static func chevron(_ f: AccessoryFrame) -> any CoverageShape {
        let s = f.scale, c = f.chevron, cy = f.centerY + c.belowCenter * s
        let r = c.stroke / 2 * s
        let right = f.trailing - c.insideMargin * s
        let left = right - c.width * s + r, tip = right - r
        return UnionShape(parts: [
            CapsuleShape(x0: left, y0: cy - c.height / 2 * s + r, x1: tip, y1: cy, radius: r),
            CapsuleShape(x0: tip, y0: cy, x1: left, y1: cy + c.height / 2 * s - r, radius: r),
        ])
    }
}
