/// Per-face memo of character→glyph lookups and rendered masks.
///
/// Owned by exactly one `FontFace` and, like it, not thread-safe. Masks are keyed by
/// (glyph index, subpixel phase); phase `p` means the glyph was rendered shifted right by
/// `p / phasesPerPixel` px. Nothing is evicted: a sheet uses a few hundred distinct glyphs.
///
/// Hot tables live in manually allocated memory behind `let` pointers: with Swift arrays or
/// dictionaries in class properties, hashing and dynamic exclusivity checks dominated layout time.
final class GlyphCache {
    static let phasesPerPixel = 4
    // Glyphs per lazily allocated mask page (48 bytes a slot, phasesPerPixel slots a glyph, every slot initialised):
    // a sheet's glyphs lie scattered over a font's glyph indices, and 256 a page made each page 48 KB, about 200
    // fresh memory pages a default render touched only to write nil into (its page faults; 32 a page, 6 KB).
    private static let pageSize = 32

    let glyphCount: Int
    private(set) var maskCount = 0
    private let asciiGlyphs: UnsafeMutablePointer<UInt32>  // 128 entries; .max = not looked up yet
    private var otherGlyphs: [UInt32: UInt32] = [:]
    private let pages: UnsafeMutablePointer<UnsafeMutablePointer<GlyphMask?>?>

    init(glyphCount: Int) {
        self.glyphCount = max(glyphCount, 1)
        asciiGlyphs = .allocate(capacity: 128)
        asciiGlyphs.initialize(repeating: .max, count: 128)
        let pageCount = (self.glyphCount + Self.pageSize - 1) / Self.pageSize
        pages = .allocate(capacity: pageCount)
        pages.initialize(repeating: nil, count: pageCount)
    }

    deinit {
        let pageCount = (glyphCount + Self.pageSize - 1) / Self.pageSize
        let slotsPerPage = Self.pageSize * Self.phasesPerPixel
        for i in 0..<pageCount {
            guard let page = pages[i] else { continue }
            page.deinitialize(count: slotsPerPage)
            page.deallocate()
        }
        pages.deallocate()
        asciiGlyphs.deallocate()
    }

    @inline(__always)
    func glyphIndex(for scalar: Unicode.Scalar, lookup: (UInt32) -> UInt32) -> UInt32 {
        let code = scalar.value
        if code < 128 {
            let cached = asciiGlyphs[Int(code)]
            if cached != .max { return cached }
            let index = lookup(code)
            asciiGlyphs[Int(code)] = index
            return index
        }
        if let cached = otherGlyphs[code] { return cached }
        let index = lookup(code)
        otherGlyphs[code] = index
        return index
    }

    @inline(__always)
    func mask(for glyph: UInt32, phase: Int, render: (UInt32, Int) -> GlyphMask) -> GlyphMask {
        guard Int(glyph) < glyphCount else { return render(glyph, phase) }
        let pageIndex = Int(glyph) / Self.pageSize
        let slot = (Int(glyph) % Self.pageSize) * Self.phasesPerPixel + phase
        if let page = pages[pageIndex], let cached = page[slot] { return cached }
        let mask = render(glyph, phase)
        page(at: pageIndex)[slot] = mask
        maskCount += 1
        return mask
    }

    private func page(at index: Int) -> UnsafeMutablePointer<GlyphMask?> {
        if let page = pages[index] { return page }
        let count = Self.pageSize * Self.phasesPerPixel
        let page = UnsafeMutablePointer<GlyphMask?>.allocate(capacity: count)
        page.initialize(repeating: nil, count: count)
        pages[index] = page
        return page
    }
}
