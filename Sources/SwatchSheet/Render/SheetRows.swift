import SwatchPNG
import SwatchRaster
import SwatchSupport
import SwatchText

/// A composition painted band by band as the straight RGBA8 rows its PNG decodes to, without encoding
/// it: what `swatch verify` and `SwatchTesting` compare with a reference. Memory: one band.
package final class SheetRows: ImageRowSource {
    package let width: Int
    package let height: Int
    private let painter: CompositionPainter
    private let hasAlpha: Bool
    private var canvas: BandCanvas
    private var rowsRead = 0

    /// The rows of `composition` in `fonts`, painted `bandRows` at a time.
    init(_ composition: SheetComposition, fonts: FontSet, bandRows: Int) {
        width = composition.width
        height = composition.height
        painter = CompositionPainter(composition, fonts: SheetFonts(fonts: fonts))
        hasAlpha = !composition.isOpaque
        canvas = BandCanvas(width: composition.width, capacityRows: max(1, min(bandRows, composition.height)))
    }

    package func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        var done = 0
        while done < count {
            let rows = min(canvas.capacityRows, count - done)
            canvas.start(originY: rowsRead, height: rows)
            try painter.paint(&canvas)
            let hasAlpha = self.hasAlpha
            canvas.withPixels { pixels in
                PNGStreamWriter.straighten(pixels, into: buffer + done * width * 4, hasAlpha: hasAlpha)
            }
            rowsRead += rows
            done += rows
        }
    }
}
