/// Anti-aliased coverage bitmap of one glyph, rendered at one subpixel phase.
///
/// All values are in device pixels. `left`/`top` are FreeType's `bitmap_left`/`bitmap_top`:
/// the offset of the mask's top-left pixel from the integer pen position on the baseline,
/// with `top` measured upward (distance above the baseline).
/// Invariant: `coverage.count == width * height`. Blank glyphs (e.g. space) have `width == 0` or `height == 0`.
struct GlyphMask: Sendable, Equatable {
    let width: Int
    let height: Int
    let left: Int
    let top: Int
    /// Row-major, `width * height` bytes, 0 (empty) ... 255 (fully covered).
    let coverage: [UInt8]

    init(width: Int, height: Int, left: Int, top: Int, coverage: [UInt8]) {
        precondition(width >= 0 && height >= 0 && coverage.count == width * height, "GlyphMask size mismatch")
        self.width = width
        self.height = height
        self.left = left
        self.top = top
        self.coverage = coverage
    }

    var isEmpty: Bool { width == 0 || height == 0 }

    /// Coverage at column `x`, row `y` (0-based, row 0 is the top row).
        subscript(x: Int, y: Int) -> UInt8 {
        coverage[y * width + x]
    }

    static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [])
}
