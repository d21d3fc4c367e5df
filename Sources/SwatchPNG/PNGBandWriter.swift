import SwatchRaster
import SwatchSupport

/// The one loop that turns a picture drawn band by band into a PNG file: a band of `bandRows` rows is
/// drawn into a `BandCanvas`, handed to libpng, and the canvas reused, so memory stays a few bands
/// whatever the image's height.
package enum PNGBandWriter {
    /// Rows drawn and encoded at a time; sheets and diff pictures both use it.
    package static let defaultBandRows = 64

    /// The bytes `write` allocates for a `width` x `height` PNG drawn in bands of `bandRows`: its canvases (two
    /// when `pipelined`, with the encoding thread's stack) and the stream writer's. For the memory check of a
    /// caller that draws in a run whose memory grows with the input (a diff picture as wide as the wider image),
    /// and of a render choosing its threads.
    package static func heldBytes(width: Int, height: Int, hasAlpha: Bool, bandRows: Int = defaultBandRows, pipelined: Bool = false) -> Int {
        let canvas = width * min(max(bandRows, 1), height) * 4
        return (pipelined ? 2 * canvas + BandEncoder.stackBytes : canvas) + PNGStreamWriter.heldBytes(width: width, hasAlpha: hasAlpha)
    }

    /// Writes a `width` x `height` PNG to `path`, calling `draw` once per band, top to bottom, with the
    /// canvas moved to that band's rows and cleared (unless `clearsBands` is false: `draw` paints every
    /// pixel opaque before it reads it). `path` is usually a temporary file of a
    /// `FileTransaction`; errors name `shownAs`, the file the user asked for. `pipelined` encodes each band
    /// on another thread while `draw` paints the next (in a second canvas): for a run drawing one image, so
    /// that it uses two cores; the bytes are the same.
    package static func write(to path: String, shownAs: String, width: Int, height: Int, hasAlpha: Bool,
                      text: [(key: String, value: String)], bandRows: Int = defaultBandRows, clearsBands: Bool = true,
                      pipelined: Bool = false, draw: (inout BandCanvas) throws(SwatchError) -> Void) throws(SwatchError) {
        do throws(SwatchError) {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, text: text)
            let capacity = min(max(bandRows, 1), height)
            let slots = (0 ..< (pipelined ? 2 : 1)).map { _ in BandSlot(BandCanvas(width: width, capacityRows: capacity)) }
            let encoder = pipelined ? BandEncoder(writer) : nil
            defer { encoder?.drain() }
            var top = 0, band = 0
            while top < height {
                let slot = slots[band % slots.count]
                let rows = min(capacity, height - top)
                slot.canvas.start(originY: top, height: rows, clearing: clearsBands)
                try draw(&slot.canvas)
                if let encoder {
                    try encoder.encode(slot)
                } else {
                    try slot.canvas.withPixels { (pixels) throws(SwatchError) in
                        try writer.write(premultipliedRows: pixels, rowCount: rows)
                    }
                }
                top += rows
                band += 1
            }
            try encoder?.wait()
            try writer.finish()
        } catch {
            throw error.naming(shownAs, for: path)
        }
    }
}
