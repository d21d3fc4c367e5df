import SwatchSupport

internal import CSwatchPNG

/// Streams a tall image into a PNG file band by band; memory stays flat in the image height.
///
/// The file is 8-bit RGB (`hasAlpha == false`) or 8-bit straight-alpha RGBA,
/// non-interlaced, tagged sRGB, with the given text chunks and no timestamp:
/// identical input gives byte-identical files.
/// Invariants: rows are appended top to bottom; exactly `height` rows must be
/// written before `finish()`, which is terminal (it may be called once).
/// Argument errors from `write` (too many rows, short buffer) write nothing and
/// leave the writer usable; after a libpng or I/O error every later call
/// throws. `init` opens the file through `OutputDescriptor` (a temporary: a
/// copy of the descriptor that created it, never reopened by name); if the
/// writer is dropped unfinished, the incomplete file stays on disk.
/// Not thread-safe, but any single thread may use it.
package final class PNGStreamWriter {
    let path: String
    let width: Int
    let height: Int
    /// Rows accepted so far.
    private(set) var rowsWritten = 0
    private let handle: OpaquePointer

    /// Creates the file and writes the PNG header.
    /// - Parameters:
    ///   - text: text chunks in order; keys are 1...79 printable ASCII
    ///     characters without leading, trailing or double spaces. ASCII values
    ///     go into tEXt chunks, others into UTF-8 iTXt chunks.
    init(path: String, width: Int, height: Int, hasAlpha: Bool,
                text: [(key: String, value: String)]) throws(SwatchError) {
        guard width > 0, height > 0 else {
            throw SwatchError(.image, "\(path): invalid image size \(width)x\(height): width and height must be positive")
        }
        guard width <= pngMaxWriteDimension, height <= pngMaxWriteDimension else {
            throw SwatchError(.image, "\(path): image size \(width)x\(height) exceeds PNG's \(pngMaxWriteDimension)-pixel limit per side")
        }
        for (key, value) in text where key.utf8.contains(0) || value.utf8.contains(0) {
            throw SwatchError(.image, "\(path): PNG text chunk \"\(key)\" contains a NUL character")
        }

        // The one place output files are opened decides what may be written; the writer owns the descriptor.
        let descriptor = try OutputDescriptor.open(path, shownAs: path)
        var opened: OpaquePointer?
        try checkPNG("\(path): cannot create PNG writer") { err in
            withCStringArray(text.map(\.key)) { keys in
                withCStringArray(text.map(\.value)) { values in
                    opened = swatch_png_writer_open(
                        descriptor, VisibleText.quoted(path), UInt32(width), UInt32(height), hasAlpha ? 1 : 0, keys, values, Int32(text.count), err)
                }
            }
            return opened == nil ? 1 : 0
        }
        guard let opened else { throw SwatchError(.image, "\(path): cannot create PNG writer") }
        self.handle = opened
        self.path = path
        self.width = width
        self.height = height
    }

    deinit {
        swatch_png_writer_destroy(handle)
    }

    /// The bytes a writer of `width` pixels allocates, whatever the height (its row staging and deflater).
    static func heldBytes(width: Int, hasAlpha: Bool) -> Int {
        Int(clamping: swatch_png_writer_bytes(UInt32(clamping: width), hasAlpha ? 1 : 0))
    }

    /// Appends rows below those already written.
    /// `pixels` holds `rowCount` rows of premultiplied RGBA8, `width*4` bytes each, tightly packed.
    /// Premultiplied means r, g, b <= a; for an RGB file alpha is dropped, so
    /// pass opaque pixels.
    func write(premultipliedRows pixels: UnsafeBufferPointer<UInt8>, rowCount: Int) throws(SwatchError) {
        guard rowCount >= 0, rowCount <= height - rowsWritten else {
            throw SwatchError(.image, "\(path): too many rows: \(rowsWritten) written + \(rowCount) more exceeds image height \(height)")
        }
        let needed = rowCount * width * 4
        guard pixels.count >= needed else {
            throw SwatchError(.image, "\(path): pixel buffer holds \(pixels.count) bytes, \(rowCount) rows need \(needed)")
        }
        guard rowCount > 0 else { return }
        try checkPNG("\(path): cannot write PNG rows") { err in
            swatch_png_writer_write_rows(handle, pixels.baseAddress, width * 4, UInt32(rowCount), err)
        }
        rowsWritten += rowCount
    }

    /// Appends `rowCount` rows of an RGB file as `BandPixelLayout.scanlines` lays them out (`1 + width * 3` bytes
    /// each, the filter byte 0 first), deflated where they lie when they start at a multiple of `chunkRows`.
    func write(scanlines: UnsafeBufferPointer<UInt8>, rowCount: Int) throws(SwatchError) {
        guard rowCount >= 0, rowCount <= height - rowsWritten else {
            throw SwatchError(.image, "\(path): too many rows: \(rowsWritten) written + \(rowCount) more exceeds image height \(height)")
        }
        let needed = rowCount * (1 + width * 3)
        guard scanlines.count >= needed else {
            throw SwatchError(.image, "\(path): scanline buffer holds \(scanlines.count) bytes, \(rowCount) rows need \(needed)")
        }
        guard rowCount > 0 else { return }
        try checkPNG("\(path): cannot write PNG rows") { err in
            swatch_png_writer_write_scanlines(handle, scanlines.baseAddress, UInt32(rowCount), err)
        }
        rowsWritten += rowCount
    }

    /// Rows the writer of a `width`-pixel image deflates at a time: bands of this many scanlines are never copied.
    static func chunkRows(width: Int, hasAlpha: Bool) -> Int {
        Int(swatch_png_writer_chunk_rows(UInt32(clamping: width), hasAlpha ? 1 : 0))
    }

    /// Writes the PNG trailer and closes the file. Throws if fewer than
    /// `height` rows were written or the data could not be flushed to disk.
    func finish() throws(SwatchError) {
        try checkPNG("\(path): cannot finish PNG") { err in
            swatch_png_writer_finish(handle, err)
        }
    }
}

extension PNGStreamWriter {
    /// What premultiplied RGBA8 pixels become once written and decoded again: straight RGBA8, demultiplied
    /// as an RGBA file is written (`hasAlpha`), else with alpha 255 as an RGB file drops it. `straight`
    /// must hold as many bytes as `premultiplied` and not overlap it.
    package static func straighten(_ premultiplied: UnsafeBufferPointer<UInt8>, into straight: UnsafeMutablePointer<UInt8>, hasAlpha: Bool) {
        guard let source = premultiplied.baseAddress else { return }
        swatch_png_straighten(source, straight, premultiplied.count / 4, hasAlpha ? 1 : 0)
    }
}

/// Calls `body` with a C array of NUL-terminated copies of `strings` (NULL if
/// empty), valid only during the call.
private func withCStringArray<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>?) -> R
) -> R {
    var storage: [CChar] = []
    var offsets: [Int] = []
    for string in strings {
        offsets.append(storage.count)
        storage.append(contentsOf: string.utf8.map { CChar(bitPattern: $0) })
        storage.append(0)
    }
    return storage.withUnsafeBufferPointer { chars in
        let pointers: [UnsafePointer<CChar>?] = offsets.map { offset in chars.baseAddress.map { $0 + offset } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}
