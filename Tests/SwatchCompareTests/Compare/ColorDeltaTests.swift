import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

@Suite struct ColorDeltaTests {
    @Test func blackToWhiteIsPureLuma() {
        #expect(abs(ColorDelta.yiq(0xFF00_0000, 0xFFFF_FFFF) - 0.5053 * 255 * 255) < 1)  // 32857
        // No pair of colours goes beyond pixelmatch's maximum (the corners of the RGB cube bound it).
        let corners: [RGBAWord] = (0..<8).map { c in 0xFF00_0000 | (c & 1 == 0 ? 0 : 0xFF) | (c & 2 == 0 ? 0 : 0xFF00) | (c & 4 == 0 ? 0 : 0xFF_0000) }
        let largest = corners.flatMap { a in corners.map { b in ColorDelta.yiq(a, b) } }.max()!
        #expect(largest <= ColorDelta.maxYIQ && largest > ColorDelta.maxYIQ - 1)
        #expect(ColorDelta.yiq(0x8040_2010, 0x8040_2010) == 0)
    }

    @Test func translucentPixelsAreBlendedOverWhite() {
        // Transparent anything is white; half-transparent black is mid grey.
        #expect(ColorDelta.yiq(0x0000_00FF, 0xFFFF_FFFF) == 0)
        let half = BlendedRGB(0x8000_0000)
        #expect(abs(half.r - 127.0) < 0.01 && abs(half.y - 127.0) < 0.01)
    }

    @Test func lumaIsTheBlendedLumaToTheBit() {
        for pixel: RGBAWord in [0xFF00_0000, 0xFFFF_FFFF, 0xFF12_3456, 0x8012_3456, 0x0000_00FF] {
            #expect(BlendedRGB.luma(pixel) == BlendedRGB(pixel).y, "\(String(pixel, radix: 16))")
        }
        #expect(BlendedRGB.luma(0xFF00_0000) == 0 && abs(BlendedRGB.luma(0xFFFF_FFFF) - 255) < 1e-5)
        #expect(abs(BlendedRGB.luma(0x8000_0000) - 127) < 0.01)  // half-transparent black over white
    }

    @Test func channelsUnpackInMemoryOrder() {
        let word: RGBAWord = 0x4433_2211
        #expect(word.red == 0x11 && word.green == 0x22 && word.blue == 0x33 && word.alpha == 0x44)
        #expect(word.maxChannelDelta(0x4433_22FF) == 0xEE)
    }
}
