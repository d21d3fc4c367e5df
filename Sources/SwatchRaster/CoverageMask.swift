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
        for y in 0 ..< rect.height {
            for x in 0 ..< rect.width {
                values[y * rect.width + x] = shape.coverage(x: Double(rect.x + x) + 0.5, y: Double(rect.y + y) + 0.5)
            }
        }
        coverage = values
    }
}

extension BandCanvas {
    /// Blends `mask` in `color`, moved down by `dy` pixels.
    package mutating func blend(_ mask: CoverageMask, dy: Int, color: PremultipliedRGBA8) {
        blend(mask: mask.coverage, maskWidth: mask.rect.width, maskHeight: mask.rect.height,
              x: mask.rect.x, y: mask.rect.y + dy, color: color)
    }
}
