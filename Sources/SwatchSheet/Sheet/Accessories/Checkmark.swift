import SwatchRaster

extension Accessory {
    /// The tinted checkmark, sized and placed by the look: a short stroke down to the bottom vertex, a long one up
    /// to the top right. It takes 44 pt from the content view (inferred): the measured ink reaches 39.5 pt in
    /// from the cell's edge at a 20 pt margin, and UIKit leaves a gap before it.
    static let checkmark = Accessory(name: "checkmark", widthPoints: 44) { f in
        let s = f.scale, c = f.checkmark
        let r = c.stroke / 2 * s
        let right = f.trailing - c.insideMargin * s, cy = f.centerY + c.belowCenter * s
        let left = right - c.width * s, top = cy - c.height / 2 * s, bottom = cy + c.height / 2 * s
        // The vertex sits 36 % of the width from the left (SF Symbols' checkmark proportions, inferred).
        let vertexX = left + 0.36 * c.width * s
        return [AccessoryShape(shape: UnionShape(parts: [
            CapsuleShape(x0: left + r, y0: cy + 0.04 * c.height * s, x1: vertexX, y1: bottom - r, radius: r),
            CapsuleShape(x0: vertexX, y0: bottom - r, x1: right - r, y1: top + r, radius: r),
        ]), ink: .tint)]
    }
}
