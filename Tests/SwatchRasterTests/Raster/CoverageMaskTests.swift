import Testing
import SwatchLayout
@testable import SwatchRaster
import SwatchTestSupport

/// `CoverageMask` samples a union part by part, each over its own bounds, keeping the most; every value must be
/// the one sampling the whole union at each pixel centre gives.
@Suite struct CoverageMaskTests {
    /// The union's own coverage at every pixel centre of its bounds, row-major.
    static func sampled(_ shape: any CoverageShape) -> [UInt8] {
        let b = shape.pixelBounds
        return (b.y ..< b.maxY).flatMap { y in (b.x ..< b.maxX).map { x in shape.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5) } }
    }

    /// A random part: a capsule, disc, ring, rounded rectangle or a mirrored capsule, about 40 px across.
    static func part(_ random: inout SplitMix) -> any CoverageShape {
        func at() -> Double { Double.random(in: 20 ... 60, using: &random) }
        func size() -> Double { Double.random(in: 0.3 ... 12, using: &random) }
        switch Int.random(in: 0 ..< 5, using: &random) {
        case 0: return CapsuleShape(x0: at(), y0: at(), x1: at(), y1: at(), radius: size())
        case 1: return DiscShape(cx: at(), cy: at(), radius: size())
        case 2: return RingShape(cx: at(), cy: at(), radius: size() + 3, thickness: size() / 3)
        case 3: return RoundedRectShape(rect: PixelRect(x: Int(at()), y: Int(at()), width: Int(size()) + 2, height: Int(size()) + 2),
                                        radius: size() / 4)
        default: return MirroredShape(base: CapsuleShape(x0: at(), y0: at(), x1: at(), y1: at(), radius: size()), axis: 40.25)
        }
    }

    @Test func aUnionMaskHoldsTheUnionsCoverageAtEveryPixel() {
        var random = SplitMix(seed: 30)
        for _ in 0 ..< 300 {
            let union = UnionShape(parts: (0 ..< Int.random(in: 1 ... 5, using: &random)).map { _ in Self.part(&random) })
            let mask = CoverageMask(union)
            #expect(mask.rect == union.pixelBounds)
            #expect(mask.coverage == Self.sampled(union))
        }
    }

    @Test func theAccessoriesUnionsAreTheirPixelByPixelSamples() {
        // An info button at 1x to 3x and at sub-pixel places, as the detail buttons draw it.
        for scale in [1.0, 2.0, 3.0, 3.3] {
            for offset in [0.0, 0.25, 0.5] {
                let info = UnionShape(parts: [
                    RingShape(cx: 40 + offset, cy: 30, radius: 10.25 * scale, thickness: 1.5 * scale),
                    DiscShape(cx: 40 + offset, cy: 30 - 5.2 * scale, radius: 1.35 * scale),
                    CapsuleShape(x0: 40 + offset, y0: 30 - 1.6 * scale, x1: 40 + offset, y1: 30 + 5.2 * scale, radius: 0.9 * scale),
                ])
                #expect(CoverageMask(info).coverage == Self.sampled(info))
            }
        }
    }
}
