import SwatchRaster
import SwatchSupport

/// The one loop that turns a picture drawn band by band into a PNG file: a band of `bandRows` rows is
/// drawn into a `BandCanvas`, handed to libpng, and the canvas reused, so memory stays a few bands
/// whatever the image's height.
package enum PNGBandWriter {
    /// Rows drawn and encoded at a time; sheets and diff pictures both use it.
    package static let defaultBandRows = 64

    /// Writes a `width` x `height` PNG to `path`, calling `draw` once per band, top to bottom, with the
    /// canvas moved to that band's rows and cleared (unless `clearsBands` is false: `draw` paints every
    /// pixel opaque before it reads it). `path` is usually a temporary file of a
    /// `FileTransaction`; errors name `shownAs`, the file the user asked for.
    package static func write(to path: String, shownAs: String, width: Int, height: Int, hasAlpha: Bool,
                      text: [(key: String, value: String)], bandRows: Int = defaultBandRows, clearsBands: Bool = true,
                      draw: (inout BandCanvas) throws(SwatchError) -> Void) throws(SwatchError) {
        do throws(SwatchError) {
            let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, text: text)
            var canvas = BandCanvas(width: width, capacityRows: min(max(bandRows, 1), height))
            var top = 0
            while top < height {
                let rows = min(canvas.capacityRows, height - top)
                canvas.start(originY: top, height: rows, clearing: clearsBands)
                try draw(&canvas)
                try canvas.withPixels { (pixels) throws(SwatchError) in
                    try writer.write(premultipliedRows: pixels, rowCount: rows)
                }
                top += rows
            }
            try writer.finish()
        } catch {
            throw error.naming(shownAs, for: path)
        }
    }
}
