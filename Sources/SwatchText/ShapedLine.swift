/// One glyph of a shaped line: the face of its `FontStack` that draws it, its id in that face, its pen
/// position in pixels (y up from the baseline) and the index of the first code point it was shaped from.
struct ShapedGlyph: Sendable, Equatable {
    let face: Int
    let glyph: UInt32
    let x: Double
    let y: Double
    let cluster: Int
}

/// A line of text shaped by HarfBuzz, glyphs in display order (left to right), before truncation and rendering.
struct ShapedLine: Sendable, Equatable {
    let glyphs: [ShapedGlyph]
    /// Advance width in pixels: the pen position after the last glyph.
    let width: Double
    /// Whether the paragraph's base direction is right to left (its first strong character is).
    let isRightToLeft: Bool
}
