import SwatchColor

/// Display P3 → sRGB. Both spaces use the D65 white point and the sRGB transfer curve; only the primaries
/// differ, so the conversion is: decode the curve, apply a 3x3 matrix on linear light, encode the curve.
enum DisplayP3 {
    /// CIE 1931 xy chromaticities of the red, green and blue primaries and the white point.
    struct Chromaticities {
        let red: (x: Double, y: Double)
        let green: (x: Double, y: Double)
        let blue: (x: Double, y: Double)
        let white: (x: Double, y: Double)
    }

    /// D65 as both standards give it (4 digits, as in IEC 61966-2-1 and SMPTE EG 432-1).
    static let d65 = (x: 0.3127, y: 0.3290)
    /// IEC 61966-2-1 (sRGB, the ITU-R BT.709 primaries).
    static let srgbPrimaries = Chromaticities(red: (0.640, 0.330), green: (0.300, 0.600), blue: (0.150, 0.060), white: d65)
    /// SMPTE EG 432-1 (DCI-P3 primaries with the D65 white: Apple's Display P3).
    static let displayP3Primaries = Chromaticities(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65)

    /// Linear Display P3 → linear sRGB, derived from the primaries above. It comes to
    /// [[1.2249402, -0.2249402, 0], [-0.0420570, 1.0420570, 0], [-0.0196376, -0.0786360, 1.0982736]];
    /// each row sums to 1, so greys stay grey.
    static let linearToLinearSRGB: Matrix3 =
        Matrix3.rgbToXYZ(srgbPrimaries).inverse * Matrix3.rgbToXYZ(displayP3Primaries)

    /// sRGB-encoded fractions for Display P3 encoded fractions (0...1). Colours outside the sRGB gamut come
    /// out below 0 or above 1; the caller clips them.
    static func srgbEncoded(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let linear = linearToLinearSRGB * (SRGBTransfer.linear(red), SRGBTransfer.linear(green), SRGBTransfer.linear(blue))
        return (SRGBTransfer.encoded(linear.0), SRGBTransfer.encoded(linear.1), SRGBTransfer.encoded(linear.2))
    }
}

/// A 3x3 matrix of doubles, row-major: just what a change of RGB primaries needs.
struct Matrix3: Equatable {
    var rows: [[Double]]

    init(rows: [[Double]]) {
        precondition(rows.count == 3 && rows.allSatisfy { $0.count == 3 }, "a 3x3 matrix needs 3 rows of 3")
        self.rows = rows
    }

    /// Linear RGB → CIE XYZ for the given primaries, scaled so that RGB (1, 1, 1) is the white point with Y = 1.
    static func rgbToXYZ(_ space: DisplayP3.Chromaticities) -> Matrix3 {
        // XYZ of a chromaticity at Y = 1.
        func xyz(_ c: (x: Double, y: Double)) -> (Double, Double, Double) { (c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
        let r = xyz(space.red), g = xyz(space.green), b = xyz(space.blue)
        let primaries = Matrix3(rows: [[r.0, g.0, b.0], [r.1, g.1, b.1], [r.2, g.2, b.2]])
        // How much of each primary makes the white point.
        let scale = primaries.inverse * xyz(space.white)
        return Matrix3(rows: primaries.rows.map { [$0[0] * scale.0, $0[1] * scale.1, $0[2] * scale.2] })
    }

    var inverse: Matrix3 {
        let m = rows
        let cofactors: [[Double]] = [
            [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[1][2] * m[2][0] - m[1][0] * m[2][2], m[1][0] * m[2][1] - m[1][1] * m[2][0]],
            [m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1]],
            [m[0][1] * m[1][2] - m[0][2] * m[1][1], m[0][2] * m[1][0] - m[0][0] * m[1][2], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        let determinant = m[0][0] * cofactors[0][0] + m[0][1] * cofactors[0][1] + m[0][2] * cofactors[0][2]
        precondition(determinant != 0, "the primaries must not be collinear")
        // The inverse is the transposed cofactor matrix over the determinant.
        return Matrix3(rows: (0..<3).map { i in (0..<3).map { j in cofactors[j][i] / determinant } })
    }

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + lhs.rows[i][$1] * rhs.rows[$1][j] } } })
    }

    static func * (lhs: Matrix3, v: (Double, Double, Double)) -> (Double, Double, Double) {
        let r = lhs.rows
        return (r[0][0] * v.0 + r[0][1] * v.1 + r[0][2] * v.2,
                r[1][0] * v.0 + r[1][1] * v.1 + r[1][2] * v.2,
                r[2][0] * v.0 + r[2][1] * v.1 + r[2][2] * v.2)
    }
}
