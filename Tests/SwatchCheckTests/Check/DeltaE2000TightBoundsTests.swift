import Foundation
import Testing
@testable import SwatchCheck
@testable import SwatchColor
import SwatchTestSupport

/// `DeltaE2000Bounds.tight` holds the formula's value between its bounds on every kind of pair, and is tight enough to
/// judge nearly every pair against a threshold without the formula.
@Suite struct DeltaE2000TightBoundsTests {
    /// The kinds of pair the bounds' proof treats apart.
    enum Kind: CaseIterable {
        /// Two sRGB colours anywhere in the cube.
        case cube
        /// Lab points beyond sRGB, chroma up to 180.
        case beyondGamut
        /// Near neighbours, differences about the threshold.
        case neighbours
        /// Both within 3 of a grey: hues that turn wildly with tiny steps, one chroma sometimes exactly 0.
        case nearNeutral
        /// Mean hues about 275°, where RT turns the chroma and hue differences most.
        case blue
        /// Hues almost or exactly opposite, where the mean hue's branch may fall either side.
        case opposite
    }

    static func pair(_ kind: Kind, _ generator: inout SplitMix) -> (CIELAB, CIELAB) {
        func unit() -> Double { Double(generator.next() >> 11) / Double(1 << 53) }
        func byte() -> UInt8 { UInt8(truncatingIfNeeded: generator.next()) }
        func polar(l: Double, chroma: Double, degrees: Double) -> CIELAB {
            CIELAB(l: l, a: chroma * cos(degrees * .pi / 180), b: chroma * sin(degrees * .pi / 180))
        }
        switch kind {
        case .cube:
            return (CIELAB(RGBA8(r: byte(), g: byte(), b: byte())), CIELAB(RGBA8(r: byte(), g: byte(), b: byte())))
        case .beyondGamut:
            return (CIELAB(l: 100 * unit(), a: 360 * unit() - 180, b: 360 * unit() - 180),
                    CIELAB(l: 100 * unit(), a: 360 * unit() - 180, b: 360 * unit() - 180))
        case .neighbours:
            let p = CIELAB(RGBA8(r: byte(), g: byte(), b: byte()))
            return (p, CIELAB(l: p.l + 16 * unit() - 8, a: p.a + 30 * unit() - 15, b: p.b + 30 * unit() - 15))
        case .nearNeutral:
            let grey = Int(byte())
            func near() -> UInt8 { UInt8(clamping: grey + Int(generator.next() % 7) - 3) }
            if generator.next() % 4 == 0 {
                let l = 100 * unit()
                return (CIELAB(l: l, a: 0, b: 0), CIELAB(l: l + 10 * unit() - 5, a: 3 * unit() - 1.5, b: 3 * unit() - 1.5))
            }
            return (CIELAB(RGBA8(r: near(), g: near(), b: near())), CIELAB(RGBA8(r: near(), g: near(), b: near())))
        case .blue:
            let hue = 235 + 80 * unit()
            return (polar(l: 100 * unit(), chroma: 5 + 120 * unit(), degrees: hue),
                    polar(l: 100 * unit(), chroma: 5 + 120 * unit(), degrees: hue + 60 * unit() - 30))
        case .opposite:
            let hue = 360 * unit()
            let apart = generator.next() % 3 == 0 ? 180 : 180 + 2 * unit() - 1
            return (polar(l: 100 * unit(), chroma: 1 + 60 * unit(), degrees: hue), polar(l: 100 * unit(), chroma: 1 + 60 * unit(), degrees: hue + apart))
        }
    }

    /// 360,000 pairs: the formula's value is never outside the bounds, without any slack. (Each of the bounds' widenings for
    /// rounding, the unknown mean hue's sin(2Δθ) and the blue turn's upper end, made a little too narrow, fails within the first
    /// 6,300 pairs of some kind; 2,000,000 cost the debug bundle 3 s more CPU.)
    @Test(arguments: Kind.allCases)
    func theBoundsHoldTheFormula(kind: Kind) {
        var generator = SplitMix(seed: 3_000 + UInt64(Kind.allCases.firstIndex(of: kind)!))
        var failures: [String] = []
        for _ in 0 ..< 60_000 {
            let (p, q) = Self.pair(kind, &generator)
            let exact = p.deltaE2000(to: q)
            for bounds in [DeltaE2000Bounds.tight(.init(p), .init(q)), DeltaE2000Bounds.tight(.init(q), .init(p))]
            where !(bounds.lower <= exact && exact <= bounds.upper) {
                failures.append("\(p) \(q): \(bounds.lower) ... \(bounds.upper) vs \(exact)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count): \(failures.prefix(3))")
    }

    /// But for almost opposite hues the bounds are within 0.5% of each other (away from blue, far closer); anywhere, they judge all but a few
    /// of the pairs near the default threshold.
    @Test(arguments: Kind.allCases)
    func theBoundsAreTight(kind: Kind) {
        var generator = SplitMix(seed: 4_000 + UInt64(Kind.allCases.firstIndex(of: kind)!))
        let threshold = ColorVisionCheck.defaultThreshold
        let slack = DeltaE2000Bounds.slack(for: threshold)
        var (undecided, wide) = (0, [String]())
        let pairs = 50_000
        for _ in 0 ..< pairs {
            let (p, q) = Self.pair(kind, &generator)
            let bounds = DeltaE2000Bounds.tight(.init(p), .init(q))
            if bounds.lower < threshold + slack && bounds.upper >= threshold - slack { undecided += 1 }
            if Self.hueAngle(p, q) < 150, bounds.upper - bounds.lower > 5e-3 * max(1, bounds.upper) { wide.append("\(p) \(q): \(bounds.lower) ... \(bounds.upper)") }
        }
        #expect(wide.isEmpty, "\(wide.count): \(wide.prefix(3))")
        #expect(Double(undecided) < (kind == .opposite ? 0.01 : 1e-3) * Double(pairs), "\(undecided) of \(pairs) undecided")
    }

    /// The angle between the hues of `p` and `q`, in degrees (0 where either has no chroma).
    static func hueAngle(_ p: CIELAB, _ q: CIELAB) -> Double {
        let (cp, cq) = ((p.a * p.a + p.b * p.b).squareRoot(), (q.a * q.a + q.b * q.b).squareRoot())
        guard cp * cq > 0 else { return 0 }
        return acos(max(-1, min(1, (p.a * q.a + p.b * q.b) / (cp * cq)))) * 180 / .pi
    }

    /// The hue weight T from a unit vector is the formula's at every whole degree.
    @Test func theHueWeightIsTheFormulas() {
        for degree in 0 ..< 360 {
            let h = Double(degree)
            func cosine(_ x: Double) -> Double { cos(x * .pi / 180) }
            let formula = 1 - 0.17 * cosine(h - 30) + 0.24 * cosine(2 * h) + 0.32 * cosine(3 * h + 6) - 0.20 * cosine(4 * h - 63)
            #expect(abs(DeltaE2000Bounds.hueWeight(cos: cosine(h), sin: sin(h * .pi / 180)) - formula) < 1e-12, "\(degree)°")
        }
    }
}
