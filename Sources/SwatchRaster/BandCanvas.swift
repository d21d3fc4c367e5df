import CSwatchRaster
import SwatchColor
import SwatchLayout

/// How a band canvas lays out its pixels.
package enum BandPixelLayout: Sendable {
    /// Premultiplied RGBA8 (byte order R, G, B, A), rows `width * 4` bytes apart.
    case rgba
    /// Opaque RGB8 rows as a PNG's image data holds them: each row one byte that stays 0 (the filter type None), then
    /// R, G, B per pixel, rows `1 + width * 3` bytes apart. Every pixel is taken as alpha 255, so it holds exactly
    /// the red, green and blue `.rgba` would for a painter whose first write to every pixel is opaque, and an encoder
    /// deflates the band as it lies: each pixel is stored once, by the painting.
    case scanlines

    /// Bytes a pixel takes.
    var pixelBytes: Int { self == .rgba ? 4 : 3 }
    /// Bytes before a row's first pixel.
    var rowLead: Int { self == .rgba ? 0 : 1 }

    /// Bytes from one row of `width` pixels to the next.
    package func rowBytes(width: Int) -> Int { rowLead + width * pixelBytes }
}

/// A horizontal band of a sheet for the sheet rows `originY ..< originY + height`, its pixels laid out as
/// `layout` says (premultiplied RGBA8 unless told). Drawing takes sheet coordinates and clips to the band, so a tall
/// sheet is painted band by band with memory that does not grow with its height.
package struct BandCanvas: ~Copyable {
    let width: Int
    package let capacityRows: Int
    package let layout: BandPixelLayout
    /// Bytes from one row to the next, bytes a pixel takes, bytes before a row's first pixel (`layout`'s).
    package let rowBytes: Int
    let pixelBytes: Int, rowLead: Int
    package private(set) var originY: Int = 0
    package private(set) var height: Int = 0
    /// `rowBytes * capacityRows` bytes; only the first `height` rows belong to the current band.
    private(set) var pixels: [UInt8]

    package init(width: Int, capacityRows: Int, layout: BandPixelLayout = .rgba) {
        self.width = width
        self.capacityRows = capacityRows
        self.layout = layout
        pixelBytes = layout.pixelBytes
        rowLead = layout.rowLead
        rowBytes = layout.rowBytes(width: width)
        pixels = [UInt8](repeating: 0, count: rowBytes * capacityRows)
    }

    /// Moves the band to sheet rows `originY ..< originY + height` and clears it to zero bytes (transparent, or
    /// black scanlines); without `clearing` it keeps the last band's pixels, for a painter whose first write to every
    /// pixel is opaque.
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

    /// Runs `body` with the band's rows as `layout` lays them out, `rowBytes` apart.
    package func withPixels<R, E: Error>(_ body: (UnsafeBufferPointer<UInt8>) throws(E) -> R) throws(E) -> R {
        try pixels.withUnsafeBufferPointer { (all) throws(E) -> R in
            try body(UnsafeBufferPointer(rebasing: all[0 ..< rowBytes * height]))
        }
    }

    /// Runs `body` with the band's rows to write directly, as `layout` lays them out, `rowBytes` apart; for pictures
    /// that are computed per pixel rather than composited.
    package mutating func withMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) -> R) -> R {
        let count = rowBytes * height
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
        let rowBytes = self.rowBytes, rowLead = self.rowLead, pixelBytes = self.pixelBytes, originY = self.originY
        // The layers through a pointer: a `for` over the array retained and released it on every row, and that
        // atomic, shared by every row, waited for the row's stores to drain.
        shown.withUnsafeBufferPointer { shown in pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }  // an empty canvas has nothing to draw on
            for y in area.y ..< area.maxY {
                let row = base + (y - originY) * rowBytes + rowLead
                switch coverage.row(y, area.x, area.maxX) {
                case .none:
                    continue
                case .full(let from, let to):
                    for layer in shown {
                        if pixelBytes == 4 { blendSpan(row, from: from, to: to, layer) } else { blendRGBSpan(row, from: from, to: to, layer) }
                    }
                case .partial(let from, let to, let cover):
                    for x in from ..< to {
                        let c = cover(x)
                        if c == 0 { continue }
                        if c == 255 {
                            for layer in shown { blendPixel(row + x * pixelBytes, layer, pixelBytes: pixelBytes) }
                        } else {
                            blendPixel(row + x * pixelBytes, combined.scaled(by: c), pixelBytes: pixelBytes)
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
        let rowBytes = self.rowBytes, rowLead = self.rowLead, pixelBytes = self.pixelBytes, originY = self.originY
        pixels.withUnsafeMutableBufferPointer { buffer in
            coverage.withUnsafeBufferPointer { mask in
                guard let base = buffer.baseAddress else { return }  // an empty canvas has nothing to draw on
                guard let maskBase = mask.baseAddress else { return }
                for py in area.y ..< area.maxY {
                    let row = base + (py - originY) * rowBytes + rowLead
                    let maskRow = (py - y) * maskWidth - x
                    let span = row + area.x * pixelBytes, spanMask = maskBase + maskRow + area.x
                    if pixelBytes == 4 {
                        blendMaskSpan(span, mask: spanMask, count: area.width, color: color)
                    } else {
                        blendMaskRGBSpan(span, mask: spanMask, count: area.width, color: color)
                    }
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
        let rowBytes = self.rowBytes, rowLead = self.rowLead, pixelBytes = self.pixelBytes, originY = self.originY
        pixels.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for py in area.y ..< area.maxY {
                let row = base + (py - originY) * rowBytes + rowLead
                for px in area.x ..< area.maxX {
                    let i = ((py - y) * imageWidth + (px - x)) * 4
                    guard image[i + 3] != 0 else { continue }
                    blendPixel(row + px * pixelBytes, PremultipliedRGBA8(r: image[i], g: image[i + 1], b: image[i + 2], a: image[i + 3]),
                               pixelBytes: pixelBytes)
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
            blendPixel(row + x * 4, color, pixelBytes: 4)
            lastOut = words[x]
        } else {
            words[x] = lastOut
        }
    }
}

/// `blendSpan` on RGB8 pixels (alpha 255): an opaque colour is stored, else runs of equal pixels reuse one result.
@inline(__always)
private func blendRGBSpan(_ row: UnsafeMutablePointer<UInt8>, from: Int, to: Int, _ color: PremultipliedRGBA8) {
    guard from < to else { return }
    if color.a == 255 {
        swatch_fill_rgb(row + from * 3, color.r, color.g, color.b, to - from)
        return
    }
    // A pixel's three bytes as a key below 2^24, so the first pixel never matches the key before it.
    var lastIn = UInt32(1 << 24), lastOut = PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 255)
    for x in from ..< to {
        let p = row + x * 3
        let before = UInt32(p[0]) | UInt32(p[1]) << 8 | UInt32(p[2]) << 16
        if before != lastIn {
            lastIn = before
            lastOut = color.composited(over: PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: 255))
        }
        p[0] = lastOut.r
        p[1] = lastOut.g
        p[2] = lastOut.b
    }
}

/// Source-over of one colour onto the pixel at `p`: RGBA8 when `pixelBytes` is 4, else RGB8 taken as alpha 255.
@inline(__always)
private func blendPixel(_ p: UnsafeMutablePointer<UInt8>, _ color: PremultipliedRGBA8, pixelBytes: Int) {
    let below = PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: pixelBytes == 4 ? p[3] : 255)
    let out = color.composited(over: below)
    p[0] = out.r
    p[1] = out.g
    p[2] = out.b
    if pixelBytes == 4 { p[3] = out.a }
}
