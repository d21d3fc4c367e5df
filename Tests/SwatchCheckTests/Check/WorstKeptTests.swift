import Testing
import SwatchKit
@testable import SwatchCheck
import SwatchTestSupport

/// The bounded selection behind `check --cvd`'s listing: exactly the worst, and an exact count.
@Suite struct WorstKeptTests {
    /// Whatever the order elements come in, the kept ones are the `limit` smallest (here: smaller is worse),
    /// worst first, and the count is every element added.
    @Test(arguments: [0, 1, 3, 20, 500])
    func keepsExactlyTheWorst(limit: Int) {
        var generator = SplitMix(seed: UInt64(limit) + 1)
        for length in [0, 1, 2, 19, 20, 21, 400] {
            // Few distinct values, so ties are common; the index breaks them into a total order.
            let values = (0 ..< length).map { index in (value: Int(generator.next() % 50), index: index) }
            var kept = WorstKept<(value: Int, index: Int)>(limit: limit) { ($0.value, $0.index) < ($1.value, $1.index) }
            for value in values { kept.add(value) }
            let expected = values.sorted { ($0.value, $0.index) < ($1.value, $1.index) }.prefix(limit)
            #expect(kept.count == length)
            #expect(kept.worstFirst.map(\.index) == expected.map(\.index), "limit \(limit), \(length) elements")
        }
    }

    /// Parts of a stream kept apart and merged keep what the whole stream keeps, and count it all: the split
    /// `check --cvd` searches on several threads.
    @Test(arguments: [0, 1, 3, 20])
    func mergedPartsKeepWhatTheWholeKeeps(limit: Int) {
        var generator = SplitMix(seed: UInt64(limit) + 100)
        let values = (0 ..< 300).map { index in (value: Int(generator.next() % 40), index: index) }
        let isWorse: @Sendable ((value: Int, index: Int), (value: Int, index: Int)) -> Bool = { ($0.value, $0.index) < ($1.value, $1.index) }
        var whole = WorstKept(limit: limit, isWorse: isWorse)
        for value in values { whole.add(value) }
        for parts in [1, 2, 7, 300] {
            var merged = WorstKept(limit: limit, isWorse: isWorse)
            for part in 0 ..< parts {
                var kept = WorstKept(limit: limit, isWorse: isWorse)
                for value in values[values.count * part / parts ..< values.count * (part + 1) / parts] { kept.add(value) }
                merged.merge(kept)
            }
            #expect(merged.count == whole.count, "\(parts) parts")
            #expect(merged.worstFirst.map(\.index) == whole.worstFirst.map(\.index), "\(parts) parts")
        }
    }
}
