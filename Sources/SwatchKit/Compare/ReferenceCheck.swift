import Foundation

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
        /// No reference, and the mode forbids writing one.
        case missing
    }

    /// Compares `actual` (a PNG file) with the reference. Throws if either cannot be read or decoded, a
    /// file cannot be written, or an output would overwrite an input or another output (checked before
    /// anything is read); a failed check is an outcome, not an error. Everything it writes is written
    /// all or none.
    public func run(actual: String) throws(SwatchError) -> Outcome {
        let files = self.files(actual: actual)
        let transaction = try FileTransaction(outputs: files.outputs, inputs: files.inputs, createsFolders: true)
        let outcome = try compare(actual: actual, writingInto: transaction)
        try transaction.commit()
        return outcome
    }

    /// Throws the error `run(actual:)` would for paths that clash (the reference kept as the actual copy,
    /// the diff image over the reference, ...), so a caller can fail before rendering.
    public func checkPaths(actual: String = "") throws(SwatchError) {
        let files = self.files(actual: actual)
        _ = try FileTransaction(outputs: files.outputs, inputs: files.inputs.filter { !$0.path.isEmpty }, createsFolders: true)
    }

    /// What the check reads and what it may write: the reference is an output when the mode may record it.
    private func files(actual: String) -> (outputs: [RunFile], inputs: [RunFile]) {
        let writesReference = record != .never
        let outputs = [diffImage.map { RunFile("the diff image", $0) }, keepActual.map { RunFile("the actual copy", $0) },
                       writesReference ? RunFile("the reference", reference) : nil].compactMap { $0 }
        let inputs = [RunFile("the rendered image", actual)] + (writesReference ? [] : [RunFile("the reference", reference)]) + self.inputs
        return (outputs, inputs)
    }

    private func compare(actual: String, writingInto transaction: FileTransaction) throws(SwatchError) -> Outcome {
        let fresh = try PNGImage(contentsOfFile: actual)
        guard FileManager.default.fileExists(atPath: reference) else {
            guard record != .never else { return .missing }
            try copy(actual, to: reference, in: transaction)
            return .recorded(previous: nil)
        }
        let old: PNGImage
        do throws(SwatchError) {
            old = try PNGImage(contentsOfFile: reference)
        } catch {
            guard record == .all else { throw error }
            try copy(actual, to: reference, in: transaction)  // recording replaces even an unreadable reference
            return .recorded(previous: nil)
        }
        let diff = ImageDiff(expected: old, actual: fresh, options: options)
        if record == .all {
            // An identical render keeps the committed file: no churn from a different zlib.
            guard diff.report.identical else {
                try copy(actual, to: reference, in: transaction)
                return .recorded(previous: diff.report)
            }
            return .matched(diff.report)
        }
        guard !diff.report.isEqual else { return .matched(diff.report) }
        if let diffImage {
            try DiffImage.write(diff, expected: old, actual: fresh, to: try transaction.temporary(for: diffImage), shownAs: diffImage)
        }
        if let keepActual { try copy(actual, to: keepActual, in: transaction) }
        if record == .failed { try copy(actual, to: reference, in: transaction) }
        return .differed(diff.report, rerecorded: record == .failed)
    }

    /// Stages a copy of `source` as `target`.
    private func copy(_ source: String, to target: String, in transaction: FileTransaction) throws(SwatchError) {
        guard let data = FileManager.default.contents(atPath: source) else {
            throw SwatchError(.image, "\(source): cannot read")
        }
        try transaction.write([UInt8](data), to: target)
    }
}
