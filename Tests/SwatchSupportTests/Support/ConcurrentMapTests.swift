import Testing
@testable import SwatchSupport

/// `concurrentMap` hands back every part's result in the parts' order, whatever the threads do.
@Suite struct ConcurrentMapTests {
    @Test(arguments: [0, 1, 2, 7, 1000])
    func resultsComeInOrder(count: Int) {
        #expect(concurrentMap(count) { $0 * $0 + 1 } == (0 ..< count).map { $0 * $0 + 1 })
    }
}
