import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SwatchKit
@testable import SwatchSupport
@testable import SwatchExport
import SwatchTestSupport

/// The escapers, one per syntax: each hostile name comes out as exact text, and a parser of the syntax
/// reads it back as the name where the syntax can hold it.
@Suite struct EscapingTests {
    @Test(arguments: [
        ("<!-- x", "<!-- x"), ("a\nb", #"a\u{A}b"#), ("a\r\nb", #"a\u{D}\u{A}b"#), ("\u{1B}[31m", #"\u{1B}[31m"#),
        ("\u{9B}31m", #"\u{9B}31m"#), ("x\u{202E}gnp.exe", #"x\u{202E}gnp.exe"#), ("a\u{2028}b", #"a\u{2028}b"#),
        ("赤", "赤"), ("Café ☕️", "Café ☕️"), ("\"quoted\"", "\"quoted\""), ("", ""),
    ])
    func visibleTextKeepsALineOneLine(name: String, shown: String) {
        #expect(VisibleText.escaped(name) == shown)
        #expect(!VisibleText.escaped(name).unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test func commentsCannotEndEarly() {
        #expect(VisibleText.comment("*/ a\nb", terminator: ("*", "/")) == #"* / a\u{A}b"#)
        #expect(VisibleText.comment("**/", terminator: ("*", "/")) == "** /")
        #expect(XMLText.comment("--x") == "- -x")
        #expect(XMLText.comment("---") == "- - -")
        #expect(XMLText.comment("a-\u{301}-b") == "a-\u{301}-b")  // the scalars: a combining mark already sits between
        #expect(CSSText.comment("a*/b") == "a* /b")
    }

    @Test(arguments: [
        ("<!-- x", #"\<!-- x"#), ("a|b", #"a\|b"#), ("a\nb", #"a\\u{A}b"#), ("`x`", #"\`x\`"#), ("*/", #"\*/"#), ("赤", "赤"),
        ("--x", "--x"), ("\"quoted\"", "\"quoted\""), ("a,b", "a,b"), ("=SUM(A1)", "=SUM(A1)"), ("\u{1B}[31m", #"\\u{1B}\[31m"#),
        ("../x", "../x"), ("[a](http://x)", #"\[a\](http://x)"#), ("~~s~~ _e_ $m$ &lt; #", ##"\~\~s\~\~ \_e\_ \$m\$ \&lt; \#"##),
    ])
    func markdownShowsTheNameAsItself(name: String, markdown: String) {
        #expect(MarkdownText.escaped(name) == markdown)
    }

    @Test func linkDestinationsArePercentEncoded() {
        #expect(MarkdownText.linkDestination("my review (1)-chips/5B2EFFFF.png") == "my%20review%20%281%29-chips/5B2EFFFF.png")
        #expect(MarkdownText.linkDestination("赤>") == "%E8%B5%A4%3E")
    }

    /// Reads `<c n="attribute"/>` back with XMLParser, failing on a document that is not well formed.
    final class AttributeReader: NSObject, XMLParserDelegate {
        var value: String?
        var comments: [String] = []
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            value = attributes["n"]
        }
        func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }

        static func read(_ document: String) -> AttributeReader? {
            let reader = AttributeReader()
            let parser = XMLParser(data: Data(document.utf8))
            parser.delegate = reader
            return parser.parse() ? reader : nil
        }
    }

    @Test(arguments: ["<!-- x", "a|b", "a\nb", "`x`", "*/", "赤", "--x", "\"quoted\"", "a,b", "=SUM(A1)", "../x", "a&b<c>'d'", "tab\there"])
    func xmlAttributesReadBackAsTheName(name: String) throws {
        let reader = try #require(AttributeReader.read("<c n=\"\(XMLText.attribute(name))\"/>"))
        #expect(reader.value == name)
    }

    @Test func xmlCannotHoldAnEscapeSoItIsShown() throws {
        #expect(XMLText.attribute("\u{1B}[31m \"q\"\n") == #"\u{1B}[31m &quot;q&quot;&#10;"#)
        // U+FFFE and U+FFFF are not XML characters either: written raw, the JUnit report did not parse (H18-4).
        #expect(XMLText.attribute("ok\u{FFFE}\u{FFFF}\u{FFFD}") == #"ok\u{FFFE}\u{FFFF}"# + "\u{FFFD}")
        #expect(try #require(AttributeReader.read("<c n=\"\(XMLText.attribute("b\u{FFFF}"))\"/>")).value == #"b\u{FFFF}"#)
        let reader = try #require(AttributeReader.read("<c n=\"\(XMLText.attribute("\u{1B}[31m"))\"/>"))
        #expect(reader.value == #"\u{1B}[31m"#)
    }

    @Test(arguments: ["--x", "a--b-", "-->", "<!-- x", "\u{1B}[31m", "*/"])
    func xmlCommentsStayComments(text: String) throws {
        let reader = try #require(AttributeReader.read("<c n=\"\"><!-- \(XMLText.comment(text)) --></c>"))
        #expect(reader.comments == [" \(XMLText.comment(text)) "])
    }

    @Test(arguments: [
        ("Brand/Primary", "brand-primary"), ("赤", "赤"), ("<!-- x", "x"), ("a|b", "a-b"), ("*/", #"\*\/"#), ("!!!", #"\!\!\!"#),
        ("--x", "x"), ("\"quoted\"", "quoted"), ("=SUM(A1)", "sum-a1"), ("\u{1B}[31m", "31m"), ("Brand/../../x", "brand-x"),
        ("ª½", #"\aa \bd "#), ("★", #"\2605 "#), ("\u{0}\u{1}", "\u{FFFD}\\1 "),
    ])
    func cssCustomPropertiesAreIdentifiers(name: String, tail: String) {
        #expect(CSSText.customProperty(name) == "--" + tail)
    }

    @Test(arguments: [
        ("", "a folder or file name would be empty"), (".", #""." would name the folder itself"#),
        ("..", #"".." would name the folder above"#), ("a\u{0}b", #""a\u{0}b" holds a NUL character"#),
        ("a/b", #""a/b" holds a slash"#), (String(repeating: "é", count: 128), "a name of 256 bytes is longer than 255"),
        (String(repeating: "x", count: 256), "a name of 256 bytes is longer than 255"), ("a\u{7F}b", #""a\u{7F}b" holds a control character"#),
        ("a\tb", #""a\u{9}b" holds a control character"#),
    ])
    func folderNamesThatWouldLeaveTheFolderAreRefused(name: String, problem: String) {
        #expect(FolderFile.problem(withName: name)?.text == problem)
    }

    @Test func plainNamesAreFolderNames() {
        for name in ["a", "..x", "...", ".hidden", "赤", "<!-- x", "a|b", String(repeating: "x", count: 255)] {
            #expect(FolderFile.problem(withName: name) == nil)
        }
        #expect(FolderFile(path: "Brand/../../x.colorset/Contents.json", bytes: []).problem?.text == #"".." would name the folder above"#)
        #expect(FolderFile(path: "/etc/x", bytes: []).problem == "a folder or file name would be empty")
        #expect(FolderFile(path: "Brand/x.colorset/Contents.json", bytes: []).problem == nil)
    }

    @Test func aFolderWriteRefusesAPathOutOfTheFolderBeforeWritingAnything() throws {
        let temp = try TempDir()
        let out = temp.file("out/inner")
        try FileManager.default.createDirectory(atPath: temp.file("out"), withIntermediateDirectories: true)
        #expect(throws: SwatchError(.output, #"cannot write \#(out)/../escaped.txt: ".." would name the folder above"#)) {
            try FolderWrite.write(StreamedFolder([FolderFile(path: "ok.txt", bytes: [1]), FolderFile(path: "../escaped.txt", bytes: [2])]),
                                  to: out, format: "test", source: "test", force: false)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.file("out")) == [])
    }
}
