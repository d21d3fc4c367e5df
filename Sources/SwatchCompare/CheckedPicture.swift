import Foundation
import SwatchPNG
import SwatchSheet
import SwatchSupport

/// The picture a reference check compares with the reference: where its rows come from, and how its
/// PNG is written when the check records or keeps it. A sheet is painted again for each use, never kept.
struct CheckedPicture {
    /// A fresh source of its rows from the top, for a comparison under the options; a PNG's reader draws
    /// from the run's decoding budget.
    let rows: (_ options: ImageDiffOptions, _ budget: DecodeBudget) throws(SwatchError) -> any ImageRowSource
    /// Writes its PNG as `target`, an output of the transaction (a PNG is decoded within the budget first).
    let write: (_ transaction: FileTransaction, _ target: String, _ budget: DecodeBudget) throws(SwatchError) -> Void
    /// The files it is read from: no output of the check may overwrite one.
    let inputs: [RunFile]
    /// What messages call it: its path, or the rendered sheet.
    let name: String

    /// A PNG file. Its bytes are copied when it is written, after decoding it to the end (a reference is
    /// never recorded from a file that does not decode), streamed from a second open through `InputFiles`.
    static func file(_ path: String) -> CheckedPicture {
        CheckedPicture(
            rows: { (options, budget) throws(SwatchError) in try PNGComparison.open(path, for: options, budget: budget) },
            write: { (transaction, target, budget) throws(SwatchError) in
                let reader = try PNGRowReader(path: path, bandRows: 1, budget: budget)
                try MemoryBudget.check(needing: reader.width * 4, for: path)  // the row `discard` decodes into
                try reader.discard(rows: reader.height)
                let source = try InputFiles.openNamed(path, shownAs: path, kind: .image)
                defer { close(source) }
                try transaction.copy(from: source, sourceShownAs: path, to: target)
            },
            inputs: [RunFile("the rendered image", path)], name: path)
    }

    /// A sheet, painted band by band for each comparison and each PNG written.
    static func sheet(_ sheet: PlannedSheet) -> CheckedPicture {
        CheckedPicture(
            rows: { options, _ in sheet.rows(bandRows: BandComparison.heldRows(options)) },
            write: { (transaction, target, _) throws(SwatchError) in try sheet.writePNG(to: try transaction.temporary(for: target), shownAs: target) },
            inputs: sheet.inputs, name: "the rendered sheet")
    }
}
