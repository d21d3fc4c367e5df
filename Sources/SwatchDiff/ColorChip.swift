import Foundation
import SwatchColor
import SwatchLayout
import SwatchPNG
import SwatchSupport

/// A small square of one colour for a markdown table: 20 x 20 px, on a checkerboard where the colour is
/// translucent, so a reviewer sees its alpha.
enum ColorChip {
    static let size = 20

    /// The chip as PNG bytes.
    static func png(_ color: RGBA8) throws(SwatchError) -> [UInt8] {
        let temporary = try TemporaryFiles.createFile(in: NSTemporaryDirectory(), shownAs: "a colour chip")
        defer { TemporaryFiles.remove(temporary) }
        let light = RGBA8(r: 255, g: 255, b: 255).premultiplied, dark = RGBA8(r: 204, g: 204, b: 204).premultiplied
        try PNGBandWriter.write(to: temporary, shownAs: "a colour chip", width: size, height: size, hasAlpha: false,
                                text: [(key: "Software", value: SwatchVersion.software)]) { canvas in
            for y in canvas.originY ..< canvas.originY + canvas.height {
                for square in 0 ..< size / 5 {
                    let below = (square + y / 5) % 2 == 0 ? light : dark
                    canvas.composite([below, color.premultiplied], in: PixelRect(x: square * 5, y: y, width: 5, height: 1))
                }
            }
        }
        guard let bytes = TemporaryFiles.contents(of: temporary) else {
            throw SwatchError(.output, "cannot read back a colour chip")
        }
        return bytes
    }
}
