import SwatchColor
import SwatchPalette

/// The pairs of a list of colours that may be closer than a CIEDE2000 threshold, found through an index on
/// lightness instead of by comparing every pair: ΔE00 ≥ |ΔL| / SL, and SL is largest at the lightest or
/// darkest colour, so with the colours sorted by L only those within threshold · SLmax of each other are
/// candidates; of those, the ones whose lower bound (`DeltaE2000Bounds`) reaches the threshold are dropped.
/// Every pair whose ΔE00 is below the threshold is among the pairs handed on.
///
/// Lightness alone is the index because the other two axes bound ΔE00 too weakly to prune by cell: at high
/// chroma CIEDE2000 shrinks a/b distances severalfold, so a grid in a/b with cells of the threshold
/// would miss pairs, and one with cells wide enough spans most of the gamut. The lower bound drops them instead.
struct CloseColorPairs {
    /// The colours, in the caller's order.
    let points: [DeltaE2000Bounds.Point]
    /// Their indices in order of lightness.
    private let byLightness: [Int]

    /// An index of `colors`.
    init(_ colors: [CIELAB]) {
        let points = colors.map(DeltaE2000Bounds.Point.init)
        self.points = points
        byLightness = points.indices.sorted { (points[$0].l, $0) < (points[$1].l, $1) }
    }

    /// Calls `body(i, j, bounds)` with i < j and the bounds on their ΔE00, for every pair whose ΔE00 may be
    /// below `threshold`: every pair for which it is, and some for which the bounds cannot tell.
    func forEachCandidate(below threshold: Double, _ body: (Int, Int, DeltaE2000Bounds) -> Void) {
        guard let darkest = byLightness.first.map({ points[$0].l }), let lightest = byLightness.last.map({ points[$0].l }) else { return }
        let slack = DeltaE2000Bounds.slack(for: threshold)
        let widest = max(DeltaE2000Bounds.lightnessWeight(mean: darkest), DeltaE2000Bounds.lightnessWeight(mean: lightest))
        // Pairs this far apart in L have |ΔL| / SL ≥ threshold + slack; the factor covers SLmax's rounding.
        let window = (threshold + slack) * widest * (1 + 1e-12)
        for (position, i) in byLightness.enumerated() {
            let point = points[i]
            for j in byLightness[(position + 1)...] {
                let other = points[j]
                guard other.l - point.l < window else { break }
                let bounds = DeltaE2000Bounds(point, other)
                guard bounds.lower < threshold + slack else { continue }
                body(min(i, j), max(i, j), bounds)
            }
        }
    }
}
