import Foundation

/// A lower and an upper bound on the CIEDE2000 difference of two colours (`CIELAB.deltaE2000(to:)`), each a
/// handful of multiplications and one square root, so most pairs are judged against a threshold without the
/// formula's trigonometry. Both hold whatever the formula's hue branch and its weights:
/// ΔE00² = (ΔL/SL)² + Q, where Q = x² + y² + RT·x·y with x = ΔC'/SC, y = ΔH'/SH, and
/// - |RT| ≤ 2 sin 60° (RC ≤ 2, Δθ ≤ 30°), so (1 − |RT|/2)(x² + y²) ≤ Q ≤ (1 + |RT|/2)(x² + y²);
/// - ΔC'² + ΔH'² is D'², the distance of the primed (a', b') points, and D ≤ D' ≤ 1.5 D (a' = (1 + G)a, G ≤ 0.5);
/// - 1 ≤ SC, SH ≤ 1 + 0.045 C̄' (T ≤ 1.93), and C̄' ≤ 1.5 C̄ = 0.75 (C1 + C2) in the unprimed chroma.
struct DeltaE2000Bounds {
    /// At most ΔE00.
    let lower: Double
    /// At least ΔE00.
    let upper: Double

    /// A colour's coordinates as the bounds use them: L, a, b and the chroma √(a² + b²).
    struct Point {
        let l, a, b, chroma: Double

        init(_ lab: CIELAB) {
            (l, a, b) = (lab.l, lab.a, lab.b)
            chroma = (lab.a * lab.a + lab.b * lab.b).squareRoot()
        }
    }

    /// 1 − sin 60°, rounded down: the least share of x² + y² that Q keeps.
    private static let leastHueChromaShare = 0.1339
    /// (1 + sin 60°) · 1.5², rounded up: the most Q can be, per unit of the unprimed squared distance D².
    private static let mostPerSquaredDistance = 4.2
    /// 0.045 · 0.75, rounded up: SC and SH are at most 1 + this · (C1 + C2).
    private static let weightPerChroma = 0.0338

    /// The bounds on ΔE00 between `p` and `q`.
    init(_ p: Point, _ q: Point) {
        let lightness = (q.l - p.l) / Self.lightnessWeight(mean: (p.l + q.l) / 2)
        let (da, db) = (q.a - p.a, q.b - p.b)
        let squaredDistance = da * da + db * db
        let weight = 1 + Self.weightPerChroma * (p.chroma + q.chroma)
        lower = (lightness * lightness + Self.leastHueChromaShare * squaredDistance / (weight * weight)).squareRoot()
        upper = (lightness * lightness + Self.mostPerSquaredDistance * squaredDistance).squareRoot()
    }

    /// SL, the weight CIEDE2000 gives a lightness difference at mean lightness `mean`: the same expression as
    /// the formula's. It grows with the distance of `mean` from 50.
    static func lightnessWeight(mean: Double) -> Double {
        let fromMid = (mean - 50) * (mean - 50)
        return 1 + 0.015 * fromMid / (20 + fromMid).squareRoot()
    }

    /// How far apart the bounds must be from a threshold to decide without the formula: far above the
    /// rounding of either (about 1e-13 of the value), far below any difference a person sees.
    static func slack(for threshold: Double) -> Double { 1e-6 * max(1, abs(threshold)) }
}
