import Testing
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport

/// `MessageText`: every value interpolated into a message is quoted by `VisibleText.quoted` (escaped, then
/// 80 characters and its length), and text made for a message elsewhere comes in only by saying so.
@Suite struct MessageTextTests {
    static let long = String(repeating: "x", count: 100_000)
    static let shownLong = String(repeating: "x", count: 80) + "… (100000 characters)"

    @Test func aShortValueIsShownAsItIs() {
        let name = "Brand Red"
        let message: MessageText = "no colour '\(name)' in \(3) sections"
        #expect(message.text == "no colour 'Brand Red' in 3 sections")
    }

    @Test func aLongValueIsItsStartAndLength() {
        let message: MessageText = "unknown command '\(Self.long)'"
        #expect(message.text == "unknown command '\(Self.shownLong)'")
    }

    @Test func controlsAndBidirectionalOverridesAreShown() {
        let name = "a\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}b\u{0}"
        let message: MessageText = "'\(name)'"
        #expect(message.text == #"'a\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}b\u{0}'"#)
    }

    /// A name with a zero-width space is told apart from the name without it in a message; emoji keep their joiners.
    @Test func invisibleCharactersAreShownInMessages() {
        let message: MessageText = "no colour '\("red\u{200B}")' (did you mean '\("red")'?)"
        #expect(message.text == #"no colour 'red\u{200B}' (did you mean 'red'?)"#)
        #expect(VisibleText.quoted("\u{FEFF}a\u{2060}b\u{180E}") == #"\u{FEFF}a\u{2060}b\u{180E}"#)
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(VisibleText.quoted(family) == family)
        // Outside messages (tables, exports) the name is kept as it is.
        #expect(VisibleText.escaped("red\u{200B}") == "red\u{200B}")
    }

    /// Escaping comes first, so a value of ESCs is as short as any other once shown.
    @Test func escapedThenAbbreviated() {
        let message: MessageText = "\(String(repeating: "\u{1B}", count: 1_000))"
        #expect(message.text == String(repeating: #"\u{1B}"#, count: 13) + #"\u"# + "… (6000 characters)")
    }

    /// A value quoted once (a path as `shownAs`) and quoted again by the message that names it is not cut twice.
    @Test func quotingTwiceChangesNothing() {
        let once = VisibleText.quoted(Self.long)
        #expect(once == Self.shownLong)
        #expect(VisibleText.quoted(once) == once)
        let message: MessageText = "cannot write \(once): no space"
        #expect(message.text == "cannot write \(Self.shownLong): no space")
        // Text written to look abbreviated but longer is cut as any other.
        let posing = String(repeating: "y", count: 200) + "… (5 characters)"
        #expect(VisibleText.quoted(posing) == String(repeating: "y", count: 80) + "… (216 characters)")
    }

    /// A value cut to its start before it was escaped (`"\(VisibleText.abbreviated(name))"`, as several messages
    /// quote a name) keeps its start and its true length when the message escapes it: it said `… (103 characters)`
    /// of a 505-character appearance name that began with ESC.
    @Test func cutThenEscapedKeepsItsLength() {
        let name = "\u{1B}[2J" + String(repeating: "0", count: 500) + "\u{9B}"
        let message: MessageText = "\"\(VisibleText.abbreviated(name))\" is not an appearance"
        #expect(message.text == "\"\\u{1B}[2J" + String(repeating: "0", count: 76) + "… (505 characters)\" is not an appearance")
    }

    @Test func listsStopAtTwenty() {
        let names = (1 ... 1_000).map { "n\($0)" }
        let message: MessageText = "sections are \(list: names)"
        #expect(message.text == "sections are " + (1 ... 20).map { "n\($0)" }.joined(separator: ", ") + ", … and 980 more")
        let escaped: MessageText = "\(list: ["a\nb", Self.long])"
        #expect(escaped.text == #"a\u{A}b, "# + Self.shownLong)
    }

    @Test func chainsStopAtTwenty() {
        let message: MessageText = "cycle: \(chain: (1 ... 30).map { "t\($0)" } + ["t1"])"
        #expect(message.text == "cycle: " + (1 ... 20).map { "t\($0)" }.joined(separator: " → ") + " → … and 11 more")
    }

    /// Another message, another error and verbatim text are kept whole: their values were quoted when they were made.
    @Test func madeTextIsKeptWhole() {
        let inner: MessageText = "key \(Self.long)"
        let error = SwatchError(.palette, "p.json: \(inner)")
        #expect(error.message == "p.json: key \(Self.shownLong)")
        let outer = SwatchError(.usage, "swatch.yml: \(error)")
        #expect(outer.message == "swatch.yml: p.json: key \(Self.shownLong)")
        let keyPath = String(repeating: "group.", count: 30) + "token"
        let verbatim: MessageText = "p.json: \(verbatim: keyPath)"
        #expect(verbatim.text == "p.json: " + keyPath)
        let joined: MessageText = "a " + "\(Self.long)" + " b"
        #expect(joined.text == "a \(Self.shownLong) b")
    }

    /// The backstop for a line of standard error: escaped, and past 4,000 characters its start and length.
    @Test func aLineOfStandardErrorIsBounded() {
        #expect(VisibleText.line("a\nb") == #"a\u{A}b"#)
        let line = VisibleText.line(String(repeating: "z", count: 1_000_000))
        #expect(line == String(repeating: "z", count: 3_950) + "… (1000000 characters)")
        // With its `swatch: warning: ` the whole line is within 4,000 characters (it was 4,039).
        #expect(("swatch: warning: " + line).count <= 4_000)
    }
}
