import Testing
@testable import SwatchSupport

/// `textLines`: LF, CRLF and CR end a line, a leading byte order mark goes, and the lines are those a split by
/// `Character` gives (the definition it replaced), whatever surrounds the line ends.
@Suite struct TextLinesTests {
    /// The definition: a split by characters, "\r\n" being one.
    static func byCharacters(_ text: String) -> [Substring] {
        let body = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
        return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    @Test(arguments: ["", "a", "a\nb", "a\r\nb", "a\rb", "a\n", "\n\n", "\r\r\n\n", "\r\n\r\n", "\u{FEFF}red #F00\r\nblue",
                      "x\n\u{301}y", "e\u{301}\r\n\u{301}", "👨\u{200D}👩\n👧", "\u{FEFF}", "a\u{FEFF}\nb", "\r", "\n\r", "é\r\u{300}"])
    func linesAreThoseOfACharacterSplit(text: String) {
        #expect(textLines(text).map(String.init) == Self.byCharacters(text).map(String.init))
    }

    /// Random texts of line ends, combining marks, joiners, emoji and letters: the same lines as the definition.
    @Test func randomTextsSplitAsCharactersDo() {
        let pieces = ["\n", "\r", "\r\n", "\u{301}", "\u{200D}", "👩", "a", "é", " ", "\u{FEFF}", "\u{0600}", "ᄀ", "\u{1161}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0 ..< 2_000 {
            let text = (0 ..< Int.random(in: 0 ... 12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(textLines(text).map(String.init) == Self.byCharacters(text).map(String.init), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
