import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
@testable import SwatchTesting
import SwatchTestSupport

/// SwatchTesting's file layout, record modes and failure messages.
@Suite struct SheetSnapshotHelperTests {
    typealias T = TestImages

    @Test func referencesLiveBesideTheTestAndArtifactsApart() {
        let snapshot = SheetSnapshot(named: "grouped-light", testFile: "/pkg/Tests/KitTests/SheetTests.swift", artifacts: "/tmp/art")
        #expect(snapshot.reference == "/pkg/Tests/KitTests/__Snapshots__/SheetTests/grouped-light.png")
        #expect(snapshot.actualArtifact == "/tmp/art/SheetTests/grouped-light.png")
        #expect(snapshot.diffArtifact == "/tmp/art/SheetTests/grouped-light.diff.png")
    }

    @Test func artifactsDefaultToThePackagesBuildFolder() {
        #expect(SnapshotEnvironment.artifactsDirectory(for: #filePath, ["SWATCH_ARTIFACTS": "/x"]) == "/x")
        let root = Repository.root.path
        #expect(SnapshotEnvironment.artifactsDirectory(for: #filePath, [:]) == root + "/.build/snapshot-artifacts")
    }

    @Test(arguments: [(nil, RecordMode.missing), ("", .missing), ("0", .missing), ("1", .all), ("true", .all),
                      ("all", .all), ("FAILED", .failed), ("never", .never), ("missing", .missing)])
    func recordModeFromTheEnvironment(value: String?, mode: RecordMode) throws {
        #expect(try SnapshotEnvironment.recordMode(value.map { ["SWATCH_RECORD": $0] } ?? [:]) == mode)
    }

    @Test func aRecordTypoIsAnError() {
        let error = #expect(throws: SwatchError.self) { try SnapshotEnvironment.recordMode(["SWATCH_RECORD": "yes please"]) }
        #expect(error?.message == "SWATCH_RECORD='yes please' is not 0, 1, all, missing, failed or never")
    }

    @Test func verifyReportsWhatHappened() throws {
        let directory = try TempDir()
        let white = try T.write(T.filled(4, 4, T.white), to: directory.file("white.png"))
        let changed = try T.write(T.setting(T.filled(4, 4, T.white), 2, 3, to: T.black), to: directory.file("changed.png"))
        let snapshot = SheetSnapshot(named: "sheet", testFile: directory.file("Tests/ThingTests.swift"), artifacts: directory.file("art"))

        let recorded = snapshot.verify(white, record: .missing)
        #expect(recorded == "snapshot sheet: no reference existed; recorded \(snapshot.reference): check it and run the tests again")
        #expect(snapshot.verify(white, record: .never) == nil)

        let failure = try #require(snapshot.verify(changed, record: .never))
        #expect(failure == "snapshot sheet differs from \(snapshot.reference): different: 1 of 16 pixels differ (6.25%), largest channel difference 255, within x 2...2, y 3...3; actual: \(snapshot.actualArtifact), diff: \(snapshot.diffArtifact) (SWATCH_RECORD=1 re-records)")
        #expect(try PNGImage(contentsOfFile: snapshot.diffArtifact).pixel(x: 2, y: 3) == (255, 0, 0, 255))
        #expect(try PNGComparison.compare(expected: changed, actual: snapshot.actualArtifact).identical)

        // A tolerance passes it, and the stale evidence goes.
        #expect(try snapshot.verify(changed, options: ImageDiffOptions(allowance: .count(1)), record: .never) == nil)
        #expect(!FileManager.default.fileExists(atPath: snapshot.diffArtifact))
    }

    // The passing path of assertSheetMatches(rendering:) is SheetSnapshotTests; these are its failures,
    // with record mode never so nothing is written beside this file.

    @Test func aMissingReferenceIsReportedHere() throws {
        let directory = try TempDir()
        let white = try T.write(T.filled(2, 2, T.white), to: directory.file("white.png"))
        withKnownIssue {
            assertSheetMatches(white, named: "no-such-reference", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["snapshot no-such-reference: no reference at \(SheetSnapshot(named: "no-such-reference", testFile: #filePath).reference) and SWATCH_RECORD=never; record it with SWATCH_RECORD=1"]
                && issue.sourceLocation?.fileName == "SheetSnapshotHelperTests.swift"
        }
    }

    @Test func aRequestForTwoPNGsIsReported() throws {
        let request = RenderRequest(
            palette: SnapshotSlice.palette, chrome: try SystemCatalog.palette(named: "ios26"),
            options: SheetOptions(style: .plain, scale: 1), appearances: [.light, .dark],
            output: "pair.png", fonts: TestFonts.dejaVu)
        withKnownIssue {
            assertSheetMatches(rendering: request, named: "pair", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["snapshot pair: the render makes 2 PNGs and a check compares one: render one appearance, or several side by side"]
        }
    }
}
