import Foundation
import Testing
import SwatchTestSupport

/// Session 48's own findings and the twenty-third and twenty-fourth hostile passes', each a case as a user would meet it.
@Suite struct HostilePass23Tests {
    let cli = CLITests()
    static let render = #""$SWATCH" render --no-config --quiet --mode light --scale 1 --section 'Standard Fixed Colors'"#
    /// A name of 300 `A`s then `end`: longer than the 255 bytes a file name may take.
    static let long = #"$(printf 'A%.0s' $(seq 300))-end"#

    static let cases: [BadInputTests.Case] = [
        // H23-2: compare printed its report, naming the diff image, then failed to write the image; it is known first now,
        // and the path is shown as every path is (escaped).
        .init(name: "compare --diff with a name too long", setup: "\(render) -o a.png && cp a.png b.png",
              command: #""$SWATCH" compare a.png b.png --diff "\#(long).png" > out.txt"#, status: 2,
              firstLine: "swatch: error: cannot write …" + String(repeating: "A", count: 48) + "-end.png (308 characters): file name too long",
              after: "[ ! -s out.txt ]"),
        .init(name: "compare --diff names an escape", setup: "\(render) -o a.png && cp a.png b.png",
              command: #""$SWATCH" compare a.png b.png --diff "$(printf '\033[31mRED')-e.png" > out.txt"#, status: 0, firstLine: "",
              after: #"grep -qxF '  diff image: \u{1B}[31mRED-e.png' out.txt && ! grep -q "$(printf '\033')" out.txt"#),
        // H23-3: a name too long keeps its end, where the file's own name is, as every path does.
        .init(name: "export -o a name too long", files: ["p.txt": "red #FF0000\n"],
              command: #""$SWATCH" export --no-config --palette p.txt --format css -o "\#(long).css""#, status: 1,
              firstLine: "swatch: error: cannot write …" + String(repeating: "A", count: 48) + "-end.css (308 characters): file name too long"),
        // H23-12: a pairs file over the limit is called what it is.
        .init(name: "a pairs file over 64 MiB", files: ["p.txt": "red #FF0000\n"], setup: "truncate -s 65M big.pairs",
              command: #""$SWATCH" check --no-config --palette p.txt --pairs big.pairs"#, status: 2,
              firstLine: "swatch: error: big.pairs: larger than 64 MiB, swatch's limit for a pairs file"),
        // H23-13: a file swatch.yml names that is not there is named by its key, as the config's other refusals of a path are.
        .init(name: "swatch.yml's palette names nothing", files: ["swatch.yml": "palette: nope.json\n"], command: #""$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: palette: 'nope.json': no such file or folder"),
        .init(name: "swatch.yml's pairs name nothing", files: ["swatch.yml": "check: {pairs: nope.txt}\n"], command: #""$SWATCH" check"#, status: 2,
              firstLine: "swatch: error: swatch.yml: check.pairs: 'nope.txt': no such file or folder"),
        .init(name: "swatch.yml's font names nothing", files: ["swatch.yml": "font: d/nope.ttf\n"], setup: "mkdir d",
              command: #""$SWATCH" render --mode light -o r.png"#, status: 1,
              firstLine: "swatch: error: swatch.yml: font: 'd/nope.ttf': no such file or folder", after: "[ ! -e r.png ]"),
        // H23-8: what a reference's render finds wrong says which reference, before any is recorded.
        .init(name: "a reference that makes two PNGs", files: ["swatch.yml": "verify:\n  references:\n    - {against: a.png, render: {mode: light}}\n"
                                                                          + "    - {against: b.png, render: {mode: both}}\n"],
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: swatch.yml: verify.references[1].render: the render makes 2 PNGs and a check compares one: render one appearance, or several side by side",
              after: "[ ! -e a.png ] && [ ! -e b.png ]"),
        reference("a reference tinted with no colour", "tint: nope", says: "render.tint: unknown colour 'nope'"),
        reference("a reference's palette names nothing", "palette: p.txt", says: "render.palette: 'p.txt': no such file or folder"),
        // H24-6: what a reference's render finds wrong names the config's keys, not the options they become.
        reference("a reference's cell names no colour", "cell: nope", says: "render.cell: unknown colour 'nope'"),
        reference("a reference's section is not there", "section: [Nope]",
                  says: "render.section: 'Nope': no such section in ios26; sections are UI Element Colors, Standard System Colors, Standard Fixed Colors"),
        reference("a reference's name matches nothing", "name: ['x*']", says: "render: no colour in ios26 matches name 'x*'"),
        // H23-5: a sibling that names nothing is no input; `nope/..` was taken as `.`, so the export was "inside" it.
        .init(name: "a sibling that names nothing", files: ["a.txt": "accent #FF0000\n"],
              command: #""$SWATCH" export --no-config --palette a.txt --format swiftui -o z.swift --sibling nope/.."#, status: 0,
              firstLine: "swatch: warning: the sibling palette is passed over, its names unchecked: nope/..: no such file or folder",
              after: "grep -q accent z.swift"),
        // H23-9: a name of --appearance-map that matches no mode was passed over in silence; a text list has none to match.
        .init(name: "an appearance-map name that matches no mode", files: ["f.json": figma],
              command: #""$SWATCH" list --no-config --palette f.json --appearance-map 'Drak=darkHighContrast' > out.txt"#, status: 0,
              firstLine: "swatch: warning: --appearance-map: Drak names no mode, theme or context of f.json, so it is left unused (did you mean 'Dark'?)",
              after: "grep -q '^f' out.txt"),
        .init(name: "an appearance-map beside a text list", files: ["t.txt": "a #FF0000\n"],
              command: #""$SWATCH" list --no-config --palette t.txt --appearance-map 'Drak=dark' > out.txt"#, status: 0, firstLine: ""),
        // H23-4: a pairs line a palette can read two ways is refused naming both; read one way, it is read that way.
        .init(name: "a pairs line read two ways", files: ["on.txt": "a on b #777777\nc #787878\na #ffffff\nb on c #000000\n", "on.pairs": "a on b on c\n"],
              command: #""$SWATCH" check --no-config --palette on.txt --pairs on.pairs"#, status: 2,
              firstLine: #"swatch: error: on.pairs:1: the line can be read 2 ways ("a" on "b on c" as text; "a on b" on "c" as text): rename a colour so that one is left"#),
        .init(name: "a pairs line read one way, not the first", files: ["on.txt": "a on b #777777\nc #787878\n", "on.pairs": "a on b on c as non-text\n"],
              command: #""$SWATCH" check --no-config --palette on.txt --pairs on.pairs --format json > out.json"#, status: 1, firstLine: "",
              after: #"grep -q '"foreground" : "a on b"' out.json && grep -q '"background" : "c"' out.json"#),
        .init(name: "a name ending in as text", files: ["as.txt": "bg as text #000000\nbg #787878\nfg #ffffff\n", "as.pairs": "fg on bg as text\n"],
              command: #""$SWATCH" check --no-config --palette as.txt --pairs as.pairs"#, status: 2,
              firstLine: #"swatch: error: as.pairs:1: the line can be read 2 ways ("fg" on "bg" as text; "fg" on "bg as text" as text): rename a colour so that one is left"#),
        // H23-6: a YAML theme's numbers are decimal, as swatch.yml's are: `1:00` was 60 (sexagesimal), `0x40` 64.
        .init(name: "a YAML theme's sexagesimal row height", files: ["s.theme.yml": theme(style: "{rowHeight: 1:00}", light: ##""#FF0000""##)],
              command: #""$SWATCH" list --no-config --palette s.theme.yml"#, status: 1,
              firstLine: #"swatch: error: s.theme.yml: schemes[0].styles.rowHeight: "1:00" is not a number"#),
        .init(name: "a YAML theme's hexadecimal padding", files: ["s.theme.yml": theme(style: "{padding: 0x10}", light: ##""#FF0000""##)],
              command: #""$SWATCH" list --no-config --palette s.theme.yml"#, status: 1,
              firstLine: #"swatch: error: s.theme.yml: schemes[0].styles.padding: "0x10" is not a number"#),
        .init(name: "a YAML theme's unquoted all-digit hex code", files: ["s.theme.yml": theme(style: "{rowHeight: 60}", light: "123456")],
              command: #""$SWATCH" list --no-config --palette s.theme.yml"#, status: 1,
              firstLine: ##"swatch: error: s.theme.yml: schemes[0].colors[0].light: 123456 is not a colour (expected #RRGGBB, #RRGGBBAA or {red, green, blue, alpha}; in YAML, quote hex codes: "#5B2EFF")"##),
        // H24-4: the map is the run's: a name one palette of a diff uses is no warning for the other; swatch.yml's is named so.
        .init(name: "an appearance-map name one of two palettes uses", files: ["f.json": figma, "g.json": figma.replacingOccurrences(of: "\"Dark\"", with: "\"Night\"")],
              command: #""$SWATCH" diff --no-config f.json g.json --appearance-map 'Night=dark' > out.md"#, status: 0, firstLine: ""),
        .init(name: "swatch.yml's appearance-map name that matches no mode", files: ["f.json": figma, "swatch.yml": "appearance-map: \"Drak=dark\"\n"],
              command: #""$SWATCH" list --palette f.json > out.txt"#, status: 0,
              firstLine: "swatch: warning: swatch.yml: appearance-map: Drak names no mode, theme or context of f.json, so it is left unused (did you mean 'Dark'?)"),
        // H24-5: `050` is fifty, not YAML 1.1's octal forty.
        .init(name: "a YAML theme's leading zero", files: ["a.theme.yml": theme(style: "{rowHeight: 050}", light: ##""#FF0000""##),
                                                        "b.theme.yml": theme(style: "{rowHeight: 50}", light: ##""#FF0000""##)],
              command: #""$SWATCH" render --no-config --quiet --palette a.theme.yml --mode light --scale 1 -o a.png && "$SWATCH" render --no-config --quiet --palette b.theme.yml --mode light --scale 1 -o b.png"#,
              status: 0, firstLine: "", after: "cmp -s a.png b.png"),
        // H24-2: `#` starts a comment at a line's start or after a space; a name may hold one (`C#`, `Brand #2`).
        .init(name: "a pairs name holding #", files: ["c.txt": "C# #777777\nC #000000\nbg #787878\n", "h.pairs": "bg on C#\n"],
              command: #""$SWATCH" check --no-config --palette c.txt --pairs h.pairs > out.txt"#, status: 1, firstLine: "",
              after: "grep -q '^bg on C# as text' out.txt"),
        .init(name: "a pairs name holding a spaced #, read two ways", files: ["c.theme.json": ##"{"name": "c", "schemes": [{"name": "A", "colors": [{"name": "Brand #2", "light": "#777777"}, "##
                                                                + ##"{"name": "Brand", "light": "#000000"}, {"name": "bg", "light": "#787878"}]}]}"##, "h.pairs": "bg on Brand #2\n"],
              command: #""$SWATCH" check --no-config --palette c.theme.json --pairs h.pairs"#, status: 2,
              firstLine: #"swatch: error: h.pairs:1: the line can be read 2 ways ("bg" on "Brand" as text; "bg" on "Brand #2" as text): rename a colour so that one is left"#),
        // H24-3: a folder sibling passed over (no palette in it) takes no part in the run.
        .init(name: "an export into a folder sibling passed over", files: ["a.txt": "accent #FF0000\n"], setup: "mkdir dd",
              command: #""$SWATCH" export --no-config --palette a.txt --format swiftui -o dd/z.swift --sibling dd"#, status: 0,
              firstLine: "swatch: warning: the sibling palette is passed over, its names unchecked: dd: no .colorset folders found", after: "grep -q accent dd/z.swift"),
        // H24-11: a line of 10,000 `on`s was 10,000 readings of 50 KB (22 s, 630 MB); now one line at once, in little memory.
        .init(name: "a pairs line of 10,000 ons", files: ["xy.txt": "x #000000\ny #FFFFFF\n"],
              setup: #"awk 'BEGIN { printf "x"; for (i = 0; i < 9999; i++) printf " on x"; print "" }' > big.pairs"#,
              command: #""$SWATCH" check --no-config --palette xy.txt --pairs big.pairs"#, status: 2,
              firstLine: "swatch: error: big.pairs:1: the line can be read 9999 ways (more than 16): a pair is FOREGROUND on BACKGROUND", memoryMB: 200),
        // H24-7: verify's report names the reference as every path is named.
        .init(name: "verify's report names an escaped reference", setup: #"e="$(printf 'r\033[2Jq')""#
                + #" && "$SWATCH" verify --no-config --record --against "$e.png" -- render --mode light --scale 1 --section 'Standard Fixed Colors' > rec.txt"#,
              command: #""$SWATCH" verify --no-config --against "$(printf 'r\033[2Jq').png" -- render --mode light --scale 1 --section 'Standard Fixed Colors' > out.txt"#,
              status: 0, firstLine: "",
              after: #"grep -qxF 'r\u{1B}[2Jq.png: identical' out.txt && grep -qxF 'recorded r\u{1B}[2Jq.png (there was none)' rec.txt"#),
        // H24-12: a folder where swatch.yml names a font or pairs file is named by its key.
        .init(name: "swatch.yml's font is a folder", files: ["swatch.yml": "font: dir.ttf\n"], setup: "mkdir dir.ttf",
              command: #""$SWATCH" render --mode light -o r.png"#, status: 1,
              firstLine: "swatch: error: swatch.yml: font: 'dir.ttf' is a folder, not a file", after: "[ ! -e r.png ]"),
        // H24-4: of two names in one case, the one a lookup did not take is unused.
        .init(name: "an appearance-map name shadowed by its twin in another case", files: ["f.json": figma],
              command: #""$SWATCH" list --no-config --palette f.json --appearance-map 'Dark=dark,dark=light' > out.txt"#, status: 0,
              firstLine: "swatch: warning: --appearance-map: dark names no mode, theme or context of f.json, so it is left unused (did you mean 'Dark'?)"),
        // H24-8: diff -o printed its report, then failed to make the chips folder, whose name was too long: known first now.
        .init(name: "diff -o whose chips folder's name is too long", files: ["a.txt": "a #FF0000\n", "b.txt": "a #00FF00\n"],
              command: #""$SWATCH" diff --no-config a.txt b.txt -o "$(printf 'D%.0s' $(seq 251)).png" > out.md"#, status: 2,
              firstLine: "swatch: error: cannot write …" + String(repeating: "D", count: 50) + "-chips (257 characters): file name too long",
              after: "[ ! -s out.md ] && [ \"$(ls | wc -l)\" = 3 ]"),
        // H24-10: a leftover whose pid this run cannot see is another PID namespace's live run's while that run holds the
        // folder (a shared flock, as every run holds the folders it has temporaries in): it stays; with none holding it, it goes.
        .init(name: "a leftover in a folder another run holds", setup: "\(render) -o a.png && : > \(leftover)",
              command: #"flock -s . "$SWATCH" render --no-config --quiet --mode light --scale 1 --section 'Standard Fixed Colors' -o r.png"#,
              status: 0, firstLine: "", after: "[ -e \(leftover) ] && cmp -s a.png r.png"),
        .init(name: "a leftover in a folder no run holds", setup: "\(render) -o a.png && : > \(leftover)",
              command: "\(render) -o r.png", status: 0, firstLine: "", after: "[ ! -e \(leftover) ] && cmp -s a.png r.png"),
    ]

    /// `verify --record` of swatch.yml's one reference, rendered light with `option` too, refused with exit 2 and the first
    /// line `swatch: error: swatch.yml: verify.references[0].` + `says`, recording nothing.
    static func reference(_ name: String, _ option: String, says: String) -> BadInputTests.Case {
        .init(name: name, files: ["swatch.yml": "verify:\n  references:\n    - {against: a.png, render: {mode: light, \(option)}}\n"],
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: swatch.yml: verify.references[0]." + says, after: "[ ! -e a.png ]")
    }

    /// A temporary's name of a process that cannot be: pid 2,000,000,000 is above every `pid_max`.
    static let leftover = ".swatch.2000000000.0123456789abcdef.tmp"

    /// A YAML theme of one colour, `light` as written, in a scheme of `style`.
    static func theme(style: String, light: String) -> String {
        "name: s\nschemes:\n  - name: A\n    styles: \(style)\n    colors:\n      - {name: a, light: \(light)}\n"
    }

    /// A Figma variables file of one collection with the modes Light and Dark.
    static let figma = #"{"meta": {"variableCollections": {"c": {"id": "c", "name": "f", "modes": [{"modeId": "1", "name": "Light"}, {"modeId": "2", "name": "Dark"}], "defaultModeId": "1"}}, "#
        + #""variables": {"v": {"id": "v", "name": "red", "resolvedType": "COLOR", "variableCollectionId": "c", "valuesByMode": {"1": {"r": 1, "g": 0, "b": 0, "a": 1}, "2": {"r": 0.5, "g": 0, "b": 0, "a": 1}}}}}}"#

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }

    /// `ref.png`'s chunks, with the `Fonts` chunk's first family and SHA-256 and the `Look` chunk's text replaced.
    static func forged(_ bytes: [UInt8], family: String, look: String) throws -> [UInt8] {
        var out = Array(bytes[0..<8])
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            var data = Array(bytes[offset + 8..<offset + 8 + length])
            if type == "tEXt", data.starts(with: Array("Fonts\u{0}".utf8)) {
                var fonts = try #require(try JSONSerialization.jsonObject(with: Data(data.dropFirst(6))) as? [[String: String]])
                fonts[0]["family"] = family
                fonts[0]["sha256"] = String(repeating: "0", count: 64)
                data = Array("Fonts\u{0}".utf8) + [UInt8](try JSONSerialization.data(withJSONObject: fonts))
            }
            if type == "tEXt", data.starts(with: Array("Look\u{0}".utf8)) { data = Array("Look\u{0}\(look)".utf8) }
            out += chunk(type, data)
            offset += 12 + length
        }
        return out
    }

    /// Found in session 48: a reference's PNG says which font and look it was drawn with, and `verify` printed what it said
    /// as it was: a reference anyone made could clear the terminal or retitle it (ESC sequences in the family or the look)
    /// and print 10 KB in one hint. Now each is quoted as every value is (`\u{1B}`, a long one cut to its start and the
    /// length it is shown at), in JUnit too.
    @Test func aReferencesFontAndLookAreQuoted() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let render = ["render", "--no-config", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors"]
        #expect(try cli.swatch(render + ["-o", "ref.png"], in: directory).status == 0)
        let path = directory + "/ref.png"
        let family = "X\u{1B}]0;owned\u{7}\u{1B}[2J" + String(repeating: "f", count: 10_000)
        try Data(try Self.forged([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), family: family, look: "ios\u{1B}[31m"))
            .write(to: URL(fileURLWithPath: path))
        let run = try cli.swatch(["verify", "--no-config", "--against", "ref.png", "--"] + render + ["--style", "plain"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(!run.stdout.contains("\u{1B}") && !run.stdout.contains("\u{7}"))
        let hints = run.stdout.split(separator: "\n").filter { $0.contains("the reference was drawn") }
        #expect(hints.count == 2)
        #expect(hints.allSatisfy { $0.count < 400 }, "\(hints.map(\.count))")
        #expect(hints.contains { $0.hasPrefix(#"  the reference was drawn with X\u{1B}]0;owned\u{7}\u{1B}[2Jffff"#) && $0.contains("(10029 characters)") })
        #expect(hints.contains(#"  the reference was drawn in the ios\u{1B}[31m look, this run in the ios26 look: pin it with --look, or look: in swatch.yml"#))
        let junit = try cli.swatch(["verify", "--no-config", "--format", "junit", "--against", "ref.png", "--"] + render + ["--style", "plain"], in: directory)
        #expect(junit.status == 1)
        #expect(!junit.stdout.contains("\u{1B}") && junit.stdout.contains(#"ios\u{1B}[31m look"#))
    }
}
