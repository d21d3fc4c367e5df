import SwatchSupport

internal import CHarfBuzz

/// A font at one pixel size with the fallback fonts it needs: shapes text with HarfBuzz, in display order.
///
/// Text is split into runs of one bidi level, one font and one script, and each run is shaped on its own
/// (with the whole line as context, so Arabic joins across runs). A grapheme cluster the primary font cannot
/// draw is set in a fallback font that can (`FontFallback`), a cluster asking for emoji presentation in a
/// colour font. Not thread-safe, like the `FontFace`s it owns: each thread makes its own.
package final class FontStack {
    /// The chosen font; fallbacks follow it in `faces`.
    let primary: FontFace
    /// Whether fallbacks are looked up in a bold weight.
    let bold: Bool
    /// "…" when the primary font has it, else "...".
    let ellipsis: String
    private(set) var faces: [FontFace]
    private var faceIndexBySource: [FontSource: Int] = [:]
    private var failedSources: Set<FontSource> = []
    /// Why a fallback font could not be found or opened that stops the run: for want of memory (the lines laid out since
    /// then would draw its text in the wrong font), or because it is a file the run writes (`DrawnFiles`). The caller stops.
    package private(set) var stoppingFailure: SwatchError?
    private let buffer: OpaquePointer
    /// Laid-out lines by text and width; cleared when full (`lineCacheLimit`), so memory stays flat on very long sheets.
    var lines: [LineKey: TextLine] = [:]
    /// The most lines `lines` holds: every line of a sheet of 500 rows, and the rows a band or two of a taller one
    /// crosses; about 1 KB a line (a name's glyphs), so the cache stays near 1 MB a font size (4,096 lines held 4 MB).
    static let lineCacheLimit = 1024

    /// A laid-out line's text (cut to what its width can show), its width, whether it was cut, and whether a
    /// cut keeps its end.
    struct LineKey: Hashable {
        let text: String
        let maxWidth: Double
        let isCut: Bool
        var keepsEnd = false
    }

    /// The font file at `path` (its first face) at `pixelSize` pixels per em.
    package convenience init(path: String, pixelSize: Double, bold: Bool = false) throws(SwatchError) {
        try self.init(primary: FontFace(path: path, pixelSize: pixelSize), bold: bold)
    }

    init(primary: FontFace, bold: Bool = false) throws(SwatchError) {
        guard let buffer = hb_buffer_create(), hb_buffer_allocation_successful(buffer) != 0 else {
            throw SwatchError(.font, "HarfBuzz cannot allocate a buffer")
        }
        self.primary = primary
        self.bold = bold
        self.buffer = buffer
        faces = [primary]
        faceIndexBySource[primary.source] = 0
        ellipsis = primary.glyphIndex(for: "\u{2026}") != 0 ? "\u{2026}" : "..."
    }

    deinit {
        hb_buffer_destroy(buffer)
    }

    var pixelSize: Double { primary.pixelSize }

    /// Whether the primary font has a glyph for every character of `text`.
    package func hasGlyphs(for text: String) -> Bool { primary.hasGlyphs(for: text) }

    /// Advance width of `text` in pixels, untruncated.
    func measure(_ text: String) -> Double { shape(text).width }

    /// Shapes `text` as one line; control characters are set as spaces.
    func shape(_ text: String) -> ShapedLine {
        var codepoints: [UInt32] = []
        codepoints.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars { codepoints.append(Self.isControl(scalar) ? 0x20 : scalar.value) }
        guard !codepoints.isEmpty else { return ShapedLine(glyphs: [], width: 0, isRightToLeft: false) }

        let bidi = BidiLevels(codepoints)
        var levels = bidi.levels
        var scripts = TextScripts.resolve(codepoints)
        // A grapheme cluster is shaped as one piece: one font, and its first character's level and script (a
        // joiner inside an emoji sequence has a bidi level of its own, which would split the ligature).
        var faceOf = [Int](repeating: 0, count: codepoints.count)
        var offset = 0
        for character in text {
            let count = character.unicodeScalars.count
            let face = faceIndex(for: character.unicodeScalars)
            for i in offset ..< offset + count {
                faceOf[i] = face
                levels[i] = levels[offset]
                scripts[i] = scripts[offset]
            }
            offset += count
        }

        var runs: [Range<Int>] = []
        var start = 0
        for i in 1...codepoints.count where i == codepoints.count
            || levels[i] != levels[start] || faceOf[i] != faceOf[start] || scripts[i] != scripts[start] {
            runs.append(start ..< i)
            start = i
        }

        var glyphs: [ShapedGlyph] = []
        glyphs.reserveCapacity(codepoints.count)
        var pen = 0.0
        for r in BidiLevels.visualOrder(ofRunLevels: runs.map { levels[$0.lowerBound] }) {
            let run = runs[r]
            pen = shapeRun(codepoints, run, face: faceOf[run.lowerBound], rightToLeft: levels[run.lowerBound] & 1 == 1,
                           script: scripts[run.lowerBound], pen: pen, into: &glyphs)
        }
        return ShapedLine(glyphs: glyphs, width: pen, isRightToLeft: bidi.isRightToLeft)
    }

    /// Shapes one run and appends its glyphs (HarfBuzz gives right-to-left runs in display order too).
    private func shapeRun(_ codepoints: [UInt32], _ run: Range<Int>, face: Int, rightToLeft: Bool, script: hb_script_t,
                          pen start: Double, into glyphs: inout [ShapedGlyph]) -> Double {
        hb_buffer_clear_contents(buffer)
        codepoints.withUnsafeBufferPointer { text in
            hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), UInt32(run.lowerBound), Int32(run.count))
        }
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        hb_buffer_set_language(buffer, hb_language_get_default())
        hb_shape(faces[face].shapingFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return start }
        var pen = start
        for i in 0 ..< Int(count) {
            let position = positions[i]
            glyphs.append(ShapedGlyph(face: face, glyph: infos[i].codepoint,
                                      x: pen + Double(position.x_offset) / 64, y: Double(position.y_offset) / 64,
                                      cluster: Int(infos[i].cluster)))
            pen += Double(position.x_advance) / 64
        }
        return pen
    }

    // MARK: - Fallback

    /// The face that draws a grapheme cluster: the primary font when it has every glyph the cluster needs
    /// (and the cluster is not an emoji), else an open fallback that has them, else one the platform finds.
    private func faceIndex(for cluster: Character.UnicodeScalarView) -> Int {
        guard let want = fallbackNeed(for: cluster) else { return 0 }
        let needed = want.needed, emoji = want.emoji
        if let open = faces.indices.dropFirst().first(where: { faces[$0].isColorBitmap == emoji && covers(faces[$0], needed) }) {
            return open
        }
        for wantEmoji in emoji ? [true, false] : [false] {
            let source: FontSource?
            do throws(SwatchError) {
                source = try FontFallback.source(for: .init(scalar: want.missing, bold: bold, emoji: wantEmoji))
            } catch {
                if stoppingFailure == nil { stoppingFailure = error }
                return 0
            }
            if let source, let index = open(source), covers(faces[index], needed) {
                return index
            }
        }
        if covers(faces[0], needed) { return 0 }
        return faces.indices.dropFirst().first { covers(faces[$0], needed) } ?? 0
    }

    /// What a grapheme cluster needs beyond the primary font: nil when the primary font draws it (it has every glyph
    /// and the cluster is not an emoji), else the characters to draw, whether as emoji, and the one to look a font up by.
    private func fallbackNeed(for cluster: Character.UnicodeScalarView) -> (needed: [Unicode.Scalar], emoji: Bool, missing: Unicode.Scalar)? {
        let needed: [Unicode.Scalar] = cluster.filter { !$0.properties.isDefaultIgnorableCodePoint && !Self.isControl($0) }
        guard let first = needed.first else { return nil }
        let emoji = !cluster.contains("\u{FE0E}")
            && (cluster.contains("\u{FE0F}") || first.properties.isEmojiPresentation)
        if !emoji, covers(faces[0], needed) { return nil }
        return (needed, emoji, needed.first { faces[0].glyphIndex(for: $0) == 0 } ?? first)
    }

    /// The bytes of the fallback fonts laying out `texts` would first look in and that are not mapped yet: what opening
    /// them will add to the process (`ShapingFaces` maps each face's file once). Found without opening them.
    package func unmappedFallbackBytes(for texts: some Sequence<String>) throws(SwatchError) -> Int {
        var sources: Set<FontSource> = []
        for text in texts where !primary.hasGlyphs(for: text)
            || text.unicodeScalars.contains(where: { $0 == "\u{FE0F}" || $0.properties.isEmojiPresentation }) {
            for character in text {
                guard let want = fallbackNeed(for: character.unicodeScalars),
                      let source = try FontFallback.source(for: .init(scalar: want.missing, bold: bold, emoji: want.emoji)) else { continue }
                sources.insert(source)
            }
        }
        return sources.filter { !ShapingFaces.isRead($0) }.reduce(0) { $0 + FontFace.fileBytes($1.path) }
    }

    private func covers(_ face: FontFace, _ scalars: [Unicode.Scalar]) -> Bool {
        scalars.allSatisfy { face.glyphIndex(for: $0) != 0 }
    }

    /// Opens a fallback face at this stack's size once; a file that fails to open is not tried again. One that
    /// failed for want of memory is kept in `stoppingFailure` too, for the caller to stop the run with.
    private func open(_ source: FontSource) -> Int? {
        if let index = faceIndexBySource[source] { return index }
        guard !failedSources.contains(source) else { return nil }
        if let refusal = DrawnFiles.refusal(toDrawWith: source.path, shown: source.shown) {
            if stoppingFailure == nil { stoppingFailure = refusal }
            failedSources.insert(source)
            return nil
        }
        let face: FontFace
        do throws(SwatchError) {
            face = try FontFace(source: source, pixelSize: pixelSize)
        } catch {
            if error.kind == .memory, stoppingFailure == nil { stoppingFailure = error }
            failedSources.insert(source)
            return nil
        }
        faces.append(face)
        faceIndexBySource[source] = faces.count - 1
        return faces.count - 1
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }
}

// FontStack wraps mutable C state; forbid sending it across isolation domains.
@available(*, unavailable)
extension FontStack: Sendable {}
