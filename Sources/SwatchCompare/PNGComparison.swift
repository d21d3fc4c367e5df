import SwatchPNG
import SwatchSheet
import SwatchSupport

/// Compares two PNG files: the use case behind `swatch compare`.
public enum PNGComparison {
    /// Decodes both files (any colour type and bit depth libpng reads) to straight RGBA8 and compares
    /// them band by band as they decode, so memory does not grow with their height; writes the diff
    /// picture to `diffPath` if one is given, whatever the verdict, in the same pass.
    /// Either path may be `-`, standard input, but not both.
    /// Errors are one line naming the file: unreadable, not a PNG, truncated, corrupt, too wide.
    /// - Parameter expectedPath: the reference PNG, or `-` for standard input.
    /// - Parameter actualPath: the PNG compared with it, or `-` for standard input.
    /// - Parameter options: how far a pixel may differ, and how many may, for the images to count as equal.
    /// - Parameter diffPath: where to write the picture of the differences, if anywhere; folders missing above it are
    ///   made (`CreatedFolders`), and removed again if the comparison fails.
    /// - Parameter progress: when given, counts the rows as they are compared, for a progress line.
    /// - Parameter warn: called with one line, without a prefix, for each thing worth knowing that does
    ///   not stop the comparison: an animated PNG (APNG), of which only the default image is compared.
    /// - Parameter inputs: other files the diff image may not overwrite besides the two images (the `swatch.yml` a command
    ///   line run found, and what it names only to be read: `SwatchConfig.inputs`).
    public static func compare(expected expectedPath: String, actual actualPath: String,
                               options: ImageDiffOptions = .exact, diffPath: String? = nil, progress: RenderProgress? = nil,
                               inputs: [RunFile] = [], warn: (String) -> Void = { _ in }) throws(SwatchError) -> DiffReport {
        guard expectedPath != "-" || actualPath != "-" else {
            throw SwatchError(.usage, "only one of the two PNGs can be read from standard input (-)")
        }
        let transaction = try FileTransaction(outputs: diffPath.map { [RunFile("the diff image", $0)] } ?? [],
                                              inputs: [RunFile("the expected image", expectedPath), RunFile("the actual image", actualPath)] + inputs,
                                              createsFolders: true, reportOnStandardOutput: true)
        return try CreatedFolders.making(above: diffPath.map { [$0] } ?? []) { () throws(SwatchError) in
            let budget = DecodeBudget()  // the run's: both readers draw from it
            let expected = try open(expectedPath, for: options, budget: budget, warn)
            let actual = try open(actualPath, for: options, budget: budget, warn)
            try BandComparison.checkMemory(expected: expected, named: shownName(expectedPath), actual: actual, named: shownName(actualPath),
                                           options: options, diffImage: diffPath)
            let comparison = BandComparison(expected: expected, actual: actual, options: options, progress: progress)
            progress?.plan(rows: comparison.height, sheets: 0)
            let report = if let diffPath {
                try DiffImage.write(comparison, to: try transaction.temporary(for: diffPath), shownAs: diffPath)
            } else {
                try comparison.run()
            }
            try transaction.commit()
            return report
        } undo: {
            transaction.rollback()
        }
    }

    /// The rows of the PNG at `path`, or on standard input for `-`, for a comparison under `options`:
    /// decoded ahead on a thread of their own. The draw from `budget`, the run's decoding budget, covers
    /// every row the comparison holds of the picture; its memory is checked with the other picture's
    /// (`BandComparison.checkMemory`).
    static func open(_ path: String, for options: ImageDiffOptions, budget: DecodeBudget,
                     _ warn: (String) -> Void = { _ in }) throws(SwatchError) -> any ImageRowSource {
        let held = BandComparison.heldRows(options) + ReadAhead.heldRows
        let reader = path == "-" ? try PNGRowReader(standardInputBandRows: held, budget: budget)
            : try PNGRowReader(path: path, bandRows: held, budget: budget)
        let shown = shownName(path)
        if reader.isAnimated { warn("\(shown) is an animated PNG: only its default image is compared") }
        return ReadAhead(reader)
    }

    /// What messages call the PNG at `path`: standard input's name for `-`.
    static func shownName(_ path: String) -> String {
        path == "-" ? PNGRowReader.standardInputName : path
    }
}
