import SwatchSupport

internal import CFreeType
internal import CHarfBuzz

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One face of a font file opened at one pixel size: FreeType renders its glyphs, HarfBuzz shapes with it.
///
/// All lengths are device pixels (Double where fractional). Pass points × scale as `pixelSize`
/// (e.g. 17 pt at 3x = 51 px); fractional sizes are honoured (to 1/64 px). Outline glyphs are rendered
/// unhinted, as iOS renders text; colour bitmap fonts (emoji) are drawn from their nearest strike, scaled.
///
/// Not thread-safe: each instance owns its own `FT_Library`, `FT_Face`, `hb_font_t` and glyph cache.
/// Threads that render text must each create their own `FontFace`.
final class FontFace {
    let source: FontSource
    /// Requested size in pixels (the em size).
    let pixelSize: Double
    /// Whether glyphs come from colour bitmaps (an emoji font) rather than outlines.
    let isColorBitmap: Bool

    private let library: FT_Library
    private let face: FT_Face
    /// The file as HarfBuzz mapped it, which `face` reads: released after it.
    private let blob: OpaquePointer?
    /// HarfBuzz's view of the same face, scaled so positions come out in 1/64 px.
    let shapingFont: OpaquePointer
    /// Pixel size over the selected strike's size, for colour bitmap fonts; 1 for outlines.
    private let strikeScale: Double
    let cache: GlyphCache

    /// Opens the font file at `path` (its first face).
    convenience init(path: String, pixelSize: Double) throws(SwatchError) {
        try self.init(source: FontSource(path: path), pixelSize: pixelSize)
    }

    /// Opens `source` at `pixelSize` pixels per em.
    init(source: FontSource, pixelSize: Double) throws(SwatchError) {
        let path = source.path
        guard pixelSize.isFinite, pixelSize > 0, pixelSize < 10_000 else {
            throw SwatchError(.font, "invalid font pixel size \(pixelSize)")
        }
        guard access(path, R_OK) == 0 else {
            if errno == ENOENT { throw SwatchError(.font, "font file not found: \(path)") }
            throw SwatchError(.font, "cannot read font file \(path): \(MessageText(errno: errno))")
        }
        // HarfBuzz maps the file once for the process; FreeType reads that mapping, not a mapping of its own per size.
        guard let hbFace = try ShapingFaces.face(for: source) else { throw SwatchError(.font, "\(source.shown): \(Self.notAFont)") }
        let blob = hb_face_reference_blob(hbFace)
        var length: UInt32 = 0
        let data = hb_blob_get_data(blob, &length)
        func release() {
            hb_blob_destroy(blob)
            hb_face_destroy(hbFace)
        }
        var lib: FT_Library?
        let initError = FT_Init_FreeType(&lib)
        guard initError == 0, let lib else {
            release()
            if initError == Self.outOfMemory { throw MemoryBudget.exhausted(needing: Int(length), for: source.shown) }
            throw SwatchError(.font, "FreeType initialisation failed (error \(initError))")
        }
        var maybeFace: FT_Face?
        let faceError = data.map { data in
            data.withMemoryRebound(to: FT_Byte.self, capacity: Int(length)) { FT_New_Memory_Face(lib, $0, FT_Long(length), FT_Long(source.index), &maybeFace) }
        } ?? FT_Error(Self.outOfMemory)
        guard faceError == 0, let face = maybeFace else {
            FT_Done_FreeType(lib)
            release()
            if faceError == Self.outOfMemory { throw MemoryBudget.exhausted(needing: Int(length), for: source.shown) }
            throw SwatchError(.font, "\(source.shown): \(Self.notAFont)")
        }
        func discard() {  // every failure after the face was made
            FT_Done_Face(face)
            FT_Done_FreeType(lib)
            release()
        }
        let colorBitmap = swatch_FT_IS_SCALABLE(face) == 0 && swatch_FT_HAS_COLOR(face) != 0
            && swatch_FT_HAS_FIXED_SIZES(face) != 0
        var strikeScale = 1.0
        if colorBitmap {
            let strike = Self.nearestStrike(of: face, to: pixelSize)
            guard FT_Select_Size(face, FT_Int(strike.index)) == 0 else {
                discard()
                throw SwatchError(.font, "\(path): cannot select a bitmap size")
            }
            strikeScale = pixelSize / strike.pixels
        } else {
            guard swatch_FT_IS_SCALABLE(face) != 0 else {
                discard()
                throw SwatchError(.font, "\(path): not a scalable (outline) font")
            }
            // Char size in 26.6 points at 72 dpi == pixels.
            guard FT_Set_Char_Size(face, 0, FT_F26Dot6((pixelSize * 64).rounded()), 72, 72) == 0 else {
                discard()
                throw SwatchError(.font, "\(path): cannot set size \(pixelSize) px")
            }
        }
        guard let font = hb_font_create(hbFace) else {
            discard()
            throw SwatchError(.font, "\(path): HarfBuzz cannot read it")
        }
        hb_face_destroy(hbFace)  // the font keeps its own reference
        let scale = Int32((pixelSize * 64).rounded())
        hb_font_set_scale(font, scale, scale)

        self.source = source
        self.pixelSize = pixelSize
        self.isColorBitmap = colorBitmap
        self.library = lib
        self.face = face
        self.blob = blob
        self.shapingFont = font
        self.strikeScale = strikeScale
        cache = GlyphCache(glyphCount: Int(face.pointee.num_glyphs))
    }

    /// What a file that is not a font is called, whichever library found it out.
    static let notAFont: MessageText = "not a font swatch can read (OpenType, TrueType or a collection of them)"

    /// FreeType's `FT_Err_Out_Of_Memory` (fterrdef.h): an allocation failed, the file may be a good font.
    static let outOfMemory: FT_Error = 0x40

    /// The size of the file at `path` in bytes, 0 when it cannot be known (opening it then says why).
    static func fileBytes(_ path: String) -> Int {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : 0
    }

    deinit {
        hb_font_destroy(shapingFont)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
        hb_blob_destroy(blob)
    }

    // MARK: - Glyphs

    /// Whether the font has a glyph for every character of `text`.
    func hasGlyphs(for text: String) -> Bool {
        text.unicodeScalars.allSatisfy { glyphIndex(for: $0) != 0 }
    }

    /// Glyph index for `scalar`; 0 (.notdef) when the font has no glyph for it.
    func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
        cache.glyphIndex(for: scalar) { code in FT_Get_Char_Index(face, FT_ULong(code)) }
    }

    var cachedMaskCount: Int { cache.maskCount }

    /// Mask of `glyph` rendered shifted right by `phase / GlyphCache.phasesPerPixel` px (colour glyphs
    /// are drawn on whole pixels, so their phase is ignored).
    func mask(of glyph: UInt32, phase: Int) -> GlyphMask {
        precondition((0..<GlyphCache.phasesPerPixel).contains(phase), "phase out of range")
        if isColorBitmap {
            return cache.mask(for: glyph, phase: 0) { glyph, _ in renderColor(glyph) }
        }
        return cache.mask(for: glyph, phase: phase) { glyph, phase in renderOutline(glyph, phase: phase) }
    }

    private func renderOutline(_ glyph: UInt32, phase: Int) -> GlyphMask {
        let flags = swatch_FT_LOAD_NO_HINTING | swatch_FT_LOAD_NO_BITMAP
        guard FT_Load_Glyph(face, glyph, flags) == 0, let slot = face.pointee.glyph else { return .empty }
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

    /// A colour bitmap glyph (FreeType's premultiplied BGRA), scaled from its strike to the pixel size.
    private func renderColor(_ glyph: UInt32) -> GlyphMask {
        guard FT_Load_Glyph(face, glyph, swatch_FT_LOAD_COLOR) == 0, let slot = face.pointee.glyph else { return .empty }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows)
        guard width > 0, height > 0, let buffer = bitmap.buffer,
              Int32(bitmap.pixel_mode) == Int32(FT_PIXEL_MODE_BGRA.rawValue) else { return .empty }
        let pitch = Int(bitmap.pitch)
        let topRow = pitch < 0 ? buffer - pitch * (height - 1) : buffer
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = topRow + y * pitch
            for x in 0..<width {
                let o = (y * width + x) * 4
                rgba[o] = row[x * 4 + 2]
                rgba[o + 1] = row[x * 4 + 1]
                rgba[o + 2] = row[x * 4]
                rgba[o + 3] = row[x * 4 + 3]
            }
        }
        let image = ColorBitmap(width: width, height: height, pixels: rgba).scaled(by: strikeScale)
        guard image.width > 0, image.height > 0 else { return .empty }
        return GlyphMask(
            width: image.width, height: image.height,
            left: Int((Double(slot.pointee.bitmap_left) * strikeScale).rounded()),
            top: Int((Double(slot.pointee.bitmap_top) * strikeScale).rounded()),
            coverage: image.alphas, colors: image.pixels
        )
    }

    /// The bitmap strike to draw a colour font from: the smallest at least `pixelSize`, else the largest.
    private static func nearestStrike(of face: FT_Face, to pixelSize: Double) -> (index: Int, pixels: Double) {
        let count = Int(face.pointee.num_fixed_sizes)
        var best: (index: Int, pixels: Double)? = nil
        for i in 0..<count {
            guard let sizes = face.pointee.available_sizes else { break }
            let pixels = Double(sizes[i].y_ppem) / 64
            guard pixels > 0 else { continue }
            if let current = best {
                let currentFits = current.pixels >= pixelSize, fits = pixels >= pixelSize
                if (fits && (!currentFits || pixels < current.pixels)) || (!fits && !currentFits && pixels > current.pixels) {
                    best = (i, pixels)
                }
            } else {
                best = (i, pixels)
            }
        }
        return best ?? (0, pixelSize)
    }
}

// FontFace wraps mutable C state; forbid sending it across isolation domains.
@available(*, unavailable)
extension FontFace: Sendable {}

extension FontFace {
    /// The index of the face named `postscriptName` in a font file (collections hold several); 0 if none matches.
    static func faceIndex(in path: String, postscriptName: String) -> Int {
        var lib: FT_Library?
        guard FT_Init_FreeType(&lib) == 0, let lib else { return 0 }
        defer { FT_Done_FreeType(lib) }
        var count = 1
        var index = 0
        while index < count {
            var face: FT_Face?
            guard FT_New_Face(lib, path, FT_Long(index), &face) == 0, let face else { return 0 }
            defer { FT_Done_Face(face) }
            count = Int(face.pointee.num_faces)
            if let name = FT_Get_Postscript_Name(face), String(cString: name) == postscriptName { return index }
            index += 1
        }
        return 0
    }
}
