import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

/// swatch counts what pixelmatch counts: by default with pixelmatch's `includeAA` (anti-aliased pixels
/// count), with `--ignore-antialiasing` as pixelmatch's default. The counts in `__Fixtures__/pixelmatch/
/// counts.json` are the C++ port's (pybind11-pixelmatch, inputs decoded with Pillow), written by
/// `__Fixtures__/pixelmatch_oracle.py` (`make pixelmatch-oracle`) for text, shapes and a light and dark sheet.
@Suite struct PixelmatchOracleTests {
    struct Case: Decodable, CustomTestStringConvertible {
        let expected: String, actual: String
        let threshold: Double
        let includeAA: Bool
        let mismatched: Int
        var testDescription: String { "\(expected) vs \(actual) at \(threshold)\(includeAA ? ", anti-aliasing counted" : "")" }
    }

    static let cases: [Case] = {
        struct Document: Decodable { let cases: [Case] }
        guard let data = try? Data(contentsOf: FixtureFiles.url("pixelmatch/counts.json")), let document = try? JSONDecoder().decode(Document.self, from: data) else { return [] }
        return document.cases
    }()

    @Test func theOracleIsThere() {
        #expect(Self.cases.count == 24)
        #expect(Self.cases.contains { $0.mismatched > 100_000 } && Self.cases.contains { $0.mismatched == 0 })
    }

    @Test(arguments: cases)
    func sameCountAsPixelmatch(_ oracle: Case) throws {
        let options = try ImageDiffOptions(threshold: oracle.threshold, ignoreAntialiasing: !oracle.includeAA)
        let report = try PNGComparison.compare(expected: fixture("pixelmatch/" + oracle.expected),
                                               actual: fixture("pixelmatch/" + oracle.actual), options: options)
        #expect(report.differingPixels == oracle.mismatched)
        if !oracle.includeAA {
            // What the detector let off is exactly what counting anti-aliasing adds.
            let counted = try #require(Self.cases.first { $0.expected == oracle.expected && $0.actual == oracle.actual
                                                           && $0.threshold == oracle.threshold && $0.includeAA })
            #expect(report.differingPixels + report.antialiasedPixels == counted.mismatched)
        }
    }
}
