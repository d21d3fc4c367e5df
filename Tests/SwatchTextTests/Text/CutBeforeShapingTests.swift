import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

/// A line's text is cut to what its width can show before it is shaped: the line drawn is the one the
/// whole text gives, and a 900 KB name costs what a short one does.
@Suite(.enabled(if: FontFiles.hasDejaVu && FontFiles.hasFallbackFonts, "needs DejaVu Sans and the Noto fallback fonts"))
struct CutBeforeShapingTests {
    static let maxWidth = 300.0

    /// The clusters kept by the cut, and texts around it.
    static var limit: Int { FontStack.clusterLimit(maxWidth: maxWidth) }

    static let names: [(name: String, text: String)] = [
        ("a bit longer than the row", String(repeating: "Wide name ", count: 5)),
        ("far longer", String(repeating: "abc def ", count: 5_000)),
        ("emoji and marks around the cut", String(repeating: "x", count: limit - 3) + "👩🏽‍💻e\u{301}\u{302}👨‍👩‍👧q\u{323}\u{307}"
            + String(repeating: "👩🏽‍💻", count: 100)),
        ("emoji and marks throughout", String(repeating: "e\u{301}\u{302}👩🏽‍💻 ", count: 400)),
        ("right to left", String(repeating: "اللون الأحمر الداكن ", count: 400)),
        ("Hebrew", String(repeating: "צבע אדום כהה ", count: 400)),
    ]

    @Test(arguments: names.indices)
    func theCutLineIsTheWholeTextsLine(index: Int) throws {
        let text = Self.names[index].text
        let font = try FontStack(path: FontFiles.dejaVu, pixelSize: 17)
        let whole = font.layoutLine(text, maxWidth: Self.maxWidth, clusterLimit: .max)
        let cut = font.layoutLine(text, maxWidth: Self.maxWidth)
        #expect(whole.truncated && cut.truncated)
        #expect(cut == whole, "\(Self.names[index].name)")
    }

    @Test func aCutTextIsNeverShownWholeAndKeepsWholeClusters() throws {
        // Zero-width clusters (U+200B) are the one case where the cut shows less than the whole text:
        // it still ends in the ellipsis.
        let font = try FontStack(path: FontFiles.dejaVu, pixelSize: 17)
        let text = "ab" + String(repeating: "\u{200B}", count: 1_000) + "cd"
        let line = font.layoutLine(text, maxWidth: Self.maxWidth)
        #expect(line.truncated)
        #expect(line.width <= Self.maxWidth)
        #expect(line.glyphs.last?.glyph == font.shape(font.ellipsis).glyphs.last?.glyph)
        // The kept text ends on a cluster boundary: a ZWJ sequence straddling the limit is kept whole or not at all.
        let family = "👨‍👩‍👧"
        #expect(String(repeating: family, count: 400).prefix(Self.limit).count == Self.limit)
    }

    @Test func aShortLineIsNotCut() throws {
        let font = try FontStack(path: FontFiles.dejaVu, pixelSize: 17)
        let line = font.layoutLine("systemRed", maxWidth: Self.maxWidth)
        #expect(!line.truncated)
        #expect(line == font.layoutLine("systemRed", maxWidth: Self.maxWidth, clusterLimit: .max))
        #expect(FontStack.clusterLimit(maxWidth: .infinity) == .max)
        #expect(FontStack.clusterLimit(maxWidth: -5) == 1)
    }
}
