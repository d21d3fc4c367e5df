/// Source-over of `color`, scaled by each of `count` coverage bytes, onto `count` premultiplied RGBA8
/// pixels: per pixel exactly `color.scaled(by: c).composited(over: pixel)`, four pixels at a time in
/// 16-bit lanes (`mul255` fits them: 255 * 255 + 128 + 254 < 65536). Coverage 0 leaves a pixel as it was
/// (`mul255(x, 255) == x`), so empty parts of a glyph cost only the test of four zero bytes.
@inline(__always)
func blendMaskSpan(_ row: UnsafeMutablePointer<UInt8>, mask: UnsafePointer<UInt8>, count: Int, color: PremultipliedRGBA8) {
    let ink = SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(SIMD4<UInt32>(repeating:
        UInt32(color.r) | UInt32(color.g) << 8 | UInt32(color.b) << 16 | UInt32(color.a) << 24), to: SIMD16<UInt8>.self))
    let inkAlpha = SIMD16<UInt16>(repeating: UInt16(color.a))
    var i = 0
    while i + 4 <= count {
        let m = UnsafeRawPointer(mask + i).loadUnaligned(as: UInt32.self).littleEndian
        if m != 0 {
            let spread = SIMD4<UInt32>(m & 0xFF, m >> 8 & 0xFF, m >> 16 & 0xFF, m >> 24) &* 0x0101_0101
            let cover = SIMD16<UInt16>(truncatingIfNeeded: unsafeBitCast(spread, to: SIMD16<UInt8>.self))
            let pixels = UnsafeMutableRawPointer(row + i * 4)
            let below = SIMD16<UInt16>(truncatingIfNeeded: pixels.loadUnaligned(as: SIMD16<UInt8>.self))
            let out = lanesMul255(ink, cover) &+ lanesMul255(below, 255 &- lanesMul255(inkAlpha, cover))
            pixels.storeBytes(of: SIMD16<UInt8>(truncatingIfNeeded: out), as: SIMD16<UInt8>.self)
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
private func lanesMul255(_ x: SIMD16<UInt16>, _ y: SIMD16<UInt16>) -> SIMD16<UInt16> {
    let p = x &* y &+ 128
    return (p &+ (p &>> 8)) &>> 8
}
