import Testing
import SwatchKit
import SwatchTesting
import SwatchTestSupport

/// `assertContrast` passes quietly and fails with `swatch check`'s lines.
@Suite struct AssertContrastTests {
    static let system = try! SystemCatalog.palette(named: "ios17")

    @Test func passingPairsRecordNothing() {
        assertContrast(palette: Self.system, system: Self.system, pairs: [ContrastPair("label", on: "systemBackground")])
    }

    @Test func failingPairsRecordTheReport() {
        withKnownIssue {
            assertContrast(palette: Self.system, system: Self.system, pairs: [ContrastPair("systemBlue", on: "systemBackground")],
                           appearances: [.light])
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["contrast: 1 of 1 checks fail (WCAG AA):\nsystemBlue on systemBackground as text  light  #007AFFFF on #FFFFFFFF  4.01 AA✗  nearest passing: #0072F0FF"]
        }
    }
}
