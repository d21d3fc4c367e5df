import Testing
import SwatchKit
@testable import SwatchText
@testable import SwatchColor
import SwatchTestSupport

/// Colour glyphs: resampled from their strike in premultiplied RGBA, and composited over the band as they are.
@Suite struct ColorGlyphTests {
    /// A 4 x 2 image: opaque red | transparent on the left half, half-transparent blue on the right half.
    static let image = ColorBitmap(width: 4, height: 2, pixels: [
        255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 128, 128, 0, 0, 128, 128,
        255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 128, 128, 0, 0, 128, 128,
    ])

    @Test func shrinkingAveragesPremultipliedPixels() {
        let half = Self.image.scaled(by: 0.5)
        #expect(half.width == 2 && half.height == 1)
        // Red over transparent averages to half-covered red (no dark fringe: premultiplied), blue stays.
        #expect(Array(half.pixels[0..<4]) == [128, 0, 0, 128])
        #expect(Array(half.pixels[4..<8]) == [0, 0, 128, 128])
        #expect(half.alphas == [128, 128])
    }

    @Test func growingInterpolatesAndKeepsColourWithinAlpha() {
        let double = Self.image.scaled(by: 2)
        #expect(double.width == 8 && double.height == 4)
        #expect(Array(double.pixels[0..<4]) == [255, 0, 0, 255])  // the corner keeps its colour
        for i in stride(from: 0, to: double.pixels.count, by: 4) {
            #expect(double.pixels[i] <= double.pixels[i + 3] && double.pixels[i + 2] <= double.pixels[i + 3])
        }
        #expect(Self.image.scaled(by: 1).pixels == Self.image.pixels)
    }

    @Test func compositingDrawsTheGlyphsOwnColoursClipped() {
        var canvas = BandCanvas(width: 6, capacityRows: 3)
        canvas.start(originY: 0, height: 3)
        canvas.composite(RGBA8.white.premultiplied, in: canvas.bounds)
        canvas.composite(image: Self.image.pixels, width: 4, height: 2, x: 1, y: 1, clip: PixelRect(x: 0, y: 0, width: 4, height: 3))
        let bytes = canvas.withPixels { Array($0) }
        func hex(_ x: Int, _ y: Int) -> String {
            let i = (y * 6 + x) * 4
            return PremultipliedRGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3]).straight.hex
        }
        #expect(hex(1, 1) == "#FF0000FF")  // opaque red replaces white
        #expect(hex(2, 1) == "#FFFFFFFF")  // transparent pixels leave it
        #expect(hex(3, 1) == "#7F7FFFFF")  // half blue over white
        #expect(hex(4, 1) == "#FFFFFFFF")  // clipped away
        #expect(hex(1, 0) == "#FFFFFFFF")
    }
}
