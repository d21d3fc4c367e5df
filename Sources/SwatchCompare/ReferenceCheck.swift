import Foundation
import SwatchPNG
import SwatchSheet
import SwatchSupport

/// Checks a freshly rendered PNG against a committed reference, recording per `RecordMode`, and keeps
/// the evidence of a failure: the use case behind `swatch verify` and `SwatchTesting`.
public struct ReferenceCheck: Sendable {
    /// The committed PNG.
    public var reference: String
    /// What counts as equal.
    public var options: ImageDiffOptions
    /// When the reference is written instead of (or as well as) compared.
    public var record: RecordMode
    /// Where to write the diff picture when the images differ (nil: nowhere).
    public var diffImage: String?
    /// Where to copy the actual PNG when the images differ (nil: nowhere).
    public var keepActual: String?
    /// Other files the run reads (the render's palette and fonts); no output may overwrite one.
    public var inputs: [RunFile]

    /// A check of `reference`; the evidence of a failure goes where `diffImage` and `keepActual` say.
    public init(reference: String, options: ImageDiffOptions = .exact, record: RecordMode = .never,
                diffImage: String? = nil, keepActual: String? = nil, inputs: [RunFile] = []) {
        self.reference = reference
        self.options = options
        self.record = record
        self.diffImage = diffImage
        self.keepActual = keepActual
        self.inputs = inputs
    }

    /// What happened to the reference.
    public enum Outcome: Sendable, Equatable {
        /// Equal under the options; nothing written.
        case matched(DiffReport)
        /// Different; diff picture and actual copy written where asked, and the reference rewritten if
        /// the mode is `failed`.
        case differed(DiffReport, rerecorded: Bool)
        /// The reference was written: `previous` is how the old one compared, nil if there was none.
        case recorded(previous: DiffReport?)
        /// The reference was written over an old one that did not decode; the error says why it did not.
        case replacedUnreadable(SwatchError)
        /// No reference, and the mode forbids writing one.
        case missing
    }

    /// Compares `actual` (a PNG file) with the reference, band by band as both decode. Throws if either
    /// cannot be read or decoded, a file cannot be written, or an output would overwrite an input or
    /// another output (checked before anything is read); a failed check is an outcome, not an error.
    /// Everything it writes is written all or none. `progress`, when given, counts the rows compared.
    public func run(actual: String, progress: RenderProgress? = nil) throws(SwatchError) -> Outcome {
        try run(.file(actual), progress: progress)
    }

    /// Renders `request`, which must make exactly one PNG (its output and manifest paths are not used),
    /// and compares it with the reference as it is painted, band by band: the sheet is encoded only
    /// when the check writes it (recording, or keeping the actual), and painted again for a diff picture.
    /// Throws for a bad option as a render would, and as `run(actual:)` does.
    public func run(rendering request: RenderRequest, progress: RenderProgress? = nil) throws(SwatchError) -> Outcome {
        try run(.sheet(try PlannedSheet(request)), progress: progress)
    }

    /// Throws the error a run would for paths that clash (the reference kept as the actual copy,
    /// the diff image over the reference, ...), so a caller can fail before rendering.
    public func checkPaths(actual: String = "") throws(SwatchError) {
        let files = self.files(actual: actual.isEmpty ? [] : [RunFile("the rendered image", actual)])
        _ = try FileTransaction(outputs: files.outputs, inputs: files.inputs, createsFolders: true, reportOnStandardOutput: true)
        try requireRecordable()
    }

    /// What the check reads and what it may write: the reference is an output when the mode may record it.
    private func files(actual: [RunFile]) -> (outputs: [RunFile], inputs: [RunFile]) {
        let writesReference = record != .never
        let outputs = [diffImage.map { RunFile("the diff image", $0) }, keepActual.map { RunFile("the actual copy", $0) },
                       writesReference ? RunFile("the reference", reference) : nil].compactMap { $0 }
        let inputs = actual + (writesReference ? [] : [RunFile("the reference", reference)]) + self.inputs
        return (outputs, inputs)
    }

    /// A reference that may be recorded is a file, or nothing yet: one recorded into a device (`/dev/null`) or pipe was
    /// "recorded" and could never be checked.
    private func requireRecordable() throws(SwatchError) {
        var info = stat()
        guard record != .never, stat(reference, &info) == 0, let refusal = InputFiles.notAFile(info.st_mode & S_IFMT) else { return }
        throw SwatchError(.usage, "\(path: reference): \(refusal): a reference is recorded in a file, to be checked again")
    }

    private func run(_ picture: CheckedPicture, progress: RenderProgress?) throws(SwatchError) -> Outcome {
        let files = self.files(actual: picture.inputs)
        let transaction = try FileTransaction(outputs: files.outputs, inputs: files.inputs, createsFolders: true, reportOnStandardOutput: true)
        try requireRecordable()
        return try CreatedFolders.making(above: files.outputs.map(\.path)) { () throws(SwatchError) in
            let outcome = try compare(picture, writingInto: transaction, progress: progress)
            try transaction.commit()
            return outcome
        } undo: {
            transaction.rollback()
        }
    }

    private func compare(_ picture: CheckedPicture, writingInto transaction: FileTransaction,
                         progress: RenderProgress?) throws(SwatchError) -> Outcome {
        let budget = DecodeBudget()  // the run's: every reader of both passes draws from it
        func write(_ target: String) throws(SwatchError) { try picture.write(transaction, target, budget) }
        guard FileManager.default.fileExists(atPath: reference) else {
            _ = try picture.rows(options, budget)  // a picture that does not open is an error, as with a reference
            guard record != .never else { return .missing }
            try write(reference)
            return .recorded(previous: nil)
        }
        // Recording replaces even a reference that does not decode; otherwise that is an error.
        func replaceUnreadable(_ error: SwatchError) throws(SwatchError) -> Outcome {
            guard record == .all else { throw error }
            try write(reference)
            return .replacedUnreadable(error)
        }
        // The first pass's readers are freed when it returns, giving their pixels back to the budget.
        let report: DiffReport
        switch try firstPass(picture, budget: budget, progress: progress) {
        case .success(let compared): report = compared
        case .failure(let unreadable): return try replaceUnreadable(unreadable)
        }
        if record == .all {
            // An identical render keeps the committed file: no churn from a different zlib.
            guard report.identical else {
                try write(reference)
                return .recorded(previous: report)
            }
            return .matched(report)
        }
        guard !report.isEqual else { return .matched(report) }
        if let diffImage {
            // A second pass draws the picture: a check that passes never pays for one.
            progress?.plan(rows: max(report.expectedSize.height, report.actualSize.height) * 2, sheets: 0)
            let expected = try PNGComparison.open(reference, for: options, budget: budget), actual = try picture.rows(options, budget)
            try BandComparison.checkMemory(expected: expected, named: reference, actual: actual, named: picture.name,
                                           options: options, diffImage: diffImage)
            let again = BandComparison(expected: expected, actual: actual, options: options, progress: progress)
            _ = try DiffImage.write(again, to: try transaction.temporary(for: diffImage), shownAs: diffImage)
        }
        if let keepActual { try write(keepActual) }
        if record == .failed { try write(reference) }
        return .differed(report, rerecorded: record == .failed)
    }

    /// Compares the picture with the reference; a reference that does not open or decode is a failure
    /// the caller may record over, any other error is thrown.
    private func firstPass(_ picture: CheckedPicture, budget: DecodeBudget,
                           progress: RenderProgress?) throws(SwatchError) -> Result<DiffReport, SwatchError> {
        let fresh = try picture.rows(options, budget)
        let old: FailureNoting
        do throws(SwatchError) {
            old = FailureNoting(try PNGComparison.open(reference, for: options, budget: budget))
        } catch {
            return .failure(error)
        }
        try BandComparison.checkMemory(expected: old, named: reference, actual: fresh, named: picture.name, options: options, diffImage: nil)
        let comparison = BandComparison(expected: old, actual: fresh, options: options, progress: progress)
        progress?.plan(rows: comparison.height, sheets: 0)
        do throws(SwatchError) {
            return .success(try comparison.run())
        } catch {
            guard old.failed else { throw error }
            return .failure(error)
        }
    }
}

/// A row source that notes whether a read failed: tells a reference that does not decode from a picture
/// that does not.
private final class FailureNoting: ImageRowSource {
    private let source: any ImageRowSource
    /// A read threw.
    private(set) var failed = false

    init(_ source: any ImageRowSource) { self.source = source }

    var width: Int { source.width }
    var height: Int { source.height }

    func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        try noting { () throws(SwatchError) in try source.read(rows: count, into: buffer) }
    }

    func prepare() throws(SwatchError) {
        try noting { () throws(SwatchError) in try source.prepare() }
    }

    var pendingBytes: Int { source.pendingBytes }

    private func noting(_ step: () throws(SwatchError) -> Void) throws(SwatchError) {
        do throws(SwatchError) {
            try step()
        } catch {
            failed = true
            throw error
        }
    }
}
