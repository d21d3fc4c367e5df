import Foundation

/// CIELAB under D65 (the sRGB white), the space CIEDE2000 is computed in.
public struct CIELab: Sendable, Hashable {
    /// Lightness, 0...100.
    public let l: Double
    /// Green (−) to red (+).
    public let a: Double
    /// Blue (−) to yellow (+).
    public let b: Double

    /// A colour with these coordinates.
    public init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The opaque sRGB colour's coordinates (alpha ignored), through linear sRGB and XYZ (IEC 61966-2-1).
    public init(_ color: RGBA8) {
        let r = SRGBTransfer.linear(Double(color.r) / 255), g = SRGBTransfer.linear(Double(color.g) / 255)
        let bl = SRGBTransfer.linear(Double(color.b) / 255)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIEDE2000 colour difference (Sharma, Wu and Dalal 2005), with kL = kC = kH = 1: about 1 is the
    /// smallest difference most people see side by side.
    public func deltaE2000(_ other: CIELab) -> Double {
        let (l1, a1, b1, l2, a2, b2) = (l, a, b, other.l, other.a, other.b)
        let c1 = (a1 * a1 + b1 * b1).squareRoot(), c2 = (a2 * a2 + b2 * b2).squareRoot()
        let cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(cMean, 7) / (pow(cMean, 7) + pow(25, 7))).squareRoot())
        let a1p = (1 + g) * a1, a2p = (1 + g) * a2
        let c1p = (a1p * a1p + b1 * b1).squareRoot(), c2p = (a2p * a2p + b2 * b2).squareRoot()
        func hue(_ b: Double, _ a: Double) -> Double {
            guard b != 0 || a != 0 else { return 0 }
            let h = atan2(b, a) * 180 / .pi
            return h < 0 ? h + 360 : h
        }
        let h1p = hue(b1, a1p), h2p = hue(b2, a2p)
        let dLp = l2 - l1, dCp = c2p - c1p
        var dhp = 0.0
        if c1p * c2p != 0 {
            dhp = h2p - h1p
            if dhp > 180 { dhp -= 360 } else if dhp < -180 { dhp += 360 }
        }
        let dHp = 2 * (c1p * c2p).squareRoot() * sin(dhp / 2 * .pi / 180)
        let lMean = (l1 + l2) / 2, cpMean = (c1p + c2p) / 2
        var hMean = h1p + h2p
        if c1p * c2p != 0 {
            if abs(h1p - h2p) <= 180 { hMean /= 2 } else { hMean = h1p + h2p < 360 ? (hMean + 360) / 2 : (hMean - 360) / 2 }
        }
        let t = 1 - 0.17 * cos((hMean - 30) * .pi / 180) + 0.24 * cos(2 * hMean * .pi / 180)
            + 0.32 * cos((3 * hMean + 6) * .pi / 180) - 0.20 * cos((4 * hMean - 63) * .pi / 180)
        let dTheta = 30 * exp(-pow((hMean - 275) / 25, 2))
        let rc = 2 * (pow(cpMean, 7) / (pow(cpMean, 7) + pow(25, 7))).squareRoot()
        let sl = 1 + 0.015 * pow(lMean - 50, 2) / (20 + pow(lMean - 50, 2)).squareRoot()
        let sc = 1 + 0.045 * cpMean, sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * .pi / 180) * rc
        let terms = (dLp / sl, dCp / sc, dHp / sh)
        return (terms.0 * terms.0 + terms.1 * terms.1 + terms.2 * terms.2 + rt * terms.1 * terms.2).squareRoot()
    }
}
