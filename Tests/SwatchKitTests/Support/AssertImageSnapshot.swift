import Foundation
import Testing
import SwatchKit

/// Compares the PNG at `actualPath` with the reference `__Snapshots__/<test file>/<name>.png` beside the
/// test file, pixel for pixel (decoded RGBA, never file bytes: zlib versions change bytes).
///
/// Set `SWATCH_RECORD=1` to (re)write the references. A missing reference is recorded and the test fails,
/// so a forgotten reference never passes silently. On a mismatch the actual image is copied to
/// `$SWATCH_ARTIFACTS` (default: `.build/snapshot-artifacts`) and the message says where.
func assertImageSnapshot(of actualPath: String, named name: String,
                         filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let testFile = URL(fileURLWithPath: filePath)
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    let reference = directory.appendingPathComponent("\(name).png").path
    let fileManager = FileManager.default
    let recording = ProcessInfo.processInfo.environment["SWATCH_RECORD"].map { !$0.isEmpty && $0 != "0" } ?? false

    if recording || !fileManager.fileExists(atPath: reference) {
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        try? fileManager.removeItem(atPath: reference)
        try fileManager.copyItem(atPath: actualPath, toPath: reference)
        if !recording {
            Issue.record("no reference existed; recorded \(reference): check it and run the tests again", sourceLocation: sourceLocation)
        }
        return
    }

    let expected = try PNGImage(contentsOfFile: reference)
    let actual = try PNGImage(contentsOfFile: actualPath)
    guard let difference = firstDifference(expected, actual) else { return }

    let artifacts = ProcessInfo.processInfo.environment["SWATCH_ARTIFACTS"]
        ?? testFile.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build/snapshot-artifacts").path
    try fileManager.createDirectory(atPath: artifacts, withIntermediateDirectories: true)
    let kept = artifacts + "/\(name).png"
    try? fileManager.removeItem(atPath: kept)
    try fileManager.copyItem(atPath: actualPath, toPath: kept)
    Issue.record("snapshot \(name) differs from \(reference): \(difference); actual image kept at \(kept) (SWATCH_RECORD=1 re-records)",
                 sourceLocation: sourceLocation)
}

/// A description of how two images differ, or nil if their pixels are identical.
private func firstDifference(_ expected: PNGImage, _ actual: PNGImage) -> String? {
    if expected.width != actual.width || expected.height != actual.height {
        return "size \(actual.width)x\(actual.height), expected \(expected.width)x\(expected.height)"
    }
    var count = 0
    var first: (Int, Int)?
    for y in 0 ..< expected.height {
        for x in 0 ..< expected.width {
            let i = (y * expected.width + x) * 4
            if expected.pixels[i ..< i + 4] != actual.pixels[i ..< i + 4] {
                count += 1
                if first == nil { first = (x, y) }
            }
        }
    }
    guard let first else { return nil }
    return "\(count) pixels differ, the first at (\(first.0), \(first.1))"
}
