import Foundation
import SwatchColor
import SwatchPNG
import SwatchSupport

/// Draws a comparison as a picture a reviewer reads at a glance, on its canvas (see `BandComparison`):
///
/// - unchanged (and within-threshold) pixels: the expected image's luma, faded 90 % toward white, as
///   pixelmatch draws them, so the layout stays recognisable without competing with the marks;
/// - counted differences: strong red `#FF0000`;
/// - differences ignored as anti-aliasing: yellow `#FFFF00`;
/// - pixels only one image has (a size change): magenta `#FF00FF` diagonal stripes, 4 px wide, over
///   that image faded;
/// - canvas corners neither image reaches: mid grey `#808080`.
///
/// The PNG is opaque 8-bit RGB, streamed in bands and written through a temporary file.
enum DiffImage {
    static let different = RGBA8(r: 255, g: 0, b: 0)
    static let antialiased = RGBA8(r: 255, g: 255, b: 0)
    static let sizeStripe = RGBA8(r: 255, g: 0, b: 255)
    static let inNeither = RGBA8(r: 128, g: 128, b: 128)
    /// How much of an unchanged pixel's luma remains; the rest is white (pixelmatch's `alpha` 0.1).
    static let fade = 0.1
    /// Width of the size-change stripes, in pixels.
    static let stripeWidth = 4

    /// What drawing the picture of a `width` x `height` canvas allocates (`write`'s band writer), for the memory
    /// check made before the comparison (`BandComparison.checkMemory`).
    static func heldBytes(width: Int, height: Int) -> Int {
        PNGBandWriter.heldBytes(width: width, height: height, hasAlpha: false,
                                bandRows: BandComparison.bandRows(BandComparison.defaultBandRows, width: width))
    }

    /// Runs `comparison` to the end, drawing its picture band by band into `path`, a temporary file of a
    /// `FileTransaction`; errors name `shownAs`. Returns the comparison's report.
    static func write(_ comparison: BandComparison, to path: String, shownAs: String) throws(SwatchError) -> DiffReport {
        guard comparison.width > 0, comparison.height > 0 else { throw SwatchError(.image, "\(shownAs): nothing to draw: both images are empty") }
        let text = [(key: "Software", value: SwatchVersion.software), (key: "Title", value: "swatch diff"),
                    (key: "Description", value: "expected faded to grey; red: differing pixels; yellow: anti-aliasing ignored; magenta stripes: pixels only one image has")]
        try PNGBandWriter.write(to: path, shownAs: shownAs, width: comparison.width, height: comparison.height, hasAlpha: false,
                                text: text, bandRows: comparison.bandRows) { (canvas) throws(SwatchError) in
            let diff = try comparison.next(rows: canvas.height)
            canvas.withMutablePixels { band in
                for row in 0..<diff.height {
                    for x in 0..<diff.width {
                        let color = Self.color(x: x, y: diff.top + row, in: diff)
                        let i = (row * diff.width + x) * 4
                        band[i] = color.r; band[i + 1] = color.g; band[i + 2] = color.b; band[i + 3] = 255
                    }
                }
            }
        }
        return comparison.report
    }

    /// The opaque colour of canvas pixel (x, y), a pixel of `band`.
    static func color(x: Int, y: Int, in band: DiffBand) -> RGBA8 {
        switch band.verdict(x: x, y: y) {
        case .same, .similar: return faded(band.expected.pixel(x, y))
        case .different: return different
        case .antialiased: return antialiased
        case .onlyInExpected: return isStripe(x, y) ? sizeStripe : faded(band.expected.pixel(x, y))
        case .onlyInActual: return isStripe(x, y) ? sizeStripe : faded(band.actual.pixel(x, y))
        case .inNeither: return inNeither
        }
    }

    /// Diagonal stripes running from bottom left to top right.
    static func isStripe(_ x: Int, _ y: Int) -> Bool { (x + y) / stripeWidth % 2 == 0 }

    /// The pixel's luma over white, blended toward white: 255 + (Y - 255) * fade * alpha (pixelmatch's `drawGrayPixel`).
    static func faded(_ pixel: RGBAWord) -> RGBA8 {
        let luma = BlendedRGB(pixel).y
        let value = UInt8((255 + (luma - 255) * fade * Double(pixel.alpha) / 255).rounded())
        return RGBA8(r: value, g: value, b: value)
    }
}
