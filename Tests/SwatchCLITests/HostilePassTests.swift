import Foundation
import Testing

/// Findings of a hostile pass over issue 19 ("Trust"), each failing on the build it was found on: outputs
/// on standard output and pipes, the chips folder's wording, pipes whose writer comes late, one-letter file
/// names, and names in every script as Swift identifiers.
@Suite struct HostilePassTests {
    /// Two text lists that differ, so `swatch diff` has something to report and chips to draw.
    static let pair = #"printf 'a #FF0000\nb #00FF00\n' > old.txt && printf 'a #FF0001\nb #0000FF\n' > new.txt"#

    static let cases: [BadInputTests.Case] = [
        // The sheet to /dev/stdout while the report goes to standard output too: the PNG and the report
        // came out concatenated on one stream. `--report /dev/stdout` is refused this way already.
        .init(name: "diff sheet and report both on standard output", setup: pair,
              command: #"{ "$SWATCH" diff old.txt new.txt --format json -o /dev/stdout; echo $? > status; } | cat > out.bin; exit "$(cat status)""#,
              status: 2,
              firstLine: "swatch: error: /dev/stdout: written twice by this run, as the sheet and as the report",
              after: "test ! -s out.bin"),
        // With no change past the threshold no sheet is drawn, and `-o s.png --report s.png` went unchecked:
        // the report was written to s.png and the run passed, where the same command with a change is refused.
        .init(name: "diff sheet and report on one path with nothing changed",
              setup: #"printf 'a #FF0000\n' > old.txt && printf 'a #FF0001\n' > new.txt"#,
              command: #""$SWATCH" diff old.txt new.txt -o s.png --report s.png"#, status: 2,
              firstLine: "swatch: error: s.png: written twice by this run, as the sheet and as the report",
              after: "test ! -e s.png"),
        .init(name: "diff sheet onto a compared palette with nothing changed",
              setup: #"printf 'a #FF0000\n' > p.txt && cp p.txt keep.txt"#,
              command: #""$SWATCH" diff p.txt p.txt -o p.txt"#, status: 2,
              firstLine: "swatch: error: p.txt: the sheet would overwrite a compared palette p.txt; write it somewhere else",
              after: "cmp -s p.txt keep.txt"),
        .init(name: "diff sheet to standard output with the report there and nothing changed",
              setup: #"printf 'a #FF0000\n' > old.txt && cp old.txt new.txt"#,
              command: #""$SWATCH" diff old.txt new.txt -o - > out.txt"#, status: 2,
              firstLine: "swatch: error: -o -: the report goes to standard output: give --report FILE, or the sheet a file name",
              after: "test ! -s out.txt"),
        // A sheet written to a pipe or device got a chips folder beside it: `-o /dev/null` made
        // /dev/null-chips/ (as root), `-o /dev/stdout` /dev/stdout-chips/. A pipe stays one, with nothing
        // beside it; here with a named pipe, so a failing run does not write into /dev.
        .init(name: "diff chips beside a sheet written to a pipe", setup: "\(pair) && mkfifo ff",
              command: #"(cat ff > /dev/null &); "$SWATCH" diff old.txt new.txt --format markdown -o ff > r.md"#,
              status: 1, firstLine: "wrote ff", after: "test ! -e ff-chips"),
        // The chips folder exists and swatch did not write it: the message suggested --force, which
        // `swatch diff` does not take.
        .init(name: "diff chips folder of the user's", setup: "\(pair) && mkdir r-chips && echo mine > r-chips/notes.txt",
              command: #""$SWATCH" diff old.txt new.txt --format markdown --report r.md"#, status: 2,
              firstLine: "swatch: error: r-chips: a folder swatch did not write (no .swatch-export); remove it, or give --no-images",
              after: #"test "$(cat r-chips/notes.txt)" = mine"#),
        // A named pipe given as the palette is read as empty when its writer opens it a moment after
        // swatch does ("no colours found"): a pipe named on the command line must be read to its end.
        .init(name: "a named pipe palette whose writer comes second", setup: "mkfifo p",
              command: #"(sleep 1; printf 'a #FF0000\n' > p) & "$SWATCH" list --palette p --format csv > out.csv"#,
              status: 0, firstLine: "", after: "grep -q '^p,a,,#FF0000FF,' out.csv"),
        .init(name: "a named pipe of pairs whose writer comes second", setup: "mkfifo p",
              command: #"(sleep 1; printf 'label on systemBackground as text\n' > p) & "$SWATCH" check --pairs p > out.txt"#,
              status: 0, firstLine: "", after: "grep -q '^0 of 6 checks fail' out.txt"),
        // Foundation traps on a one-character relative path: `--palette p` crashed with a backtrace.
        .init(name: "a one-letter palette name", setup: #"printf 'a #FF0000\n' > p"#,
              command: #""$SWATCH" list --palette p --format csv > out.csv"#, status: 0, firstLine: "", after: "grep -q '^p,a,' out.csv"),
        .init(name: "a one-letter missing palette", setup: "", command: #""$SWATCH" list --palette q"#, status: 1,
              firstLine: "swatch: error: q: no such file or folder"),
        // export makes the folders its outputs need (a one-letter name once tripped the folder arithmetic).
        .init(name: "a one-letter output in a missing folder", setup: "", command: #""$SWATCH" export --format css -o n/c"#, status: 0,
              firstLine: "wrote n/c", after: "test -s n/c"),
        // Swift identifiers may hold letters of every script, yet every CJK name became `_`, so a palette
        // with two Japanese names cannot be exported as Swift at all.
        .init(name: "CJK names as Swift identifiers", setup: #"printf '赤 #FF0000\n青 #0000FF\n' > jp.txt"#,
              command: #""$SWATCH" export --format uikit --palette jp.txt -o c.swift"#, status: 0, firstLine: "wrote c.swift",
              after: "grep -q 'static var 赤: UIColor' c.swift && grep -q 'static var 青: UIColor' c.swift"),
        // A second pass. A sheet inside the chips folder was checked against the inputs but not against the
        // folder, which replaces whatever is at its path: the run failed half way ("cannot write
        // r-chips/s.png: No such file or directory") after moving the folder aside.
        .init(name: "diff sheet inside the chips folder",
              setup: #"\#(pair) && { "$SWATCH" diff old.txt new.txt --format markdown --report r.md; test $? = 1; } && cp r.md keep.md && ls r-chips > chips.txt"#,
              command: #""$SWATCH" diff old.txt new.txt --format markdown --report r.md -o r-chips/s.png"#, status: 2,
              firstLine: "swatch: error: r-chips/s.png: the sheet would be written inside the chips folder r-chips; write it somewhere else",
              after: #"cmp -s r.md keep.md && test "$(ls r-chips)" = "$(cat chips.txt)""#),
        // The chips folder's refusals named it "the export".
        .init(name: "diff chips folder onto a compared palette's folder",
              setup: #"\#(pair) && mkdir z-chips && cp old.txt z-chips/old.txt"#,
              command: #""$SWATCH" diff z-chips/old.txt new.txt --format markdown --report z.md"#, status: 2,
              firstLine: "swatch: error: z-chips: the chips folder would overwrite a compared palette z-chips/old.txt; write it somewhere else",
              after: #"test "$(ls z-chips)" = old.txt && test ! -e z.md"#),
        // Issue 28's pass. Standard output redirected onto an input (`1<>`, `>>`) was written over or into
        // it: `export -o -`, list, check, diff and render to standard output all overwrote the palette they read.
        .init(name: "export -o - onto its palette through 1<>", setup: #"printf 'a #FF0000\n' > p.txt && cp p.txt keep.txt"#,
              command: #""$SWATCH" export --format csv --palette p.txt -o - 1<>p.txt"#, status: 1,
              firstLine: "swatch: error: p.txt: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s p.txt keep.txt"),
        .init(name: "list appended to its palette", setup: #"printf 'a #FF0000\n' > p.txt && cp p.txt keep.txt"#,
              command: #""$SWATCH" list --format json --palette p.txt >> p.txt"#, status: 1,
              firstLine: "swatch: error: p.txt: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s p.txt keep.txt"),
        .init(name: "check onto a hard link of its palette", setup: #"printf 'a #FF0000\n' > p.txt && ln p.txt h.txt && cp p.txt keep.txt"#,
              command: #""$SWATCH" check --format json --palette p.txt 1<>h.txt"#, status: 2,
              firstLine: "swatch: error: p.txt: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s p.txt keep.txt"),
        .init(name: "diff onto a compared palette", setup: #"\#(pair) && cp old.txt keep.txt"#,
              command: #""$SWATCH" diff old.txt new.txt --format markdown 1<>old.txt"#, status: 2,
              firstLine: "swatch: error: old.txt: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s old.txt keep.txt"),
        .init(name: "render -o - onto a colour set of its catalog",
              setup: #"mkdir -p A.xcassets/r.colorset && printf '{"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}' > A.xcassets/r.colorset/Contents.json && cp A.xcassets/r.colorset/Contents.json keep.json"#,
              command: #""$SWATCH" render --palette A.xcassets --mode light -o - 1<>A.xcassets/r.colorset/Contents.json"#, status: 1,
              firstLine: "swatch: error: A.xcassets/r.colorset/Contents.json: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s A.xcassets/r.colorset/Contents.json keep.json"),
        // `-o ''` was taken for the current folder: "the export would overwrite the palette p.txt", and with
        // --check ": missing", a stale export.
        .init(name: "export to an empty file name", setup: #"printf 'a #FF0000\n' > p.txt"#,
              command: #""$SWATCH" export --format csv --palette p.txt -o ''"#, status: 1,
              firstLine: "swatch: error: the export has an empty file name: give a file name"),
        .init(name: "export --check of an empty file name", setup: #"printf 'a #FF0000\n' > p.txt"#,
              command: #""$SWATCH" export --format csv --palette p.txt -o '' --check"#, status: 2,
              firstLine: "swatch: error: the export has an empty file name: give a file name"),
        // An existing output compared with what would be written is no input: `>> out.csv` is allowed there.
        .init(name: "an unchanged output that is standard output", setup: #"printf 'a #FF0000\n' > p.txt && "$SWATCH" export --format csv --palette p.txt -o out.csv 2> /dev/null"#,
              command: #""$SWATCH" export --format csv --palette p.txt -o out.csv --check 1<>out.csv"#, status: 0, firstLine: ""),
        // A fourth pass. A PNG redirected into `compare -` that is also standard output was written over
        // (`1<>`) or appended to (`>>`) by the report: standard input is an input as a named file is.
        .init(name: "compare - onto the image it reads from standard input", setup: Self.twoImages,
              command: #""$SWATCH" compare - b.png < a.png 1<>a.png"#, status: 2,
              firstLine: "swatch: error: standard input: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s a.png keep.png"),
        .init(name: "compare - appended to the image it reads from standard input", setup: Self.twoImages,
              command: #""$SWATCH" compare b.png - --format junit < a.png >> a.png"#, status: 2,
              firstLine: "swatch: error: standard input: is also standard output, which swatch would write over: send the output elsewhere",
              after: "cmp -s a.png keep.png"),
        // A PNG's path reached the C reader's message whole: a 1,009-character path to a file that is no PNG
        // gave a 526-byte line, the path cut off and the reason lost. The reader is given the quoted path.
        .init(name: "compare a long path to no PNG", setup: #"mkdir -p "\#(Self.longFolder)" && echo nope > "\#(Self.longFolder)/a.png""#,
              command: #""$SWATCH" compare "\#(Self.longFolder)/a.png" "\#(Self.longFolder)/a.png""#, status: 2,
              firstLine: "swatch: error: \(String(repeating: "d", count: 80))… (1009 characters): not a PNG file"),
        .init(name: "verify against a long path to a truncated PNG",
              setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o ok.png --quiet && mkdir -p "\#(Self.longFolder)" && head -c 100 ok.png > "\#(Self.longFolder)/a.png""#,
              command: #""$SWATCH" verify --against "\#(Self.longFolder)/a.png" -- --mode light --scale 1"#, status: 2,
              firstLine: "swatch: error: \(String(repeating: "d", count: 80))… (1009 characters): truncated or corrupt PNG data (the file ends early)"),
    ]

    /// A relative folder path of 1,003 characters: four folders of 250 `d`s.
    static let longFolder = Array(repeating: String(repeating: "d", count: 250), count: 4).joined(separator: "/")

    /// Two different sheets, a.png and b.png, and a copy of a.png.
    static let twoImages = #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet && "$SWATCH" render --mode dark --scale 1 --section 'Standard Fixed Colors' -o b.png --quiet && cp a.png keep.png"#

    @Test(arguments: cases) func hostile(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }
}
