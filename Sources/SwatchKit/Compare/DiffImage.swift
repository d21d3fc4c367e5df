import Foundation

/// Draws a comparison as a picture a reviewer reads at a glance, on the canvas of `DiffMask`:
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

    /// Writes the picture of `diff` (made from `expected` and `actual`) to `path`, a temporary file of a
    /// `FileTransaction`; errors name `shownAs`.
    static func write(_ diff: ImageDiff, expected: PNGImage, actual: PNGImage, to path: String, shownAs: String) throws(SwatchError) {
        let mask = diff.mask
        guard mask.width > 0, mask.height > 0 else { throw SwatchError(.image, "\(shownAs): nothing to draw: both images are empty") }
        let text = [(key: "Software", value: SwatchVersion.software), (key: "Title", value: "swatch diff"),
                    (key: "Description", value: "expected faded to grey; red: differing pixels; yellow: anti-aliasing ignored; magenta stripes: pixels only one image has")]
        try PNGBandWriter.write(to: path, shownAs: shownAs, width: mask.width, height: mask.height, hasAlpha: false, text: text) { canvas in
            let top = canvas.originY, rows = canvas.height, width = mask.width
            canvas.withMutablePixels { band in
                for row in 0..<rows {
                    for x in 0..<width {
                        let color = Self.color(x: x, y: top + row, mask: mask, expected: expected, actual: actual)
                        let i = (row * width + x) * 4
                        band[i] = color.r; band[i + 1] = color.g; band[i + 2] = color.b; band[i + 3] = 255
                    }
                }
            }
        }
    }

    /// The opaque colour of canvas pixel (x, y).
    static func color(x: Int, y: Int, mask: DiffMask, expected: PNGImage, actual: PNGImage) -> RGBA8 {
        switch mask[x: x, y: y] {
        case .same, .similar: return faded(expected, x, y)
        case .different: return different
        case .antialiased: return antialiased
        case .onlyInExpected: return isStripe(x, y) ? sizeStripe : faded(expected, x, y)
        case .onlyInActual: return isStripe(x, y) ? sizeStripe : faded(actual, x, y)
        case .inNeither: return inNeither
        }
    }

    /// Diagonal stripes running from bottom left to top right.
    static func isStripe(_ x: Int, _ y: Int) -> Bool { (x + y) / stripeWidth % 2 == 0 }

    /// The pixel's luma over white, blended toward white: 255 + (Y - 255) * fade * alpha (pixelmatch's `drawGrayPixel`).
    static func faded(_ image: PNGImage, _ x: Int, _ y: Int) -> RGBA8 {
        let p = image.pixel(x: x, y: y)
        let luma = BlendedRGB(RGBAWord(p.r) | RGBAWord(p.g) << 8 | RGBAWord(p.b) << 16 | RGBAWord(p.a) << 24).y
        let value = UInt8((255 + (luma - 255) * fade * Double(p.a) / 255).rounded())
        return RGBA8(r: value, g: value, b: value)
    }
}
