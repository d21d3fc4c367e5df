import Foundation
import SwatchSupport
#if canImport(CFontconfig)
internal import CFontconfig
#endif
#if canImport(CoreText)
import CoreGraphics
import CoreText
#endif

/// Finds a font for a character the chosen font lacks: fontconfig's fallback order on Linux, Core Text's
/// cascade list on macOS, as the platforms' own text stacks do. Answers are remembered for the process.
package enum FontFallback {
    /// What a fallback is asked for: one character, in the text's weight, as emoji (colour) or as text.
    struct Request: Hashable {
        let scalar: Unicode.Scalar
        let bold: Bool
        let emoji: Bool
    }

    /// A fallback font as a message names it: by what it is for, not by a file the user did not name.
    private static func shown(_ request: Request) -> MessageText {
        "the system's fallback font for '\(String(request.scalar))'"
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [Request: FontSource?] = [:]

    /// A font face that has a glyph for `request.scalar`, or nil when no installed font has one; the memory line when
    /// the platform's font list cannot be loaded within the memory the process may use.
    static func source(for request: Request) throws(SwatchError) -> FontSource? {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[request] { return known }
        try prepare()
        let found = lookUp(request)
        answers[request] = found
        return found
    }

    /// Refuses a sheet streamed to standard output (`-o -`, `/dev/stdout`, a link to it) when standard output is a font
    /// the platform could choose as a fallback: the sheet's first bytes are written before drawing finds every font it
    /// needs (a header drawn upper-cased, a subtitle), so the font it would open is not known in time; the whole list is
    /// (the twenty-sixth hostile pass's H26-1: `-o /dev/stdout 1<> font` wrote a PNG over the font, then refused it).
    /// The message names no file: the user named none.
    package static func requireStandardOutputIsNoFont() throws(SwatchError) {
        var info = stat()
        // An empty file holds no font (`> sheet.png` truncated it): nothing to look up, nor fontconfig to load (H27-3).
        guard fstat(STDOUT_FILENO, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return }
        let output = (device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        lock.lock()
        defer { lock.unlock() }
        try prepare()
        let isFont = fontFiles().contains { path in
            var font = stat()
            return stat(path, &font) == 0 && UInt64(font.st_dev) == output.device && UInt64(font.st_ino) == output.inode
        }
        if isFont {
            throw SwatchError(.usage, "standard output is one of the system's fonts, which a sheet streamed there would write over: send the output elsewhere")
        }
    }

    #if canImport(CFontconfig)
    nonisolated(unsafe) private static var initialised = false

    /// Every font file fontconfig knows: the ones a fallback can come from.
    private static func fontFiles() -> [String] {
        guard initialised, let pattern = FcPatternCreate() else { return [] }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { return [] }
        defer { FcObjectSetDestroy(objects) }
        FcObjectSetAdd(objects, swatch_FC_FILE)
        guard let fonts = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(fonts) }
        return (0 ..< Int(fonts.pointee.nfont)).compactMap { i in
            var file: UnsafeMutablePointer<FcChar8>? = nil
            guard let font = fonts.pointee.fonts[i], FcPatternGetString(font, swatch_FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            return String(cString: file)
        }
    }

    /// What fontconfig's first look may need. With its caches valid it maps them (1 MB: `FcInit` took VmSize from
    /// 18,432 to 19,476 KB in a Python process here); with one stale it scans that font folder, opening each font
    /// (Noto Serif CJK, 27 MB). Short of memory, a cache it could not read was rescanned with every font failing to
    /// open, and an empty cache written in its place: every later program on the machine lost those fonts (Noto CJK
    /// under `/var/cache/fontconfig`, run as root, in a render under `ulimit -v`), until `fc-cache -f`. So the first
    /// look is made only with room for the scan.
    static let initBytes = 32 << 20

    /// Loads fontconfig's configuration and font list once, when there is room for it (`initBytes`).
    private static func prepare() throws(SwatchError) {
        guard !initialised else { return }
        try MemoryBudget.check(needing: initBytes, for: "fontconfig")
        initialised = FcInit() != 0
    }

    /// fontconfig's sorted fallback list for the generic family, filtered to fonts whose charset has the character.
    private static func lookUp(_ request: Request) -> FontSource? {
        guard initialised else { return nil }
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        guard let charset = FcCharSetCreate() else { return nil }
        defer { FcCharSetDestroy(charset) }
        FcCharSetAddChar(charset, request.scalar.value)
        FcPatternAddString(pattern, swatch_FC_FAMILY, request.emoji ? "emoji" : "sans-serif")
        FcPatternAddCharSet(pattern, swatch_FC_CHARSET, charset)
        FcPatternAddInteger(pattern, swatch_FC_WEIGHT, request.bold ? 180 : 80)  // FC_WEIGHT_SEMIBOLD, _REGULAR
        if request.emoji { FcPatternAddBool(pattern, swatch_FC_COLOR, 1) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultMatch
        guard let fonts = FcFontSort(nil, pattern, 0, nil, &result) else { return nil }
        defer { FcFontSetDestroy(fonts) }
        for i in 0..<Int(fonts.pointee.nfont) {
            guard let font = fonts.pointee.fonts[i] else { continue }
            var fontCharset: OpaquePointer? = nil
            guard FcPatternGetCharSet(font, swatch_FC_CHARSET, 0, &fontCharset) == FcResultMatch,
                  FcCharSetHasChar(fontCharset, request.scalar.value) != 0 else { continue }
            var file: UnsafeMutablePointer<FcChar8>? = nil
            guard FcPatternGetString(font, swatch_FC_FILE, 0, &file) == FcResultMatch, let file else { continue }
            var index: Int32 = 0
            _ = FcPatternGetInteger(font, swatch_FC_INDEX, 0, &index)
            return FontSource(path: String(cString: file), index: Int(index), shown: shown(request))
        }
        return nil
    }
    #elseif canImport(CoreText)
    /// Core Text needs no loading here.
    private static func prepare() throws(SwatchError) {}

    /// The first font of Core Text's default cascade list (the system font's fallbacks) that has the character.
    private static func lookUp(_ request: Request) -> FontSource? {
        let base = CTFontCreateUIFontForLanguage(request.bold ? .emphasizedSystem : .system, 17, nil)
            ?? CTFontCreateWithName("Helvetica" as CFString, 17, nil)
        var descriptors = (CTFontCopyDefaultCascadeListForLanguages(base, nil) as? [CTFontDescriptor]) ?? []
        if request.emoji { descriptors.insert(CTFontDescriptorCreateWithNameAndSize("AppleColorEmoji" as CFString, 17), at: 0) }
        let utf16 = Array(String(request.scalar).utf16)
        for descriptor in descriptors {
            let font = CTFontCreateWithFontDescriptor(descriptor, 17, nil)
            var glyphs = [CGGlyph](repeating: 0, count: utf16.count)
            guard CTFontGetGlyphsForCharacters(font, utf16, &glyphs, utf16.count), glyphs.allSatisfy({ $0 != 0 }),
                  let url = CTFontCopyAttribute(font, kCTFontURLAttribute) as? URL else { continue }
            let name = CTFontCopyPostScriptName(font) as String
            return FontSource(path: url.path, index: FontFace.faceIndex(in: url.path, postscriptName: name), shown: shown(request))
        }
        return nil
    }
    #else
    private static func prepare() throws(SwatchError) {}
    private static func lookUp(_ request: Request) -> FontSource? { nil }
    #endif

    #if !canImport(CFontconfig)
    /// Core Text's font files are not listed here (untried on macOS): standard output is checked against those opened only.
    private static func fontFiles() -> [String] { [] }
    #endif
}
