import Foundation
import SwatchKit

/// Small straight-RGBA8 images for the compare tests, built in code.
public enum TestImages {
    public static let black: [UInt8] = [0, 0, 0, 255]
    public static let white: [UInt8] = [255, 255, 255, 255]
    public static let red: [UInt8] = [255, 0, 0, 255]

    /// A `width` x `height` image of one colour.
    public static func filled(_ width: Int, _ height: Int, _ rgba: [UInt8]) -> PNGImage {
        PNGImage(width: width, height: height, pixels: Array((0..<width * height).map { _ in rgba }.joined()))
    }

    /// `image` with the pixel at (x, y) replaced.
    public static func setting(_ image: PNGImage, _ x: Int, _ y: Int, to rgba: [UInt8]) -> PNGImage {
        var pixels = image.pixels
        pixels.replaceSubrange((y * image.width + x) * 4..<(y * image.width + x) * 4 + 4, with: rgba)
        return PNGImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// `width` x `height` of colours that change from pixel to pixel and row to row, every fourth translucent.
    public static func gradient(_ width: Int, _ height: Int) -> PNGImage {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width { pixels += [UInt8((x * 7 + y * 3) % 256), UInt8((y * 5) % 256), UInt8((x * y) % 256), (x + y) % 4 == 0 ? 128 : 255] }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// 8 x 8: black left (x < 4), white right (x > 4), and an anti-aliased grey edge column at x = 4.
    public static func edge(grey: UInt8 = 128) -> PNGImage {
        var pixels = [UInt8]()
        for _ in 0..<8 {
            for x in 0..<8 { pixels += x < 4 ? black : x > 4 ? white : [grey, grey, grey, 255] }
        }
        return PNGImage(width: 8, height: 8, pixels: pixels)
    }

    /// An exact 8-bit RGBA PNG file of `image`, Adam7-interlaced when asked: zlib "stored" blocks need no
    /// compressor, and straight alpha goes in unchanged (the stream writer takes premultiplied pixels, which
    /// loses translucent colour, and never interlaces).
    public static func straightRGBAPNG(_ image: PNGImage, interlaced: Bool = false) -> [UInt8] {
        // Each pass: first column and row, then the steps between them (PNG spec, Adam7).
        let passes = interlaced ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                                : [(0, 0, 1, 1)]
        var raw = [UInt8]()
        for (x0, y0, dx, dy) in passes where x0 < image.width {
            for y in stride(from: y0, to: image.height, by: dy) {
                raw.append(0)  // filter: none
                for x in stride(from: x0, to: image.width, by: dx) { raw += image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4] }
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, raw.count - offset)
            let last: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<offset + count]
            offset += count
        } while offset < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += withUnsafeBytes(of: (b << 16 | a).bigEndian, Array.init)
        var ihdr = [UInt8]()
        for v in [UInt32(image.width), UInt32(image.height)] { ihdr += withUnsafeBytes(of: v.bigEndian, Array.init) }
        ihdr += [8, 6, 0, 0, interlaced ? 1 : 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// Writes `image` as an exact RGBA PNG (interlaced when asked) and returns the path.
    public static func write(_ image: PNGImage, to path: String, interlaced: Bool = false) throws -> String {
        try Data(straightRGBAPNG(image, interlaced: interlaced)).write(to: URL(fileURLWithPath: path))
        return path
    }
}
