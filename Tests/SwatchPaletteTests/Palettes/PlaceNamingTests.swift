import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// A message about a file inside what was read names it under the palette as the user gave it, and a long one keeps its
/// end (the file's name), whatever its place holds: the seventeenth hostile pass's H17-8 and the twentieth's H20-8. The
/// reader hands over its place whole (`MessageText.place`); the cut text is never read back.
@Suite struct PlaceNamingTests {
    /// A palette `palette` among `files`, read as the user named it `shownAs`, and the first line it gives: the error, or
    /// with `warning` the first warning.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let files: [String: String]
        let palette: String
        let shownAs: String
        var warning = false
        let expected: String
        var testDescription: String { name }
    }

    static let colorSet = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}}}]}"#
    static let deep = "Groupnameislong/Anotherlonggroupname/Thirdgroupfolder/Verylongcolourname.colorset"
    static let k90 = String(repeating: "k", count: 90)

    static let cases: [Case] = [
        Case(name: "a catalog's file over 80 characters inside it", files: ["B.xcassets/\(deep)/Contents.json": #"{"colors": ["#],
             palette: "B.xcassets", shownAs: "given/B.xcassets",
             expected: "…/Verylongcolourname.colorset/Contents.json (112 characters): not valid JSON (unexpected end of file at line 1, column 13)"),
        Case(name: "the same at a revision", files: ["B.xcassets/\(deep)/Contents.json": #"{"colors": ["#],
             palette: "B.xcassets", shownAs: "HEAD:B.xcassets",
             expected: "HEAD:…/Verylongcolourname.colorset/Contents.json (111 characters): not valid JSON (unexpected end of file at line 1, column 13)"),
        Case(name: "a short place keeps the catalog", files: ["B.xcassets/G/x.colorset/Contents.json": "[]"],
             palette: "B.xcassets", shownAs: "HEAD:B.xcassets",
             expected: "HEAD:B.xcassets/G/x.colorset/Contents.json: [...] is not an object"),
        Case(name: "a folder name with a colon", files: ["C.xcassets/\(String(repeating: "a b:c", count: 18))/Z.colorset/Contents.json": #"{"colors": ["#],
             palette: "C.xcassets", shownAs: "C.xcassets",
             expected: "C.xcassets/a b:ca b:…/Z.colorset/Contents.json (126 characters): not valid JSON"),
        Case(name: "a folder name with ESC", files: ["C.xcassets/\(String(repeating: "Gr\u{1B}p", count: 22))/Z.colorset/Contents.json": #"{"colors": ["#],
             palette: "C.xcassets", shownAs: "C.xcassets",
             expected: #"…pGr\u{1B}pGr\u{1B}pGr\u{1B}p/Z.colorset/Contents.json (234 characters): not valid JSON"#),
        Case(name: "a folder name with combining marks", files: ["C.xcassets/\(String(repeating: "e\u{301}", count: 45))/Z.colorset/Contents.json": #"{"colors": ["#],
             palette: "C.xcassets", shownAs: "C.xcassets",
             expected: #"…\u{301}e\u{301}e\u{301}e\u{301}/Z.colorset/Contents.json (396 characters): not valid JSON"#),
        Case(name: "an empty colour set's warning", files: ["A.xcassets/\(deep)/Contents.json": #"{"colors":[{"idiom":"universal"}]}"#,
                                                          "A.xcassets/Ok.colorset/Contents.json": colorSet],
             palette: "A.xcassets", shownAs: "HEAD:A.xcassets", warning: true,
             expected: "HEAD:…/Thirdgroupfolder/Verylongcolourname.colorset (97 characters): no colour is set (every slot is empty, as Xcode leaves a new colour set); left out"),
        Case(name: "a resolver's source", files: [
                "tk/kg2.resolver.json": ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"s3/\##(k90).tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}"##,
                "tk/s3/\(k90).tokens.json": ##"{"bad":{"$type":"color","$value":"#GG0000"}}"##],
             palette: "tk/kg2.resolver.json", shownAs: "HEAD:tk/kg2.resolver.json",
             expected: ##"HEAD:…kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk.tokens.json (113 characters): bad.$value: "#GG0000" is not a colour"##),
        // The twenty-first pass's H21-10 and the twenty-second's H22-5: each colour set of a name another has is warned of,
        // starting with its place (the first here; `HEAD:C.xcassets/y/x.colorset: …` the second).
        Case(name: "two colour sets of one name", files: ["C.xcassets/\(String(repeating: "F", count: 90))/x.colorset/Contents.json": colorSet,
                                                         "C.xcassets/y/x.colorset/Contents.json": colorSet],
             palette: "C.xcassets", shownAs: "HEAD:C.xcassets", warning: true,
             expected: #"HEAD:…FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF/x.colorset (117 characters): one of 2 colour sets named "x""#),
        // The twenty-first pass's H21-4: a resolver at the top of the repository is given in `HEAD:`, which is no folder.
        Case(name: "a resolver's source at the top of a revision", files: [
                "a.resolver.json": ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"src/x.tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}"##,
                "src/x.tokens.json": ##"{"bad":{"$type":"color","$value":"#GG0000"}}"##],
             palette: "a.resolver.json", shownAs: "HEAD:a.resolver.json",
             expected: ##"HEAD:src/x.tokens.json: bad.$value: "#GG0000" is not a colour"##),
        Case(name: "a resolver's source in the current folder", files: [
                "a.resolver.json": ##"{"version":"2025.10","sets":{"base":{"sources":[{"$ref":"src/x.tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}"##,
                "src/x.tokens.json": ##"{"bad":{"$type":"color","$value":"#GG0000"}}"##],
             palette: "a.resolver.json", shownAs: "a.resolver.json",
             expected: ##"src/x.tokens.json: bad.$value: "#GG0000" is not a colour"##),
        Case(name: "a Tokens Studio set", files: [
                "ts2/$themes.json": #"[{"name":"Light","selectedTokenSets":{"sub/\#(String(repeating: "s", count: 90))":"enabled"}}]"#,
                "ts2/sub/\(String(repeating: "s", count: 90)).json": ##"{"red":{"type":"color","value":"#GG0000"}}"##],
             palette: "ts2/$themes.json", shownAs: "HEAD:ts2/$themes.json",
             expected: ##"HEAD:…ssssssssssssssssssssssssssssssssssssssssssssss.json (108 characters): red.value: "#GG0000" is not a colour"##),
        Case(name: "a Figma mode file", files: [
                "fig2/\(String(repeating: "C", count: 85)).Mode1.tokens.json": ##"{"Blue":{"$type":"color","$value":"#zz"}}"##],
             palette: "fig2", shownAs: "fig2",
             expected: ##"…CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC.Mode1.tokens.json (108 characters): Blue.$value: "#zz" is not a colour"##),
        Case(name: "a text list of a long name", files: ["\(String(repeating: "n", count: 100)).txt": "a #FF0000\nb #GG0000\n"],
             palette: "\(String(repeating: "n", count: 100)).txt", shownAs: "given/\(String(repeating: "n", count: 100)).txt",
             expected: ##"…nnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnnn.txt (110 characters):2: "#GG0000" is not a colour"##),
    ]

    @Test(arguments: cases)
    func theFileIsNamedWhole(_ test: Case) throws {
        let files = try TokenTestFiles(test.files)
        let system = try SystemCatalog.palette(named: "ios26")
        var line: String
        do throws(SwatchError) {
            let load = try PaletteReader.read(path: files.directory.file(test.palette), system: system, shownAs: test.shownAs)
            line = load.warnings.first?.text ?? "read, no warning"
            if !test.warning { line = "read: \(line)" }
        } catch {
            line = error.message
        }
        #expect(line.hasPrefix(test.expected), "\(line)")
    }
}
