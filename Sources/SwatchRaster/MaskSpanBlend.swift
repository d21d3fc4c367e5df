import CSwatchRaster
import SwatchColor

/// Source-over of `color`, scaled by each of `count` coverage bytes, onto `count` premultiplied RGBA8
/// pixels: per pixel exactly `color.scaled(by: c).composited(over: pixel)`, eight pixels a step with AVX2 where the
/// CPU has it (`CSwatchRaster`), else four at a time here (`blendMaskSpanInSwift`).
@inline(__always)
func blendMaskSpan(_ row: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>, count: Int, color: PremultipliedRGBA8) {
    let packed = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
    let done = swatch_blend_mask_span_avx2(row, mask, count, packed)
    blendMaskSpanInSwift(row + done * 4, mask: mask + done, count: count - done, color: color)
}

/// `blendMaskSpan` onto `count` RGB8 pixels (three bytes each, alpha 255): per pixel the red, green and blue of
/// `color.scaled(by: c).composited(over: pixel)`, eight pixels a step with AVX2 where the CPU has it, else one by one.
@inline(__always)
func blendMaskRGBSpan(_ row: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>, count: Int, color: PremultipliedRGBA8) {
    let packed = UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24
    let done = swatch_blend_mask_span_rgb_avx2(row, mask, count, packed)
    for i in done ..< count where mask[i] != 0 {
        let p = row + i * 3
        let out = color.scaled(by: mask[i]).composited(over: PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: 255))
        p[0] = out.r
        p[1] = out.g
        p[2] = out.b
    }
}

/// `blendMaskSpan` without the AVX2 step, four pixels at a time. Each
/// pixel's red and blue, then green and alpha, sit in 16-bit lanes, where `mul255` fits (255 * 255 + 128
/// + 254 < 65536). Coverage 0 leaves a pixel as it was (`mul255(x, 255) == x`), so the empty parts of a
/// glyph cost only the test of four zero bytes.
@inline(__always)
func blendMaskSpanInSwift(_ row: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>, count: Int, color: PremultipliedRGBA8) {
    let inkRB = unsafeBitCast(SIMD4<UInt32>(repeating: UInt32(color.r) | UInt32(color.b) << 16), to: SIMD8<UInt16>.self)
    let inkGA = unsafeBitCast(SIMD4<UInt32>(repeating: UInt32(color.g) | UInt32(color.a) << 16), to: SIMD8<UInt16>.self)
    var i = 0
    while i + 4 <= count {
        let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self).littleEndian
        if m != 0 {
            let spread = SIMD4<UInt32>(m & 0xFF, m >> 8 & 0xFF, m >> 16 & 0xFF, m >> 24) &* 0x0001_0001
            let cover = unsafeBitCast(spread, to: SIMD8<UInt16>.self)
            let inkGAScaled = lanesMul255(inkGA, cover)
            let keep = 255 &- unsafeBitCast(inkGAScaled, to: SIMD4<UInt32>.self) &>> 16
            let keepLanes = unsafeBitCast(keep &* 0x0001_0001, to: SIMD8<UInt16>.self)
            let pixels = UnsafeMutableRawPointer(row + i * 4)
            let below = pixels.loadUnaligned(as: SIMD4<UInt32>.self)
            let rb = lanesMul255(inkRB, cover) &+ lanesMul255(unsafeBitCast(below & 0x00FF_00FF, to: SIMD8<UInt16>.self), keepLanes)
            let ga = inkGAScaled &+ lanesMul255(unsafeBitCast(below &>> 8 & 0x00FF_00FF, to: SIMD8<UInt16>.self), keepLanes)
            // Each channel wraps at 8 bits, as UInt8's &+ does.
            let out = unsafeBitCast(rb, to: SIMD4<UInt32>.self) & 0x00FF_00FF | (unsafeBitCast(ga, to: SIMD4<UInt32>.self) & 0x00FF_00FF) &<< 8
            pixels.storeBytes(of: out, as: SIMD4<UInt32>.self)
        }
        i += 4
    }
    while i < count {
        let c = mask[i]
        if c != 0 {
            let p = row + i * 4
            let out = color.scaled(by: c).composited(over: PremultipliedRGBA8(r: p[0], g: p[1], b: p[2], a: p[3]))
            p[0] = out.r
            p[1] = out.g
            p[2] = out.b
            p[3] = out.a
        }
        i += 1
    }
}

/// `mul255` in each lane.
@inline(__always)
private func lanesMul255(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
    let p = x &* y &+ 128
    return (p &+ (p &>> 8)) &>> 8
}
