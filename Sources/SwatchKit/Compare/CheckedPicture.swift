import Foundation

/// The picture a reference check compares with the reference: where its rows come from, and how its
/// PNG is written when the check records or keeps it. A sheet is painted again for each use, never kept.
struct CheckedPicture {
    /// A fresh source of its rows from the top, for a comparison under the options.
    let rows: (_ options: ImageDiffOptions) throws(SwatchError) -> any ImageRowSource
    /// Writes its PNG as `target`, an output of the transaction.
    let write: (_ transaction: FileTransaction, _ target: String) throws(SwatchError) -> Void
    /// The files it is read from: no output of the check may overwrite one.
    let inputs: [RunFile]

    /// A PNG file. Its bytes are copied when it is written, after decoding it to the end: a reference
    /// is never recorded from a file that does not decode.
    static func file(_ path: String) -> CheckedPicture {
        CheckedPicture(
            rows: { (options) throws(SwatchError) in try PNGComparison.open(path, for: options) },
            write: { (transaction, target) throws(SwatchError) in
                let reader = try PNGRowReader(path: path, bandRows: 1)
                try reader.discard(rows: reader.height)
                guard let data = FileManager.default.contents(atPath: path) else { throw SwatchError(.image, "\(path): cannot read") }
                try transaction.write([UInt8](data), to: target)
            },
            inputs: [RunFile("the rendered image", path)])
    }

    /// A sheet, painted band by band for each comparison and each PNG written.
    static func sheet(_ sheet: PlannedSheet) -> CheckedPicture {
        CheckedPicture(
            rows: { options in sheet.rows(bandRows: BandComparison.heldRows(options)) },
            write: { (transaction, target) throws(SwatchError) in try sheet.writePNG(to: try transaction.temporary(for: target), shownAs: target) },
            inputs: sheet.inputs)
    }
}
