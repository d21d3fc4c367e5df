import Foundation

/// CIE 1976 L*a*b* under the D65 white point: what CIEDE2000 measures differences in.
///
/// sRGB's own white is D65 (IEC 61966-2-1), so swatch converts sRGB to XYZ with the standard's matrix and
/// takes that white as the reference, with no chromatic adaptation: sRGB white is exactly L* 100, a* 0,
/// b* 0, and greys have a* = b* = 0. (ICC profiles use D50 and adapt with Bradford; for distances between
/// colours on one sRGB screen the display's own white is the usual choice, as DaltonLens and colour-science
/// make for sRGB.)
public struct CIELAB: Sendable, Hashable {
    /// Lightness, 0 (black) ... 100 (white).
    public var l: Double
    /// Green (negative) ... red (positive).
    public var a: Double
    /// Blue (negative) ... yellow (positive).
    public var b: Double

    /// A colour with these coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The colour of linear-light sRGB fractions (0...1 in gamut).
    public init(linearSRGB red: Double, _ green: Double, _ blue: Double) {
        let m = Self.xyzFromLinearSRGB
        let x = m[0] * red + m[1] * green + m[2] * blue
        let y = m[3] * red + m[4] * green + m[5] * blue
        let z = m[6] * red + m[7] * green + m[8] * blue
        let (fx, fy, fz) = (Self.f(x / Self.white.x), Self.f(y / Self.white.y), Self.f(z / Self.white.z))
        l = 116 * fy - 16
        a = 500 * (fx - fy)
        b = 200 * (fy - fz)
    }

    /// The colour of an 8-bit sRGB colour (alpha ignored: composite it first).
    public init(_ color: RGBA8) {
        self.init(linearSRGB: SRGBTransfer.linear(Double(color.r) / 255), SRGBTransfer.linear(Double(color.g) / 255),
                  SRGBTransfer.linear(Double(color.b) / 255))
    }

    /// Linear sRGB → CIE XYZ (D65), rows X, Y, Z: the sRGB primaries and white, to seven places.
    static let xyzFromLinearSRGB: [Double] = [
        0.4124564, 0.3575761, 0.1804375,
        0.2126729, 0.7151522, 0.0721750,
        0.0193339, 0.1191920, 0.9503041,
    ]

    /// The reference white: XYZ of sRGB white (the rows' sums), D65 = (0.95047, 1.00000, 1.08883).
    static let white: (x: Double, y: Double, z: Double) = {
        let m = xyzFromLinearSRGB
        return (m[0] + m[1] + m[2], m[3] + m[4] + m[5], m[6] + m[7] + m[8])
    }()

    /// CIE's cube root with its linear segment near black (ε = 216/24389, κ = 24389/27).
    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
}
