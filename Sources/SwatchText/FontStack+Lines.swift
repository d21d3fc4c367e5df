extension FontStack {
    /// Lays out `text` as one line, its origin at the left end of the baseline, glyphs in display order.
    ///
    /// If `maxWidth` (pixels) is given and the text is wider, whole grapheme clusters are dropped from its
    /// logical end (never part of a cluster, an emoji sequence or a base without its marks), trailing
    /// whitespace with them, and "…" is appended, the line reshaped so Arabic letters join as they should
    /// before the cut; `width <= maxWidth` then holds. Lines are remembered per text and width.
    ///
    /// Text beyond what the width can show is cut before it is shaped (`clusterLimit(maxWidth:)`), so a
    /// 900 KB name costs what a short one does.
    package func layoutLine(_ text: String, maxWidth: Double? = nil) -> TextLine {
        layoutLine(text, maxWidth: maxWidth, clusterLimit: maxWidth.map(Self.clusterLimit) ?? .max)
    }

    /// `layoutLine(_:maxWidth:)`, but a text that must be cut keeps its end: whole grapheme clusters are dropped
    /// from its logical start, leading whitespace with them, and "…" put before the rest (`…userFollowing`), for
    /// a name whose start says what the line's context already says.
    package func layoutLine(_ text: String, maxWidth: Double?, keepingEnd: Bool) -> TextLine {
        guard keepingEnd else { return layoutLine(text, maxWidth: maxWidth) }
        let limit = maxWidth.map(Self.clusterLimit) ?? .max
        var shown = text, isCut = false
        if let start = text.index(text.endIndex, offsetBy: -limit, limitedBy: text.startIndex), start != text.startIndex {
            shown = String(text[start...])
            isCut = true
        }
        let key = LineKey(text: shown, maxWidth: maxWidth ?? .infinity, isCut: isCut, keepsEnd: true)
        if let line = lines[key] { return line }
        let line = makeLine(shown, maxWidth: maxWidth, isCut: isCut, keepingEnd: true)
        if lines.count >= Self.lineCacheLimit { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// The most grapheme clusters of a line `maxWidth` pixels wide that are shaped: one more than can show,
    /// since every cluster that shows takes at least a pixel, so text cut there still overflows and ends
    /// in its ellipsis exactly where the whole text would. Only zero-width clusters (a run of format
    /// characters such as U+200B) can make the cut drop text that would have shown.
    static func clusterLimit(maxWidth: Double) -> Int {
        guard maxWidth.isFinite else { return .max }
        return Int(max(0, min(maxWidth, Double(Int32.max)))) + 1
    }

    /// `layoutLine(_:maxWidth:)` shaping at most `clusterLimit` grapheme clusters of `text`: a text cut
    /// there is always truncated. `.max` lays out the whole text, as the tests compare.
    func layoutLine(_ text: String, maxWidth: Double?, clusterLimit: Int) -> TextLine {
        var shown = text, isCut = false
        if let end = text.index(text.startIndex, offsetBy: clusterLimit, limitedBy: text.endIndex), end != text.endIndex {
            shown = String(text[..<end])
            isCut = true
        }
        let key = LineKey(text: shown, maxWidth: maxWidth ?? .infinity, isCut: isCut)
        if let line = lines[key] { return line }
        let line = makeLine(shown, maxWidth: maxWidth, isCut: isCut)
        if lines.count >= Self.lineCacheLimit { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// The line of `text`, or of its longest prefix (with `keepingEnd`, suffix) that fits with the ellipsis;
    /// `isCut` says `text` is the start (the end) of a longer one, never shown whole.
    private func makeLine(_ text: String, maxWidth: Double?, isCut: Bool, keepingEnd: Bool = false) -> TextLine {
        if !isCut {
            let whole = shape(text)
            guard let maxWidth, whole.width > maxWidth else { return place(whole, truncated: false) }
        }
        let maxWidth = maxWidth ?? .infinity
        let characters = Array(text)
        func cut(keeping kept: Int) -> ShapedLine {
            if keepingEnd {
                var suffix = String(characters[(characters.count - kept)...])
                while let first = suffix.first, first.isWhitespace { suffix.removeFirst() }
                return shape(ellipsis + suffix)
            }
            var prefix = String(characters[..<kept])
            while let last = prefix.last, last.isWhitespace { prefix.removeLast() }
            return shape(prefix + ellipsis)
        }
        guard cut(keeping: 0).width <= maxWidth else { return TextLine(glyphs: [], width: 0, truncated: true) }
        // The longest prefix (suffix) that fits with its ellipsis (widths grow with it).
        var low = 0, high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if cut(keeping: middle).width <= maxWidth { low = middle } else { high = middle - 1 }
        }
        return place(cut(keeping: low), truncated: true)
    }

    /// Renders a shaped line's glyphs: outlines at their pen x quantised to 1/4 px, colour glyphs on whole pixels.
    private func place(_ shaped: ShapedLine, truncated: Bool) -> TextLine {
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(shaped.glyphs.count)
        for glyph in shaped.glyphs {
            let face = faces[glyph.face]
            let quarters = Int((glyph.x * Double(GlyphCache.phasesPerPixel)).rounded())
            let pixel = face.isColorBitmap ? Int(glyph.x.rounded()) : quarters >> 2  // floor, also for negative x
            let mask = face.mask(of: glyph.glyph, phase: face.isColorBitmap ? 0 : quarters & 3)
            guard !mask.isEmpty else { continue }
            placed.append(PlacedGlyph(mask: mask, x: pixel + mask.left, y: -mask.top - Int(glyph.y.rounded()),
                                      face: glyph.face, glyph: glyph.glyph))
        }
        return TextLine(glyphs: placed, width: shaped.width, truncated: truncated, isRightToLeft: shaped.isRightToLeft)
    }
}
