/// Anti-aliased coverage bitmap of one glyph, rendered at one subpixel phase; colour glyphs (emoji) also
/// carry their pixels.
///
/// All values are in device pixels. `left`/`top` are FreeType's `bitmap_left`/`bitmap_top`:
/// the offset of the mask's top-left pixel from the integer pen position on the baseline,
/// with `top` measured upward (distance above the baseline).
/// Invariant: `coverage.count == width * height`, and `colors` (when present) holds 4 bytes per pixel.
/// Blank glyphs (e.g. space) have `width == 0` or `height == 0`.
package struct GlyphMask: Sendable, Equatable {
    package let width: Int
    package let height: Int
    let left: Int
    let top: Int
    /// Row-major, `width * height` bytes, 0 (empty) ... 255 (fully covered); a colour glyph's alpha.
    package let coverage: [UInt8]
    /// Premultiplied RGBA, row-major, of a colour glyph, drawn as it is whatever the text colour; nil for
    /// outline glyphs, which are drawn in the text colour.
    package let colors: [UInt8]?

    init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8], colors: [UInt8]? = nil) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "GlyphMask size mismatch")
        precondition(colors.map { $0.count == width * height * 4 } ?? true, "GlyphMask colour size mismatch")
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
        self.colors = colors
    }

    var isEmpty: Bool { width == 0 || height == 0 }

    /// Coverage at column `x`, row `y` (0-based, row 0 is the top row).
    subscript(x: Int, y: Int) -> UInt8 {
        coverage[y * width + x]
    }

    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
}
