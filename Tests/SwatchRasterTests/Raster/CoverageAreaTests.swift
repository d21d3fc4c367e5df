import Testing
import SwatchKit
@testable import SwatchRaster
import SwatchTestSupport

/// Summed anti-aliased coverage of each `CoverageShape` against its analytic area, at the sizes the sheets
/// draw (accessories at 1x-3x, group corners of 10-48 px), each at 64 sub-pixel centres.
///
/// The one-pixel distance ramp adds pi/12 px^2 on average over a convex outline's full turn (it counts as
/// much outside a curve as inside, and more pixels lie outside), and point-samples 45-degree edges
/// coherently; both exceed 0.5% for the smallest accessory parts, which the `known` tests pin.
@Suite struct CoverageAreaTests {
    /// Centres at an 8 x 8 grid of sub-pixel offsets k/8 from (50, 50).
    static let centres: [(Double, Double)] = (0 ..< 64).map { (i: Int) -> (Double, Double) in
        (50 + Double(i % 8) / 8, 50 + Double(i / 8) / 8)
    }

    /// Sum of coverage/255 over `pixelBounds`, sampled at pixel centres as `CoverageMask` samples it.
    static func summedCoverage(_ shape: any CoverageShape) -> Double {
        let b = shape.pixelBounds
        var sum = 0
        for py in b.y ..< b.maxY {
            for px in b.x ..< b.maxX { sum += Int(shape.coverage(x: Double(px) + 0.5, y: Double(py) + 0.5)) }
        }
        return Double(sum) / 255
    }

    /// Relative error in percent of `shape(cx, cy)`'s summed coverage against `area`, for every centre.
    static func errors(area: Double, _ shape: (Double, Double) -> any CoverageShape) -> [Double] {
        centres.map { (summedCoverage(shape($0.0, $0.1)) - area) / area * 100 }
    }

    /// Checks every centre within 0.5% of `area`; inside `withKnownIssue` for sizes that miss it.
    static func expectWithinHalfAPercent(_ errors: [Double], _ what: String) {
        let worst = errors.max { abs($0) < abs($1) }!
        #expect(abs(worst) <= 0.5, "\(what): worst error \(worst)% (min \(errors.min()!)%, max \(errors.max()!)%)")
    }

    /// The ramp's average over the centres: the analytic area plus pi/12 px^2, within 0.1% of the area.
    static func expectRampBias(_ errors: [Double], area: Double, _ what: String) {
        let mean = errors.reduce(0, +) / Double(errors.count)
        let bias = Double.pi / 12 / area * 100
        #expect(abs(mean - bias) <= 0.1, "\(what): mean error \(mean)%, ramp bias pi/12 is \(bias)%")
    }

    /// Discs of radius 6-33 px cover pi r^2 within 0.5% at every centre.
    @Test(arguments: [6.0, 8, 10.25, 16, 20, 30, 33])
    func discArea(radius r: Double) {
        Self.expectWithinHalfAPercent(Self.errors(area: .pi * r * r) { DiscShape(cx: $0, cy: $1, radius: r) }, "disc r=\(r)")
    }

    /// Discs of radius 1-4.05 px (the info dot is 1.35 px per point) average pi (r^2 + 1/12) and miss 0.5%.
    @Test(arguments: [1.0, 1.35, 2.7, 3, 4.05])
    func knownSmallDiscArea(radius r: Double) {
        let errors = Self.errors(area: .pi * r * r) { DiscShape(cx: $0, cy: $1, radius: r) }
        Self.expectRampBias(errors, area: .pi * r * r, "disc r=\(r)")
        withKnownIssue("one-pixel ramp: +pi/12 px^2 on average, more at some centres") {
            Self.expectWithinHalfAPercent(errors, "disc r=\(r)")
        }
    }

    /// The info ring (radius 10.25, 1.5 px thick per point) at 1x-3x and a 3 px ring of 33 px cover 2 pi R t.
    @Test(arguments: [(10.25, 1.5), (20.5, 3.0), (30.75, 4.5), (33.0, 3.0)])
    func ringArea(radius: Double, thickness: Double) {
        let errors = Self.errors(area: 2 * .pi * radius * thickness) {
            RingShape(cx: $0, cy: $1, radius: radius, thickness: thickness)
        }
        Self.expectWithinHalfAPercent(errors, "ring R=\(radius) t=\(thickness)")
    }

    /// Capsules from (0, 0) to (dx, dy): checkmark arms and the info stem at 2x-3x, wider strokes; 2 r L + pi r^2.
    @Test(arguments: [(3.0, 12.0, 15.0), (3.0, 24.0, -33.0), (2.0, 16.0, -22.0), (2.7, 0.0, 20.4), (4.0, 20.0, 7.0), (4.0, 40.0, 13.0)])
    func capsuleArea(radius r: Double, dx: Double, dy: Double) {
        let area = 2 * r * (dx * dx + dy * dy).squareRoot() + .pi * r * r
        let errors = Self.errors(area: area) { CapsuleShape(x0: $0, y0: $1, x1: $0 + dx, y1: $1 + dy, radius: r) }
        Self.expectWithinHalfAPercent(errors, "capsule r=\(r) (\(dx), \(dy))")
    }

    /// Chevron arms (45 degrees) at 1x-3x, the 1x checkmark arm, the 1x info stem, serif and foot miss 0.5%.
    @Test(arguments: [(1.0, 6.0, 6.0), (2.0, 12.0, 12.0), (3.0, 18.0, 18.0), (1.0, 4.0, 5.0), (0.9, 0.0, 6.8), (0.7, 2.2, 0.0), (0.7, 5.2, 0.0)])
    func knownThinCapsuleArea(radius r: Double, dx: Double, dy: Double) {
        let area = 2 * r * (dx * dx + dy * dy).squareRoot() + .pi * r * r
        let errors = Self.errors(area: area) { CapsuleShape(x0: $0, y0: $1, x1: $0 + dx, y1: $1 + dy, radius: r) }
        Self.expectRampBias(errors, area: area, "capsule r=\(r) (\(dx), \(dy))")
        withKnownIssue("one-pixel ramp: +pi/12 px^2 from the caps, and 45-degree edges sampled in phase") {
            Self.expectWithinHalfAPercent(errors, "capsule r=\(r) (\(dx), \(dy))")
        }
    }

    /// Rounded rects (cells and groups at 1x-3x, odd sizes for half-pixel centres) cover w h - (4 - pi) r^2,
    /// and their four corners cut away (4 - pi) r^2 within 1%.
    @Test(arguments: [(358, 44, 10.0), (357, 43, 10.0), (716, 88, 20.0), (1073, 131, 30.0), (358, 60, 16.0),
                      (715, 119, 32.0), (41, 21, 10.0), (20, 20, 10.0), (61, 60, 30.0)])
    func roundedRectArea(width: Int, height: Int, radius r: Double) {
        let corners = (4 - Double.pi) * r * r
        for (x, y) in [(0, 0), (7, -3)] {
            let sum = Self.summedCoverage(RoundedRectShape(rect: PixelRect(x: x, y: y, width: width, height: height), radius: r))
            let area = Double(width * height) - corners
            #expect(abs(sum - area) / area * 100 <= 0.5, "\(width)x\(height) r=\(r): \(sum) px^2, analytic \(area)")
            #expect(abs(Double(width * height) - sum - corners) <= 0.01 * corners, "corners cut \(Double(width * height) - sum), analytic \(corners)")
        }
    }

    /// A group border 1-3 px wide inside corners of 16-48 px covers the outline's area less the inset outline's.
    @Test(arguments: [(358, 300, 16.0, 1.0), (716, 600, 32.0, 2.0), (1073, 901, 48.0, 3.0)])
    func roundedRectBorderArea(width: Int, height: Int, radius r: Double, lineWidth b: Double) {
        let outline = RoundedRectShape(rect: PixelRect(x: 0, y: 0, width: width, height: height), radius: r)
        let w = Double(width), h = Double(height)
        let area = (w * h - (4 - .pi) * r * r) - ((w - 2 * b) * (h - 2 * b) - (4 - .pi) * (r - b) * (r - b))
        let sum = Self.summedCoverage(RoundedRectBorderShape(outline: outline, width: b))
        #expect(abs(sum - area) / area * 100 <= 0.5, "border \(width)x\(height) r=\(r) b=\(b): \(sum) px^2, analytic \(area)")
    }

    /// No shape covers any pixel in a 3-pixel margin around its `pixelBounds`, which masks and sums rely on.
    @Test func pixelBoundsHoldAllCoverage() {
        for (cx, cy) in Self.centres {
            let outline = RoundedRectShape(rect: PixelRect(x: Int(cx), y: Int(cy), width: 41, height: 21), radius: 10)
            let shapes: [any CoverageShape] = [
                DiscShape(cx: cx, cy: cy, radius: 1.35), RingShape(cx: cx, cy: cy, radius: 10.25, thickness: 1.5),
                CapsuleShape(x0: cx, y0: cy, x1: cx + 6, y1: cy + 6, radius: 1), outline,
                RoundedRectBorderShape(outline: outline, width: 1), ShadowShape(caster: outline, blur: 6 + cx - 50),
            ]
            for shape in shapes {
                let b = shape.pixelBounds
                var outside = 0
                for py in b.y - 3 ..< b.maxY + 3 {
                    for px in b.x - 3 ..< b.maxX + 3 where !(b.x ..< b.maxX).contains(px) || !(b.y ..< b.maxY).contains(py) {
                        outside += Int(shape.coverage(x: Double(px) + 0.5, y: Double(py) + 0.5))
                    }
                }
                #expect(outside == 0, "\(shape) at (\(cx), \(cy)) covers \(outside)/255 px outside \(b)")
            }
        }
    }
}
