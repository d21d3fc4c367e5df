import SwatchSupport

internal import CSwatchPNG

/// A decoded PNG: straight (non-premultiplied) RGBA8, row-major, width*4 bytes per row.
///
/// Decoding accepts every colour type and bit depth libpng handles (palette,
/// grey, grey+alpha, RGB, RGBA, 1...16 bits, interlaced); 16-bit samples are
/// reduced to 8 bits and files with a non-sRGB gAMA are converted to sRGB.
/// 16-bit files without colour information are taken as sRGB, not linear.
public struct PNGImage: Sendable, Equatable {
    /// Size in pixels.
    public let width: Int, height: Int
    /// Invariant: `pixels.count == width * height * 4`.
    public var pixels: [UInt8]

    /// An image of `pixels`: `width * height` straight RGBA8 pixels, row-major.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "PNGImage: \(pixels.count) bytes do not make \(width)x\(height) RGBA8 pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes the PNG file at `path`, reading it once from start to end (so a pipe or FIFO works);
    /// errors name the file.
    public init(contentsOfFile path: String) throws(SwatchError) {
        self = try PNGImage.decodeFile(path).image
    }

    /// Decodes PNG bytes held in memory.
    public init(data: [UInt8]) throws(SwatchError) {
        // withUnsafeBytes is untyped-rethrows: carry the typed error out in a Result.
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(SwatchError) -> PNGImage in try PNGImage.decode(try PNGRowReader(bytes: bytes, bandRows: 0)) }
        }
        self = try result.get()
    }

    /// A decoded file and what its header said besides the pixels.
    struct Decoded {
        /// The default image: for an animated PNG, the one viewers without APNG support show.
        let image: PNGImage
        /// An APNG animation control chunk (acTL) came before the image data: frames were not decoded.
        let isAnimated: Bool
    }

    /// Decodes the PNG file at `path`; errors name the file.
    static func decodeFile(_ path: String) throws(SwatchError) -> Decoded {
        let reader = try PNGRowReader(path: path, bandRows: 0)
        return Decoded(image: try decode(reader), isAnimated: reader.isAnimated)
    }

    /// The pixel at column `x`, row `y` (both must be in bounds), straight alpha.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "PNGImage: pixel (\(x), \(y)) out of bounds")
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }

    /// Reads the text chunks (tEXt, zTXt, iTXt) stored before the image data,
    /// in file order, as UTF-8 (Latin-1 tEXt/zTXt values are transcoded).
    public static func textChunks(ofFile path: String) throws(SwatchError) -> [(key: String, value: String)] {
        var packed: UnsafeMutablePointer<CChar>?
        var count: Int32 = 0
        let descriptor = try InputFiles.openNamed(path, shownAs: path, kind: .image)  // closed by the C side
        try checkPNG("\(path): cannot read PNG text") { err in
            swatch_png_read_text_fd(descriptor, VisibleText.quoted(path), &packed, &count, err)
        }
        defer { swatch_png_free(packed) }
        var result: [(key: String, value: String)] = []
        guard var cursor = packed else { return result }
        for _ in 0..<Int(count) {  // "key\0value\0" pairs
            let key = String(cString: cursor)
            cursor = skipCString(cursor)
            let value = String(cString: cursor)
            cursor = skipCString(cursor)
            result.append((key, value))
        }
        return result
    }

    /// Decodes every row of a whole-image reader straight into the new image's pixel array (no copy).
    private static func decode(_ reader: PNGRowReader) throws(SwatchError) -> PNGImage {
        // The reader has checked that malloc can provide this much: Swift's allocation traps rather than fail.
        let count = reader.width * reader.height * 4
        var failure: SwatchError?
        let pixels = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            do throws(SwatchError) {
                if let base = buffer.baseAddress { try reader.read(rows: reader.height, into: base) }
                initialized = count
            } catch {
                failure = error  // the buffer's contents are undefined: claim none of it
                initialized = 0
            }
        }
        if let failure { throw failure }
        return PNGImage(width: reader.width, height: reader.height, pixels: pixels)
    }
}

/// The address just past the NUL that terminates the C string at `p`.
private func skipCString(_ p: UnsafeMutablePointer<CChar>) -> UnsafeMutablePointer<CChar> {
    var q = p
    while q.pointee != 0 { q += 1 }
    return q + 1
}
