import Foundation

/// `body(0) ..< body(count)` worked out on every core, returned in order: a job split into parts that do not
/// depend on each other comes out the same whatever the threads, their number and their timing.
package func concurrentMap<Value: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
    let lock = NSLock()
    nonisolated(unsafe) var values = [Value?](repeating: nil, count: count)
    parallelLoop(count) { index in
        let value = body(index)
        lock.withLock { values[index] = value }
    }
    return values.map { $0! }
}
