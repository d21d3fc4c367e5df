import Foundation

/// The colliding pairs counted so far by every run of one search, each run adding what it counted since it last
/// did: once the total is past `cap`, no run need count any more. A lock guards it (`Atomic` needs macOS 15); a run
/// adds once a colour, not once a pair.
final class CollisionTally: @unchecked Sendable {  // `total` is guarded by `lock`
    /// The total past which counting stops.
    let cap: Int
    private let lock = NSLock()
    private var total = 0

    /// A tally at 0 that is past its cap once it holds more than `cap`.
    init(cap: Int) { self.cap = cap }

    /// Adds `count` pairs counted, and says whether the total of every run is now past the cap.
    func add(_ count: Int) -> Bool {
        lock.withLock {
            total += count
            return total > cap
        }
    }
}
