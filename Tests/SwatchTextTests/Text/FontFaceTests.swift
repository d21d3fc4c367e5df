import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

@Suite(.enabled(if: FontFiles.hasDejaVu && FontFiles.hasInter, "needs DejaVu Sans and Inter (fonts-dejavu-core, fonts-inter)"))
struct FontFaceTests {
    @Test func measureOrdersWidths() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 51)
        #expect(face.measure("Hello") > 0)
        #expect(face.measure("ii") < face.measure("WW"))
        #expect(face.measure("") == 0)
        #expect(abs(face.measure("Hello World") - face.layoutLine("Hello World").width) < 1e-9)
    }

    @Test func pairKerningIsApplied() throws {
        let face = try FontStack(path: FontFiles.dejaVu, pixelSize: 51)
        #expect(face.measure("AV") < face.measure("A") + face.measure("V") - 1)
    }

    @Test func fractionalSizesAreHonouredForCFF() throws {
        let small = try FontStack(path: FontFiles.interRegular, pixelSize: 50.5)
        let large = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        let ratio = small.measure("Hamburgefonstiv") / large.measure("Hamburgefonstiv")
        #expect(abs(ratio - 50.5 / 51) < 1e-3)
    }

    @Test func rejectsBadInput() {
        #expect(throws: SwatchError(.font, "font file not found: /nonexistent.ttf")) {
            try FontFace(path: "/nonexistent.ttf", pixelSize: 12)
        }
        #expect(throws: SwatchError.self) { try FontFace(path: FontFiles.dejaVu, pixelSize: 0) }
        #expect(throws: SwatchError.self) { try FontFace(path: FontFiles.dejaVu, pixelSize: .nan) }
    }
}
