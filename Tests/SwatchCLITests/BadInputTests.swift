import Foundation
import Testing

/// Hostile and careless input, as `sh` would give it: each case sets up files, runs one command line
/// and expects an exit status, the exact first line on stderr, and (where it matters) files left as
/// they were. `$SWATCH` is the built binary.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Files written first, by path relative to the fresh folder (a `.git` folder makes it a work tree's top).
        var files: [String: String] = [:]
        /// Shell commands run first, in that folder.
        var setup = ""
        /// The command, run by `sh -c` in that folder.
        let command: String
        let status: Int32
        /// The first line on stderr; "" for none.
        let firstLine: String
        /// A shell test that must hold afterwards, e.g. that a file is unchanged.
        var after: String = "true"
        /// The most address space the command may take, in MB (`ulimit -v`): a budget that fails open
        /// would crash or be killed past it instead of giving its one line. Not applied under the
        /// sanitizers, whose shadow memory takes terabytes of address space.
        var memoryMB: Int = 1024

        var testDescription: String { name }
    }

    static let colorSet = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#

    static let cases: [Case] = [
        // 1: writes to standard output fail cleanly.
        Case(name: "list into a full disk", setup: "", command: #""$SWATCH" list > /dev/full"#,
             status: 1, firstLine: "swatch: error: cannot write to standard output: no space left on device"),
        Case(name: "compare into a full disk", setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet"#,
             command: #""$SWATCH" compare a.png a.png > /dev/full"#,
             status: 2, firstLine: "swatch: error: cannot write to standard output: no space left on device"),
        // 3: a YAML alias bomb under 1 KB.
        Case(name: "YAML alias bomb",
             setup: #"printf 'a: &a [x,x,x,x,x,x,x,x,x]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]\ng: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]\nh: &h [*g,*g,*g,*g,*g,*g,*g,*g,*g]\ni: &i [*h,*h,*h,*h,*h,*h,*h,*h,*h]\n' > bomb.yaml"#,
             command: #""$SWATCH" list --palette bomb.yaml"#,
             status: 1, firstLine: "swatch: error: bomb.yaml: the YAML document holds more than 1000000 values (an alias counted each time it is used)"),
        // 5: CRLF and CR text lists read as LF ones.
        Case(name: "CRLF text list", setup: #"printf 'a #FF0000 #00FF00\r\nb #0000FF #FFFFFF\r\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --format csv > out.csv"#, status: 0, firstLine: "",
             after: #"grep -q '^c,a,,#FF0000FF,,#00FF00FF,' out.csv && grep -q '^c,b,,#0000FFFF,,#FFFFFFFF,' out.csv"#),
        Case(name: "CR text list", setup: #"printf 'a #FF0000 #00FF00\rb #0000FF #FFFFFF\r' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --format csv > out.csv"#, status: 0, firstLine: "",
             after: #"grep -q '^c,b,,#0000FFFF,,#FFFFFFFF,' out.csv"#),
        Case(name: "pairs file with a byte order mark", setup: #"printf '\357\273\277label on systemBackground\r\n' > pairs.txt"#,
             command: #""$SWATCH" check --pairs pairs.txt > out.txt"#, status: 0, firstLine: "",
             after: "grep -q '^label on systemBackground as text' out.txt"),
        // 6: no output overwrites an input or another output.
        Case(name: "compare --diff onto the reference",
             setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o ref.png --quiet && cp ref.png keep.png && cp ref.png new.png"#,
             command: #""$SWATCH" compare ref.png new.png --diff ref.png"#, status: 2,
             firstLine: "swatch: error: ref.png: the diff image would overwrite the expected image ref.png; write it somewhere else",
             after: "cmp -s ref.png keep.png"),
        Case(name: "verify --actual onto the reference",
             setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o R.png --quiet && cp R.png keep.png"#,
             command: #""$SWATCH" verify --against R.png --actual R.png -- render --mode dark --scale 1"#, status: 2,
             firstLine: "swatch: error: R.png: the actual copy would overwrite the reference R.png; write it somewhere else",
             after: "cmp -s R.png keep.png"),
        Case(name: "manifest onto the sheet", setup: "",
             command: #""$SWATCH" render --mode light -o s.png --manifest s.png"#, status: 1,
             firstLine: "swatch: error: s.png: written twice by this run, as the sheet and as the manifest", after: "test ! -e s.png"),
        Case(name: "sheet onto the palette", setup: #"printf 'a #FF0000\n' > c.txt && cp c.txt keep.txt"#,
             command: #""$SWATCH" render --palette c.txt --mode light -o c.txt"#, status: 1,
             firstLine: "swatch: error: c.txt: the sheet would overwrite the palette c.txt; write it somewhere else",
             after: "cmp -s c.txt keep.txt"),
        Case(name: "sheet onto the palette through a symbolic link and ..",
             setup: #"mkdir sub && printf 'a #FF0000\n' > c.txt && ln -s c.txt link.png && cp c.txt keep.txt"#,
             command: #""$SWATCH" render --palette sub/../c.txt --mode light -o link.png"#, status: 1,
             firstLine: "swatch: error: link.png: the sheet would overwrite the palette sub/../c.txt; write it somewhere else",
             after: "cmp -s c.txt keep.txt"),
        // 7: all or nothing.
        Case(name: "manifest folder missing", setup: "printf old > a.png",
             command: #""$SWATCH" render --mode light -o a.png --manifest nodir/m.json"#, status: 1,
             firstLine: "swatch: error: cannot write nodir/m.json: folder nodir does not exist",
             after: #"test "$(cat a.png)" = old"#),
        Case(name: "one of a pair is a folder", setup: "mkdir X-light.png",
             command: #""$SWATCH" render --mode both -o X.png"#, status: 1,
             firstLine: "swatch: error: X-light.png: is a folder: give a file name", after: "test ! -e X-dark.png"),
        // 9: a folder is not a file name.
        Case(name: "output ends in a slash", setup: "mkdir out", command: #""$SWATCH" render -o out/"#, status: 1,
             firstLine: "swatch: error: out/: is a folder: give a file name", after: "test -z \"$(ls -A out)\""),
        // Nothing there: the name still names a folder (the twelfth hostile pass: it was told it is one).
        Case(name: "output ends in a slash, nothing there", setup: "", command: #""$SWATCH" render -o m/n/"#, status: 1,
             firstLine: "swatch: error: m/n/: ends in /, which names a folder: give a file name", after: "test ! -e m"),
        Case(name: "output names a folder", setup: "mkdir out", command: #""$SWATCH" render --mode light -o out"#, status: 1,
             firstLine: "swatch: error: out: is a folder: give a file name"),
        // 10: long output names.
        Case(name: "a 250-byte output name", setup: "",
             command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o "$(printf 'n%.0s' $(seq 1 246)).png" --quiet"#,
             status: 0, firstLine: "", after: #"test -s "$(printf 'n%.0s' $(seq 1 246)).png" && test -z "$(ls -A | grep tmp)""#),
        // 13: clear errors.
        Case(name: "NaN component in YAML", setup: #"printf 'schemes:\n  - name: B\n    colors:\n      - { name: a, light: { red: .nan, green: 0, blue: 0 } }\n' > t.yaml"#,
             command: #""$SWATCH" list --palette t.yaml"#, status: 1,
             firstLine: #"swatch: error: t.yaml: schemes[0].colors[0].light.red: ".nan" is not a number"#),
        Case(name: "a bad glob", setup: "", command: #""$SWATCH" list --name '['"#, status: 1,
             firstLine: "swatch: error: --name '[' is not a valid pattern: a [ has no closing ]"),
        Case(name: "an empty colour name", setup: ##"printf '{"schemes":[{"name":"B","colors":[{"name":"","light":"#FF0000"}]}]}' > t.json"##,
             command: #""$SWATCH" list --palette t.json"#, status: 1,
             firstLine: "swatch: error: t.json: schemes[0].colors[0]: a colour's name must not be empty"),
        Case(name: "a duplicate colour name", setup: #"printf 'a #FF0000\nb #00FF00\na #0000FF\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt"#, status: 1,
             firstLine: #"swatch: error: c.txt:3: "a" is already a colour of section "c" (c.txt:1)"#),
        Case(name: "a duplicate colour name with --keep-going", setup: #"printf 'a #FF0000\na #0000FF\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --keep-going --format csv > out.csv"#, status: 0,
             firstLine: #"swatch: warning: skipped c.txt:2: "a" is already a colour of section "c" (c.txt:1)"#,
             after: "grep -q '^c,a,,#FF0000FF,' out.csv"),
        Case(name: "a text-list name with spaces", setup: #"printf 'Dark Blurple #563ACC #8C8DFF\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --format csv > out.csv"#, status: 0, firstLine: "",
             after: "grep -q '^c,Dark Blurple,,#563ACCFF,,#8C8DFFFF,' out.csv"),
        Case(name: "a dark colour with a letter mistyped, CRLF", setup: #"printf 'accent #FF0000\r\nbg #FFFFFF #ABCDEG\r\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --format csv > out.csv"#, status: 1,
             firstLine: ##"swatch: error: c.txt:2: "#ABCDEG" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# ABCDEG")"##,
             after: "test ! -s out.csv"),
        Case(name: "two colours glued together, CR", setup: #"printf 'accent #FF0000\rbg #FFFFFF #FF0000#00FF00\r' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt"#, status: 1,
             firstLine: ##"swatch: error: c.txt:2: "#FF0000#00FF00" is not a colour (expected #RRGGBB or #RRGGBBAA; put a space between two colours)"##),
        Case(name: "an issue number after the values", setup: #"printf 'bg #FFFFFF #123\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt"#, status: 1,
             firstLine: ##"swatch: error: c.txt:1: "#123" is not a colour (expected #RRGGBB or #RRGGBBAA; for a comment, write "# 123")"##),
        Case(name: "an issue number as a comment", setup: #"printf 'bg #FFFFFF # #123\n' > c.txt"#,
             command: #""$SWATCH" list --palette c.txt --format csv > out.csv"#, status: 0, firstLine: "",
             after: "grep -q '^c,bg,,#FFFFFFFF,,#FFFFFFFF,' out.csv"),
        // A key and its canonically equal twin are one key: both spellings are named, in every JSON file.
        Case(name: "a key spelt twice in a theme", setup: #"printf '{"\303\251":1,"e\314\201":2}' > t.json"#,
             command: #""$SWATCH" list --palette t.json"#, status: 1,
             firstLine: ##"swatch: error: t.json: not valid JSON (key "é" appears twice (also spelled "e\u{301}") at line 1, column 8)"##),
        Case(name: "a key spelt twice in design tokens", setup: #"printf '{"e\314\201":{},"\303\251":{}}' > t.tokens.json"#,
             command: #""$SWATCH" list --palette t.tokens.json"#, status: 1,
             firstLine: ##"swatch: error: t.tokens.json: not valid JSON (key "e\u{301}" appears twice (also spelled "é") at line 1, column 10)"##),
        Case(name: "a key spelt twice in a colour set, CRLF",
             setup: #"mkdir -p A.xcassets/R.colorset && printf '{"colors":[],"\303\251":1,\r\n"e\314\201":2}' > A.xcassets/R.colorset/Contents.json"#,
             command: #""$SWATCH" list --palette A.xcassets"#, status: 1,
             firstLine: ##"swatch: error: A.xcassets/R.colorset/Contents.json: not valid JSON (key "é" appears twice (also spelled "e\u{301}") at line 2, column 1)"##),
        // 15: a symbolic link out of an asset catalog is not followed.
        Case(name: "a catalog linking to /usr", setup: "mkdir -p A.xcassets/R.colorset && printf '%s' '\(colorSet)' > A.xcassets/R.colorset/Contents.json && ln -s /usr A.xcassets/usr",
             command: #""$SWATCH" list --palette A.xcassets --format csv > out.csv"#, status: 0, firstLine: "",
             after: "test $(wc -l < out.csv) -eq 2"),
        // Everyday mistakes.
        Case(name: "a missing palette", setup: "", command: #""$SWATCH" list --palette missing.txt"#, status: 1,
             firstLine: "swatch: error: missing.txt: no such file or folder"),
        Case(name: "a symbolic link loop", setup: "ln -s loop loop", command: #""$SWATCH" list --palette loop"#, status: 1,
             firstLine: "swatch: error: loop: too many levels of symbolic links"),
        Case(name: "an empty text list", setup: ": > e.txt", command: #""$SWATCH" list --palette e.txt"#, status: 1,
             firstLine: "swatch: error: e.txt: no colours found (expected lines like `primary #5B2EFF #8C6BFF`)"),
        Case(name: "binary garbage as a theme", setup: #"printf '\211PNG\r\n\032\n\000\000' > g.json"#,
             command: #""$SWATCH" list --palette g.json"#, status: 1,
             firstLine: "swatch: error: g.json: not UTF-8 text at line 1, column 1"),
        Case(name: "invalid UTF-8 in a text list", setup: #"printf 'a \377\376 #FF0000\n' > u.txt"#,
             command: #""$SWATCH" list --palette u.txt"#, status: 1, firstLine: "swatch: error: u.txt: not UTF-8 text at line 1, column 3"),
        Case(name: "an out-of-range component", setup: #"printf '{"schemes":[{"name":"B","colors":[{"name":"a","light":{"red":2,"green":0,"blue":0}}]}]}' > r.json"#,
             command: #""$SWATCH" list --palette r.json"#, status: 1,
             firstLine: "swatch: error: r.json: schemes[0].colors[0].light.red: 2 is out of range (0 to 1)"),
        Case(name: "a folder as the font", setup: "mkdir f.ttf", command: #""$SWATCH" render --font f.ttf -o x.png"#, status: 1,
             firstLine: "swatch: error: f.ttf: is a folder, not a file", after: "test ! -e x-light.png"),
        Case(name: "a bad SWATCH_SYSTEM_STYLE for --mode auto", setup: "",
             command: #"SWATCH_SYSTEM_STYLE=bogus "$SWATCH" render --mode auto -o x.png"#, status: 1,
             firstLine: "swatch: error: SWATCH_SYSTEM_STYLE='bogus' is not one of unspecified, light, dark (it is read for --mode auto)"),
    ]

    @Test(arguments: cases)
    func badInput(_ test: Case) throws {
        try Self.run(test)
    }

    /// Runs one case in a fresh folder and checks its exit status, first line on stderr and `after` test.
    /// Other suites of hostile cases (one per kind of input or output) run their tables through it.
    static func run(_ test: Case) throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in test.files {
            let url = URL(fileURLWithPath: directory + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        if CLITests.failsUnderFileSizeLimit && test.command.contains("ulimit -f") { return }
        // Every sanitizer's runtime needs more than a case's limit (UBSan's too, if less), so none has one there.
        let limit = CLITests.sanitizer != nil ? "" : "ulimit -v \(test.memoryMB * 1024); "
        let script = "set -e; \(test.setup.isEmpty ? ":" : test.setup); set +e; (\(limit)\(test.command)); status=$?; "
            + "if \(test.after); then exit $status; else echo 'after-check failed' >&2; exit 99; fi"
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.status == test.status, "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) == test.firstLine)
    }
}
