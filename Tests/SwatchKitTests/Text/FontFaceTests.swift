@testable import SwatchKit
import Testing

@Suite(.enabled(if: Fixtures.hasDejaVu && Fixtures.hasInter, "needs DejaVu Sans and Inter (fonts-dejavu-core, fonts-inter)"))
struct FontFaceTests {
    @Test func dejaVuMetricsAt51px() throws {
        let face = try FontFace(path: Fixtures.dejaVu, pixelSize: 51)
        #expect(face.ascender > 0)
        #expect(face.descender < 0)
        #expect(face.lineHeight >= face.ascender - face.descender - 0.01)
        #expect(face.lineHeight < 51 * 1.5)
        #expect(face.xHeight > 0 && face.xHeight < face.capHeight && face.capHeight < face.ascender)
        // DejaVu Sans: cap height 1493/2048 em.
        #expect(abs(face.capHeight - 51 * 1493 / 2048) < 0.5)
    }

    @Test func interMetricsComeFromOS2() throws {
        let face = try FontFace(path: Fixtures.interRegular, pixelSize: 51)
        #expect(face.ascender > 0 && face.descender < 0)
        #expect(face.capHeight > 0.65 * 51 && face.capHeight < 0.8 * 51)
        #expect(face.xHeight > 0.5 * 51 && face.xHeight < face.capHeight)
    }

    @Test func measureOrdersWidths() throws {
        let face = try FontFace(path: Fixtures.dejaVu, pixelSize: 51)
        #expect(face.measure("Hello") > 0)
        #expect(face.measure("ii") < face.measure("WW"))
        #expect(face.measure("") == 0)
        #expect(abs(face.measure("Hello World") - face.layoutLine("Hello World").width) < 1e-9)
    }

    @Test func kernTableIsApplied() throws {
        let face = try FontFace(path: Fixtures.dejaVu, pixelSize: 51)
        #expect(face.measure("AV") < face.measure("A") + face.measure("V") - 1)
    }

    @Test func fractionalSizesAreHonouredForCFF() throws {
        let small = try FontFace(path: Fixtures.interRegular, pixelSize: 50.5)
        let large = try FontFace(path: Fixtures.interRegular, pixelSize: 51)
        let ratio = small.measure("Hamburgefonstiv") / large.measure("Hamburgefonstiv")
        #expect(abs(ratio - 50.5 / 51) < 1e-3)
    }

    @Test func rejectsBadInput() {
        #expect(throws: SwatchError(.font, "font file not found: /nonexistent.ttf")) {
            try FontFace(path: "/nonexistent.ttf", pixelSize: 12)
        }
        #expect(throws: SwatchError.self) { try FontFace(path: Fixtures.dejaVu, pixelSize: 0) }
        #expect(throws: SwatchError.self) { try FontFace(path: Fixtures.dejaVu, pixelSize: .nan) }
    }
}
