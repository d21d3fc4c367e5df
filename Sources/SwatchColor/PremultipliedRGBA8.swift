/// Premultiplied 8-bit sRGB colour: `r`, `g`, `b` are never greater than `a`. The only form the canvas stores.
package struct PremultipliedRGBA8: Hashable, Sendable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Source-over on gamma-encoded 8-bit values, as Core Graphics composites UIKit views:
    /// `result = self + background * (255 - self.a) / 255`, rounded per channel.
    @inline(__always)
    package func composited(over background: PremultipliedRGBA8) -> PremultipliedRGBA8 {
        let keep = 255 - a
        return PremultipliedRGBA8(
            r: r &+ mul255(background.r, keep),
            g: g &+ mul255(background.g, keep),
            b: b &+ mul255(background.b, keep),
            a: a &+ mul255(background.a, keep))
    }

    /// This colour with its coverage (anti-aliasing) applied: every channel scaled by `coverage / 255`.
    @inline(__always)
    package func scaled(by coverage: UInt8) -> PremultipliedRGBA8 {
        if coverage == 255 { return self }
        return PremultipliedRGBA8(
            r: mul255(r, coverage), g: mul255(g, coverage), b: mul255(b, coverage), a: mul255(a, coverage))
    }

    /// The straight colour; channels round to nearest, and a fully transparent colour becomes clear black.
    var straight: RGBA8 {
        if a == 255 { return RGBA8(r: r, g: g, b: b, a: 255) }
        if a == 0 { return .clear }
        let half = UInt32(a) / 2
        func demultiply(_ c: UInt8) -> UInt8 { UInt8(min(255, (UInt32(c) * 255 + half) / UInt32(a))) }
        return RGBA8(r: demultiply(r), g: demultiply(g), b: demultiply(b), a: a)
    }
}
