import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
@testable import SwatchTesting
import SwatchTestSupport

/// The committed exports in `Output/exports/` are what swatch writes now, byte for byte (`make exports`
/// writes them with the CLI). `SWATCH_RECORD` works as for sheet snapshots: unset records a missing file and
/// fails, `1` rewrites every file that changed, `failed` rewrites and fails, `never` only compares.
@Suite struct SwiftGoldenTests {
    static let folder = SwiftExports.repository.appendingPathComponent("Output/exports")

    /// Each golden file: the format, the catalog (nil: the sample asset catalog) and the Swift options, as the
    /// command line `make exports` writes it with.
    static let goldens: [(file: String, format: PaletteFormat, catalog: String?, options: FormatOptions)] = [
        ("Colors+UIKit.swift", .uikit, nil, FormatOptions()),
        ("Colors+SwiftUI.swift", .swiftui, nil, FormatOptions()),
        ("Colors+AppKit.swift", .appkit, nil, FormatOptions()),
        ("ColorCompatibility.swift", .swiftCompat, "ios13", FormatOptions()),
        ("DesignSystem+SwiftUI.swift", .swiftui, nil, FormatOptions(access: .public, namespaces: .nested, values: .catalog)),
    ]

    /// What `swatch export --format F` writes for the sample asset catalog, or with `--catalog C` for the catalog.
    static func export(_ format: PaletteFormat, catalog: String?, options: FormatOptions = FormatOptions()) throws -> String {
        var options = options
        options.source = catalog.map { "the \($0) catalog" } ?? "Assets.xcassets"
        return try SwiftExports.text(format, catalog.map { try SwiftExports.catalog($0) } ?? SwiftExports.samples(), options)
    }

    @Test(arguments: goldens.map(\.file))
    func exportMatchesTheCommittedFile(file: String) throws {
        let golden = try #require(Self.goldens.first { $0.file == file })
        let actual = try Self.export(golden.format, catalog: golden.catalog, options: golden.options)
        let path = Self.folder.appendingPathComponent(file).path
        let expected = try? String(contentsOfFile: path, encoding: .utf8)
        if expected == actual { return }
        let mode = try SnapshotEnvironment.recordMode()
        if mode == .all || mode == .failed || (mode == .missing && expected == nil) {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            if mode == .all { return }
        }
        guard let expected else {
            Issue.record("Output/exports/\(file) was missing and has been recorded; check it and commit it")
            return
        }
        let rerecord = mode == .failed ? "; it was re-recorded" : " (SWATCH_RECORD=1 re-records)"
        Issue.record("Output/exports/\(file) differs from what swatch writes now, \(Self.firstDifference(expected, actual))\(rerecord)")
    }

    /// `at line N: expected "...", got "..."`.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, new.count)
        func line(_ lines: [Substring]) -> String { index < lines.count ? "\"\(lines[index])\"" : "the end" }
        return "at line \(index + 1): expected \(line(old)), got \(line(new))"
    }

    /// Exports are deterministic: the same input gives the same bytes.
    @Test func exportsAreDeterministic() throws {
        for golden in Self.goldens {
            #expect(try Self.export(golden.format, catalog: golden.catalog, options: golden.options)
                    == Self.export(golden.format, catalog: golden.catalog, options: golden.options))
        }
    }
}
