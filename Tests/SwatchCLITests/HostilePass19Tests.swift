import Foundation
import Testing

/// The nineteenth hostile pass's findings, each a case as a user's shell would give it.
@Suite struct HostilePass19Tests {
    static let render = #""$SWATCH" render --quiet --mode light --scale 1 --section 'Standard Fixed Colors'"#

    /// Two text lists of one good and one bad line each, and one of a good line alone.
    static let keepGoing = ["k1.txt": "good #FF0000\nbad #GG\n", "k2.txt": "good #00FF00\nbad2 #GG\n", "k3.txt": "good #FF0000\n"]

    static let cases: [BadInputTests.Case] = [
        // H19-2: a folder replaced with --force holds another name of the palette; it is kept, and so is the folder.
        .init(name: "export --force over a folder holding a hard link to the palette", files: ["d/c.txt": "red #FF0000\n"],
              setup: "mkdir o && ln d/c.txt o/hl.txt", command: #""$SWATCH" export --no-config --palette d/c.txt --format xcassets -o o --force"#,
              status: 1, firstLine: "swatch: error: o: the export would remove o/hl.txt, another name (a hard link) of the palette d/c.txt; write it somewhere else",
              after: #"test -f o/hl.txt && [ "$(stat -c %h d/c.txt)" = 2 ] && ! ls -A | grep -q '^\.swatch'"#),
        .init(name: "export --force over a folder holding, deeper, a hard link to a file of the catalog read",
              files: ["P.xcassets/R.colorset/Contents.json": BadInputTests.colorSet],
              setup: "mkdir -p o/x && ln P.xcassets/R.colorset/Contents.json o/x/c.json",
              command: #""$SWATCH" export --no-config --palette P.xcassets --format android -o o --force"#,
              status: 1, firstLine: "swatch: error: o: the export would remove o/x/c.json, another name (a hard link) of the palette P.xcassets; write it somewhere else",
              after: "test -f o/x/c.json"),
        .init(name: "export --force over a folder holding a hard link to something else", files: ["c.txt": "red #FF0000\n", "other.txt": "x\n"],
              setup: "mkdir o && ln other.txt o/hl.txt", command: #""$SWATCH" export --no-config --palette c.txt --format xcassets -o o --force"#,
              status: 0, firstLine: "wrote o", after: "test -f o/red.colorset/Contents.json && test ! -e o/hl.txt && test -f other.txt"),
        // H19-4: an empty sheet name is refused whether or not the palettes differ.
        .init(name: "diff -o '' of palettes alike", files: ["c.txt": "red #FF0000\n", "d.txt": "red #FF0000\n"],
              command: #""$SWATCH" diff --no-config c.txt d.txt -o ''"#, status: 2,
              firstLine: "swatch: error: the sheet has an empty file name: give a file name"),
        // H19-6: compare and verify write their report to standard output: no other output goes there by another name.
        .init(name: "compare --diff /dev/stdout", setup: "\(render) -o a.png && \(render) --cell systemRed -o b.png",
              command: #""$SWATCH" compare a.png b.png --diff /dev/stdout > out.bin"#, status: 2,
              firstLine: "swatch: error: /dev/stdout: written twice by this run, as the report and as the diff image", after: "test ! -s out.bin"),
        .init(name: "compare --diff onto the file standard output goes to", setup: "\(render) -o a.png && \(render) --cell systemRed -o b.png",
              command: #""$SWATCH" compare a.png b.png --diff out.png > out.png"#, status: 2,
              firstLine: "swatch: error: out.png: written twice by this run, as the report and as the diff image", after: "test ! -s out.png"),
        .init(name: "verify --actual /proc/self/fd/1", files: ["c.txt": "red #FF0000\n"], setup: #""$SWATCH" render --quiet --palette c.txt --mode light -o r.png"#,
              command: #""$SWATCH" verify --no-config --against r.png --actual /proc/self/fd/1 -- --palette c.txt --mode light > out.bin"#, status: 2,
              firstLine: "swatch: error: /proc/self/fd/1: written twice by this run, as the report and as the actual copy", after: "test ! -s out.bin"),
        // H19-3, H17-16: a folder reached through a link to a name that is not UTF-8 named another file when read as text.
        .init(name: "a catalog through a link to a name that is not UTF-8", files: [:],
              setup: #"d="$(printf 'n\377')" && mkdir -p "$d/C.xcassets/G.colorset" && printf '%s' '\#(BadInputTests.colorSet)' > "$d/C.xcassets/G.colorset/Contents.json" && ln -s "$d" good"#,
              command: #""$SWATCH" list --no-config --palette good/C.xcassets"#, status: 1,
              firstLine: "swatch: error: good/C.xcassets/G.colorset/Contents.json: leads through a name that is not UTF-8; swatch takes file names in UTF-8"),
        .init(name: "a $ref through a link to a name that is not UTF-8",
              files: ["r.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "good/t.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##],
              setup: ##"d="$(printf 'n\377')" && mkdir "$d" && printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > "$d/t.tokens.json" && ln -s "$d" good"##,
              command: #""$SWATCH" list --no-config --palette r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: r.resolver.json: sets.base.sources[0].$ref: "good/t.tokens.json": leads through a name that is not UTF-8; swatch takes file names in UTF-8"#),
        // H19-5: what --keep-going passed over is in every report a tool or a review reads, not only on standard error.
        .init(name: "list --keep-going --format json lists what it skipped", files: keepGoing,
              command: #""$SWATCH" list --no-config --palette k1.txt --keep-going --format json > out.json"#, status: 0,
              firstLine: #"swatch: warning: skipped k1.txt:2: "bad" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"#,
              after: #"grep -q '"skipped" : \[' out.json && [ "$(grep -c 'k1.txt:2: \\"bad\\" has no colour' out.json)" = 1 ]"#),
        .init(name: "list --format json with nothing skipped has no skipped key", files: keepGoing,
              command: #""$SWATCH" list --no-config --palette k3.txt --keep-going --format json > out.json"#, status: 0, firstLine: "",
              after: "grep -q good out.json && ! grep -q skipped out.json"),
        .init(name: "diff --keep-going --format json lists what each side skipped", files: keepGoing,
              command: #""$SWATCH" diff --no-config k1.txt k2.txt --keep-going --format json > out.json"#, status: 1,
              firstLine: #"swatch: warning: skipped k1.txt:2: "bad" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"#,
              after: #"grep -q '"skipped" : {' out.json && grep -q 'k1.txt:2: \\"bad\\"' out.json && grep -q 'k2.txt:2: \\"bad2\\"' out.json"#),
        .init(name: "diff --keep-going's review says colours were not compared", files: keepGoing,
              command: #""$SWATCH" diff --no-config k1.txt k2.txt --keep-going --format markdown > out.md"#, status: 1,
              firstLine: #"swatch: warning: skipped k1.txt:2: "bad" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"#,
              after: "grep -q '^\\*\\*Not compared:\\*\\* 1 in the old palette and 1 in the new were passed over by `--keep-going`' out.md"),
        // H19-7: recording the reference onto standard output, a pipe, waited for ever reading it first.
        .init(name: "verify --record --against /dev/stdout into a pipe", files: ["c.txt": "red #FF0000\n"],
              command: #"timeout -s KILL 60 "$SWATCH" verify --no-config --record --against /dev/stdout -- --palette c.txt --mode light | cat > out.bin"#,
              status: 0, firstLine: "swatch: error: /dev/stdout: written twice by this run, as the report and as the reference", after: "test ! -s out.bin"),
        // Its remainder: a reference recorded into a device was "recorded", and could never be checked.
        .init(name: "verify --record --against /dev/null", files: ["c.txt": "red #FF0000\n"],
              command: #""$SWATCH" verify --no-config --record --against /dev/null -- --palette c.txt --mode light"#, status: 2,
              firstLine: "swatch: error: /dev/null: is a device, not a file: a reference is recorded in a file, to be checked again"),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}
