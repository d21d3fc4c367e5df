import Testing
import SwatchKit
@testable import SwatchColor
import SwatchTestSupport

@Suite struct ContrastTests {
    @Test func blackOnWhiteIsTwentyOne() {
        #expect(abs(RGBA8.black.contrastRatio(with: .white) - 21) < 1e-9)
        #expect(RGBA8.white.contrastRatio(with: .white) == 1)
    }

    @Test(arguments: [("#FFCC00FF", "#000000FF"), ("#000000FF", "#FFFFFFFF"), ("#FFFFFFFF", "#000000FF"),
                      ("#5856D6FF", "#FFFFFFFF"), ("#1C1C1EFF", "#FFFFFFFF"), ("#F2F2F7FF", "#000000FF")])
    func picksTheMoreLegibleText(_ background: String, _ text: String) {
        #expect(RGBA8(hex: background)!.legibleText().hex == text)
    }
}
