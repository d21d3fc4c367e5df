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

    /// A long path keeps its end, from a folder's name, and its length; a short one is whole; quoting the result again
    /// changes nothing (the thirteenth hostile pass's H13-7: a long catalog path cut the colour set's name off).
    @Test func aLongPathKeepsItsEnd() {
        #expect(VisibleText.quotedPath("brand/colors.txt") == "brand/colors.txt")
        let folder = "/Users/jane/Developer/Company/ios-app/App/Resources"
        let path = folder + "/Assets.xcassets/Brand/Primary.colorset/Contents.json"
        let shown = VisibleText.quotedPath(path)
        #expect(shown == "…/Assets.xcassets/Brand/Primary.colorset/Contents.json (\(path.count) characters)")
        #expect(VisibleText.quoted(shown) == shown)
        let noFolders = String(repeating: "p", count: 200) + ".txt"
        #expect(VisibleText.quotedPath(noFolders) == "…" + String(repeating: "p", count: 52) + ".txt (204 characters)")
        #expect(VisibleText.quotedPath("a\u{1B}[2J/" + String(repeating: "q", count: 90)).hasPrefix("…"))
        #expect(VisibleText.quotedPath("x/\u{1B}[2J.txt") == "x/\\u{1B}[2J.txt")
        // A revision's path keeps its revision too, so a diff's two sides are told apart (H18-1).
        let revision = VisibleText.quotedPath("HEAD:" + path.dropFirst())
        #expect(revision == "HEAD:…/Brand/Primary.colorset/Contents.json (\(path.count + 4) characters)")
        #expect(VisibleText.quoted(revision) == revision)
        #expect(VisibleText.quotedPath("git:origin/main:" + noFolders).hasPrefix("git:origin/main:…ppp"))
    }

    /// A long path's cut never keeps part of an escape: wherever it falls in one, what is kept starts after it (H20-8's
    /// `…1B}p/Z.colorset`, the twenty-first pass's H21-3 `…{1B}\u{1B}….txt`), and quoting it again changes nothing.
    @Test(arguments: 0 ..< 12)
    func aLongPathIsNeverCutInsideAnEscape(prefix: Int) {
        for piece in ["\u{1B}", "\u{7F}", "\u{202E}", "Gr\u{1B}p/", "e\u{301}", "\u{1B}\u{1B}b"] {
            let path = String(repeating: "a", count: prefix) + String(repeating: piece, count: 40) + ".txt"
            let shown = VisibleText.quotedPath(path)
            let end = shown.dropFirst().prefix { $0 != " " }  // after `…`, up to ` (N characters)`
            #expect(shown.hasPrefix("…") && end.hasSuffix(".txt") && VisibleText.quoted(shown) == shown, "\(shown)")
            #expect(end.firstMatch(of: #/^(u?\{)?[0-9A-F]*\}/#) == nil, "\(shown)")  // `u{1B}`, `{1B}`, `1B}`, `}`: an escape's tail
        }
    }

    /// A long value's cut never ends inside an escape: what is kept ends before the one that does not fit (the twenty-first
    /// pass's H21-9: `"…\u{1B}\u… (600 characters)"`, `\u{1…` could be U+1).
    @Test(arguments: 0 ..< 12)
    func aLongValueIsNeverCutInsideAnEscape(prefix: Int) {
        for piece in ["\u{1B}", "\u{7F}", "\u{202E}", "e\u{301}", "\u{1B}b"] {
            let value = String(repeating: "a", count: prefix) + String(repeating: piece, count: 100)
            let shown = VisibleText.quoted(value)
            let start = shown.prefix { $0 != "…" }
            #expect(shown.hasSuffix(" characters)") && VisibleText.quoted(shown) == shown, "\(shown)")
            #expect(start.firstMatch(of: #/\\(u(\{[0-9A-F]*)?)?$/#) == nil, "\(shown)")  // `\`, `\u`, `\u{1`: an escape's head
        }
    }

    @Test func controlsAndBidirectionalOverridesAreShown() {
        let name = "a\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}b\u{0}"
        let message: MessageText = "'\(name)'"
        #expect(message.text == #"'a\u{1B}]0;owned\u{7}\u{1B}[2J\u{202E}b\u{0}'"#)
    }

    /// A name with a zero-width space is told apart from the name without it in a message.
    @Test func invisibleCharactersAreShownInMessages() {
        let message: MessageText = "no colour '\("red\u{200B}")' (did you mean '\("red")'?)"
        #expect(message.text == #"no colour 'red\u{200B}' (did you mean 'red'?)"#)
        #expect(VisibleText.quoted("\u{FEFF}a\u{2060}b\u{180E}") == #"\u{FEFF}a\u{2060}b\u{180E}"#)
        // Outside messages and tables (exports, CSV) the name is kept as it is.
        #expect(VisibleText.escaped("red\u{200B}") == "red\u{200B}")
        #expect(VisibleText.escaped("x\u{200D}y\u{AD}") == "x\u{200D}y\u{AD}")
    }

    /// A table a person reads (`list`, `check`) shows a name's format characters as a message does, and its controls,
    /// but whole however long, and emoji as emoji.
    @Test func tablesShowFormatCharactersWhole() {
        #expect(VisibleText.distinguished("red\u{200B}") == #"red\u{200B}"#)
        #expect(VisibleText.distinguished("\u{FEFF}co\u{AD}ral\u{1B}[2J") == #"\u{FEFF}co\u{AD}ral\u{1B}[2J"#)
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(VisibleText.distinguished("team " + family) == "team " + family)
        let long = String(repeating: "é", count: 200) + "\u{200B}"
        #expect(VisibleText.distinguished(long) == String(repeating: "é", count: 200) + #"\u{200B}"#)
        #expect(VisibleText.distinguished("plain name") == "plain name")
    }

    /// Every format character (Cf) is shown in a message, joiners between letters, a soft hyphen and a bidirectional
    /// override included: each would make a name look like another.
    @Test func formatCharactersAreShownInMessages() {
        #expect(VisibleText.quoted("x\u{200D}y") == #"x\u{200D}y"#)
        #expect(VisibleText.quoted("\u{633}\u{628}\u{632}\u{200C}\u{62A}\u{6CC}\u{631}\u{647}") == "سبز" + #"\u{200C}"# + "تیره")
        #expect(VisibleText.quoted("co\u{AD}ral") == #"co\u{AD}ral"#)
        #expect(VisibleText.quoted("red\u{202E}der") == #"red\u{202E}der"#)
        #expect(VisibleText.quoted("a\u{200E}\u{2066}b\u{E0001}c\u{E0067}") == #"a\u{200E}\u{2066}b\u{E0001}c\u{E0067}"#)
        let message: MessageText = "no colour '\("x\u{200D}y")' (did you mean '\("xy")'?)"
        #expect(message.text == #"no colour 'x\u{200D}y' (did you mean 'xy'?)"#)
    }

    /// Emoji keep the joiners between them and the tags after them, so they read as the emoji they are; a joiner
    /// at either end of an emoji sequence, or beside a letter, digit or another joiner, is shown.
    @Test func emojiKeepTheirJoinersAndTags() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(VisibleText.quoted(family) == family)
        let england = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}"
        #expect(VisibleText.quoted(england) == england)
        #expect(VisibleText.quoted("red " + england) == "red " + england)
        // U+FE0F and skin tones are passed over on either side: a kiss, a pirate flag, a dark-skinned woman with red hair.
        let kiss = "\u{1F469}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}"
        #expect(VisibleText.quoted(kiss) == kiss)
        #expect(VisibleText.quoted("\u{1F3F4}\u{200D}\u{2620}\u{FE0F}") == "\u{1F3F4}\u{200D}\u{2620}\u{FE0F}")
        #expect(VisibleText.quoted("\u{1F469}\u{1F3FF}\u{200D}\u{1F9B0}") == "\u{1F469}\u{1F3FF}\u{200D}\u{1F9B0}")
        #expect(VisibleText.quoted("\u{1F468}\u{200D}x") == "\u{1F468}" + #"\u{200D}x"#)
        #expect(VisibleText.quoted("x\u{200D}\u{1F468}") == #"x\u{200D}"# + "\u{1F468}")
        #expect(VisibleText.quoted("\u{1F468}\u{200D}\u{200D}\u{1F469}") == "\u{1F468}" + #"\u{200D}\u{200D}"# + "\u{1F469}")
        #expect(VisibleText.quoted("1\u{200D}2 \u{1F468}\u{200D}") == #"1\u{200D}2 "# + "\u{1F468}" + #"\u{200D}"#)
        // Tags after anything but an emoji are shown.
        #expect(VisibleText.quoted("gb\u{E0067}\u{E007F}") == #"gb\u{E0067}\u{E007F}"#)
        // A joiner before tags: the emoji's tags are kept, the joiner after them is not between two emoji.
        #expect(VisibleText.quoted(england + "\u{200D}\u{1F468}") == england + #"\u{200D}"# + "\u{1F468}")
    }

    /// Escaping comes first, so a value of ESCs is as short as any other once shown; the cut ends before the escape that
    /// does not fit whole.
    @Test func escapedThenAbbreviated() {
        let message: MessageText = "\(String(repeating: "\u{1B}", count: 1_000))"
        #expect(message.text == String(repeating: #"\u{1B}"#, count: 13) + "… (6000 characters)")
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
