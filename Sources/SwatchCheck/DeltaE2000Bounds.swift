import Foundation
import SwatchColor

/// A lower and an upper bound on the CIEDE2000 difference of two colours (`CIELAB.deltaE2000(to:)`), each a
/// handful of multiplications and one square root, so most pairs are judged against a threshold without the
/// formula's trigonometry. Both hold whatever the formula's hue branch and its weights:
/// ΔE00² = (ΔL/SL)² + Q, where Q = x² + y² + RT·x·y with x = ΔC'/SC, y = ΔH'/SH, and
/// - |RT| ≤ 2 sin 60° (RC ≤ 2, Δθ ≤ 30°), so (1 − |RT|/2)(x² + y²) ≤ Q ≤ (1 + |RT|/2)(x² + y²); where both b ≥ 0
///   both hues are in 0...180°, so is their mean, at least 95° from RT's centre at 275°, and |RT| < 1e-5;
/// - ΔC'² + ΔH'² is D'², the distance of the primed (a', b') points, and D ≤ D' ≤ 1.5 D (a' = (1 + G)a, G ≤ 0.5);
/// - 1 + 0.015 · 0.36 C̄' ≤ SC, SH ≤ 1 + 0.045 C̄' (0.362 ≤ T ≤ 1.573 at every hue), and
///   C̄ ≤ C̄' ≤ (1 + G) C̄ ≤ C̄ + 6.4 (G · C̄ peaks at 6.37 near C̄ = 16.6).
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

    /// 1 − sin 60°, rounded down: the least share of x² + y² that Q keeps; and 1 − 1e-4 where both b ≥ 0.
    fileprivate static let leastHueChromaShare = (anyHue: 0.1339, yellowward: 0.9999)
    /// (1 + sin 60°) · 1.5², rounded up: the most Q can be per unit of the unprimed squared distance D²; and
    /// (1 + 1e-4) · 1.5² where both b ≥ 0.
    fileprivate static let mostPerSquaredDistance = (anyHue: 4.2, yellowward: 2.251)
    /// SC and SH are at most 1 + 0.045 · (C̄ + 6.4) = this.base + this.perChroma · (C1 + C2), rounded up.
    fileprivate static let chromaWeight = (base: 1.2881, perChroma: 0.0225)
    /// SC and SH are at least 1 + 0.015 · 0.36 · C̄ = 1 + this · (C1 + C2), rounded down.
    fileprivate static let leastChromaWeight = 0.0026

    /// Bounds already worked out.
    init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// The bounds on ΔE00 between `p` and `q`.
    init(_ p: Point, _ q: Point) {
        let terms = Terms(p, q)
        lower = terms.squaredLower.squareRoot()
        let leastWeight = 1 + Self.leastChromaWeight * (p.chroma + q.chroma)
        upper = (terms.lightness * terms.lightness + terms.most * terms.squaredDistance / (leastWeight * leastWeight)).squareRoot()
    }

    /// The square of `lower` for `p` and `q`, without its square root: what a search drops most pairs by.
    static func squaredLower(_ p: Point, _ q: Point) -> Double { Terms(p, q).squaredLower }

    /// What both bounds are made of: the lightness difference over SL, the unprimed squared a/b distance, and the
    /// hue's least and most shares of it.
    private struct Terms {
        let lightness, squaredDistance, share, most, squaredLower: Double

        init(_ p: Point, _ q: Point) {
            lightness = (q.l - p.l) / DeltaE2000Bounds.lightnessWeight(mean: (p.l + q.l) / 2)
            let (da, db) = (q.a - p.a, q.b - p.b)
            squaredDistance = da * da + db * db
            let weight = DeltaE2000Bounds.chromaWeight.base + DeltaE2000Bounds.chromaWeight.perChroma * (p.chroma + q.chroma)
            let yellowward = p.b >= 0 && q.b >= 0
            share = yellowward ? DeltaE2000Bounds.leastHueChromaShare.yellowward : DeltaE2000Bounds.leastHueChromaShare.anyHue
            most = yellowward ? DeltaE2000Bounds.mostPerSquaredDistance.yellowward : DeltaE2000Bounds.mostPerSquaredDistance.anyHue
            squaredLower = lightness * lightness + share * squaredDistance / (weight * weight)
        }
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
