import Foundation
import SwatchKit
import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that the PNG at `pngPath` matches the reference `__Snapshots__/<test file>/<name>.png` beside
/// the calling test file, comparing decoded pixels (never file bytes: zlib versions change bytes).
///
/// Record modes come from `SWATCH_RECORD` unless `record` is given (see `RecordMode`): by default a
/// missing reference is written and the test fails so it gets looked at; `SWATCH_RECORD=1` rewrites
/// changed references. On a mismatch the actual image and a diff picture (expected faded, differences
/// red) are kept in `$SWATCH_ARTIFACTS` (default `.build/snapshot-artifacts`), and the failure names both
/// and summarises the differences. Reports through Swift Testing inside a `@Test`, through XCTest inside
/// an `XCTestCase`.
// Plain #filePath/#line defaults, not #_sourceLocation: that macro only expands where the caller imports
// Testing, which an XCTest file does not.
public func assertSheetMatches(_ pngPath: String, named name: String, options: ImageDiffOptions = .exact,
                               record: RecordMode? = nil, fileID: StaticString = #fileID,
                               filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let snapshot = SheetSnapshot(named: name, testFile: "\(filePath)")
    guard let failure = snapshot.verify(pngPath, options: options, record: record) else { return }
    reportFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Renders `request` (which must make exactly one PNG; its output paths are replaced) into a temporary
/// directory and asserts it as above.
public func assertSheetMatches(rendering request: RenderRequest, named name: String, options: ImageDiffOptions = .exact,
                               record: RecordMode? = nil, fileID: StaticString = #fileID,
                               filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-snapshot-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var request = request
    request.output = directory + "/\(name).png"
    request.manifest = nil
    do {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let sheets = try SheetRenderer.render(request)
        guard sheets.count == 1 else {
            return reportFailure("snapshot \(name): the request makes \(sheets.count) PNGs; render one appearance, or side by side",
                                 fileID: fileID, filePath: filePath, line: line, column: column)
        }
        assertSheetMatches(sheets[0].image, named: name, options: options, record: record,
                           fileID: fileID, filePath: filePath, line: line, column: column)
    } catch {
        reportFailure("snapshot \(name): \(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Records a test failure with whichever framework runs the current test.
func reportFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(XCTest)
    if Test.current == nil {
        XCTFail(message, file: filePath, line: line)
        return
    }
    #endif
    Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
}
