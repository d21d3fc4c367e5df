import Foundation

/// Björn Ottosson's OKLab (2020) and its polar form OKLCH, for moving a colour's lightness while its hue
/// and chroma stay: how `swatch check` finds the nearest passing colour. Components are on the scale the
/// CSS Color 4 spec uses: L 0...1, a and b about ±0.4, C ≥ 0, h in degrees.
public struct OKLCH: Sendable, Hashable {
    /// Perceived lightness, 0 (black) ... 1 (white).
    public var lightness: Double
    /// Chroma, 0 for greys.
    public var chroma: Double
    /// Hue angle in degrees, 0..<360.
    public var hue: Double

    /// A colour with these coordinates.
    public init(lightness: Double, chroma: Double, hue: Double) {
        self.lightness = lightness
        self.chroma = chroma
        self.hue = hue
    }

    /// The colour of gamma-encoded sRGB fractions.
    public init(srgb red: Double, _ green: Double, _ blue: Double) {
        let (l, a, b) = OKLCH.oklab(linear: [red, green, blue].map(SRGBTransfer.linear))
        lightness = l
        chroma = (a * a + b * b).squareRoot()
        let degrees = atan2(b, a) * 180 / .pi
        hue = degrees < 0 ? degrees + 360 : degrees
    }

    /// Gamma-encoded sRGB fractions; outside 0...1 where the colour is outside sRGB.
    public var srgb: (red: Double, green: Double, blue: Double) { srgb(HueAngle(degrees: hue)) }

    /// `srgb` with the hue's cosine and sine worked out already (`angle` is this colour's hue): a search
    /// that moves only lightness and chroma takes them once, not for every colour it tries.
    package func srgb(_ angle: HueAngle) -> (red: Double, green: Double, blue: Double) {
        let linear = linearSRGB(angle)
        return (SRGBTransfer.encoded(linear.red), SRGBTransfer.encoded(linear.green), SRGBTransfer.encoded(linear.blue))
    }

    /// Linear sRGB fractions (`srgb` before the transfer curve), `angle` being this colour's hue.
    package func linearSRGB(_ angle: HueAngle) -> (red: Double, green: Double, blue: Double) {
        OKLCH.linearSRGB(l: lightness, a: chroma * angle.cosine, b: chroma * angle.sine)
    }

    /// A hue's cosine and sine.
    package struct HueAngle {
        let cosine: Double
        let sine: Double

        package init(degrees: Double) {
            let radians = degrees * .pi / 180
            cosine = cos(radians)
            sine = sin(radians)
        }
    }

    /// Linear sRGB to OKLab (Ottosson's M1, cube root, M2).
    static func oklab(linear c: [Double]) -> (Double, Double, Double) {
        let l = cbrt(0.4122214708 * c[0] + 0.5363325363 * c[1] + 0.0514459929 * c[2])
        let m = cbrt(0.2119034982 * c[0] + 0.6806995451 * c[1] + 0.1073969566 * c[2])
        let s = cbrt(0.0883024619 * c[0] + 0.2817188376 * c[1] + 0.6299787005 * c[2])
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// OKLab to linear sRGB (the inverse matrices).
    static func linearSRGB(l L: Double, a: Double, b: Double) -> (Double, Double, Double) {
        let l = L + 0.3963377774 * a + 0.2158037573 * b
        let m = L - 0.1055613458 * a - 0.0638541728 * b
        let s = L - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
        return (4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3)
    }
}
