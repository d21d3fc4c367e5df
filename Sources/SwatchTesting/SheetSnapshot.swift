import Foundation
import SwatchKit

/// Where one named snapshot of a test file lives, and how it is checked; free of any test framework, so
/// `assertSheetMatches` only reports what `verify` returns.
///
/// The reference is `__Snapshots__/<TestFile>/<name>.png` beside the test file (commit it); on failure the
/// actual PNG and the diff picture go to `<artifacts>/<TestFile>/<name>.png` and `<name>.diff.png`.
public struct SheetSnapshot: Sendable {
    /// The snapshot's name, unique within its test file.
    public let name: String
    /// The committed reference PNG.
    public let reference: String
    /// Where the actual PNG is kept when the check fails.
    public let actualArtifact: String
    /// Where the diff picture is kept when the check fails.
    public let diffArtifact: String

    /// - Parameters:
    ///   - name: the snapshot's file name without `.png`; unique within the test file.
    ///   - testFile: the test's `#filePath`.
    ///   - artifacts: where failures are kept; nil for `$SWATCH_ARTIFACTS` or `.build/snapshot-artifacts`.
    public init(named name: String, testFile: String, artifacts: String? = nil) {
        let file = URL(fileURLWithPath: testFile)
        let group = file.deletingPathExtension().lastPathComponent
        self.name = name
        reference = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__").appendingPathComponent(group).appendingPathComponent("\(name).png").path
        let kept = URL(fileURLWithPath: artifacts ?? SnapshotEnvironment.artifactsDirectory(for: testFile)).appendingPathComponent(group)
        actualArtifact = kept.appendingPathComponent("\(name).png").path
        diffArtifact = kept.appendingPathComponent("\(name).diff.png").path
    }

    /// Checks the PNG at `actualPath` against the reference; returns a failure message, or nil if it passes.
    /// `record` nil takes the mode from `SWATCH_RECORD`.
    public func verify(_ actualPath: String, options: ImageDiffOptions = .exact, record: RecordMode? = nil) -> String? {
        verify(options: options, record: record) { check throws(SwatchError) in try check.run(actual: actualPath) }
    }

    /// Renders `request` (which must make exactly one PNG; its output paths are not used) and checks it
    /// against the reference as it is painted, encoding a PNG only for the evidence of a failure or to
    /// record it; returns a failure message, or nil if it passes.
    public func verify(rendering request: RenderRequest, options: ImageDiffOptions = .exact, record: RecordMode? = nil) -> String? {
        verify(options: options, record: record) { check throws(SwatchError) in try check.run(rendering: request) }
    }

    /// Runs the check `run` makes of the reference, and words its outcome.
    private func verify(options: ImageDiffOptions, record: RecordMode?,
                        _ run: (ReferenceCheck) throws(SwatchError) -> ReferenceCheck.Outcome) -> String? {
        do throws(SwatchError) {
            let mode = if let record { record } else { try SnapshotEnvironment.recordMode() }
            // Stale evidence from an earlier failure would mislead: a new failure writes it afresh.
            for artifact in [actualArtifact, diffArtifact] { try? FileManager.default.removeItem(atPath: artifact) }
            let check = ReferenceCheck(reference: reference, options: options, record: mode,
                                       diffImage: diffArtifact, keepActual: actualArtifact)
            switch try run(check) {
            case .matched:
                return nil
            case .recorded(let previous):
                return previous == nil && mode != .all
                    ? "snapshot \(name): no reference existed; recorded \(reference): check it and run the tests again"
                    : nil
            case .replacedUnreadable:
                return nil  // only when recording every snapshot, as a new reference is
            case .differed(let report, let rerecorded):
                return "snapshot \(name) differs from \(reference): \(report.summary); actual: \(actualArtifact), diff: \(diffArtifact)"
                    + (rerecorded ? "; the reference was re-recorded" : " (SWATCH_RECORD=1 re-records)")
            case .missing:
                return "snapshot \(name): no reference at \(reference) and SWATCH_RECORD=never; record it with SWATCH_RECORD=1"
            }
        } catch {
            return "snapshot \(name): \(error.message)"
        }
    }
}
