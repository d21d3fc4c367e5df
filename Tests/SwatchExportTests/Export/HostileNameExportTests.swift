import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Every format with names written to take it over: the exact text each writes, and a parser of the
/// format reading the names back where the format holds them.
@Suite struct HostileNameExportTests {
    static let all = HostileNames.palette(HostileNames.all)

    @Test func markdownShowsEveryNameInItsCell() throws {
        #expect(try HostileNames.text(.markdown, HostileNames.palette(HostileNames.all, section: "<!-- s")) == #"""
            ## p

            ### \<!-- s

            | RGBA Light | UIKit API |
            | :--- | :--- |
            | 17, 34, 51 | \<!-- x |
            | 17, 34, 51 | a\|b |
            | 17, 34, 51 | a\\u{A}b |
            | 17, 34, 51 | \`x\` |
            | 17, 34, 51 | \*/ |
            | 17, 34, 51 | 赤 |
            | 17, 34, 51 | --x |
            | 17, 34, 51 | "quoted" |
            | 17, 34, 51 | a,b |
            | 17, 34, 51 | =SUM(A1) |
            | 17, 34, 51 | \\u{1B}\[31m |
            | 17, 34, 51 | ../x |
            | 17, 34, 51 | Brand/../../x |

            """#)
    }

    /// RFC 4180 read back: fields split at commas outside quotes, records at CRLF outside quotes.
    static func csvRecords(_ text: String) -> [[String]] {
        var records: [[String]] = [], record: [String] = [], field = "", quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" { field.unicodeScalars.append(scalars.removeFirst()) } else { quoted = false }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                record.append(field)
                field = ""
            } else if scalar == "\r", scalars.first == "\n" {
                scalars.removeFirst()
                records.append(record + [field])
                record = []
                field = ""
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        return records
    }

    @Test func csvQuotesSeparatorsAndDisarmsFormulas() throws {
        let text = try HostileNames.text(.csv, HostileNames.palette(HostileNames.all + ["+1", "@cmd", "a\r\nb", "\tx"]))
        #expect(text == "section,name,uikit,light,lightEffective\r\n" + [
            "<!-- x", "a|b", #"a\u{A}b"#, "`x`", "*/", "赤", "'--x", "\"\"\"quoted\"\"\"", "\"a,b\"", "'=SUM(A1)", #"\u{1B}[31m"#, "../x",
            "Brand/../../x", "'+1", "'@cmd", #"a\u{D}\u{A}b"#, #"\u{9}x"#,
        ].map { "S,\($0),,#112233FF,\r\n" }.joined())
        // A CSV reader gets every name back as the table shows it: those a spreadsheet would run keep the leading '
        // that stops it, and line breaks and terminal controls are written `\u{1B}` (a tab, so written, runs nothing).
        let names = Self.csvRecords(text).dropFirst().map { $0[1] }
        #expect(names == (HostileNames.all + ["+1", "@cmd", "a\r\nb", "\tx"]).map {
            let visible = VisibleText.escaped($0)
            return ["=", "+", "-", "@"].contains(visible.prefix(1)) ? "'" + visible : visible
        })
    }

    @Test func jsonReadsBackEveryName() throws {
        let data = Data(try HostileNames.text(.json, Self.all).utf8)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let colors = try #require(document["colors"] as? [[String: Any]])
        #expect(colors.compactMap { $0["name"] as? String } == HostileNames.all)
        #expect(String(decoding: data, as: UTF8.self).contains(#""name" : "\u001b[31m""#))
    }

    @Test func tokensReadBackEveryNameTheyKeep() throws {
        let file = try #require(try HostileNames.files(.tokensFlat, Self.all).first)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(file.bytes)) as? [String: Any])
        let group = try #require(document["S"] as? [String: Any])
        // Token names may not hold `.`: `Identifiers.token` makes it `_`; everything else is kept.
        #expect(Set(group.keys) == Set(HostileNames.all.map { $0.replacingOccurrences(of: ".", with: "_") }))
    }

    @Test func theTableKeepsEachNameOnItsLine() throws {
        #expect(try HostileNames.text(.table, HostileNames.palette(["a\nb", "\u{1B}[31m", "x\u{202E}yz", "<!-- x"], section: "s\u{1B}]0;t\u{7}")) == #"""
            p
                           light
            s\u{1B}]0;t\u{7}
              a\u{A}b      #112233FF
              \u{1B}[31m   #112233FF
              x\u{202E}yz  #112233FF
              <!-- x       #112233FF

            """#)
    }

    @Test func cssNamesAreIdentifiersAndCommentsStayComments() throws {
        let names = ["<!-- x", "a|b", "*/", "赤", "\"quoted\"", "=SUM(A1)", "\u{1B}[31m", "Brand/../../x", "ª½"]
        #expect(try HostileNames.text(.css, HostileNames.palette(names, section: "*/ a\nb"), source: "a*/b.json") == #"""
            /* Generated by swatch 0.1.0 from a* /b.json. */
            /* The appearance follows prefers-color-scheme and prefers-contrast. */
            :root {
              color-scheme: light;
              /* * / a\u{A}b */
              --x: #112233;
              --a-b: #112233;
              --\*\/: #112233;
              --赤: #112233;
              --quoted: #112233;
              --sum-a1: #112233;
              --31m: #112233;
              --brand-x: #112233;
              --\aa \bd : #112233;
            }

            """#.replacingOccurrences(of: "swatch 0.1.0", with: SwatchVersion.software))
    }

    /// Light and dark, so the AppKit code names the colour in a string literal.
    static let swiftNames = Palette(name: "p", title: "p", sections: [PaletteSection(name: "*/ a\nb", colors: [
        "<!-- x", "*/", "\"quoted\"\\", "\u{1B}[31m", "Brand/../../x",
    ].map { NamedColor(name: $0, values: [.light: RGBA8(r: 0x11, g: 0x22, b: 0x33), .dark: .white]) })])

    /// Names holding what an editor does not show: a bidirectional override, a line separator, a C1 control.
    static let invisibleNames = Palette(name: "p", title: "p", sections: [PaletteSection(name: "S", colors: [
        "rtl\u{202E}evil", "line\u{2028}sep", "c1\u{85}x",
    ].map { NamedColor(name: $0, values: [.light: RGBA8(r: 0x11, g: 0x22, b: 0x33), .dark: .white]) })])

    @Test func swiftCommentsAndStringsHoldTheNames() throws {
        let uikit = try HostileNames.text(.uikit, Self.swiftNames, source: "a\nb.json")
        #expect(uikit.hasPrefix("// Generated by \(SwatchVersion.software) from a\\u{A}b.json with `swatch export --format uikit`."))
        for line in [#"    // MARK: - */ a\u{A}b"#, "    /// <!-- x: light #112233FF, dark #FFFFFFFF.", "    static var x: UIColor {",
                     "    /// */: light #112233FF, dark #FFFFFFFF.", "    static var `_`: UIColor {",
                     #"    /// "quoted"\: light #112233FF, dark #FFFFFFFF."#, "    static var quoted: UIColor {",
                     #"    /// \u{1B}[31m: light #112233FF, dark #FFFFFFFF."#, "    static var _31M: UIColor {",
                     "    /// Brand/../../x: light #112233FF, dark #FFFFFFFF.", "    static var brandX: UIColor {"] {
            #expect(uikit.contains(line + "\n"), "\(line)")
        }
        let appkit = try HostileNames.text(.appkit, Self.swiftNames)
        for literal in [#""<!-- x""#, #""*/""#, #""\"quoted\"\\""#, #""\u{1B}[31m""#, #""Brand/../../x""#] {
            #expect(appkit.contains("        NSColor(name: \(literal)) { appearance in\n"), "\(literal)")
        }
    }

    /// Bidirectional overrides, line separators and C1 controls are escapes in string literals too: raw, they
    /// reordered or broke how the source reads in an editor while the compiler saw something else (Trojan Source).
    @Test func swiftStringsShowWhatEditorsHide() throws {
        let appkit = try HostileNames.text(.appkit, Self.invisibleNames)
        for literal in [#""rtl\u{202E}evil""#, #""line\u{2028}sep""#, #""c1\u{85}x""#] {
            #expect(appkit.contains("        NSColor(name: \(literal)) { appearance in\n"), "\(literal)")
        }
        #expect(!appkit.unicodeScalars.contains { VisibleText.isHidden($0) && $0 != "\n" })
    }

    @Test(.enabled(if: SwiftTypeCheck.swiftc != nil, "swiftc not found"), arguments: [PaletteFormat.uikit, .swiftui, .appkit])
    func swiftWithHostileNamesTypeChecks(format: PaletteFormat) throws {
        let source = try HostileNames.text(format, Self.swiftNames, source: "a\nb.json")
        let invisible = try HostileNames.text(format, Self.invisibleNames)
        let diagnostics = try SwiftTypeCheck.diagnostics(["Hostile.swift": source, "Invisible.swift": invisible],
                                                         platform: format.name == "appkit" ? .macOS : .iOS)
        #expect(diagnostics == nil, "\(diagnostics ?? "")")
    }

    /// The resource names and comments XMLParser reads from an Android file.
    final class ResourceReader: NSObject, XMLParserDelegate {
        var names: [String] = []
        var comments: [String] = []
        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if let name = attributes["name"] { names.append(name) }
        }
        func parser(_ parser: XMLParser, foundComment comment: String) { comments.append(comment) }
    }

    @Test func androidResourcesParseWithTheHeaderStillAComment() throws {
        let files = try HostileNames.files(.android, Self.swiftNames, source: "a--b-\u{1B}.json")
        let text = String(decoding: files[0].bytes, as: UTF8.self)
        #expect(text == #"""
            <?xml version="1.0" encoding="utf-8"?>
            <!-- Generated by swatch 0.1.0 from a- -b-\u{1B}.json. -->
            <resources>
                <color name="x">#FF112233</color>
                <color name="color_">#FF112233</color>
                <color name="quoted">#FF112233</color>
                <color name="color_31m">#FF112233</color>
                <color name="brand_x">#FF112233</color>
            </resources>

            """#.replacingOccurrences(of: "swatch 0.1.0", with: SwatchVersion.software))
        let reader = ResourceReader()
        let parser = XMLParser(data: Data(files[0].bytes))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.names == ["x", "color_", "quoted", "color_31m", "brand_x"])
        #expect(reader.comments == [#" Generated by \#(SwatchVersion.software) from a- -b-\u{1B}.json. "#])
    }

    @Test(arguments: [
        ("../x", #"--format xcassets: colour "../x" of p.json cannot be a colour set: ".." would name the folder above; rename it"#),
        ("Brand/../../x", #"--format xcassets: colour "Brand/../../x" of p.json cannot be a colour set: ".." would name the folder above; rename it"#),
        ("./x", #"--format xcassets: colour "./x" of p.json cannot be a colour set: "." would name the folder itself; rename it"#),
        ("a//x", #"--format xcassets: colour "a//x" of p.json cannot be a colour set: a folder or file name would be empty; rename it"#),
        ("/x", #"--format xcassets: colour "/x" of p.json cannot be a colour set: a folder or file name would be empty; rename it"#),
        ("a\u{0}/x", #"--format xcassets: colour "a\u{0}/x" of p.json cannot be a colour set: "a\u{0}" holds a NUL character; rename it"#),
        ("..", #"--format xcassets: colour ".." of p.json cannot be a colour set: a name of 256 bytes is longer than 255; rename it"#),
        // A control character (C0, DEL, C1) made a folder a terminal listing it would obey (`\e[31m.colorset`).
        ("\u{1B}[31m", #"--format xcassets: colour "\u{1B}[31m" of p.json cannot be a colour set: "\u{1B}[31m.colorset" holds a control character; rename it"#),
        ("a\nb", #"--format xcassets: colour "a\u{A}b" of p.json cannot be a colour set: "a\u{A}b.colorset" holds a control character; rename it"#),
        ("a\u{7F}b", #"--format xcassets: colour "a\u{7F}b" of p.json cannot be a colour set: "a\u{7F}b.colorset" holds a control character; rename it"#),
        ("a\u{9B}b", #"--format xcassets: colour "a\u{9B}b" of p.json cannot be a colour set: "a\u{9B}b.colorset" holds a control character; rename it"#),
        ("Brand\u{7}/x", #"--format xcassets: colour "Brand\u{7}/x" of p.json cannot be a colour set: "Brand\u{7}" holds a control character; rename it"#),
    ])
    func xcassetsRefusesNamesThatLeaveTheCatalog(name: String, message: String) throws {
        let name = name == ".." ? String(repeating: "x", count: 247) : name  // 247 + ".colorset" = 256 bytes
        // A name past 80 characters is quoted cut (`VisibleText.abbreviated`).
        let message = message.replacingOccurrences(of: "\"..\" of p.json cannot", with: "\"\(name.prefix(80))… (247 characters)\" of p.json cannot")
        #expect(throws: SwatchError(.palette, MessageText(verbatim: message))) { try HostileNames.files(.xcassets, HostileNames.palette([name])) }
    }

    @Test func xcassetsRefusesASectionThatLeavesTheCatalog() throws {
        #expect(throws: SwatchError(.palette, #"--format xcassets: folder ".." of colour "x" of p.json cannot be a folder: ".." would name the folder above; rename it"#)) {
            try HostileNames.files(.xcassets, HostileNames.palette(["x"], section: "../../etc"))
        }
    }

    @Test func xcassetsKeepsOtherHostileNamesInsideTheCatalog() throws {
        // `..x` would be a hidden colour set, which Xcode and swatch do not read back: refused (XcassetsHostileRoundTripTests).
        // A control character is refused (above): `a\nb` and `\e[31m` were folder names here.
        let names = ["<!-- x", "a|b", "`x`", "赤", "--x", "\"quoted\"", "a,b", "=SUM(A1)", "x..", "a\u{A0}b"]
        let paths = try HostileNames.files(.xcassets, HostileNames.palette(names)).map(\.path)
        #expect(paths == ["Contents.json", "S/Contents.json"] + names.map { "S/\($0).colorset/Contents.json" })
        #expect(paths.allSatisfy { FolderFile(path: $0, bytes: []).problem == nil })
    }
}
