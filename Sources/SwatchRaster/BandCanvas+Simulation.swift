import SwatchColor
import SwatchLayout

extension BandCanvas {
    /// Replaces every pixel of `rect` (clipped to the band) by its colour as `filter` simulates it: a
    /// painted band seen through a colour-vision deficiency, text, accessories and blending included.
    package mutating func simulate(_ filter: ColorVisionFilter, in rect: PixelRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let rowBytes = self.rowBytes, rowLead = self.rowLead, pixelBytes = self.pixelBytes, originY = self.originY
        var cache = ColorVisionFilter.Cache()
        withMutablePixels { pixels in
            guard let base = pixels.baseAddress else { return }
            for y in area.y ..< area.maxY {
                filter.apply(to: base + (y - originY) * rowBytes + rowLead + area.x * pixelBytes, count: area.width,
                             pixelBytes: pixelBytes, cache: &cache)
            }
        }
    }
}
