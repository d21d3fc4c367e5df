import SwatchSupport

internal import CSwatchPNG

/// Decodes a PNG from top to bottom into the caller's buffers, a band of rows or the whole image at a
/// time, reading the input once from start to end (so a pipe or FIFO works). Pixels are straight RGBA8,
/// converted as `PNGImage` describes; errors name the file.
///
/// A band reader holds no pixels but libpng's own row buffers, so its memory does not grow with the
/// height; the decoding budget (`DecodeBudget`, one per run, shared by every reader of the run) then
/// limits only the band, except for an interlaced (Adam7) image, which the C reader decodes whole at the
/// first read and hands out band by band, within the budget. The reader draws the pixels its caller holds
/// (`bandRows` rows, or the whole interlaced image) from the budget when it opens and returns them when
/// it is freed. Not thread-safe, but any single thread may use it.
package final class PNGRowReader: ImageRowSource {
    package let width: Int
    package let height: Int
    /// An APNG animation control chunk (acTL) came before the image data: only the default image is decoded.
    package let isAnimated: Bool
    /// The most rows one `read` may ask for: the band, or the height for a whole-image reader.
    let bandRows: Int
    private let handle: OpaquePointer
    /// The run's decoding budget, what the reader holds of it once drawn, and what it draws.
    private let budget: DecodeBudget
    private var lease: DecodeBudget.Lease?
    private let heldPixels: Int
    /// The name messages start with: the path and a colon, or nothing for bytes in memory.
    private let name: String

    /// What errors call standard input.
    package static let standardInputName = "standard input"

    /// Opens the file at `path` to be read `bandRows` rows at a time (0: the whole image in one read);
    /// reads the header and checks `budget` (the run's; a fresh one for a reader alone) and memory.
    package convenience init(path: String, bandRows: Int, budget: DecodeBudget = DecodeBudget()) throws(SwatchError) {
        let descriptor = try InputFiles.openNamed(path, shownAs: path, kind: .image)  // the reader owns it
        try self.init("\(path): cannot read PNG", name: "\(path): ", bandRows: bandRows, budget: budget) { header, err in
            swatch_png_reader_open_fd(descriptor, VisibleText.quoted(path), UInt32(clamping: bandRows), header, err)
        }
    }

    /// Opens standard input, as `init(path:bandRows:)` opens a file; errors call it `standardInputName`.
    package convenience init(standardInputBandRows bandRows: Int, budget: DecodeBudget = DecodeBudget()) throws(SwatchError) {
        try InputFiles.checkStandardInput(shownAs: Self.standardInputName, kind: .image)
        try self.init("\(Self.standardInputName): cannot read PNG", name: "\(Self.standardInputName): ", bandRows: bandRows, budget: budget) { header, err in
            swatch_png_reader_open_stdin(Self.standardInputName, UInt32(clamping: bandRows), header, err)
        }
    }

    /// Opens PNG bytes held in memory, which must stay valid and unchanged until the last `read`.
    convenience init(bytes: UnsafeRawBufferPointer, bandRows: Int, budget: DecodeBudget = DecodeBudget()) throws(SwatchError) {
        try self.init("cannot decode PNG data", name: "", bandRows: bandRows, budget: budget) { header, err in
            swatch_png_reader_open_memory(bytes.baseAddress, bytes.count, UInt32(clamping: bandRows), header, err)
        }
    }

    /// Opens a C reader with `open`; `fallback` is the message when the C side gives none.
    private init(_ fallback: MessageText, name: String, bandRows: Int, budget: DecodeBudget,
                 _ open: (UnsafeMutablePointer<swatch_png_header>, UnsafeMutablePointer<swatch_png_error>) -> OpaquePointer?) throws(SwatchError) {
        var header = swatch_png_header()
        var reader: OpaquePointer?
        try checkPNG(fallback) { err in
            reader = open(&header, err)
            return reader == nil ? 1 : 0
        }
        guard let reader else { throw SwatchError(.image, fallback) }
        handle = reader
        self.budget = budget
        self.name = name
        heldPixels = Int(header.held_pixels)
        width = Int(header.width)
        height = Int(header.height)
        isAnimated = header.animated != 0
        self.bandRows = bandRows == 0 ? height : min(bandRows, height)
    }

    deinit {
        swatch_png_reader_free(handle)
    }

    /// Draws what the reader holds from the run's budget, once; refused by the header alone when too little is left.
    package func prepare() throws(SwatchError) {
        if lease == nil { lease = try budget.draw(heldPixels, for: name, width: width, height: height) }
    }

    package func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        try prepare()
        try checkPNG("cannot read PNG rows") { err in
            swatch_png_reader_read_rows(handle, buffer, UInt32(clamping: count), err)
        }
    }
}
