/// One glyph mask placed on a line.
///
/// `x`, `y` are the integer pixel position of the mask's top-left corner relative to the line
/// origin (left end of the baseline), y growing downward; so `y == -mask.top`.
struct PlacedGlyph: Sendable, Equatable {
    let mask: GlyphMask
    let x: Int
    let y: Int

    init(mask: GlyphMask, x: Int, y: Int) {
        self.mask = mask
        self.x = x
        self.y = y
    }
}

/// A laid-out single line of text.
///
/// `glyphs` holds one entry per Unicode scalar whose glyph has ink; blank glyphs (spaces)
/// only advance the pen and are omitted. `width` is the advance width in pixels (pen position
/// after the last glyph, including kerning and any ellipsis); ink may overhang it by a pixel or so.
/// `truncated` is true when the text was cut to fit `maxWidth` (an ellipsis is then the last glyph,
/// unless not even the ellipsis fits, in which case the line is empty).
struct TextLine: Sendable, Equatable {
    let glyphs: [PlacedGlyph]
    let width: Double
    let truncated: Bool

    init(glyphs: [PlacedGlyph], width: Double, truncated: Bool) {
        self.glyphs = glyphs
        self.width = width
        self.truncated = truncated
    }
}
