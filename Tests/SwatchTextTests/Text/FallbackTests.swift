import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

/// Names in scripts Inter lacks are set in fallback fonts found by fontconfig; emoji in colour.
@Suite(.enabled(if: FontFiles.hasInter && FontFiles.hasFallbackFonts,
                "needs Inter and the Noto fallback fonts (fonts-inter, fonts-noto-core, fonts-noto-cjk, fonts-noto-color-emoji)"))
struct FallbackTests {
    static let names = ["🔴 Alert", "أحمر", "लाल", "赤"]

    @Test(arguments: names)
    func noNotdefGlyphs(name: String) throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let shaped = font.shape(name)
        #expect(!shaped.glyphs.isEmpty)
        #expect(shaped.glyphs.allSatisfy { $0.glyph != 0 }, "a .notdef glyph in \(name)")
        #expect(shaped.glyphs.contains { $0.face != 0 }, "\(name) should need a fallback font")
        #expect(!font.layoutLine(name).glyphs.isEmpty)
    }

    @Test(arguments: names)
    func theFallbackHasEveryCharacter(name: String) throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        for glyph in font.shape(name).glyphs where glyph.face != 0 {
            let face = font.faces[glyph.face]
            #expect(face.source.path != FontFiles.interRegular)
            let scalar = Array(name.unicodeScalars)[glyph.cluster]
            #expect(face.glyphIndex(for: scalar) != 0, "\(face.source.path) lacks U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test func emojiAreDrawnInColour() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let line = font.layoutLine("🔴 Alert")
        let emoji = try #require(line.glyphs.first)
        #expect(font.faces[emoji.face].isColorBitmap)
        let colors = try #require(emoji.mask.colors)
        // 🔴 is a red disc: its centre pixel is opaque, strongly red.
        let centre = ((emoji.mask.height / 2) * emoji.mask.width + emoji.mask.width / 2) * 4
        #expect(colors[centre + 3] == 255)
        #expect(colors[centre] > 180 && colors[centre + 1] < 90 && colors[centre + 2] < 90)
        // Scaled from its strike to about the text size, and sitting on the line.
        #expect(abs(Double(emoji.mask.height) - 51) < 12)
        #expect(emoji.y < 0 && emoji.y + emoji.mask.height > 0)
        // The Latin text after it stays in Inter, in plain coverage.
        #expect(line.glyphs.dropFirst().allSatisfy { $0.face == 0 && $0.mask.colors == nil })
    }

    @Test func textPresentationSelectorKeepsTheTextFont() throws {
        let font = try FontStack(path: FontFiles.dejaVu, pixelSize: 51)
        // U+2764 HEAVY BLACK HEART: DejaVu has it; with VS16 it is an emoji, with VS15 text.
        #expect(font.shape("\u{2764}\u{FE0E}").glyphs.allSatisfy { $0.face == 0 })
        #expect(font.shape("\u{2764}\u{FE0F}").glyphs.contains { font.faces[$0.face].isColorBitmap })
    }
}
