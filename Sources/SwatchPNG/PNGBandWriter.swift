import SwatchRaster
import SwatchSupport

/// The one loop that turns a picture drawn band by band into a PNG file: a band of `bandRows` rows is
/// drawn into a `BandCanvas`, handed to libpng, and the canvas reused, so memory stays a few bands
/// whatever the image's height.
package enum PNGBandWriter {
    /// Rows drawn and encoded at a time; sheets and diff pictures both use it.
    package static let defaultBandRows = 64

    /// The bytes `write` allocates for a `width` x `height` PNG drawn in bands of `bandRows` (nil: `write`'s
    /// default): its canvases (two when `pipelined`, with the encoding thread's stack) and the stream writer's. For the
    /// memory check of a caller that draws in a run whose memory grows with the input (a diff picture as wide as the
    /// wider image), and of a render choosing its threads.
    package static func heldBytes(width: Int, height: Int, hasAlpha: Bool, opaque: Bool = false, bandRows: Int? = nil,
                                  pipelined: Bool = false) -> Int {
        let layout: BandPixelLayout = opaque ? .scanlines : .rgba
        let canvas = layout.rowBytes(width: width) * self.bandRows(bandRows, width: width, height: height, opaque: opaque)
        return (pipelined ? 2 * canvas + BandEncoder.stackBytes : canvas) + PNGStreamWriter.heldBytes(width: width, hasAlpha: hasAlpha)
    }

    /// Rows in a band: `requested`, else for an opaque picture the rows the writer deflates at a time (so each band is
    /// deflated where it lies), else `defaultBandRows`; at least one, at most the image's.
    private static func bandRows(_ requested: Int?, width: Int, height: Int, opaque: Bool) -> Int {
        let rows = requested ?? (opaque ? PNGStreamWriter.chunkRows(width: width, hasAlpha: false) : defaultBandRows)
        return min(max(rows, 1), height)
    }

    /// Writes a `width` x `height` PNG to `path`, calling `draw` once per band of `bandRows` (nil: the default, see
    /// `heldBytes`), top to bottom, with the canvas (premultiplied RGBA8) moved to that band's rows and cleared. With
    /// `opaque` (an RGB file, `hasAlpha` false), `draw` paints every pixel opaque before it reads it: the canvas is
    /// `BandPixelLayout.scanlines`, never cleared, and each band is deflated where it lies. `path` is usually a
    /// temporary file of a `FileTransaction`; errors name `shownAs`, the file the user asked for. `pipelined` encodes
    /// each band on another thread while `draw` paints the next (in a second canvas): for a run drawing one image, so
    /// that it uses two cores; the bytes are the same.
    package static func write(to path: String, shownAs: String, width: Int, height: Int, hasAlpha: Bool,
                      text: [(key: String, value: String)], bandRows: Int? = nil, opaque: Bool = false,
                      pipelined: Bool = false, draw: (inout BandCanvas) throws(SwatchError) -> Void) throws(SwatchError) {
        precondition(!(opaque && hasAlpha), "an opaque picture is written as RGB")
        do throws(SwatchError) {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, text: text)
            let capacity = Self.bandRows(bandRows, width: width, height: height, opaque: opaque)
            let layout: BandPixelLayout = opaque ? .scanlines : .rgba
            let slots = (0 ..< (pipelined ? 2 : 1)).map { _ in BandSlot(BandCanvas(width: width, capacityRows: capacity, layout: layout)) }
            let encoder = pipelined ? BandEncoder(writer) : nil
            defer { encoder?.drain() }
            var top = 0, band = 0
            while top < height {
                let slot = slots[band % slots.count]
                let rows = min(capacity, height - top)
                slot.canvas.start(originY: top, height: rows, clearing: !opaque)
                try draw(&slot.canvas)
                if let encoder {
                    try encoder.encode(slot)
                } else {
                    try writer.write(band: slot.canvas)
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

extension PNGStreamWriter {
    /// Appends the band's rows as its layout holds them: premultiplied RGBA8, or RGB scanlines.
    func write(band canvas: borrowing BandCanvas) throws(SwatchError) {
        let rows = canvas.height, scanlines = canvas.layout == .scanlines
        try canvas.withPixels { (pixels) throws(SwatchError) in
            if scanlines {
                try write(scanlines: pixels, rowCount: rows)
            } else {
                try write(premultipliedRows: pixels, rowCount: rows)
            }
        }
    }
}
