/// One glyph mask placed on a line.
///
/// `x`, `y` are the integer pixel position of the mask's top-left corner relative to the line
/// origin (left end of the baseline), y growing downward. `face` (in the line's `FontStack`) and `glyph`
/// say which glyph it is, for tests and diagnostics.
package struct PlacedGlyph: Sendable, Equatable {
    package let mask: GlyphMask
    package let x: Int
    package let y: Int
    let face: Int
    let glyph: UInt32

    init(mask: GlyphMask, x: Int, y: Int, face: Int = 0, glyph: UInt32 = 0) {
        self.mask = mask
        self.x = x
        self.y = y
        self.face = face
        self.glyph = glyph
    }
}

/// A laid-out single line of text, in display order.
///
/// `glyphs` holds one entry per glyph with ink; blank glyphs (spaces) only advance the pen and are
/// omitted. `width` is the advance width in pixels (pen position after the last glyph, including kerning
/// and any ellipsis); ink may overhang it by a pixel or so. `truncated` is true when the text was cut to
/// fit `maxWidth` (an ellipsis then ends it, unless not even the ellipsis fits, in which case the line is empty).
package struct TextLine: Sendable, Equatable {
    package let glyphs: [PlacedGlyph]
    package let width: Double
    let truncated: Bool
    /// Whether the text's own direction (from its first strong character) is right to left.
    let isRightToLeft: Bool

    init(glyphs: [PlacedGlyph], width: Double, truncated: Bool, isRightToLeft: Bool = false) {
        self.glyphs = glyphs
        self.width = width
        self.truncated = truncated
        self.isRightToLeft = isRightToLeft
    }
}
