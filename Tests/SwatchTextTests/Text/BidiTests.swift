import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

/// Right-to-left names are laid out by the Unicode bidirectional algorithm (FriBidi).
@Suite(.enabled(if: FontFiles.hasInter && FontFiles.hasFallbackFonts, "needs Inter and fonts-noto-core"))
struct BidiTests {
    @Test func arabicNameStartsOnTheRight() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let shaped = font.shape("أحمر")
        #expect(shaped.isRightToLeft)
        let first = try #require(shaped.glyphs.first { $0.cluster == 0 })
        let last = try #require(shaped.glyphs.first { $0.cluster == 3 })
        #expect(shaped.glyphs.allSatisfy { $0.x <= first.x })  // the first letter is drawn rightmost
        #expect(last.x == shaped.glyphs.map(\.x).min())
    }

    @Test func arabicInsideLatinIsReversedInPlace() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let text = "Blue (أزرق)"
        let shaped = font.shape(text)
        #expect(!shaped.isRightToLeft)
        let scalars = Array(text.unicodeScalars)
        let arabic = shaped.glyphs.filter { (0x0600...0x06FF).contains(scalars[$0.cluster].value) }
        #expect(arabic.count >= 4)
        #expect(arabic.map(\.cluster) == arabic.map(\.cluster).sorted(by: >))  // display order: last letter first
        let blue = shaped.glyphs.filter { $0.cluster < 4 }
        #expect(blue.map(\.cluster) == [0, 1, 2, 3])
        #expect(blue.allSatisfy { b in arabic.allSatisfy { b.x < $0.x } })
    }

    @Test func runsAreOrderedByRuleL2() {
        #expect(BidiLevels.visualOrder(ofRunLevels: [0, 1, 0]) == [0, 1, 2])
        #expect(BidiLevels.visualOrder(ofRunLevels: [1, 2, 1]) == [2, 1, 0])
        #expect(BidiLevels.visualOrder(ofRunLevels: [0, 1, 1, 0]) == [0, 2, 1, 3])
        #expect(BidiLevels.visualOrder(ofRunLevels: [1, 0, 1]) == [0, 1, 2])
    }

    @Test func latinTextSkipsTheAlgorithm() {
        let levels = BidiLevels(Array("systemRed #FF3B30".unicodeScalars.map(\.value)))
        #expect(levels.levels.allSatisfy { $0 == 0 })
        #expect(!levels.isRightToLeft)
    }
}
