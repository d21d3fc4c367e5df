import Foundation

/// What every run of one search shares: the colliding pairs counted so far, each run adding what it counted since it
/// last did, so that once the total is past `cap` no run need count any more; and then the least ΔE00 as simulated that
/// some run's least bad kept has, past which no pair can be among the worst of the whole search. A lock guards both
/// (`Atomic` needs macOS 15); a run takes it once a colour, not once a pair.
final class CollisionTally: @unchecked Sendable {  // `total` and `bound` are guarded by `lock`
    /// The total past which counting stops.
    let cap: Int
    private let lock = NSLock()
    private var total = 0
    private var bound = Double.infinity

    /// A tally at 0 that is past its cap once it holds more than `cap`.
    init(cap: Int) { self.cap = cap }

    /// Adds `count` pairs counted, and says whether the total of every run is now past the cap.
    func add(_ count: Int) -> Bool {
        lock.withLock {
            total += count
            return total > cap
        }
    }

    /// Takes `simulated`, the ΔE00 as simulated of a run's least bad kept (its `limit` worst are all at most that
    /// close), and returns the least any run has offered: a pair further apart is worse than none of `limit` pairs
    /// already found, so it is not among the worst of the whole search.
    func bound(offering simulated: Double?) -> Double {
        lock.withLock {
            if let simulated { bound = min(bound, simulated) }
            return bound
        }
    }
}
