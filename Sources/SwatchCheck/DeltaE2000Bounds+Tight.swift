import Foundation

extension DeltaE2000Bounds {
    /// Bounds on ΔE00 between `p` and `q` within about 1e-9 of the formula's value but where the two hues are almost
    /// opposite (and, near blue, within a step of a table), several times cheaper than `deltaE2000(to:)`: square roots and
    /// products, no trigonometry. For pairs the cheap bounds (`init(_:_:)`) cannot judge against a threshold.
    ///
    /// Why they hold. Write ΔE00² = (ΔL'/SL)² + x² + y² + RT·x·y, x = ΔC'/SC, y = ΔH'/SH (Sharma et al. eqs. 1-17):
    /// - ΔL', SL, G, a', C', ΔC', C̄', SC and RC are the formula's own expressions, worked out alike (C̄⁷ by
    ///   multiplying, where the formula calls `pow`: the same value to a few units in the last place).
    /// - |ΔH'| = 2√(C1'C2') sin(|Δh'|/2) = √(C1'C2') · |u1 − u2|, u = (a', b')/C' the unit hue vectors: a chord of
    ///   the unit circle is 2 sin(half its angle), and the formula's Δh' is the signed shorter angle. Its sign is
    ///   the sign of u1 × u2; ΔH' is 0 where C1'C2' is 0, as in the formula (and then Q = x²).
    /// - The formula's mean hue h̄' bisects the shorter arc from h1' to h2' (its three branches, eq. 14), so its
    ///   unit vector is (u1 + u2)/|u1 + u2|, and T (eq. 15) is a polynomial in its cosine and sine (cos 2h =
    ///   c² − s², ...). Where |u1 + u2| < 0.01 the hues are almost opposite, the formula's branch could fall either
    ///   side, and T is taken anywhere in 0.36...1.58 (its range at every hue) and sin(2Δθ) anywhere in 0...sin 60°.
    /// - RT = −sin(2Δθ)·RC ≤ 0, Δθ = 30° exp(−((h̄' − 275°)/25°)²): `blueTurn` bounds sin(2Δθ) by the cosine of the
    ///   angle between h̄' and 275°.
    /// - With σ the sign of x·y, RT·x·y = −σ|RT||x||y|, |RT| ∈ [least, most]. Q = x² + Y² − σ|RT||x|Y, Y = |y| ∈
    ///   [|ΔH'|/SHmax, |ΔH'|/SHmin]: a convex quadratic in Y, least at the Y nearest most·|x|/2 for σ > 0 and at the
    ///   least Y for σ < 0, greatest at an end of Y's range; with σ unsure, the worse of both.
    /// Each side is then widened by a relative 1e-9 and an absolute 1e-9 for rounding (the formula's own is about
    /// 1e-13), far below `slack`. `DeltaE2000TightBoundsTests` holds them to the formula on 360,000 pairs.
    static func tight(_ p: Point, _ q: Point) -> DeltaE2000Bounds {
        let pow25to7 = 6_103_515_625.0
        let meanChroma = (p.chroma + q.chroma) / 2
        let c7 = seventhPower(meanChroma)
        let g = 0.5 * (1 - (c7 / (c7 + pow25to7)).squareRoot())
        let (a1, a2) = ((1 + g) * p.a, (1 + g) * q.a)
        let (c1, c2) = ((a1 * a1 + p.b * p.b).squareRoot(), (a2 * a2 + q.b * q.b).squareRoot())
        let lightness = (q.l - p.l) / lightnessWeight(mean: (p.l + q.l) / 2)
        let meanPrimed = (c1 + c2) / 2
        let x = (c2 - c1) / (1 + 0.045 * meanPrimed)
        var lowerQ = x * x, upperQ = x * x
        if c1 * c2 != 0 {
            let (u1a, u1b, u2a, u2b) = (a1 / c1, p.b / c1, a2 / c2, q.b / c2)
            let (da, db) = (u2a - u1a, u2b - u1b)
            let hueDifference = (c1 * c2).squareRoot() * (da * da + db * db).squareRoot()
            let (sa, sb) = (u1a + u2a, u1b + u2b)
            let bisector = (sa * sa + sb * sb).squareRoot()
            // With no mean hue known: T anywhere in its range, sin(2Δθ) anywhere up to sin 60°.
            var (leastT, mostT, turn) = (0.36, 1.58, (least: 0.0, most: 0.8661))
            if bisector >= 0.01 {
                let (c, s) = (sa / bisector, sb / bisector)
                let t = hueWeight(cos: c, sin: s)
                (leastT, mostT) = (t - 1e-9, t + 1e-9)
                turn = blueTurn(cos: c, sin: s)
            }
            let mc7 = seventhPower(meanPrimed)
            let rc = 2 * (mc7 / (mc7 + pow25to7)).squareRoot()
            // |RT| in least ... most.
            let (least, most) = (rc * turn.least * (1 - 1e-12), rc * turn.most * (1 + 1e-12))
            let (leastY, mostY) = (hueDifference / (1 + 0.015 * meanPrimed * mostT), hueDifference / (1 + 0.015 * meanPrimed * leastT))
            let cross = a1 * q.b - p.b * a2
            // σ: +1 where x·ΔH' > 0 (RT·x·y = −|RT||x||y|), −1 where < 0, 0 where unsure (hues equal or opposite, x about 0).
            let sureCross = abs(cross) > 1e-9 * c1 * c2
            let sign = sureCross && x != 0 ? ((x > 0) == (cross > 0) ? 1.0 : -1.0) : 0
            let ax = abs(x)
            func quadratic(_ y: Double, _ rt: Double) -> Double { x * x + y * y + rt * ax * y }  // rt: RT·σ
            if sign > 0 {
                lowerQ = quadratic(min(max(most * ax / 2, leastY), mostY), -most)
                upperQ = max(quadratic(leastY, -least), quadratic(mostY, -least))
            } else if sign < 0 {
                lowerQ = quadratic(leastY, least)
                upperQ = quadratic(mostY, most)
            } else {
                lowerQ = quadratic(min(max(most * ax / 2, leastY), mostY), -most)
                upperQ = quadratic(mostY, most)
            }
        }
        let lower = (lightness * lightness + max(0, lowerQ)).squareRoot()
        let upper = (lightness * lightness + upperQ).squareRoot()
        return DeltaE2000Bounds(lower: max(0, lower * (1 - 1e-9) - 1e-9), upper: upper * (1 + 1e-9) + 1e-9)
    }

    /// C⁷, as the formula's `pow(C, 7)`.
    private static func seventhPower(_ c: Double) -> Double {
        let c2 = c * c
        return c2 * c2 * c2 * c
    }

    /// T (eq. 15) at the hue whose unit vector is (`cos`, `sin`): 1 − 0.17 cos(h − 30°) + 0.24 cos 2h + 0.32 cos(3h + 6°)
    /// − 0.20 cos(4h − 63°), each multiple angle from the one before.
    static func hueWeight(cos c: Double, sin s: Double) -> Double {
        let (c2, s2) = (c * c - s * s, 2 * c * s)
        let (c3, s3) = (c2 * c - s2 * s, s2 * c + c2 * s)
        let (c4, s4) = (c2 * c2 - s2 * s2, 2 * s2 * c2)
        let k = Self.hueWeightAngles
        return 1 - 0.17 * (c * k.cos30 + s * k.sin30) + 0.24 * c2 + 0.32 * (c3 * k.cos6 - s3 * k.sin6) - 0.20 * (c4 * k.cos63 + s4 * k.sin63)
    }

    private static let hueWeightAngles = (cos30: cos(Double.pi / 6), sin30: 0.5, cos6: cos(6 * Double.pi / 180), sin6: sin(6 * Double.pi / 180),
                                          cos63: cos(63 * Double.pi / 180), sin63: sin(63 * Double.pi / 180))

    /// The unit vector of hue 275°, where RT turns hues most.
    private static let blue = (cos: cos(275 * Double.pi / 180), sin: sin(275 * Double.pi / 180))

    /// The least and the most sin(2Δθ) can be at the mean hue whose unit vector is (`c`, `s`): Δθ = 30° exp(−((h̄' − 275°)/25°)²).
    /// The angle α from 275° round the circle is |h̄' − 275°| where h̄' ≥ 95°, and less elsewhere, where α ≥ 85°. sin(2Δθ) at α
    /// falls as α grows (2Δθ ≤ 60°), so it rises with cos α, the dot product of the unit vectors: in each step of `blueTurns`
    /// it lies between its values at the step's ends (and from 85° on, where sin(2Δθ) < 1.1e-5, at least 0). From α = 120°
    /// on, at most 1e-9.
    private static func blueTurn(cos c: Double, sin s: Double) -> (least: Double, most: Double) {
        let dot = c * Self.blue.cos + s * Self.blue.sin
        guard dot > -0.5 else { return (0, 1e-9) }  // cos 120°
        let step = min(Self.blueSteps - 1, Int((dot + 0.5) * Self.blueStepsPerUnit))
        return (Self.blueTurns[step].least, Self.blueTurns[step + 1].most)
    }

    /// `blueTurns`' steps of cos α, from −0.5 to 1.
    private static let blueStepsPerUnit = 4096.0
    private static let blueSteps = 6144

    /// At each step's lower end d = k / 4096 − 0.5: sin(2Δθ) just below d (rounded down; 0 where α may be 85° or more) and just
    /// above it (rounded up), 1e-12 either side covering the rounding of the dot product and of the formula's mean hue.
    private static let blueTurns: [(least: Double, most: Double)] = (0 ... blueSteps).map { step in
        let dot = Double(step) / blueStepsPerUnit - 0.5
        func turn(_ dot: Double) -> Double {
            let alpha = acos(max(-1, min(1, dot))) * 180 / .pi
            return sin(2 * 30 * exp(-(alpha / 25) * (alpha / 25)) * .pi / 180)
        }
        let below = dot - 1e-12
        return (below < cos(85 * Double.pi / 180) ? 0 : max(0, turn(below) * (1 - 1e-9) - 1e-12), turn(dot + 1e-12) * (1 + 1e-9) + 1e-12)
    }
}
