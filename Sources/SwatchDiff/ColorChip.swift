import Foundation
import SwatchColor
import SwatchLayout
import SwatchPNG
import SwatchSupport

/// A small square of one colour for a markdown table: 20 x 20 px, on a checkerboard where the colour is
/// translucent, so a reviewer sees its alpha.
enum ColorChip {
    static let size = 20

    /// The chip as PNG bytes; errors name `shownAs`, the chip's file (`r-chips/FF0000FF.png`).
    static func png(_ color: RGBA8, shownAs: String) throws(SwatchError) -> [UInt8] {
        let folder = NSTemporaryDirectory()
        let temporary: String
        do throws(SwatchError) {
            temporary = try TemporaryFiles.createFile(in: folder, shownAs: shownAs)
        } catch {
            // The chip is drawn in a temporary file first: a missing or full $TMPDIR is the reason, so it is named.
            throw SwatchError(.output, MessageText(verbatim: "\(error.message) (drawing it in \(VisibleText.quoted(folder)))"))
        }
        defer { TemporaryFiles.remove(temporary) }
        let light = RGBA8(r: 255, g: 255, b: 255).premultiplied, dark = RGBA8(r: 204, g: 204, b: 204).premultiplied
        try PNGBandWriter.write(to: temporary, shownAs: shownAs, width: size, height: size, hasAlpha: false,
                                text: [(key: "Software", value: SwatchVersion.software)]) { canvas in
            for y in canvas.originY ..< canvas.originY + canvas.height {
                for square in 0 ..< size / 5 {
                    let below = (square + y / 5) % 2 == 0 ? light : dark
                    canvas.composite([below, color.premultiplied], in: PixelRect(x: square * 5, y: y, width: 5, height: 1))
                }
            }
        }
        guard let bytes = TemporaryFiles.contents(of: temporary) else {
            throw SwatchError(.output, "cannot write \(path: shownAs): its temporary in \(folder) could not be read back")
        }
        return bytes
    }
}
