import Testing
import SwatchKit
@testable import SwatchCheck
@testable import SwatchColor
import SwatchTestSupport

/// `check --cvd` finds close pairs through an index on lightness and bounds on ΔE00 (`CloseColorPairs`,
/// `DeltaE2000Bounds`) instead of comparing every pair: the same count and the same worst collisions, to the
/// bit, as comparing every pair, on seeded random palettes; with a cap on the count, the same worst collisions
/// and the same count up to the cap, past it the cap and a flag saying more collide.
@Suite struct ColorVisionIndexTests {
    /// The reference: every pair compared with the formula, as `check --cvd` did before the index. It lives
    /// here, in the test target, and nothing else calls it. The differences are worked out once a palette (as
    /// seen) and once a deficiency (as simulated), then each threshold and limit filters them.
    struct AllPairs {
        /// Each pair `i < j` with its difference as seen, in the order the loops of the formula visit them.
        let pairs: [(first: Int, second: Int, normal: Double)]
        /// Each pair's difference as simulated, in the same order.
        var simulated: [Double] = []

        init(normal: [CIELAB]) {
            pairs = normal.indices.flatMap { i in ((i + 1) ..< normal.count).map { j in (i, j, normal[i].deltaE2000(to: normal[j])) } }
        }

        mutating func simulate(_ colours: [CIELAB]) {
            simulated = pairs.map { colours[$0.first].deltaE2000(to: colours[$0.second]) }
        }

        /// The pairs that collide at `threshold` (that far apart as seen, closer as simulated), in the formula's order:
        /// found once a threshold, then kept for each limit (an index, not a zip: the debug bundle's zip iterator cost
        /// a third of the suite's CPU).
        func colliding(threshold: Double) -> [ColorVisionCheck.Collision] {
            var found: [ColorVisionCheck.Collision] = []
            for k in pairs.indices where pairs[k].normal >= threshold && simulated[k] < threshold {
                found.append(ColorVisionCheck.Collision(first: pairs[k].first, second: pairs[k].second, normal: pairs[k].normal,
                                                        simulated: simulated[k]))
            }
            return found
        }

        /// The worst `limit` of `colliding`, added in its order as the formula's loops would.
        static func collisions(_ colliding: [ColorVisionCheck.Collision], limit: Int) -> WorstKept<ColorVisionCheck.Collision> {
            var kept = WorstKept<ColorVisionCheck.Collision>(limit: limit, isWorse: ColorVisionCheck.Collision.isWorse)
            for collision in colliding { kept.add(collision) }
            return kept
        }
    }

    /// The shapes of palette the index must not be fooled by.
    enum Spread: CaseIterable {
        /// Anywhere in the RGB cube.
        case cube
        /// Three colours, repeated: most pairs identical as seen and as simulated.
        case repeated
        /// Colours from a pool half the palette's size: some once, some several times.
        case pooled
        /// Small steps around one colour: every pair within the lightness window.
        case cluster
        /// Greys and saturated blues, where CIEDE2000 weighs chroma and hue least.
        case bluesAndGreys
        /// Within 3 of a few greys: hues that turn wildly with each step, chroma about 0, hues almost opposite.
        case nearGreys
        /// Blues and purples about CIEDE2000's 275°, where its rotation term RT weighs most.
        case rotated
    }

    static func palette(_ spread: Spread, count: Int, generator: inout SplitMix) -> [RGBA8] {
        func byte() -> UInt8 { UInt8(truncatingIfNeeded: generator.next()) }
        let repeated = (0 ..< 3).map { _ in RGBA8(r: byte(), g: byte(), b: byte()) }
        let greys = (0 ..< 3).map { _ in byte() }
        let pool = (0 ..< max(1, count / 2)).map { _ in RGBA8(r: byte(), g: byte(), b: byte()) }
        return (0 ..< count).map { _ in
            switch spread {
            case .cube: return RGBA8(r: byte(), g: byte(), b: byte())
            case .repeated: return repeated[Int(generator.next() % 3)]
            case .pooled: return pool[Int(generator.next() % UInt64(pool.count))]
            case .cluster: return RGBA8(r: 120 + byte() % 12, g: 60 + byte() % 12, b: 200 + byte() % 12)
            case .bluesAndGreys:
                let grey = byte()
                return generator.next() % 2 == 0 ? RGBA8(r: grey, g: grey, b: grey) : RGBA8(r: byte() % 40, g: byte() % 60, b: 160 + byte() % 96)
            case .nearGreys:
                let grey = Int(greys[Int(generator.next() % 3)])
                func near() -> UInt8 { UInt8(clamping: grey + Int(generator.next() % 7) - 3) }
                return RGBA8(r: near(), g: near(), b: near())
            case .rotated:
                return RGBA8(r: 20 + byte() % 100, g: byte() % 50, b: 120 + byte() % 136)
            }
        }
    }

    func expectSame(_ spread: Spread, count: Int, seed: UInt64) {
        var generator = SplitMix(seed: seed)
        let seen = Self.palette(spread, count: count, generator: &generator)
        let normal = seen.map(CIELAB.init)
        let normalPoints = normal.map(DeltaE2000Bounds.Point.init)
        var allPairs = AllPairs(normal: normal)
        for deficiency in ColorVisionDeficiency.allCases {
            let simulated = seen.map(ColorVisionFilter(ColorVisionSimulation(deficiency)).simulate).map(CIELAB.init)
            allPairs.simulate(simulated)
            // Thresholds that are some pair's exact difference, as simulated and as seen, put pairs exactly on it.
            var thresholds = [0.5, ColorVisionCheck.defaultThreshold, 40]
            if count > 1 {
                let (i, j) = (Int(generator.next() % UInt64(count)), Int(generator.next() % UInt64(count)))
                thresholds += [simulated[i].deltaE2000(to: simulated[j]), normal[i].deltaE2000(to: normal[j])].filter { $0 > 0 }
            }
            for threshold in thresholds {
                let colliding = allPairs.colliding(threshold: threshold)
                for limit in [0, 3, Int.max] {
                    let reference = AllPairs.collisions(colliding, limit: limit)
                    // Caps the count passes, then each search past them looking only for pairs worse than its worst kept.
                    for cap in [ColorVisionCheck.countCap, 1, 7, 100] {
                        let empty = Palette(name: "p", title: "P", sections: [])
                        let check = ColorVisionCheck(palette: empty, system: empty, threshold: threshold, deficiencies: [deficiency], limit: limit,
                                                     cap: cap)
                        let indexed = check.collisions(simulated: simulated, normal: normal, normalPoints: normalPoints)
                        let context = Comment("\(spread) \(count) colours, seed \(seed), \(deficiency), threshold \(threshold), limit \(limit), cap \(cap)")
                        let counted = check.counted(indexed)
                        if reference.count - reference.keptCount > cap {
                            #expect(counted.capped && counted.count == reference.keptCount + cap && indexed.count > counted.count, context)
                        } else {
                            #expect(!counted.capped && counted.count == reference.count && indexed.count == reference.count, context)
                        }
                        #expect(indexed.worstFirst.map { [$0.first, $0.second] } == reference.worstFirst.map { [$0.first, $0.second] }, context)
                        #expect(indexed.worstFirst.map { [$0.normal, $0.simulated] } == reference.worstFirst.map { [$0.normal, $0.simulated] },
                                context)
                    }
                }
            }
        }
    }

    @Test(arguments: Spread.allCases)
    func theIndexFindsWhatEveryPairFinds(spread: Spread) {
        // 80 colours are more kinds than the search has runs (64), and both 60 and 80 more pairs than the largest cap (100):
        // a mutation of what is passed over past the cap failed the same spread here as at 90 and 120, which took 2.3 times the CPU.
        for (count, seed) in [(0, 1), (1, 2), (2, 3), (17, 4), (60, 5), (80, 6)] as [(Int, UInt64)] {
            expectSame(spread, count: count, seed: seed)
        }
    }

    /// The runs' shared tally is past its cap only above it (a count of exactly the cap is exact), and its bound is the
    /// least offered, unmoved by a run that keeps too few to offer one.
    @Test func theTallyIsPastItsCapOnlyAboveItAndKeepsTheLeastBound() {
        let tally = CollisionTally(cap: 5)
        #expect(!tally.add(3) && !tally.add(2) && tally.add(1))
        #expect(tally.bound(offering: nil) == .infinity)
        #expect(tally.bound(offering: 4.5) == 4.5 && tally.bound(offering: 6) == 4.5 && tally.bound(offering: nil) == 4.5
            && tally.bound(offering: 0) == 0)
    }

    /// The bounds hold on any two colours: sRGB's, Lab points beyond it, and near neighbours.
    @Test func theBoundsHoldTheFormula() {
        var generator = SplitMix(seed: 30)
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        func lab() -> CIELAB {
            generator.next() % 2 == 0
                ? CIELAB(RGBA8(r: UInt8(truncatingIfNeeded: generator.next()), g: UInt8(truncatingIfNeeded: generator.next()),
                               b: UInt8(truncatingIfNeeded: generator.next())))
                : CIELAB(l: 100 * unit(), a: 360 * unit() - 180, b: 360 * unit() - 180)
        }
        var failures: [String] = []
        for _ in 0 ..< 50_000 {
            let p = lab()
            // A third of the pairs are near neighbours, where the upper bound decides.
            let q = generator.next() % 3 == 0 ? CIELAB(l: p.l + 8 * unit() - 4, a: p.a + 20 * unit() - 10, b: p.b + 20 * unit() - 10) : lab()
            let exact = p.deltaE2000(to: q)
            let bounds = DeltaE2000Bounds(DeltaE2000Bounds.Point(p), DeltaE2000Bounds.Point(q))
            let slack = DeltaE2000Bounds.slack(for: exact)
            if !(bounds.lower <= exact + slack && exact <= bounds.upper + slack) { failures.append("\(p) \(q): \(bounds) vs \(exact)") }
        }
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
