import SwatchColor
import SwatchLayout

/// A shape rasterised once into coverage values (0...255), to be blended many times: every row with the
/// same accessory at the same place in its cell draws exactly the same pixels.
package struct CoverageMask: Sendable {
    /// Where the coverage lies, in the coordinates the shape was given in.
    let rect: PixelRect
    /// `rect.width * rect.height` values, row-major.
    let coverage: [UInt8]

    /// Samples `shape` at every pixel centre of its bounds, exactly as `CoverageRows.shape` does.
    package init(_ shape: any CoverageShape) {
        rect = shape.pixelBounds
        var values = [UInt8](repeating: 0, count: rect.width * rect.height)
        if let union = shape as? UnionShape {
            // The nearest part covers a pixel the most (the ramp falls with the distance) and a part covers
            // nothing outside its bounds, so each part is sampled over its own bounds alone, keeping the most:
            // the same values for a fraction of the samples (an info button's ring holds its four small parts).
            for part in union.parts {
                Self.sample(part.pixelBounds, of: rect, into: &values) { x, y in rampCoverage(distance: part.distance(x: x, y: y)) }
            }
        } else {
            Self.sample(rect, of: rect, into: &values) { x, y in shape.coverage(x: x, y: y) }
        }
        coverage = values
    }

    /// Keeps in `values` (`rect`'s pixels, row-major) the most of each value and `cover` at the pixel's centre,
    /// over the pixels of `rect` that `cover`'s part may touch.
    private static func sample(_ part: PixelRect, of rect: PixelRect, into values: inout [UInt8], _ cover: (Double, Double) -> UInt8) {
        let area = part.intersection(rect)
        guard !area.isEmpty else { return }
        for y in area.y ..< area.maxY {
            for x in area.x ..< area.maxX {
                let i = (y - rect.y) * rect.width + (x - rect.x)
                values[i] = max(values[i], cover(Double(x) + 0.5, Double(y) + 0.5))
            }
        }
    }
}

extension BandCanvas {
    /// Blends `mask` in `color`, moved down by `dy` pixels.
    package mutating func blend(_ mask: CoverageMask, dy: Int, color: PremultipliedRGBA8) {
        blend(mask: mask.coverage, maskWidth: mask.rect.width, maskHeight: mask.rect.height,
              x: mask.rect.x, y: mask.rect.y + dy, color: color)
    }
}
