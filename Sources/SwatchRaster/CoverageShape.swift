import Foundation
import SwatchLayout

/// A shape given by its signed distance (in pixels, negative inside); coverage is the distance clamped to
/// a one-pixel ramp, which anti-aliases strokes and curves as well as box filtering does at these sizes.
package protocol CoverageShape: Sendable {
    func distance(x: Double, y: Double) -> Double
    /// Pixel area the shape may touch, for iteration.
    var pixelBounds: PixelRect { get }
    /// Coverage of the pixel whose centre is (x, y), 0...255; by default a one-pixel ramp on the distance.
    func coverage(x: Double, y: Double) -> UInt8
}

extension CoverageShape {
    /// Coverage of the pixel whose centre is (x, y), 0...255.
    @inline(__always)
    package func coverage(x: Double, y: Double) -> UInt8 { rampCoverage(distance: distance(x: x, y: y)) }
}

/// The one-pixel ramp: coverage 0...255 of a pixel whose centre is `distance` pixels from an outline (negative
/// inside). It never grows with the distance, so the nearest of several shapes covers a pixel the most.
@inline(__always)
func rampCoverage(distance: Double) -> UInt8 {
    let c = 0.5 - distance
    if c <= 0 { return 0 }
    if c >= 1 { return 255 }
    return UInt8((c * 255).rounded())
}

/// A line segment with round caps: the stroke of one polyline edge.
package struct CapsuleShape: CoverageShape {
    let x0, y0, x1, y1, radius: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
        self.radius = radius
    }

    package func distance(x: Double, y: Double) -> Double {
        let dx = x1 - x0, dy = y1 - y0
        let lengthSquared = dx * dx + dy * dy
        let t = lengthSquared == 0 ? 0 : min(1, max(0, ((x - x0) * dx + (y - y0) * dy) / lengthSquared))
        let px = x - (x0 + t * dx), py = y - (y0 + t * dy)
        return (px * px + py * py).squareRoot() - radius
    }

    package var pixelBounds: PixelRect {
        boundsOf(minX: min(x0, x1) - radius, minY: min(y0, y1) - radius, maxX: max(x0, x1) + radius, maxY: max(y0, y1) + radius)
    }
}

/// A filled disc.
package struct DiscShape: CoverageShape {
    let cx, cy, radius: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(cx: Double, cy: Double, radius: Double) {
        self.cx = cx
        self.cy = cy
        self.radius = radius
    }

    package func distance(x: Double, y: Double) -> Double {
        ((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius
    }

    package var pixelBounds: PixelRect { boundsOf(minX: cx - radius, minY: cy - radius, maxX: cx + radius, maxY: cy + radius) }
}

/// A circle outline `thickness` wide, centred on `radius`.
package struct RingShape: CoverageShape {
    let cx, cy, radius, thickness: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(cx: Double, cy: Double, radius: Double, thickness: Double) {
        self.cx = cx
        self.cy = cy
        self.radius = radius
        self.thickness = thickness
    }

    package func distance(x: Double, y: Double) -> Double {
        abs(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot() - radius) - thickness / 2
    }

    package var pixelBounds: PixelRect {
        let outer = radius + thickness / 2
        return boundsOf(minX: cx - outer, minY: cy - outer, maxX: cx + outer, maxY: cy + outer)
    }
}

/// A rectangle with all four corners rounded by `radius`.
package struct RoundedRectShape: CoverageShape {
    package let rect: PixelRect
    package let radius: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(rect: PixelRect, radius: Double) {
        self.rect = rect
        self.radius = radius
    }

    package func distance(x: Double, y: Double) -> Double {
        let (cx, cy) = rect.center
        let qx = abs(x - cx) - (Double(rect.width) / 2 - radius)
        let qy = abs(y - cy) - (Double(rect.height) / 2 - radius)
        let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
        return outside + min(max(qx, qy), 0) - radius
    }

    package var pixelBounds: PixelRect { rect }
}

/// A line `width` pixels wide just inside the edge of a rounded rectangle: a group's border.
package struct RoundedRectBorderShape: CoverageShape {
    let outline: RoundedRectShape
    let width: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(outline: RoundedRectShape, width: Double) {
        self.outline = outline
        self.width = width
    }

    package func distance(x: Double, y: Double) -> Double {
        abs(outline.distance(x: x, y: y) + width / 2) - width / 2
    }

    package var pixelBounds: PixelRect { outline.rect }
}

/// The soft shadow of a rounded rectangle: a Gaussian blur of `blur / 2` standard deviations, evaluated
/// on the distance to the shape (exact for straight edges, close at corners), moved down by `blur / 3`.
package struct ShadowShape: CoverageShape {
    let caster: RoundedRectShape
    let blur: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(caster: RoundedRectShape, blur: Double) {
        self.caster = caster
        self.blur = blur
    }

    private var offset: Double { blur / 3 }

    package func distance(x: Double, y: Double) -> Double { caster.distance(x: x, y: y - offset) }

    package func coverage(x: Double, y: Double) -> UInt8 {
        let sigma = max(blur / 2, 0.5)
        let c = 0.5 * erfc(distance(x: x, y: y) / (sigma * 2.0.squareRoot()))
        return UInt8((min(1, max(0, c)) * 255).rounded())
    }

    package var pixelBounds: PixelRect {
        let reach = Int((blur * 1.5).rounded(.up)) + 1
        let r = caster.rect
        return PixelRect(x: r.x - reach, y: r.y - reach + Int(offset), width: r.width + 2 * reach, height: r.height + 2 * reach)
    }

    /// The bounds without the caster's inner area, which the caster itself covers: four strips, so the
    /// shadow costs its rim, not the whole group.
    package var rimAreas: [PixelRect] {
        let outer = pixelBounds, r = caster.rect
        let inset = Int((caster.radius + blur * 1.5).rounded(.up)) + Int(offset) + 1
        let inner = PixelRect(x: r.x + inset, y: r.y + inset, width: r.width - 2 * inset, height: r.height - 2 * inset)
        guard !inner.isEmpty else { return [outer] }
        return [
            PixelRect(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y),
            PixelRect(x: outer.x, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
            PixelRect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height),
            PixelRect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height),
        ]
    }
}

/// Several shapes as one: a pixel is covered as much as its nearest shape covers it, so overlaps
/// (the joint of a chevron) are not blended twice.
package struct UnionShape: CoverageShape {
    let parts: [any CoverageShape]

    /// Memberwise: each stored property from the argument of its name.
    package init(parts: [any CoverageShape]) {
        self.parts = parts
    }

    package func distance(x: Double, y: Double) -> Double {
        parts.reduce(Double.infinity) { min($0, $1.distance(x: x, y: y)) }
    }

    package var pixelBounds: PixelRect {
        let boxes = parts.map(\.pixelBounds)
        let minX = boxes.map(\.x).min() ?? 0, minY = boxes.map(\.y).min() ?? 0
        return PixelRect(x: minX, y: minY, width: (boxes.map(\.maxX).max() ?? 0) - minX, height: (boxes.map(\.maxY).max() ?? 0) - minY)
    }
}

/// The whole pixels touched by a box in continuous coordinates, with one pixel to spare for the ramp.
private func boundsOf(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
    let x = Int((minX - 1).rounded(.down)), y = Int((minY - 1).rounded(.down))
    return PixelRect(x: x, y: y, width: Int((maxX + 1).rounded(.up)) - x, height: Int((maxY + 1).rounded(.up)) - y)
}

/// A shape mirrored about the vertical line `x == axis`: a chevron pointing the other way, or (mirrored
/// twice, about its own centre and the sheet's) a shape moved to the other side without being flipped.
package struct MirroredShape: CoverageShape {
    let base: any CoverageShape
    let axis: Double

    /// Memberwise: each stored property from the argument of its name.
    package init(base: any CoverageShape, axis: Double) {
        self.base = base
        self.axis = axis
    }

    package func distance(x: Double, y: Double) -> Double { base.distance(x: 2 * axis - x, y: y) }

    package var pixelBounds: PixelRect {
        let b = base.pixelBounds
        let minX = Int((2 * axis - Double(b.maxX)).rounded(.down)), maxX = Int((2 * axis - Double(b.x)).rounded(.up))
        return PixelRect(x: minX, y: b.y, width: maxX - minX, height: b.height)
    }
}
