import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

/// Truncation drops whole grapheme clusters: never half an emoji sequence or a base without its mark.
@Suite(.enabled(if: FontFiles.hasInter && FontFiles.hasFallbackFonts, "needs Inter and fonts-noto-color-emoji"))
struct ClusterTruncationTests {
    /// Glyph ids of `unit` repeated, then the ellipsis: what a cut between clusters of `unit` repeated looks like.
    private func check(_ unit: String, font: FontStack) throws {
        let unitGlyphs = font.shape(unit).glyphs.map(\.glyph)
        let text = String(repeating: unit, count: 12)
        let ellipsis = font.shape(font.ellipsis).glyphs.map(\.glyph)
        for fraction in [0.3, 0.45, 0.61, 0.77] {
            let maxWidth = font.measure(text) * fraction
            let line = font.layoutLine(text, maxWidth: maxWidth)
            #expect(line.truncated)
            #expect(line.width <= maxWidth)
            let glyphs = font.shape(String(repeating: unit, count: 12)).glyphs  // sanity: unit shapes alike in context
            #expect(glyphs.count == unitGlyphs.count * 12)
            let kept = line.glyphs.map(\.glyph).dropLast(ellipsis.count)
            let unitGlyphs = unitGlyphs.filter { g in !font.primary.mask(of: g, phase: 0).isEmpty || font.faces.dropFirst().contains { !$0.mask(of: g, phase: 0).isEmpty } }
            #expect(Array(line.glyphs.map(\.glyph).suffix(ellipsis.count)) == ellipsis)
            let inked = unitGlyphs.filter { g in line.glyphs.contains { $0.glyph == g } }
            #expect(!inked.isEmpty)
            #expect(kept.count % unitGlyphs.count == 0, "cut inside a cluster of \(unit) at \(fraction)")
            #expect(Array(kept) == Array(repeating: unitGlyphs, count: kept.count / unitGlyphs.count).flatMap { $0 })
        }
    }

    @Test func emojiZWJSequenceIsNeverSplit() throws {
        try check("👩🏽‍💻", font: FontStack(path: FontFiles.interRegular, pixelSize: 51))
    }

    @Test func combiningMarkStaysWithItsBase() throws {
        // x + COMBINING ACUTE ACCENT: no precomposed letter exists, so a base glyph and a mark glyph.
        let font = try FontStack(path: FontFiles.dejaVu, pixelSize: 51)
        #expect(font.shape("x\u{301}").glyphs.count == 2)
        try check("x\u{301}", font: font)
    }

    /// A name whose start repeats its section keeps its end: `…userFollowing`, the longest end that fits, cut
    /// between clusters; one that fits is shown whole.
    @Test func aCutThatKeepsTheEndDropsTheStart() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let text = "Colors/Button/userFollowing 👩🏽‍💻"
        let maxWidth = font.measure("…userFollowing 👩🏽‍💻") + 2
        let line = font.layoutLine(text, maxWidth: maxWidth, keepingEnd: true)
        #expect(line.truncated && line.width <= maxWidth)
        #expect(line.glyphs.map(\.glyph) == font.layoutLine("…userFollowing 👩🏽‍💻").glyphs.map(\.glyph))
        #expect(!font.layoutLine(text, maxWidth: font.measure(text), keepingEnd: true).truncated)
        // Cut before shaping: a 90,000-cluster name costs what a short one does and still ends as it should.
        let long = font.layoutLine(String(repeating: "x", count: 90_000) + "userFollowing", maxWidth: maxWidth, keepingEnd: true)
        let ending = font.shape("userFollowing").glyphs.map(\.glyph)
        #expect(long.truncated && long.width <= maxWidth)
        #expect(long.glyphs.first?.glyph == font.shape(font.ellipsis).glyphs.first?.glyph)
        #expect(Array(long.glyphs.map(\.glyph).suffix(ending.count)) == ending)
    }

    @Test func arabicIsCutAtTheLogicalEndAndRejoined() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let text = "اللون الأحمر الداكن جداً"
        let line = font.layoutLine(text, maxWidth: font.measure(text) * 0.6)
        #expect(line.truncated)
        #expect(line.isRightToLeft)
        // The ellipsis ends the logical text, so in a right-to-left line it is drawn leftmost.
        let ellipsis = try #require(font.shape(font.ellipsis).glyphs.first?.glyph)
        #expect(line.glyphs.min { $0.x < $1.x }?.glyph == ellipsis)
    }
}
