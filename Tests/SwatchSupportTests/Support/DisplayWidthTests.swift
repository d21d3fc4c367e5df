import Testing
@testable import SwatchSupport

/// Aligned columns measure text in terminal columns: a grapheme cluster each, two for an emoji or a wide East Asian
/// character, and pad with spaces up to a width without ever cutting.
@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("", 0), ("systemRed", 9), ("Café", 4), ("Cafe\u{301}", 4), ("e\u{301}\u{302}\u{303}", 1), ("赤", 2), ("青い空", 6),
        ("한글", 4), ("ＡＢ", 4), ("🎨", 2), ("🎨 brand", 8), ("☕️", 2), ("☕", 2), ("❤", 1), ("❤️", 2), ("👩‍👩‍👧", 2),
        ("🇫🇷", 2), ("👍🏽", 2), ("→", 1), (#"a\u{A}b"#, 7),
    ])
    func columns(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width)
    }

    @Test func paddingFillsToTheWidthAndNeverCuts() {
        #expect(DisplayWidth.padded("赤", to: 5) == "赤   ")
        #expect(DisplayWidth.padded("Cafe\u{301}", to: 6) == "Cafe\u{301}  ")
        #expect(DisplayWidth.padded("🎨x", to: 4) == "🎨x ")
        #expect(DisplayWidth.padded("青い空", to: 2) == "青い空")
        #expect(DisplayWidth.padded("", to: 3) == "   ")
    }
}
