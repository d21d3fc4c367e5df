import Foundation
import SwatchColor

/// Tokens Studio's colour modifier (`$extensions["studio.tokens"].modify`: `type`, `value`, `space`, `color`),
/// computed as `@tokens-studio/sd-transforms` 2.0.3 computes it with colorjs.io 0.5.2
/// (`src/color-modifiers/{lighten,darken,mix,transparentize}.ts`), the published behaviour being the specification:
///
/// - `lighten` by `value` in `srgb` and `p3` moves each channel that part of the way to 1; in `hsl` the lightness
///   that part of the way to 100; in `lch` the lightness that part of the way to 100 *and* the chroma that part
///   of the way to 0. `darken` moves the same towards 0 (and the chroma too, in `lch`). Results stay within
///   0...1 (0...100) as sd-transforms clamps them.
/// - `mix` with `color` interpolates from the colour (0) to `color` (1), `value` clamped to 0...1, in the space's
///   coordinates (gamma-encoded sRGB and Display P3, HSL, LCH), hues along the shorter arc, a missing hue (a grey's)
///   taking the other colour's, alpha interpolated too and not premultiplied (colorjs's `mix`).
/// - `alpha` sets the alpha to `value`, clamped to 0...1 (it replaces the alpha; it does not multiply it).
///
/// The result is in the modifier's space: Display P3 components for `p3` (kept for exports, as a display-p3
/// token's are), extended sRGB for the others. sd-transforms writes it gamut-mapped (CSS Color 4) with 5
/// significant digits; swatch keeps full precision and clips into sRGB with the usual warning.
struct TokenModifier {
    enum Kind: String, CaseIterable {
        case lighten, darken, mix, alpha
    }

    /// The spaces Tokens Studio offers (`ColorSpaceTypes`).
    enum Space: String, CaseIterable {
        case srgb, hsl, lch, p3

        /// The design-token colour space of the same name, for warnings.
        var tokenSpace: TokenColorSpace {
            switch self {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        }
    }

    let kind: Kind
    let space: Space
    /// The modifier's `value`, evaluated.
    let amount: Double
    /// `color`, for `mix`.
    let mixColor: SourceColor?

    /// `color` modified: extended sRGB, or Display P3 for the `p3` space.
    func applied(to color: SourceColor) -> SourceColor {
        let alpha = color.alpha
        switch kind {
        case .alpha:
            let fraction = min(max(amount, 0), 1)
            return space == .p3 ? Self.p3(color).with(alpha: fraction) : Self.srgb(color).with(alpha: fraction)
        case .lighten, .darken:
            let lighten = kind == .lighten
            // A fraction of the way towards `end`, kept on the near side of it.
            func moved(_ value: Double, end: Double) -> Double {
                lighten ? min(end, value + amount * (end - value)) : max(0, value - amount * value)
            }
            switch space {
            case .srgb, .p3:
                let rgb = space == .p3 ? Self.p3(color) : Self.srgb(color)
                return SourceColor(space: rgb.space, red: moved(rgb.red, end: 1), green: moved(rgb.green, end: 1), blue: moved(rgb.blue, end: 1),
                                   alpha: alpha)
            case .hsl:
                let hsl = CSSColor.hsl(fromSRGB: Self.components(Self.srgb(color)))
                return Self.srgbColor(Self.hslToSRGB((hsl.0, hsl.1, moved(hsl.2, end: 100))), alpha: alpha)
            case .lch:
                let lch = CSSColor.lch(fromSRGB: Self.components(Self.srgb(color)))
                let chroma = max(0, lch.1 - amount * lch.1)
                // colorjs sets the lightness, then reads the colour back and sets the chroma.
                let lightened = CSSColor.lch(fromSRGB: Self.lchToSRGB((moved(lch.0, end: 100), lch.1, lch.2)))
                return Self.srgbColor(Self.lchToSRGB((lightened.0, chroma, lightened.2)), alpha: alpha)
            }
        case .mix:
            let other = mixColor ?? color
            let p = min(max(amount, 0), 1)
            let mixedAlpha = alpha + (other.alpha - alpha) * p
            switch space {
            case .srgb, .p3:
                let (a, b) = space == .p3 ? (Self.p3(color), Self.p3(other)) : (Self.srgb(color), Self.srgb(other))
                return SourceColor(space: a.space, red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
                                   blue: a.blue + (b.blue - a.blue) * p, alpha: mixedAlpha)
            case .hsl:
                let mixed = Self.mixPolar(CSSColor.hsl(fromSRGB: Self.components(Self.srgb(color))),
                                          CSSColor.hsl(fromSRGB: Self.components(Self.srgb(other))), hue: 0, p)
                return Self.srgbColor(Self.hslToSRGB(mixed), alpha: mixedAlpha)
            case .lch:
                let mixed = Self.mixPolar(CSSColor.lch(fromSRGB: Self.components(Self.srgb(color))),
                                          CSSColor.lch(fromSRGB: Self.components(Self.srgb(other))), hue: 2, p)
                return Self.srgbColor(Self.lchToSRGB(mixed), alpha: mixedAlpha)
            }
        }
    }

    /// colorjs's `range` in a polar space: a missing hue (NaN) takes the other's, hues go the shorter way round,
    /// then every coordinate is interpolated (a NaN one taking the other colour's).
    private static func mixPolar(_ a: (Double, Double, Double), _ b: (Double, Double, Double), hue: Int, _ p: Double) -> (Double, Double, Double) {
        var first = [a.0, a.1, a.2], second = [b.0, b.1, b.2]
        var h1 = first[hue], h2 = second[hue]
        if h1.isNaN, !h2.isNaN { h1 = h2 } else if h2.isNaN, !h1.isNaN { h2 = h1 }
        if !h1.isNaN {
            h1 = CSSColor.constrainedAngle(h1)
            h2 = CSSColor.constrainedAngle(h2)
            if h2 - h1 > 180 { h1 += 360 } else if h2 - h1 < -180 { h2 += 360 }
        }
        first[hue] = h1
        second[hue] = h2
        let mixed = zip(first, second).map { start, end in start.isNaN ? end : end.isNaN ? start : start + (end - start) * p }
        return (mixed[0], mixed[1], mixed[2])
    }

    /// HSL (a NaN hue counting as 0, as colorjs converts) → sRGB.
    private static func hslToSRGB(_ hsl: (Double, Double, Double)) -> (Double, Double, Double) {
        let rgb = CSSColor.hsl(hue: hsl.0.isNaN ? 0 : hsl.0, saturation: hsl.1, lightness: hsl.2)
        return (rgb.red, rgb.green, rgb.blue)
    }

    /// LCH (a NaN hue counting as 0, a negative chroma as 0, as colorjs converts) → extended sRGB.
    private static func lchToSRGB(_ lch: (Double, Double, Double)) -> (Double, Double, Double) {
        let rgb = TokenColorSpace.lch.srgbEncoded((lch.0, max(lch.1, 0), lch.2.isNaN ? 0 : lch.2))
        return (rgb.red, rgb.green, rgb.blue)
    }

    private static func components(_ color: SourceColor) -> (Double, Double, Double) { (color.red, color.green, color.blue) }

    private static func srgbColor(_ c: (Double, Double, Double), alpha: Double) -> SourceColor {
        SourceColor(red: c.0, green: c.1, blue: c.2, alpha: alpha)
    }

    /// `color` as extended sRGB.
    static func srgb(_ color: SourceColor) -> SourceColor {
        guard color.space == .displayP3 else { return srgbColor((color.red, color.green, color.blue), alpha: color.alpha) }
        let rgb = DisplayP3.srgbEncoded(red: color.red, green: color.green, blue: color.blue)
        return srgbColor((rgb.red, rgb.green, rgb.blue), alpha: color.alpha)
    }

    /// `color` as (extended) Display P3.
    static func p3(_ color: SourceColor) -> SourceColor {
        if color.space == .displayP3 { return SourceColor(space: .displayP3, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha) }
        let p3 = CSSColor.displayP3(fromSRGB: (color.red, color.green, color.blue))
        return SourceColor(space: .displayP3, red: p3.0, green: p3.1, blue: p3.2, alpha: color.alpha)
    }
}

extension SourceColor {
    /// This colour with `alpha` instead of its own, in the same space.
    func with(alpha: Double) -> SourceColor {
        SourceColor(space: space, red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension CSSColor {
    /// Linear-light sRGB → CIE XYZ (D65), CSS Color 4's rational matrix.
    static let linearSRGBToXYZ = Matrix3(rows: [
        [506752 / 1228815, 87881 / 245763, 12673 / 70218],
        [87098 / 409605, 175762 / 245763, 12673 / 175545],
        [7918 / 409605, 87881 / 737289, 1001167 / 1053270],
    ])
    /// Bradford chromatic adaptation from D65 to D50.
    static let d65ToD50 = Matrix3(rows: [
        [1.0479297925449969, 0.022946870601609652, -0.05019226628920524],
        [0.02962780877005599, 0.9904344267538799, -0.017073799063418826],
        [-0.009243040646204504, 0.015055191490298152, 0.7518742814281371],
    ])
    /// Linear sRGB → linear Display P3, the inverse of `DisplayP3.linearToLinearSRGB`.
    static let linearSRGBToLinearP3 = DisplayP3.linearToLinearSRGB.inverse

    /// An angle in degrees within 0..<360.
    static func constrainedAngle(_ angle: Double) -> Double {
        (angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// Gamma-encoded sRGB → (hue in degrees, NaN for a grey; saturation and lightness in percent): CSS Color 4's
    /// "better" rgbToHsl, as colorjs 0.5 computes it (a negative saturation, far outside sRGB, turns the hue round).
    static func hsl(fromSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let (r, g, b) = rgb
        let maximum = max(r, g, b), minimum = min(r, g, b)
        let lightness = (minimum + maximum) / 2
        let d = maximum - minimum
        var hue = Double.nan, saturation = 0.0
        if d != 0 {
            saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / min(lightness, 1 - lightness)
            switch maximum {
            case r: hue = (g - b) / d + (g < b ? 6 : 0)
            case g: hue = (b - r) / d + 2
            default: hue = (r - g) / d + 4
            }
            hue *= 60
        }
        if saturation < 0 {
            hue += 180
            saturation = abs(saturation)
        }
        if hue >= 360 { hue -= 360 }
        return (hue, saturation * 100, lightness * 100)
    }

    /// Gamma-encoded sRGB → CIE LCH (D50): lightness, chroma, hue in degrees (NaN when a and b are both under
    /// 0.02, colorjs's threshold for a grey).
    static func lch(fromSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        let xyz = d65ToD50 * (linearSRGBToXYZ * linear(rgb))
        let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
        let scaled = (xyz.0 / d50.0, xyz.1 / d50.1, xyz.2 / d50.2)
        let f = map(scaled) { $0 > epsilon ? cbrt($0) : (kappa * $0 + 16) / 116 }
        let l = 116 * f.1 - 16, a = 500 * (f.0 - f.1), b = 200 * (f.1 - f.2)
        let hue = abs(a) < 0.02 && abs(b) < 0.02 ? Double.nan : constrainedAngle(atan2(b, a) * 180 / Double.pi)
        return (l, (a * a + b * b).squareRoot(), hue)
    }

    /// Gamma-encoded sRGB → gamma-encoded (extended) Display P3.
    static func displayP3(fromSRGB rgb: (Double, Double, Double)) -> (Double, Double, Double) {
        map(linearSRGBToLinearP3 * linear(rgb), SRGBTransfer.encoded)
    }
}
