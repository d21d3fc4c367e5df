import CSwatchRaster
import SwatchColor
import SwatchLayout

/// A horizontal band of a sheet: premultiplied RGBA8 pixels (byte order R, G, B, A) for the sheet rows
/// `originY ..< originY + height`. Drawing takes sheet coordinates and clips to the band, so a tall sheet
/// is painted band by band with memory that does not grow with its height.
package struct BandCanvas: ~Copyable {
    let width: Int
    package let capacityRows: Int
    package private(set) var originY: Int = 0
    package private(set) var height: Int = 0
    /// `width * capacityRows * 4` bytes; only the first `height` rows belong to the current band.
    private(set) var pixels: [UInt8]

    package init(width: Int, capacityRows: Int) {
        self.width = width
        self.capacityRows = capacityRows
        pixels = [UInt8](repeating: 0, count: width * capacityRows * 4)
    }

    /// Moves the band to sheet rows `originY ..< originY + height` and clears it to transparent; without
    /// `clearing` it keeps the last band's pixels, for a painter whose first write to every pixel is opaque.
    public mutating func start(originY: Int, height: Int, clearing: Bool = true) {
        precondition(height <= capacityRows, "band taller than its buffer")
        self.originY = originY
        self.height = height
        if clearing { pixels.withUnsafeMutableBytes { _ = $0.initializeMemory(as: UInt8.self, repeating: 0) } }
    }

    /// Renumbers the band's rows by `dy` without touching its pixels: drawing at row `y - dy` afterwards
    /// lands where row `y` did before. A sheet placed `y` rows down an image is painted in its own
    /// coordinates between `shiftOrigin(by: -y)` and `shiftOrigin(by: y)`.
    package mutating func shiftOrigin(by dy: Int) {
        originY += dy
    }

    /// The band's area in sheet coordinates.
    package var bounds: PixelRect { PixelRect(x: 0, y: originY, width: width, height: height) }

    /// Runs `body` with a pointer to the band's pixels; rows are `width * 4` bytes apart.
    package func withPixels<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try pixels.withUnsafeBufferPointer { (all) throws(E) -> R in
            try body(UnsafeBufferPointer(rebasing: all[0 ..< width * height * 4]))
        }
    }

    /// Runs `body` with the band's pixels to write directly (premultiplied RGBA8, rows `width * 4` bytes
    /// apart); for pictures that are computed per pixel rather than composited.
    package mutating func withMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        let count = width * height * 4
        return pixels.withUnsafeMutableBufferPointer { all in body(UnsafeMutableBufferPointer(rebasing: all[0 ..< count])) }
    }

    /// Composites `color` source-over onto every pixel of `rect`, each pixel weighted by its coverage.
    package mutating func composite(_ color: PremultipliedRGBA8, in rect: PixelRect, coverage: CoverageRows = .full) {
        composite([color], in: rect, coverage: coverage)
    }

    /// Composites `layers` (bottom first) onto `rect`. Fully covered pixels take the layers one by one, so
    /// they match `RGBA8.stacked` exactly; partly covered (anti-aliased) pixels take the layers'
    /// combined colour once, so an edge shows no fringe of a lower layer, as a clipped UIKit view shows none.
    package mutating func composite(_ layers: [PremultipliedRGBA8], in rect: PixelRect, coverage: CoverageRows = .full) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        // The caller's array itself where nothing is left out (a fill of one colour, most often): no copy made.
        let visible = layers.contains { $0.a == 0 } ? layers.filter { $0.a > 0 } : layers
        guard !visible.isEmpty else { return }
        let combined = visible.dropFirst().reduce(visible[0]) { below, layer in layer.composited(over: below) }
        // A fully covered pixel ends as if painted from the topmost opaque layer up: skip the layers it hides.
        var shown = visible.lastIndex { $0.a == 255 }.map { $0 == 0 ? visible : Array(visible[$0...]) } ?? visible
        // Over an opaque bottom layer the pixel below no longer matters: the layers folded once are every
        // fully covered pixel's colour (the same arithmetic, pixel by pixel), stored in one pass.
        if shown[0].a == 255, shown.count > 1 { shown = [shown.dropFirst().reduce(shown[0]) { below, layer in layer.composited(over: below) }] }
        let width = self.width, originY = self.originY
        // The layers through a pointer: a `for` over the array retained and released it on every row, and that
        // atomic, shared by every row, waited for the row's stores to drain.
        shown.withUnsafeBufferPointer { shown in pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }  // an empty canvas has nothing to draw on
            for y in area.y ..< area.maxY {
                let row = base + (y - originY) * width * 4
                switch coverage.row(y, area.x, area.maxX) {
                case .none:
                    continue
                case .full(let from, let to):
                    for layer in shown { blendSpan(row, from: from, to: to, layer) }
                case .partial(let from, let to, let cover):
                    for x in from ..< to {
                        let c = cover(x)
                        if c == 0 { continue }
                        if c == 255 {
                            for layer in shown { blendPixel(row + x * 4, layer) }
                        } else {
                            blendPixel(row + x * 4, combined.scaled(by: c))
                        }
                    }
                }
            }
        } }
    }

    /// Blends a glyph's coverage mask, its top-left at sheet pixel (x, y), in `color`.
    /// Only the part inside `clip` (when given) is drawn, so what a row draws never depends on the banding.
    package mutating func blend(mask coverage: [UInt8], maskWidth: Int, maskHeight: Int, x: Int, y: Int, color: PremultipliedRGBA8,
                        clip: PixelRect? = nil) {
        guard let area = drawable(x: x, y: y, width: maskWidth, height: maskHeight, clip: clip) else { return }
        let width = self.width, originY = self.originY
        pixels.withUnsafeMutableBufferPointer { buffer in
            coverage.withUnsafeBufferPointer { mask in
                guard let base = buffer.baseAddress else { return }  // an empty canvas has nothing to draw on
                guard let maskBase = mask.baseAddress else { return }
                for py in area.y ..< area.maxY {
                    let row = base + (py - originY) * width * 4
                    let maskRow = (py - y) * maskWidth - x
                    blendMaskSpan(row + area.x * 4, mask: maskBase + maskRow + area.x, count: area.width, color: color)
                }
            }
        }
    }
}

extension BandCanvas {
    /// The part of a width x height picture placed at (x, y) that falls in this band and in `clip`, nil if none.
    private func drawable(x: Int, y: Int, width: Int, height: Int, clip: PixelRect?) -> PixelRect? {
        var area = PixelRect(x: x, y: y, width: width, height: height).intersection(bounds)
        if let clip { area = area.intersection(clip) }
        return area.isEmpty ? nil : area
    }

    /// Source-over of a premultiplied RGBA image (a colour glyph) with its top-left corner at (x, y), clipped.
    package mutating func composite(image: [UInt8], width imageWidth: Int, height imageHeight: Int, x: Int, y: Int,
                            clip: PixelRect? = nil) {
        guard let area = drawable(x: x, y: y, width: imageWidth, height: imageHeight, clip: clip) else { return }
        let width = self.width, originY = self.originY
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for py in area.y ..< area.maxY {
                let row = base + (py - originY) * width * 4
                for px in area.x ..< area.maxX {
                    let i = ((py - y) * imageWidth + (px - x)) * 4
                    guard image[i + 3] != 0 else { continue }
                    blendPixel(row + px * 4, PremultipliedRGBA8(r: image[i], g: image[i + 1], b: image[i + 2], a: image[i + 3]))
                }
            }
        }
    }
}

/// Source-over of one colour onto pixels `from ..< to` of a row; runs of equal pixels reuse one result.
@inline(__always)
private func blendSpan(_ row: UnsafeMutablePointer<UInt8>, from: Int, to: Int, _ color: PremultipliedRGBA8) {
    guard from < to else { return }
    if color.a == 255 {
        let pattern = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
        swatch_fill_pixels(UnsafeMutableRawPointer(row + from * 4).bindMemory(to: UInt32.self, capacity: to - from), pattern, to - from)
        return
    }
    let words = UnsafeMutableRawPointer(row).bindMemory(to: UInt32.self, capacity: to)
    var lastIn: UInt32 = words[from] &+ 1, lastOut: UInt32 = 0
    for x in from ..< to {
        let before = words[x]
        if before != lastIn {
            lastIn = before
            blendPixel(row + x * 4, color)
            lastOut = words[x]
        } else {
            words[x] = lastOut
        }
    }
}

@inline(__always)
private func blendPixel(_ p: UnsafeMutablePointer<UInt8>, _ color: PremultipliedRGBA8) {
    let below = PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: p[3])
    let out = color.composited(over: below)
    p[0] = out.r
    p[1] = out.g
    p[2] = out.b
    p[3] = out.a
}
