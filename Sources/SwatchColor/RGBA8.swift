/// Straight (non-premultiplied) 8-bit sRGB colour, as users, hex codes and PNG files see it.
public struct RGBA8: Hashable, Sendable {
    /// Red, 0...255.
    public var r: UInt8
    /// Green, 0...255.
    public var g: UInt8
    /// Blue, 0...255.
    public var b: UInt8
    /// Alpha, 0 (transparent) ... 255 (opaque).
    public var a: UInt8

    /// A colour from its channels; opaque unless `a` is given.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// Opaque black, `#000000FF`.
    public static let black = RGBA8(r: 0, g: 0, b: 0)
    /// Opaque white, `#FFFFFFFF`.
    public static let white = RGBA8(r: 255, g: 255, b: 255)
    /// Fully transparent black, `#00000000` (`UIColor.clear`).
    public static let clear = RGBA8(r: 0, g: 0, b: 0, a: 0)

    /// Whether nothing shows through (alpha 255).
    public var isOpaque: Bool { a == 255 }

    /// The same colour with its channels scaled by alpha, as the canvas stores it.
    package var premultiplied: PremultipliedRGBA8 {
        PremultipliedRGBA8(
            r: mul255(r, a), g: mul255(g, a), b: mul255(b, a), a: a)
    }

    /// The colour seen when this one is drawn source-over onto `background`, with 8-bit rounding at each
    /// step exactly as the canvas composites; the result is opaque when `background` is.
    public func composited(over background: RGBA8) -> RGBA8 {
        premultiplied.composited(over: background.premultiplied).straight
    }

    /// The colour seen through `layers` stacked bottom first (a view, its table, a cell, a content view),
    /// composited in premultiplied 8-bit space exactly as the canvas draws them.
    public static func stacked(_ layers: [RGBA8]) -> RGBA8 {
        guard let bottom = layers.first else { return .clear }
        return layers.dropFirst().reduce(bottom.premultiplied) { below, layer in
            layer.premultiplied.composited(over: below)
        }.straight
    }
}

/// Rounds `x * y / 255` to the nearest integer for 8-bit `x` and `y`, exactly.
@inline(__always)
func mul255(_ x: UInt8, _ y: UInt8) -> UInt8 {
    let p = UInt32(x) * UInt32(y) + 128
    return UInt8((p + (p >> 8)) >> 8)
}
