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

/// Renders `request` (which must make exactly one PNG; its output paths are not used) and asserts it as
/// above, comparing it band by band as it is painted: a PNG is encoded only for the evidence of a
/// failure, or to record the reference.
public func assertSheetMatches(rendering request: RenderRequest, named name: String, options: ImageDiffOptions = .exact,
                               record: RecordMode? = nil, fileID: StaticString = #fileID,
                               filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
    let snapshot = SheetSnapshot(named: name, testFile: "\(filePath)")
    guard let failure = snapshot.verify(rendering: request, options: options, record: record) else { return }
    reportFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
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
