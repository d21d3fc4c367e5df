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

    /// A check of `reference`; the evidence of a failure goes where `diffImage` and `keepActual` say.
    public init(reference: String, options: ImageDiffOptions = .exact, record: RecordMode = .never,
                diffImage: String? = nil, keepActual: String? = nil) {
        self.reference = reference
        self.options = options
        self.record = record
        self.diffImage = diffImage
        self.keepActual = keepActual
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

    /// Compares `actual` (a PNG file) with the reference. Throws if either cannot be read or decoded, or
    /// a file cannot be written; a failed check is an outcome, not an error.
    public func run(actual: String) throws(SwatchError) -> Outcome {
        let fresh = try PNGImage(contentsOfFile: actual)
        guard FileManager.default.fileExists(atPath: reference) else {
            guard record != .never else { return .missing }
            try copy(actual, to: reference)
            return .recorded(previous: nil)
        }
        let old: PNGImage
        do throws(SwatchError) {
            old = try PNGImage(contentsOfFile: reference)
        } catch {
            guard record == .all else { throw error }
            try copy(actual, to: reference)  // recording replaces even an unreadable reference
            return .recorded(previous: nil)
        }
        let diff = ImageDiff(expected: old, actual: fresh, options: options)
        if record == .all {
            // An identical render keeps the committed file: no churn from a different zlib.
            guard diff.report.identical else {
                try copy(actual, to: reference)
                return .recorded(previous: diff.report)
            }
            return .matched(diff.report)
        }
        guard !diff.report.isEqual else { return .matched(diff.report) }
        if let diffImage {
            try createParentDirectory(of: diffImage)
            try DiffImage.write(diff, expected: old, actual: fresh, to: diffImage)
        }
        if let keepActual { try copy(actual, to: keepActual) }
        if record == .failed { try copy(actual, to: reference) }
        return .differed(diff.report, rerecorded: record == .failed)
    }

    /// Copies a file atomically, creating the target's directory.
    private func copy(_ source: String, to target: String) throws(SwatchError) {
        try createParentDirectory(of: target)
        guard let data = FileManager.default.contents(atPath: source) else {
            throw SwatchError(.image, "\(source): cannot read")
        }
        try AtomicFile.write([UInt8](data), to: target)
    }

    /// Every file the check writes may go into a directory that does not exist yet (`__Snapshots__/<Test>/`,
    /// an artifacts folder).
    private func createParentDirectory(of path: String) throws(SwatchError) {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw SwatchError(.output, "cannot create directory \(directory): \(error.localizedDescription)")
        }
    }
}
