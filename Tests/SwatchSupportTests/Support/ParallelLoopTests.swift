import Foundation
import Testing
@testable import SwatchSupport

/// `parallelLoop` runs every index exactly once, whatever the count and the threads it may use, and with one thread
/// runs them all on the caller's, in order (the plan of a render that has memory for one sheet at a time).
@Suite struct ParallelLoopTests {
    /// Counts how often each index ran, and on which threads.
    private final class Runs: @unchecked Sendable {  // every var is guarded by `lock`
        private let lock = NSLock()
        private var counts: [Int]
        private var order: [Int] = []
        private var threads: Set<String> = []

        init(_ count: Int) { counts = Array(repeating: 0, count: count) }

        func record(_ index: Int) {
            lock.withLock {
                counts[index] += 1
                order.append(index)
                threads.insert(Self.thisThread)
            }
        }

        var result: (counts: [Int], order: [Int], threads: Set<String>) { lock.withLock { (counts, order, threads) } }

        /// The calling thread, as text (`pthread_t` is a number on Linux and a pointer on Darwin).
        static var thisThread: String { String(describing: pthread_self()) }
    }

    @Test(arguments: [0, 1, 2, 3, 100], [1, 2, 8])
    func everyIndexRunsOnce(count: Int, threads: Int) {
        let runs = Runs(count)
        parallelLoop(count, threads: threads) { runs.record($0) }
        #expect(runs.result.counts == Array(repeating: 1, count: count))
    }

    @Test func oneThreadRunsEveryIndexOnTheCaller() {
        let runs = Runs(50)
        let caller = Runs.thisThread
        parallelLoop(50, threads: 1) { index in
            runs.record(index)
        }
        #expect(runs.result.order == Array(0 ..< 50))
        #expect(runs.result.threads == [caller])
    }
}
