import Foundation
import Testing
@testable import SwatchColor

/// `SRGBTransfer.EncodedRange` answers as encoding and comparing would, at every value a gamut search can meet:
/// random ones, and those within a few units in the last place of each place the answer or the formula changes.
@Suite struct SRGBTransferTests {
    /// What `EncodedRange.contains` stands for: encode, then compare.
    static func encodedInside(_ linear: Double, slack: Double) -> Bool {
        let encoded = SRGBTransfer.encoded(linear)
        return encoded >= -slack && encoded <= 1 + slack
    }

    @Test(arguments: [1e-6, 0, 1e-3])
    func theRangeAgreesWithEncoding(slack: Double) {
        let range = SRGBTransfer.EncodedRange(slack: slack)
        var values: [Double] = [0, -0.0, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1, -1]
        // Each edge: the straight part's end, where a negative value's encoding passes -slack, and the top.
        for edge in [0.0031308, slack / 12.92, range.top, 1.0] {
            var up = edge, down = edge
            for _ in 0 ..< 2_000 {
                values += [up, down, -up, -down]
                (up, down) = (up.nextUp, down.nextDown)
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 100_000 { values.append(Double.random(in: -0.1 ... 1.1, using: &generator)) }
        let disagreeing = values.filter { range.contains($0) != Self.encodedInside($0, slack: slack) }
        #expect(disagreeing.isEmpty, "\(disagreeing.prefix(5))")
        // Both answers are met near the top: the edge is where the search needs it.
        #expect(range.contains(range.top * (1 - 1e-6)) && !range.contains(range.top * (1 + 1e-6)))
    }
}
