import Foundation
import SwatchColor

/// The colour spaces of the Design Tokens Color Module (2025.10), and how each becomes gamma-encoded
/// sRGB: with the matrices, white points and transfer functions of CSS Color 4's sample conversion code
/// (lab and lch are relative to D50 and adapted to D65 with the Bradford matrices, as CSS does).
/// Display P3 is converted exactly as asset catalogs are (`DisplayP3`), so the same colour gives the same
/// bytes from either. Results are extended sRGB: a colour outside the sRGB gamut has a component below 0
/// or above 1, and the caller clips it.
enum TokenColorSpace: String, CaseIterable, Sendable {
    case srgb
    case srgbLinear = "srgb-linear"
    case hsl
    case hwb
    case lab
    case lch
    case oklab
    case oklch
    case displayP3 = "display-p3"
    case a98RGB = "a98-rgb"
    case prophotoRGB = "prophoto-rgb"
    case rec2020
    case xyzD65 = "xyz-d65"
    case xyzD50 = "xyz-d50"

    /// The component that is a hue angle in degrees, for the spaces that have one.
    var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Gamma-encoded sRGB fractions for `c`, the three components as the colour module defines them
    /// (hsl and hwb in degrees and percent, lab's L in percent, oklab's L as a fraction, ...).
    func srgbEncoded(_ c: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        switch self {
        case .srgb: return c
        case .displayP3: return DisplayP3.srgbEncoded(red: c.0, green: c.1, blue: c.2)
        case .hsl: return CSSColor.hsl(hue: c.0, saturation: c.1, lightness: c.2)
        case .hwb: return CSSColor.hwb(hue: c.0, whiteness: c.1, blackness: c.2)
        default: return CSSColor.encoded(linearSRGB: linearSRGB(c))
        }
    }

    /// Linear-light sRGB for the spaces that get there through CIE XYZ.
    private func linearSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
        switch self {
        case .srgb, .displayP3, .hsl, .hwb: return CSSColor.linear(c)
        case .srgbLinear: return c
        case .xyzD65: return CSSColor.xyzToLinearSRGB * c
        case .xyzD50: return CSSColor.xyzToLinearSRGB * (CSSColor.d50ToD65 * c)
        case .lab: return CSSColor.xyzToLinearSRGB * (CSSColor.d50ToD65 * CSSColor.labToXYZ(c))
        case .lch: return TokenColorSpace.lab.linearSRGB(CSSColor.polarToRectangular(c))
        case .oklab: return CSSColor.xyzToLinearSRGB * CSSColor.oklabToXYZ(c)
        case .oklch: return TokenColorSpace.oklab.linearSRGB(CSSColor.polarToRectangular(c))
        case .a98RGB:
            let linear = CSSColor.map(c) { CSSColor.signed($0) { pow($0, 563 / 256) } }
            return CSSColor.xyzToLinearSRGB * (CSSColor.a98ToXYZ * linear)
        case .prophotoRGB:
            let linear = CSSColor.map(c) { value in abs(value) <= 16 / 512 ? value / 16 : CSSColor.signed(value) { pow($0, 1.8) } }
            return CSSColor.xyzToLinearSRGB * (CSSColor.d50ToD65 * (CSSColor.prophotoToXYZ * linear))
        case .rec2020:
            let alpha = 1.09929682680944, beta = 0.018053968510807
            let linear = CSSColor.map(c) { value in
                abs(value) < beta * 4.5 ? value / 4.5 : CSSColor.signed(value) { pow(($0 + alpha - 1) / alpha, 1 / 0.45) }
            }
            return CSSColor.xyzToLinearSRGB * (CSSColor.rec2020ToXYZ * linear)
        }
    }
}

/// CSS Color 4's conversion constants and functions (§ 18, "Sample code for color conversions"),
/// with its rational matrices written as the fractions the specification gives.
enum CSSColor {
    /// CIE XYZ (D65) → linear-light sRGB.
    static let xyzToLinearSRGB = Matrix3(rows: [
        [12831 / 3959, -329 / 214, -1974 / 3959],
        [-851781 / 878810, 1648619 / 878810, 36519 / 878810],
        [705 / 12673, -2585 / 12673, 705 / 667],
    ])
    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65 = Matrix3(rows: [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ])
    /// Linear-light a98-rgb → XYZ (D65).
    static let a98ToXYZ = Matrix3(rows: [
        [573536 / 994567, 263643 / 1420810, 187206 / 994567],
        [591459 / 1989134, 6239551 / 9945670, 374412 / 4972835],
        [53769 / 1989134, 351524 / 4972835, 4929758 / 4972835],
    ])
    /// Linear-light prophoto-rgb → XYZ (D50); not rational, given to 64-bit accuracy.
    static let prophotoToXYZ = Matrix3(rows: [
        [0.79776664490064230, 0.13518129740053308, 0.03134773412839220],
        [0.28807482881940130, 0.71183523424187300, 0.00008993693872564],
        [0, 0, 0.82510460251046020],
    ])
    /// Linear-light rec2020 → XYZ (D65).
    static let rec2020ToXYZ = Matrix3(rows: [
        [63426534 / 99577255, 20160776 / 139408157, 47086771 / 278816314],
        [26158966 / 99577255, 472592308 / 697040785, 8267143 / 139408157],
        [0, 19567812 / 697040785, 295819943 / 278816314],
    ])
    /// OKLab → non-linear LMS.
    static let oklabToLMS = Matrix3(rows: [
        [1, 0.3963377773761749, 0.2158037573099136],
        [1, -0.1055613458156586, -0.0638541728258133],
        [1, -0.0894841775298119, -1.2914855480194092],
    ])
    /// Linear LMS → XYZ (D65).
    static let lmsToXYZ = Matrix3(rows: [
        [1.2268798758459243, -0.5578149944602171, 0.2813910456659647],
        [-0.0405757452148008, 1.1122868032803170, -0.0717110580655164],
        [-0.0763729366746601, -0.4214933324022432, 1.5869240198367816],
    ])
    /// The D50 white as XYZ, from its four-figure chromaticity.
    static let d50 = (0.3457 / 0.3585, 1.0, (1 - 0.3457 - 0.3585) / 0.3585)

    /// CIE Lab (D50) → XYZ (D50).
    static func labToXYZ(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        let kappa = 24389.0 / 27, epsilon = 216.0 / 24389
        let f1 = (lab.0 + 16) / 116
        let f0 = lab.1 / 500 + f1
        let f2 = f1 - lab.2 / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab.0 > kappa * epsilon ? pow((lab.0 + 16) / 116, 3) : lab.0 / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return (x * d50.0, y * d50.1, z * d50.2)
    }

    /// OKLab → XYZ (D65).
    static func oklabToXYZ(_ lab: (Double, Double, Double)) -> (Double, Double, Double) {
        lmsToXYZ * map(oklabToLMS * lab) { $0 * $0 * $0 }
    }

    /// (L, chroma, hue in degrees) → (L, a, b).
    static func polarToRectangular(_ lch: (Double, Double, Double)) -> (Double, Double, Double) {
        let radians = lch.2 * Double.pi / 180
        return (lch.0, lch.1 * cos(radians), lch.1 * sin(radians))
    }

    /// HSL (hue in degrees, saturation and lightness in percent) → sRGB.
    static func hsl(hue: Double, saturation: Double, lightness: Double) -> (red: Double, green: Double, blue: Double) {
        var hue = hue.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        let s = saturation / 100, l = lightness / 100
        func f(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return (f(0), f(8), f(4))
    }

    /// HWB (hue in degrees, whiteness and blackness in percent) → sRGB.
    static func hwb(hue: Double, whiteness: Double, blackness: Double) -> (red: Double, green: Double, blue: Double) {
        let w = whiteness / 100, b = blackness / 100
        if w + b >= 1 {
            let gray = w / (w + b)
            return (gray, gray, gray)
        }
        let pure = hsl(hue: hue, saturation: 100, lightness: 50)
        return map(pure) { $0 * (1 - w - b) + w }
    }

    static func linear(_ c: (Double, Double, Double)) -> (Double, Double, Double) { map(c, SRGBTransfer.linear) }

    static func encoded(linearSRGB c: (Double, Double, Double)) -> (red: Double, green: Double, blue: Double) {
        map(c, SRGBTransfer.encoded)
    }

    /// `curve` applied to the magnitude, the sign kept: the extended transfer functions of CSS.
    static func signed(_ value: Double, _ curve: (Double) -> Double) -> Double {
        value < 0 ? -curve(-value) : curve(value)
    }

    static func map(_ c: (Double, Double, Double), _ transform: (Double) -> Double) -> (Double, Double, Double) {
        (transform(c.0), transform(c.1), transform(c.2))
    }
}
