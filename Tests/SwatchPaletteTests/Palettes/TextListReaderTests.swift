import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct TextListReaderTests {
    func load(_ text: String, keepGoing: Bool = false) throws -> PaletteLoad {
        let directory = try TempDir()
        let path = directory.file("colors.txt")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try PaletteReader.read(path: path, options: PaletteReadOptions(keepGoing: keepGoing), system: try SystemCatalog.palette(named: "ios26"))
    }

    @Test func linesGiveColoursSectionsAndComments() throws {
        let loaded = try load("""
            # comment line
            first   #FF0000          # a trailing comment
            [Brand Colours]
            primary #5B2EFF #8C6BFF80

            """)
        #expect(loaded.palette.sections.map(\.name) == ["colors", "Brand Colours"])
        #expect(loaded.palette.color(named: "first")?.value(for: .dark).hex == "#FF0000FF")
        #expect(loaded.palette.color(named: "primary")?.value(for: .dark).hex == "#8C6BFF80")
        #expect(loaded.palette.color(named: "primary")?.sources == ["colors.txt:4"])
    }

    /// Found while writing the fuzz seeds: "\r\n" is a single Character, so a CRLF file was one long line
    /// (its first comment hid everything, or a line's last colour read as a comment).
    @Test func windowsLineEndingsEndLines() throws {
        let loaded = try load("# colours\r\nfirst #FF0000 #00FF00\r\n[Brand]\r\nsecond #0000FF\r\n")
        #expect(loaded.palette.sections.map(\.name) == ["colors", "Brand"])
        #expect(loaded.palette.color(named: "first")?.value(for: .dark).hex == "#00FF00FF")
        #expect(loaded.palette.color(named: "second")?.sources == ["colors.txt:4"])
        #expect(throws: SwatchError(.palette, ##"colors.txt:2: "lonely" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"##)) {
            try load("ok #FFFFFF\r\nlonely\r\n")
        }
    }

    @Test(arguments: [
        ("bad #12345\n", ##"colors.txt:1: "#12345" is not a colour (expected #RRGGBB or #RRGGBBAA)"##),
        ("ok #FFFFFF\nlonely\n", ##"colors.txt:2: "lonely" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"##),
        ("x #FFFFFF #000000 #111111\n", "colors.txt:1: expected one or two colours after the name, found 3"),
        // A third that is no colour is probably an issue number meant as a comment (issue 28).
        ("x #FFFFFF #000000 #123\n", ##"colors.txt:1: expected one or two colours after the name, found 3 (for a comment, write "# 123")"##),
        ("x #FFFFFF #000000 #FF0000#00FF00\n", "colors.txt:1: expected one or two colours after the name, found 3"),
        ("x red\n", ##"colors.txt:1: "x red" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"##),
        ("a #FF0000\nb #00FF00\na #0000FF\n", ##"colors.txt:3: "a" is already a colour of section "colors" (colors.txt:1)"##),
        ("[Broken\nx #FFFFFF\n", ##"colors.txt:1: "[Broken" is not a section heading (expected [Name])"##),
        ("# nothing here\n", "colors.txt: no colours found (expected lines like `primary #5B2EFF #8C6BFF`)"),
        // A `#` token that looks like a mistyped colour is read, and named, rather than taken as a comment.
        ("a #FF0000 #GG0000\n", ##"colors.txt:1: "#GG0000" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# GG0000")"##),
        ("a #GG0000\n", ##"colors.txt:1: "#GG0000" is not a colour (expected #RRGGBB or #RRGGBBAA)"##),
        ("a #FF0000 #0xFF00FF\n", ##"colors.txt:1: "#0xFF00FF" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# 0xFF00FF")"##),
        ("a #FF0000 #-FFFFF\n", ##"colors.txt:1: "#-FFFFF" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# -FFFFF")"##),
        ("a #FF0000 #FF00ZZ99\n", ##"colors.txt:1: "#FF00ZZ99" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# FF00ZZ99")"##),
        ("#FF0000 #00FF00\n", ##"colors.txt:1: a colour needs a name before #FF0000 (for a comment, write "# FF0000")"##),
    ])
    func malformedLinesAreNamed(text: String, message: String) {
        #expect(throws: SwatchError(.palette, MessageText(verbatim: message))) { try load(text) }
    }

    /// A colour with one letter mistyped (`#ABCDEG`: hex but for its last letter), two colours glued together and an
    /// issue number (`#123`) after the values are errors naming the value and the likely fix, never a comment that drops
    /// the dark value; whatever the line ends, a value of any length, control characters shown.
    @Test(arguments: ["\n", "\r\n", "\r"], [
        ("bg #FFFFFF #ABCDEG", ##"colors.txt:2: "#ABCDEG" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# ABCDEG")"##),
        ("bg #FFFFFF #abcdeg12", ##"colors.txt:2: "#abcdeg12" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# abcdeg12")"##),
        ("bg #FFFFFF #FF0000#00FF00", ##"colors.txt:2: "#FF0000#00FF00" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        ("bg #FF0000#00FF00", ##"colors.txt:2: "#FF0000#00FF00" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        ("bg #FFFFFF #TODO#ABCDEG", ##"colors.txt:2: "#TODO#ABCDEG" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        ("bg #FFFFFF #123", ##"colors.txt:2: "#123" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# 123")"##),
        ("#12", ##"colors.txt:2: a colour needs a name before #12 (for a comment, write "# 12")"##),
        ("bg #FFFFFF #FF0000#\u{1B}]0;x\u{7}", ##"colors.txt:2: "#FF0000#\u{1B}]0;x\u{7}" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        ("bg #FFFFFF #" + String(repeating: "FF0000#", count: 100),
         ##"colors.txt:2: "#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF0000#FF… (701 characters)" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        ("bg #FFFFFF #" + String(repeating: "1", count: 500),
         ##"colors.txt:2: "#1111111111111111111111111111111111111111111111111111111111111111111111111111111… (501 characters)" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# 111111111111111111111111111111111111111111111111111111111111111111111111111111… (502 characters)")"##),
    ])
    func mistypedColoursAreNotComments(lineEnd: String, line: (text: String, message: String)) {
        #expect(throws: SwatchError(.palette, MessageText(verbatim: line.message))) { try load("accent #FF0000" + lineEnd + line.text + lineEnd) }
    }

    /// What stays a comment after the values: a lone `#`, `# text`, and `#` words without a digit or of other lengths.
    @Test func commentsAfterTheValuesAreNotColours() throws {
        let loaded = try load("a #FF0000 #\nb #00FF00 # note\nc #0000FF #TODO\nd #111111 #comment\ne #222222 #-----\nf #333333 #v2\n"
                              + "g #444444 #accent\nh #555555 #ABCDGG\ni #666666 # #123\nj #777777 ##\nk #888888 #TODO#later\n")
        #expect(loaded.palette.colorNames == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"])
        #expect(loaded.palette.color(named: "k")?.value(for: .dark).hex == "#888888FF")
        #expect(loaded.palette.color(named: "a")?.value(for: .dark).hex == "#FF0000FF")
        #expect(loaded.palette.color(named: "f")?.value(for: .dark).hex == "#333333FF")
        #expect(TextListReader.looksLikeColour("GG0000") && TextListReader.looksLikeColour("G0G") && TextListReader.looksLikeColour("0xZ"))
        #expect(TextListReader.looksLikeColour("ABCDEG") && TextListReader.looksLikeColour("ABCDEF0G") && TextListReader.looksLikeColour("FF0000#00FF00"))
        #expect(!TextListReader.looksLikeColour("ABCDGG") && !TextListReader.looksLikeColour("ABCDEFG") && !TextListReader.looksLikeColour("#"))
        #expect(!TextListReader.looksLikeColour("") && !TextListReader.looksLikeColour("TODO") && !TextListReader.looksLikeColour("fix1234"))
    }

    /// The byte reading of ASCII lines finds the tokens the `Character` reading finds: every string of up to four of
    /// the characters the rules tell apart after `#`, and 20,000 random lines of them with spaces and tabs.
    @Test func asciiLinesAreReadAsCharactersAre() {
        let alphabet = Array("#0aFgGxX-+9 z.")
        var words: [String] = [""]
        for _ in 0 ..< 4 { words += words.filter { $0.count == words.last!.count }.flatMap { word in alphabet.map { word + String($0) } } }
        for word in words {
            #expect(TextListReader.looksLikeASCIIColour(Substring(word).utf8[...]) == TextListReader.looksLikeColour(Substring(word)), "\(word)")
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["#", "#FF0000", "#abc", "#GG0000", "#0x", "#-1", "# note", "name", "\t", " ", "  ", "#12#34", "#ABCDEG", "x9"]
        for _ in 0 ..< 20_000 {
            let line = (0 ..< Int.random(in: 0 ... 8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(separator: Bool.random() ? " " : "")
            #expect(TextListReader.asciiTokens(Substring(line)) == TextListReader.characterTokens(Substring(line)), "\(line)")
        }
    }

    @Test func keepGoingReportsEveryBadLine() throws {
        let loaded = try load("a #FFF\nb #FFFFFF\nc #GGGGGG\n", keepGoing: true)
        #expect(loaded.palette.colorNames == ["b"])
        #expect(loaded.skipped.count == 2)
    }

    /// Names may hold spaces, as asset-catalog names do: the colours are the last one or two fields.
    @Test func namesMayHoldSpaces() throws {
        let loaded = try load("Dark Blurple #563ACC #8C8DFF\nBrand  Red   #E11F26\n")
        #expect(loaded.palette.colorNames == ["Dark Blurple", "Brand Red"])
        #expect(loaded.palette.color(named: "Dark Blurple")?.value(for: .dark).hex == "#8C8DFFFF")
    }

    /// A second colour of the same name in a section is skipped with --keep-going, and the first kept.
    @Test func keepGoingKeepsTheFirstOfTwoNames() throws {
        let loaded = try load("a #FF0000\na #0000FF\n", keepGoing: true)
        #expect(loaded.palette.color(named: "a")?.value(for: .light).hex == "#FF0000FF")
        #expect(loaded.skipped.map(\.message) == [##"colors.txt:2: "a" is already a colour of section "colors" (colors.txt:1)"##])
    }
}
