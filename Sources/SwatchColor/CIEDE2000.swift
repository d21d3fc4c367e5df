import Foundation

extension CIELAB {
    /// The CIEDE2000 colour difference ΔE00 to `other` (CIE 142-2001), with the parametric factors
    /// kL = kC = kH = 1, as written out by Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
    /// Implementation Notes, Supplementary Test Data, and Mathematical Observations", Color Research &
    /// Application 30(1), 2005, equations (1)-(17). Hues are in degrees; a colour with no chroma has hue 0,
    /// and the mean hue of a pair where one has no chroma is the sum of the two (their note on eq. 14).
    /// About 1 is a just-noticeable difference; the result is symmetric.
    public func deltaE2000(to other: CIELAB) -> Double {
        let pow25to7 = 6_103_515_625.0  // 25^7
        let meanChroma = ((a * a + b * b).squareRoot() + (other.a * other.a + other.b * other.b).squareRoot()) / 2
        let c7 = pow(meanChroma, 7)
        let g = 0.5 * (1 - (c7 / (c7 + pow25to7)).squareRoot())
        let a1 = (1 + g) * a, a2 = (1 + g) * other.a
        let c1 = (a1 * a1 + b * b).squareRoot(), c2 = (a2 * a2 + other.b * other.b).squareRoot()
        let h1 = Self.hueDegrees(b, a1), h2 = Self.hueDegrees(other.b, a2)

        let deltaL = other.l - l
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(Self.radians(deltaHue / 2))

        let meanL = (l + other.l) / 2
        let meanC = (c1 + c2) / 2
        var meanHue = h1 + h2
        if c1 * c2 != 0 {
            if abs(h1 - h2) <= 180 { meanHue = (h1 + h2) / 2 }
            else if h1 + h2 < 360 { meanHue = (h1 + h2 + 360) / 2 }
            else { meanHue = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(Self.radians(meanHue - 30)) + 0.24 * cos(Self.radians(2 * meanHue))
            + 0.32 * cos(Self.radians(3 * meanHue + 6)) - 0.20 * cos(Self.radians(4 * meanHue - 63))
        let deltaTheta = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let meanC7 = pow(meanC, 7)
        let rc = 2 * (meanC7 / (meanC7 + pow25to7)).squareRoot()
        let lFromMid = (meanL - 50) * (meanL - 50)
        let sl = 1 + 0.015 * lFromMid / (20 + lFromMid).squareRoot()
        let sc = 1 + 0.045 * meanC
        let sh = 1 + 0.015 * meanC * t
        let rt = -sin(Self.radians(2 * deltaTheta)) * rc

        let (dl, dc, dh) = (deltaL / sl, deltaC / sc, deltaH / sh)
        return (dl * dl + dc * dc + dh * dh + rt * dc * dh).squareRoot()
    }

    /// atan2 in degrees, 0..<360; 0 where both are 0.
    private static func hueDegrees(_ y: Double, _ x: Double) -> Double {
        if x == 0 && y == 0 { return 0 }
        let degrees = atan2(y, x) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
