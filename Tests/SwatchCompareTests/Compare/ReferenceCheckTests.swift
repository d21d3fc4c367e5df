import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

/// Record modes and evidence of `swatch verify` and SwatchTesting.
@Suite struct ReferenceCheckTests {
    typealias T = TestImages

    let directory: TempDir
    let white: String, red: String

    init() throws {
        directory = try TempDir()
        white = try T.write(T.filled(3, 3, T.white), to: directory.file("white.png"))
        red = try T.write(T.setting(T.filled(3, 3, T.white), 1, 1, to: T.red), to: directory.file("red.png"))
    }

    func check(_ reference: String, _ record: RecordMode) -> ReferenceCheck {
        ReferenceCheck(reference: reference, record: record,
                       diffImage: directory.file("out/diff.png"), keepActual: directory.file("out/actual.png"))
    }

    @Test func missingReferenceIsRecordedUnlessNever() throws {
        let reference = directory.file("refs/new/ref.png")
        #expect(try check(reference, .never).run(actual: white) == .missing)
        #expect(!FileManager.default.fileExists(atPath: reference))
        #expect(try check(reference, .missing).run(actual: white) == .recorded(previous: nil))
        #expect(try PNGImage(contentsOfFile: reference) == T.filled(3, 3, T.white))
    }

    /// The actual PNG is recorded byte for byte, streamed in 64 KiB pieces from a second open through
    /// `InputFiles` (here one of 300 KB: five pieces); the copy was a `FileManager.contents` read of all of it.
    @Test func theRecordedReferenceIsTheActualByteForByte() throws {
        let large = try T.write(T.filled(300, 250, T.white), to: directory.file("large.png"))
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: large)))
        bytes += [UInt8](repeating: 0, count: 300_000)  // after IEND: libpng stops before it, the copy does not
        try Data(bytes).write(to: URL(fileURLWithPath: large))
        let reference = directory.file("large-ref.png")
        #expect(try check(reference, .missing).run(actual: large) == .recorded(previous: nil))
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: reference))) == bytes)
    }

    @Test func differenceKeepsEvidenceAndTheReference() throws {
        let outcome = try check(white, .never).run(actual: red)
        guard case .differed(let report, rerecorded: false) = outcome else { Issue.record("\(outcome)"); return }
        #expect(report.differingPixels == 1)
        #expect(try PNGImage(contentsOfFile: directory.file("out/diff.png")).pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(try PNGImage(contentsOfFile: directory.file("out/actual.png")) == PNGImage(contentsOfFile: red))
        #expect(try PNGImage(contentsOfFile: white) == T.filled(3, 3, T.white))
    }

    @Test func failedModeRerecords() throws {
        let reference = directory.file("ref.png")
        try FileManager.default.copyItem(atPath: white, toPath: reference)
        guard case .differed(_, rerecorded: true) = try check(reference, .failed).run(actual: red) else { Issue.record(); return }
        #expect(try PNGComparison.compare(expected: reference, actual: red).identical)
    }

    @Test func allModeRewritesOnlyChangedReferences() throws {
        let reference = directory.file("ref.png")
        try FileManager.default.copyItem(atPath: white, toPath: reference)
        let before = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
        guard case .matched = try check(reference, .all).run(actual: white) else { Issue.record(); return }
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date == before)
        guard case .recorded(let previous?) = try check(reference, .all).run(actual: red) else { Issue.record(); return }
        #expect(previous.differingPixels == 1)
        #expect(try PNGComparison.compare(expected: reference, actual: red).identical)
        #expect(!FileManager.default.fileExists(atPath: directory.file("out/diff.png")), "recording is not a failure")
    }

    @Test func allModeReplacesAnUnreadableReference() throws {
        let reference = directory.file("broken.png")
        try "not a png".write(toFile: reference, atomically: false, encoding: .utf8)
        #expect(throws: SwatchError.self) { try check(reference, .never).run(actual: white) }
        #expect(try check(reference, .all).run(actual: white) == .replacedUnreadable(SwatchError(.image, "\(reference): not a PNG file")))
    }

    /// A reference that has lost its last bytes (IEND) decodes every row, yet is corrupt: an error, which
    /// recording replaces.
    @Test func aReferenceWithoutItsEndIsAnError() throws {
        let whole = try T.write(T.gradient(40, 30), to: directory.file("whole.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: whole))
        let cut = directory.file("cut.png")
        try bytes.prefix(bytes.count - 12).write(to: URL(fileURLWithPath: cut))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: cut, actual: whole) }
        #expect(error?.message == "\(cut): truncated or corrupt PNG data (the file ends early)")
        #expect(throws: SwatchError.self) { try check(cut, .never).run(actual: whole) }
        guard case .replacedUnreadable = try check(cut, .all).run(actual: whole) else { Issue.record(); return }
        #expect(try Data(contentsOf: URL(fileURLWithPath: cut)).count == bytes.count)
    }

    /// A reference that breaks off after its header opens, and fails only as its rows stream in: recording
    /// still replaces it, and without recording the error names it. An actual that breaks off is an error
    /// even when recording.
    @Test func aReferenceThatBreaksOffMidwayIsReplacedOnlyWhenRecording() throws {
        let tall = try T.write(T.gradient(40, 400), to: directory.file("tall.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: tall))
        let cut = directory.file("cut.png")
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let error = #expect(throws: SwatchError.self) { try check(cut, .never).run(actual: tall) }
        #expect(error?.message.hasPrefix("\(cut): truncated or corrupt PNG data (") == true)
        guard case .replacedUnreadable(let why) = try check(cut, .all).run(actual: tall) else { Issue.record(); return }
        #expect(why.message.hasPrefix("\(cut): truncated or corrupt PNG data ("))
        #expect(try PNGComparison.compare(expected: cut, actual: tall).identical)

        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: cut))
        let reference = directory.file("ref.png")
        try FileManager.default.copyItem(atPath: tall, toPath: reference)
        let actual = #expect(throws: SwatchError.self) { try check(reference, .all).run(actual: cut) }
        #expect(actual?.message.hasPrefix("\(cut): truncated or corrupt PNG data (") == true)
        #expect(try PNGComparison.compare(expected: reference, actual: tall).identical, "the reference is untouched")
    }

    @Test func anUnreadableActualIsAnErrorEvenWhenRecording() throws {
        let error = #expect(throws: SwatchError.self) { try check(directory.file("ref.png"), .all).run(actual: directory.file("none.png")) }
        #expect(error?.message == "\(directory.file("none.png")): no such file or folder")
    }
}
