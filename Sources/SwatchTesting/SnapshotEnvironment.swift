import Foundation
import SwatchKit

/// Settings a test run takes from its environment, so CI and a developer's shell choose without code changes.
enum SnapshotEnvironment {
    /// `SWATCH_RECORD`: unset, empty or `0` -> `missing` (record absent references, and fail);
    /// `1`, `true`, `yes` or `all` -> `all`; `missing`, `failed` or `never` name their mode.
    /// Throws a message for anything else, so a typo never silently re-records.
    static func recordMode(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(SwatchError) -> RecordMode {
        guard let value = environment["SWATCH_RECORD"]?.lowercased(), !value.isEmpty, value != "0" else { return .missing }
        if ["1", "true", "yes"].contains(value) { return .all }
        guard let mode = RecordMode(rawValue: value) else {
            throw SwatchError(.usage, "SWATCH_RECORD='\(value)' is not 0, 1, all, missing, failed or never")
        }
        return mode
    }

    /// `SWATCH_ARTIFACTS`, else `.build/snapshot-artifacts` in the package holding `testFile`, else the
    /// temporary directory: where a failing test leaves its actual and diff images, never `__Snapshots__`.
    static func artifactsDirectory(for testFile: String,
                                   _ environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let directory = environment["SWATCH_ARTIFACTS"], !directory.isEmpty { return directory }
        var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return directory.appendingPathComponent(".build/snapshot-artifacts").path
            }
            directory.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("swatch-snapshot-artifacts").path
    }
}
