import Foundation
import Testing

/// The twentieth hostile pass's open questions, each a case as a user's shell would give it.
@Suite struct HostilePass20Tests {
    static let config = "palette: c.txt\ncheck:\n  pairs: pairs.txt\n"
    static let pairs = "red on systemBackground\n"

    /// 600 colours of random light and dark values, the same every run.
    static let randomColors = #"awk 'BEGIN { srand(7); for (i = 0; i < 600; i++) printf "c%d #%02X%02X%02X #%02X%02X%02X\n", i, int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256) }' > p.txt"#

    static let cases: [BadInputTests.Case] = [
        // H20-6: a file swatch.yml names only to be read (the pairs file, the font) is an input of every run that reads it.
        .init(name: "export over the pairs file swatch.yml names", files: ["swatch.yml": config, "c.txt": "red #FF0000\n", "pairs.txt": pairs],
              command: #""$SWATCH" export --format css -o pairs.txt"#, status: 1,
              firstLine: "swatch: error: pairs.txt: the export would overwrite the pairs file pairs.txt; write it somewhere else",
              after: #"[ "$(cat pairs.txt)" = "red on systemBackground" ]"#),
        .init(name: "export over the font swatch.yml names", files: ["swatch.yml": "palette: c.txt\nfont: f.ttf\n", "c.txt": "red #FF0000\n", "f.ttf": "not a font\n"],
              command: #""$SWATCH" export --format css -o f.ttf"#, status: 1,
              firstLine: "swatch: error: f.ttf: the export would overwrite the font f.ttf; write it somewhere else",
              after: #"[ "$(cat f.ttf)" = "not a font" ]"#),
        .init(name: "a palette swatch.yml names may be written by an export", files: ["swatch.yml": "palette: c.txt\n", "c.txt": "red #FF0000\n"],
              command: #""$SWATCH" export --palette c.txt --format xcassets -o Made.xcassets && "$SWATCH" export --palette c.txt --format css -o c2.css"#,
              status: 0, firstLine: "wrote Made.xcassets", after: "test -f c2.css"),
        // H19-2's remainder: a hard link to the palette under a name that is not UTF-8 was passed over, its name decoded.
        .init(name: "export --force over a folder holding a hard link to the palette under a name that is not UTF-8", files: ["d/c.txt": "red #FF0000\n"],
              setup: #"mkdir o && ln d/c.txt "o/$(printf 'h\377')""#, command: #""$SWATCH" export --no-config --palette d/c.txt --format xcassets -o o --force"#,
              status: 1, firstLine: #"swatch: error: o: the export would remove o/h\xFF, another name (a hard link) of the palette d/c.txt; write it somewhere else"#,
              after: #"test -f "o/$(printf 'h\377')""#),
        // Found re-testing it: a folder replaced with --force that held a name not UTF-8 was left aside, as could not be removed.
        .init(name: "export --force over a folder holding a file and a folder of names that are not UTF-8", files: ["d/c.txt": "red #FF0000\n"],
              setup: #"mkdir -p "o/$(printf 'g\377')/x" && echo x > "o/$(printf 'h\377')" && echo y > "o/$(printf 'g\377')/x/$(printf 'i\376')""#,
              command: #""$SWATCH" export --no-config --palette d/c.txt --format xcassets -o o --force"#, status: 0, firstLine: "wrote o",
              after: #"test -f o/red.colorset/Contents.json && [ "$(ls -A | tr '\n' ' ')" = "d o " ]"#),
        // H20-7: the findings of `--cvd-limit` are reserved as they are made, for the pairs that collide, not for `limit` in
        // every group: 600 colours that hardly collide were refused for 432 MB under a 300 MB limit.
        .init(name: "check --cvd --cvd-limit 1000000 of colours that hardly collide, under a limit", files: [:],
              setup: randomColors,
              command: #"ulimit -v 300000 && "$SWATCH" check --no-config --palette p.txt --cvd --cvd-threshold 100 --cvd-limit 1000000 --format json > out.json"#,
              status: 1, firstLine: "", after: #"grep -q '"deficiency"' out.json"#),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}
