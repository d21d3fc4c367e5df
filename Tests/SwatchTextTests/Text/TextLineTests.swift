import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

@Suite(.enabled(if: FontFiles.hasDejaVu && FontFiles.hasInter, "needs DejaVu Sans and Inter (fonts-dejavu-core, fonts-inter)"))
struct TextLineTests {
    static let fonts = [FontFiles.dejaVu, FontFiles.interRegular]

    @Test(arguments: fonts)
    func oneGlyphPerNonSpaceScalar(path: String) throws {
        let face = try FontStack(path: path, pixelSize: 51)
        let line = face.layoutLine("Hello World #FF3B30FF")
        #expect(line.glyphs.count == 19)
        #expect(!line.truncated)
        for glyph in line.glyphs {
            #expect(glyph.y == -glyph.mask.top)
            #expect(glyph.mask.coverage.count == glyph.mask.width * glyph.mask.height)
        }
        let xs = line.glyphs.map(\.x)
        #expect(xs == xs.sorted())
        #expect(Double(line.glyphs.last!.x + line.glyphs.last!.mask.width) <= line.width + 2)
    }

    @Test(arguments: fonts)
    func masksAreAntiAliasedWithSolidInteriors(path: String) throws {
        let face = try FontStack(path: path, pixelSize: 51)
        let all = face.layoutLine("HOW").glyphs.flatMap(\.mask.coverage)
        #expect(all.contains(0))
        #expect(all.contains(255))
        #expect(all.contains { $0 > 0 && $0 < 255 })
    }

    @Test func glyphsSitOnTheBaseline() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 51)
        let h = try #require(face.layoutLine("H").glyphs.first)
        #expect(h.y + h.mask.height == 0)  // flat-bottomed glyph ends exactly at the baseline
        #expect(abs(Double(-h.y) - 51.0 * 1493 / 2048) <= 1)  // DejaVu Sans: cap height 1493/2048 em
        let p = try #require(face.layoutLine("p").glyphs.first)
        #expect(p.y + p.mask.height > 0)  // descender goes below
    }

    @Test(arguments: fonts)
    func truncatesWithEllipsis(path: String) throws {
        let face = try FontStack(path: path, pixelSize: 36)
        let text = "secondarySystemGroupedBackground"
        let maxWidth = face.measure(text) / 2
        let line = face.layoutLine(text, maxWidth: maxWidth)
        #expect(line.truncated)
        #expect(line.width <= maxWidth)
        #expect(line.width > maxWidth - face.measure("W") - face.measure("…"))
        let ellipsis = face.primary.glyphIndex(for: "…")
        #expect(ellipsis != 0)
        let last = try #require(line.glyphs.last)
        let ellipsisMasks = (0..<GlyphCache.phasesPerPixel).map { face.primary.mask(of: ellipsis, phase: $0) }
        #expect(ellipsisMasks.contains(last.mask))
    }

    @Test func dropsTrailingSpacesBeforeEllipsis() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 36)
        let maxWidth = face.measure("abc   ") + face.measure("…") + 0.5
        let line = face.layoutLine("abc      defghijklmnop", maxWidth: maxWidth)
        #expect(line.truncated)
        #expect(line.glyphs.count == 4)  // a b c …
        #expect(line.width < face.measure("abc ") + face.measure("…"))
    }

    @Test func noTruncationWhenItFits() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 36)
        let text = "#FF3B30FF  #FF3B30FF"
        let line = face.layoutLine(text, maxWidth: face.measure(text))
        #expect(!line.truncated)
        #expect(line == face.layoutLine(text))
        #expect(line.glyphs.count == 18)
    }

    @Test func emptyWhenEvenTheEllipsisDoesNotFit() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 36)
        let line = face.layoutLine("Hello", maxWidth: 1)
        #expect(line.truncated)
        #expect(line.glyphs.isEmpty)
        #expect(line.width == 0)
    }

    @Test(arguments: fonts)
    func subpixelPhasesRenderDifferently(path: String) throws {
        let face = try FontStack(path: path, pixelSize: 17)
        let l = face.primary.glyphIndex(for: "l")
        let phase0 = face.primary.mask(of: l, phase: 0)
        let phaseHalf = face.primary.mask(of: l, phase: 2)
        #expect(phase0.coverage != phaseHalf.coverage)
        #expect(face.primary.mask(of: l, phase: 0) == phase0)
    }

    @Test func secondLayoutHitsTheCache() throws {
        let face = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let text = "systemRed  #FF3B30FF"
        let first = face.layoutLine(text)
        let count = face.primary.cachedMaskCount
        #expect(count > 0)
        let second = face.layoutLine(text)
        #expect(first == second)
        #expect(face.primary.cachedMaskCount == count)
        _ = face.measure("completely different text")  // measuring renders nothing
        #expect(face.primary.cachedMaskCount == count)
    }
}
