internal import CFreeType

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One font file opened at one pixel size, with metrics, glyph rendering and single-line layout.
///
/// All lengths are device pixels (Double where fractional). Pass points × scale as `pixelSize`
/// (e.g. 17 pt at 3x = 51 px); fractional sizes are honoured (to 1/64 px).
///
/// Not thread-safe: each instance owns its own `FT_Library`, `FT_Face` and glyph cache.
/// Threads that render text must each create their own `FontFace`.
final class FontFace {
    let path: String
    /// Requested size in pixels (the em size).
    let pixelSize: Double

    private let library: FT_Library
    private let face: FT_Face
    private let loadFlags: FT_Int32
    private let hasKerning: Bool
    private let ellipsis: String
    let cache: GlyphCache

    /// Opens `path` at `pixelSize` pixels per em, unhinted (as iOS renders text).
    init(path: String, pixelSize: Double) throws(SwatchError) {
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 10_000 else {
            throw SwatchError(.font, "invalid font pixel size \(pixelSize)")
        }
        guard access(path, R_OK) == 0 else {
            if errno == ENOENT { throw SwatchError(.font, "font file not found: \(path)") }
            throw SwatchError(.font, "cannot read font file \(path): \(String(cString: strerror(errno)))")
        }
        var lib: FT_Library?
        let initError = FT_Init_FreeType(&lib)
        guard initError == 0, let lib else {
            throw SwatchError(.font, "FreeType initialisation failed (error \(initError))")
        }
        var maybeFace: FT_Face?
        guard FT_New_Face(lib, path, 0, &maybeFace) == 0, let face = maybeFace else {
            FT_Done_FreeType(lib)
            throw SwatchError(.font, "\(path): not a font FreeType can read")
        }
        guard swatch_FT_IS_SCALABLE(face) != 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(lib)
            throw SwatchError(.font, "\(path): not a scalable (outline) font")
        }
        // Char size in 26.6 points at 72 dpi == pixels.
        let size26_6 = FT_F26Dot6((pixelSize * 64).rounded())
        guard FT_Set_Char_Size(face, 0, size26_6, 72, 72) == 0 else {
            FT_Done_Face(face)
            FT_Done_FreeType(lib)
            throw SwatchError(.font, "\(path): cannot set size \(pixelSize) px")
        }

        self.path = path
        self.pixelSize = pixelSize
        self.library = lib
        self.face = face
        loadFlags = swatch_FT_LOAD_NO_HINTING | swatch_FT_LOAD_NO_BITMAP
        hasKerning = swatch_FT_HAS_KERNING(face) != 0
        cache = GlyphCache(glyphCount: Int(face.pointee.num_glyphs))

        ellipsis = FT_Get_Char_Index(face, 0x2026) != 0 ? "\u{2026}" : "..."
    }

    deinit {
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Advance width of `text` in pixels, as `layoutLine(text).width` would report it (no truncation).
    func measure(_ text: String) -> Double {
        forEachGlyph(in: text) { _, _, _, _ in }
    }

    /// Lays out `text` as one line starting at the origin (left end of the baseline).
    ///
    /// One glyph per Unicode scalar, no shaping; control characters are laid out as spaces. Pen
    /// positions use unhinted advances plus `kern`-table kerning (GPOS kerning is not applied), and
    /// each glyph is rendered at its pen x quantised to 1/4 px. If `maxWidth` (pixels) is given and
    /// the text is wider, it is cut at the end, trailing whitespace is dropped, and "…" (or "..." if
    /// the font lacks U+2026) is appended so that `width <= maxWidth`.
    func layoutLine(_ text: String, maxWidth: Double? = nil) -> TextLine {
        var glyphs: [UInt32] = []
        var positions: [Double] = []
        var advances: [Double] = []
        var scalars: [Unicode.Scalar] = []
        glyphs.reserveCapacity(text.utf8.count)
        positions.reserveCapacity(text.utf8.count)
        advances.reserveCapacity(text.utf8.count)
        let width = forEachGlyph(in: text) { glyph, x, advance, scalar in
            glyphs.append(glyph)
            positions.append(x)
            advances.append(advance)
            scalars.append(scalar)
        }

        guard let maxWidth, width > maxWidth else {
            var placed: [PlacedGlyph] = []
            placed.reserveCapacity(glyphs.count)
            for i in glyphs.indices { place(glyphs[i], at: positions[i], into: &placed) }
            return TextLine(glyphs: placed, width: width, truncated: false)
        }

        // Ellipsis laid out on its own; kerning against the last kept glyph is added below.
        var ellipsisGlyphs: [(glyph: UInt32, x: Double)] = []
        let ellipsisWidth = forEachGlyph(in: ellipsis) { glyph, x, _, _ in ellipsisGlyphs.append((glyph, x)) }

        // Each iteration removes at least one scalar, so this is linear in the text length.
        var kept = glyphs.count
        var start = 0.0
        while true {
            kept -= 1
            while kept > 0 && scalars[kept - 1].properties.isWhitespace { kept -= 1 }
            if kept <= 0 {
                kept = 0
                start = 0
                break
            }
            start = positions[kept - 1] + advances[kept - 1] + kerning(glyphs[kept - 1], ellipsisGlyphs[0].glyph)
            if start + ellipsisWidth <= maxWidth { break }
        }
        guard start + ellipsisWidth <= maxWidth else {
            return TextLine(glyphs: [], width: 0, truncated: true)
        }
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(kept + ellipsisGlyphs.count)
        for i in 0..<kept { place(glyphs[i], at: positions[i], into: &placed) }
        for e in ellipsisGlyphs { place(e.glyph, at: start + e.x, into: &placed) }
        return TextLine(glyphs: placed, width: start + ellipsisWidth, truncated: true)
    }

    // MARK: - Internals (also used by tests)

    var cachedMaskCount: Int { cache.maskCount }

    /// Whether the font has a glyph for every character of `text`.
    func hasGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy { glyphIndex(for: $0) != 0 }
    }

    /// Glyph index for `scalar`; 0 (.notdef) when the font has no glyph for it.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        cache.glyphIndex(for: scalar) { code in FT_Get_Char_Index(face, FT_ULong(code)) }
    }

    /// Unhinted advance of `glyph` in pixels.
    func advance(of glyph: UInt32) -> Double {
        cache.advance(for: glyph) { glyph in
            guard FT_Load_Glyph(face, glyph, loadFlags) == 0 else { return 0 }
            return Double(face.pointee.glyph.pointee.linearHoriAdvance) / 65536
        }
    }

    /// Mask of `glyph` rendered shifted right by `phase / GlyphCache.phasesPerPixel` px.
    func mask(of glyph: UInt32, phase: Int) -> GlyphMask {
        precondition((0..<GlyphCache.phasesPerPixel).contains(phase), "phase out of range")
        return cache.mask(for: glyph, phase: phase) { glyph, phase in render(glyph, phase: phase) }
    }

    /// Walks `text` calling `body(glyph, penX, advance, scalar)` per scalar; returns the final pen x.
    @inline(__always)
    private func forEachGlyph(
        in text: String,
        _ body: (UInt32, Double, Double, Unicode.Scalar) -> Void
    ) -> Double {
        var pen = 0.0
        var previous: (glyph: UInt32, scalar: Unicode.Scalar)? = nil
        for original in text.unicodeScalars {
            let scalar = isControl(original) ? " " : original
            let glyph = glyphIndex(for: scalar)
            if hasKerning, let previous {
                pen += cache.kerning(previous.scalar, scalar) { kerning(previous.glyph, glyph) }
            }
            let advance = advance(of: glyph)
            body(glyph, pen, advance, scalar)
            pen += advance
            previous = (glyph, scalar)
        }
        return pen
    }

    @inline(__always)
    private func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    /// `kern`-table adjustment in pixels between two glyphs (0 when the font has no such table).
    private func kerning(_ left: UInt32, _ right: UInt32) -> Double {
        guard hasKerning else { return 0 }
        var delta = FT_Vector()
        guard FT_Get_Kerning(face, left, right, FT_UInt(FT_KERNING_UNFITTED.rawValue), &delta) == 0 else { return 0 }
        return Double(delta.x) / 64
    }

    @inline(__always)
    private func place(_ glyph: UInt32, at x: Double, into placed: inout [PlacedGlyph]) {
        let quarters = Int((x * Double(GlyphCache.phasesPerPixel)).rounded())
        let pixel = quarters >> 2  // floor division, also for negative x (kerning at line start)
        let mask = mask(of: glyph, phase: quarters & 3)
        guard !mask.isEmpty else { return }
        placed.append(PlacedGlyph(mask: mask, x: pixel + mask.left, y: -mask.top))
    }

    private func render(_ glyph: UInt32, phase: Int) -> GlyphMask {
        guard FT_Load_Glyph(face, glyph, loadFlags) == 0, let slot = face.pointee.glyph else { return .empty }
        if slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE {
            // 26.6 units: one pixel = 64, so a phase step of 1/4 px is 16.
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos(phase * 64 / GlyphCache.phasesPerPixel), 0)
        }
        guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width)
        let height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer else { return .empty }
        let pitch = Int(bitmap.pitch)
        // With a negative pitch the buffer starts at the bottom row; `pitch` still steps one row down.
        let topRow = pitch < 0 ? buffer - pitch * (height - 1) : buffer
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = topRow + y * pitch
                switch Int32(bitmap.pixel_mode) {
                case Int32(FT_PIXEL_MODE_GRAY.rawValue):
                    let maxGray = max(Int(bitmap.num_grays) - 1, 1)
                    for x in 0..<width {
                        let value = Int(row[x])
                        out[y * width + x] = maxGray == 255 ? UInt8(value) : UInt8(min(255, value * 255 / maxGray))
                    }
                case Int32(FT_PIXEL_MODE_MONO.rawValue):
                    for x in 0..<width where row[x >> 3] & (0x80 >> UInt8(x & 7)) != 0 {
                        out[y * width + x] = 255
                    }
                default:
                    break
                }
            }
        }
        return GlyphMask(
            width: width, height: height,
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top),
            coverage: coverage
        )
    }
}

// FontFace wraps mutable C state; forbid sending it across isolation domains.
@available(*, unavailable)
extension FontFace: Sendable {}
