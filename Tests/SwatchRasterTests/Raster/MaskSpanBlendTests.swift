import Testing
@testable import SwatchRaster
@testable import SwatchColor
import SwatchTestSupport

/// The glyph-mask blend's vector paths (eight pixels a step with AVX2, then four in Swift) give exactly the
/// per-pixel definition, `color.scaled(by: c).composited(over: pixel)`, on random spans.
@Suite struct MaskSpanBlendTests {
    /// The definition, one pixel at a time.
    static func scalar(_ row: [UInt8], mask: [UInt8], color: PremultipliedRGBA8) -> [UInt8] {
        var out = row
        for i in mask.indices where mask[i] != 0 {
            let p = i * 4
            let blended = color.scaled(by: mask[i]).composited(over: PremultipliedRGBA8(r: row[p], g: row[p + 1], b: row[p + 2], a: row[p + 3]))
            out[p ..< p + 4] = [blended.r, blended.g, blended.b, blended.a]
        }
        return out
    }

    /// `blend` applied to a copy of `row`.
    static func blended(_ row: [UInt8], mask: [UInt8], color: PremultipliedRGBA8,
                        by blend: (UnsafeMutablePointer<UInt8>, UnsafePointer<UInt8>, Int, PremultipliedRGBA8) -> Void) -> [UInt8] {
        var out = row
        out.withUnsafeMutableBufferPointer { pixels in
            mask.withUnsafeBufferPointer { blend(pixels.baseAddress!, $0.baseAddress!, mask.count, color) }
        }
        return out
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func vectorPathsEqualTheDefinition(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for count in 1 ... 70 {  // every length: whole eight-pixel steps and each remainder
            // Pixels and colour premultiplied (each channel at most its alpha), as the canvas holds them; masks with
            // runs of zeros and of full coverage, as glyphs have.
            func pixel() -> [UInt8] {
                let a = UInt8.random(in: 0 ... 255, using: &random)
                return (0 ..< 3).map { _ in UInt8.random(in: 0 ... a, using: &random) } + [a]
            }
            let row = (0 ..< count).flatMap { _ in pixel() }
            let mask = (0 ..< count).map { _ -> UInt8 in
                switch Int.random(in: 0 ..< 4, using: &random) {
                case 0: 0
                case 1: 255
                default: UInt8.random(in: 0 ... 255, using: &random)
                }
            }
            let c = pixel()
            let color = PremultipliedRGBA8(r: c[0], g: c[1], b: c[2], a: c[3])
            let expected = Self.scalar(row, mask: mask, color: color)
            #expect(Self.blended(row, mask: mask, color: color) { blendMaskSpan($0, mask: $1, count: $2, color: $3) } == expected,
                    "AVX2 and Swift: \(count) pixels, colour \(c)")
            #expect(Self.blended(row, mask: mask, color: color) { blendMaskSpanInSwift($0, mask: $1, count: $2, color: $3) } == expected,
                    "Swift alone: \(count) pixels, colour \(c)")
        }
    }

    /// The RGB span blend (opaque pixels, three bytes each) gives the definition's red, green and blue over alpha 255,
    /// and writes no byte past the span.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func rgbSpansEqualTheDefinition(seed: UInt64) {
        var random = SplitMix(seed: seed)
        for count in 1 ... 70 {
            let rgb = (0 ..< count * 3).map { _ in UInt8.random(in: 0 ... 255, using: &random) }
            let mask = (0 ..< count).map { _ -> UInt8 in Int.random(in: 0 ..< 3, using: &random) == 0 ? 0 : UInt8.random(in: 0 ... 255, using: &random) }
            let a = UInt8.random(in: 0 ... 255, using: &random)
            let color = PremultipliedRGBA8(r: UInt8.random(in: 0 ... a, using: &random), g: UInt8.random(in: 0 ... a, using: &random),
                                           b: UInt8.random(in: 0 ... a, using: &random), a: a)
            var rgba: [UInt8] = []
            for i in 0 ..< count { rgba += [rgb[i * 3], rgb[i * 3 + 1], rgb[i * 3 + 2], 255] }
            let blended = Self.scalar(rgba, mask: mask, color: color)
            let expected: [UInt8] = (0 ..< count * 4).filter { $0 % 4 != 3 }.map { blended[$0] }
            var out = rgb + [0xAB]
            out.withUnsafeMutableBufferPointer { pixels in
                mask.withUnsafeBufferPointer { blendMaskRGBSpan(pixels.baseAddress!, mask: $0.baseAddress!, count: count, color: color) }
            }
            #expect(Array(out.prefix(count * 3)) == expected, "\(count) pixels, colour \(color)")
            #expect(out.last == 0xAB, "the byte after the span is left alone")
        }
    }
}
