import SwatchColor
import SwatchPalette

/// The pairs of a list of colours that may be closer than a CIEDE2000 threshold, found through an index on
/// lightness instead of by comparing every pair: ΔE00 ≥ |ΔL| / SL, and SL is largest at the lightest or
/// darkest colour, so with the colours sorted by L only those within threshold · SLmax of each other are
/// candidates, and of a colour's lighter ones those within threshold · the most SL over the means they can have; of those, the ones whose lower bound (`DeltaE2000Bounds`) reaches the threshold are dropped.
/// Every pair whose ΔE00 is below the threshold is among the pairs handed on.
///
/// Lightness alone is the index because the other two axes bound ΔE00 too weakly to prune by cell: at high
/// chroma CIEDE2000 shrinks a/b distances severalfold, so a grid in a/b with cells of the threshold
/// would miss pairs, and one with cells wide enough spans most of the gamut. The lower bound drops them instead.
struct CloseColorPairs: Sendable {
    /// The colours in order of lightness (ties in the caller's order), and each one's place in the caller's order.
    private let sorted: [DeltaE2000Bounds.Point]
    private let places: [Int]
    /// The most SL any pair of the colours can have.
    private let widestWeight: Double

    /// An index of `colors`.
    init(_ colors: [CIELAB]) {
        let points = colors.map(DeltaE2000Bounds.Point.init)
        places = points.indices.sorted { (points[$0].l, $0) < (points[$1].l, $1) }
        sorted = places.map { points[$0] }
        // SL is largest at the lightest or darkest colour.
        widestWeight = max(DeltaE2000Bounds.lightnessWeight(mean: sorted.first?.l ?? 50), DeltaE2000Bounds.lightnessWeight(mean: sorted.last?.l ?? 50))
    }

    /// How many colours the index holds: `forEachCandidate`'s positions are `0 ..< count`.
    var count: Int { sorted.count }

    /// Calls `body(i, j, bounds)` with i < j (places in the caller's order) and the bounds on their ΔE00, for every
    /// pair whose ΔE00 may be below `threshold` and whose lighter colour is the one at `position` in lightness order:
    /// every such pair for which it is, and some for which the bounds cannot tell. Each position is searched on its
    /// own, so positions can be split over threads and `threshold` can shrink from one to the next.
    func forEachCandidate(of position: Int, below threshold: Double, _ body: (Int, Int, DeltaE2000Bounds) -> Void) {
        let slack = DeltaE2000Bounds.slack(for: threshold)
        // Pairs this far apart in L have |ΔL| / SL ≥ threshold + slack; the factor covers SLmax's rounding.
        let window = (threshold + slack) * widestWeight * (1 + 1e-12)
        // A little over the square of what `lower` is compared with, so the square drops no pair the bound keeps.
        let reach = (threshold + slack) * (threshold + slack) * (1 + 1e-9)
        sorted.withUnsafeBufferPointer { sorted in
            places.withUnsafeBufferPointer { places in
                let point = sorted[position]
                // This colour's own window: a lighter one within `window` has its mean L between this L and half the
                // window above, where SL is at most its value at one end (SL falls to L 50, then grows).
                let ends = max(DeltaE2000Bounds.lightnessWeight(mean: point.l), DeltaE2000Bounds.lightnessWeight(mean: point.l + window / 2))
                let reachL = min(window, (threshold + slack) * ends * (1 + 1e-12))
                var next = position + 1
                while next < sorted.count, sorted[next].l - point.l < reachL {
                    // The lower bound's square first: most pairs of the window are dropped without a square root.
                    if DeltaE2000Bounds.squaredLower(point, sorted[next]) < reach {
                        let bounds = DeltaE2000Bounds(point, sorted[next])
                        if bounds.lower < threshold + slack {
                            body(min(places[position], places[next]), max(places[position], places[next]), bounds)
                        }
                    }
                    next += 1
                }
            }
        }
    }
}
