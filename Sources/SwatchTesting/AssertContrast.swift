import SwatchKit

/// Asserts that every pair of `pairs` reaches WCAG `level` in every appearance of `appearances` (the
/// palette's own by default), the way `swatch check` decides; fails with the same report's failing lines,
/// nearest passing colours included. Names come from `palette`, then from `system` (the built-in catalog).
/// Reports through Swift Testing inside a `@Test`, through XCTest inside an `XCTestCase`.
public func assertContrast(palette: Palette, system: Palette, pairs: [ContrastPair] = ContrastPair.iOSDefaults,
                           level: ContrastLevel = .aa, appearances: [Appearance]? = nil,
                           fileID: StaticString = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) {
    do {
        let check = ContrastCheck(palette: palette, system: system, level: level)
        let report = CheckReport(results: try check.run(pairs, appearances: appearances ?? palette.appearances), level: level)
        guard !report.failures.isEmpty else { return }
        let failing = CheckReport(results: report.failures, level: level).text.split(separator: "\n").dropLast()
        reportFailure("contrast: \(report.failures.count) of \(report.results.count) checks fail (WCAG \(level.rawValue)):\n"
                      + failing.joined(separator: "\n"), fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        reportFailure("contrast: \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
