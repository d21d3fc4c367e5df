import Foundation
import Testing

/// A command that writes files and standard output finds out that standard output is closed before it writes any
/// file: one line, `standard output is closed`, and nothing of the run left (diff's sheet and chips, compare's diff
/// image, verify's reference, actual and diff images). With every output a file, a closed standard output is no error.
/// A pipe whose reader goes mid-write (`| head -c 8`) ends the run quietly with 141, as SIGPIPE did, but with what
/// it was writing beside it removed (SIGPIPE left the report's temporary).
@Suite struct ClosedStandardOutputTests {
    typealias Case = BadInputTests.Case

    static let palettes = ["p.txt": "a #FF0000 #00FF00\nb #0000FF\n", "q.txt": "a #FF0000 #00FF00\nb #0000FE\nc #111111\n"]
    /// The catalog's fixed colours at 1x, light.
    static let render = "--mode light --scale 1 --section 'Standard Fixed Colors'"
    static let reference = #""$SWATCH" render \#(render) -o a.png --quiet"#
    static let closed = "swatch: error: standard output is closed"

    static let cases: [Case] = [
        Case(name: "diff's sheet, the report on standard output", files: palettes,
             command: #""$SWATCH" diff p.txt q.txt -o d.png >&-"#, status: 2, firstLine: closed, after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "diff's sheet, no change, the report on standard output", files: palettes,
             command: #""$SWATCH" diff p.txt p.txt -o d.png >&-"#, status: 2, firstLine: closed, after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "diff's sheet on standard output, the report and chips in files", files: palettes,
             command: #""$SWATCH" diff p.txt q.txt -o - --report r.md >&-"#, status: 2, firstLine: closed, after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "diff's report given as -", files: palettes,
             command: #""$SWATCH" diff p.txt q.txt -o d.png --report - >&-"#, status: 2, firstLine: closed, after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "diff with every output a file", files: palettes,
             command: #""$SWATCH" diff p.txt q.txt -o d.png --report r.md --quiet >&-"#, status: 1, firstLine: "",
             after: "test -s d.png && test -s r.md && test -d r-chips"),
        Case(name: "compare's diff image", setup: reference,
             command: #""$SWATCH" compare a.png a.png --diff d.png >&-"#, status: 2, firstLine: closed, after: FolderStreamTests.only("a.png")),
        Case(name: "verify --record", command: #""$SWATCH" verify --against new.png --record -- \#(render) >&-"#, status: 2, firstLine: closed,
             after: FolderStreamTests.only()),
        Case(name: "verify --actual and --diff", setup: reference,
             command: #""$SWATCH" verify --against a.png --actual act.png --diff d.png -- --mode dark --scale 1 --section 'Standard Fixed Colors' >&-"#,
             status: 2, firstLine: closed, after: FolderStreamTests.only("a.png")),
        Case(name: "render -o -", command: #""$SWATCH" render \#(render) -o - >&-"#, status: 1, firstLine: closed, after: FolderStreamTests.only()),
        // More than a pipe holds (64 KB), so the writer meets the reader gone.
        Case(name: "diff's sheet into a pipe closed early, the report and chips in files", files: palettes, setup: many + " && head -300 many.txt > some.txt",
             command: #"{ "$SWATCH" diff p.txt some.txt --scale 1 -o - --report r.md; echo $? > status; } | head -c 8 > /dev/null"#, status: 0, firstLine: "",
             after: #"test "$(cat status)" = 141 && "# + FolderStreamTests.only("p.txt", "q.txt", "many.txt", "some.txt", "status")),
        // The reader is gone before the help is written (`| grep -q`, a pager quit): quiet 141, as every other output.
        Case(name: "render --help into a pipe whose reader is gone",
             command: #"{ sleep 0.3; "$SWATCH" render --help; echo $? > status; } | true"#, status: 0, firstLine: "",
             after: #"test "$(cat status)" = 141"#),
        Case(name: "--version into a pipe whose reader is gone",
             command: #"{ sleep 0.3; "$SWATCH" --version; echo $? > status; } | true"#, status: 0, firstLine: "",
             after: #"test "$(cat status)" = 141"#),
        Case(name: "list into a pipe closed early", setup: many,
             command: #"{ "$SWATCH" list --palette many.txt --format json; echo $? > status; } | head -c 8 > /dev/null"#, status: 0, firstLine: "",
             after: #"test "$(cat status)" = 141"#),
    ]

    /// 3,000 colours.
    static let many = #"awk 'BEGIN { for (i = 0; i < 3000; i++) printf "c%d #%06X\n", i, i * 5557 }' > many.txt"#

    @Test(arguments: cases)
    func foundBeforeAnyFileIsWritten(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    /// The old files every writer below may replace: each holds `OLD` until a run puts its own in place.
    static let old = "for f in d.png act.png s.png r.png m.json c.css; do echo OLD > $f; done && mkdir X && echo OLD > X/keep"
    /// Every old file still `OLD`, the folder `X` untouched, the reference `a.png` as made (where there is one), and
    /// nothing else left (no temporary, no chips folder).
    static let oldKept = #"for f in d.png act.png s.png r.png m.json c.css X/keep; do test "$(cat $f)" = OLD || exit 1; done && "#
        + #"{ test ! -e a.png || cmp -s a.png a0.png; } && "#
        + FolderStreamTests.only("p.txt", "q.txt", "a.png", "a0.png", "keep.png", "d.png", "act.png", "s.png", "r.png", "m.json", "c.css", "X",
                                 "ro.txt", "go", "status", "out.link")

    /// A command that prints and writes files: its name, command line (standard output left to the case) and error status.
    static let printingWriters: [(name: String, command: String, status: Int32)] = [
        ("compare --diff", #""$SWATCH" compare a.png keep.png --diff d.png"#, 2),
        ("compare --diff --format json", #""$SWATCH" compare a.png keep.png --diff d.png --format json"#, 2),
        ("verify --record over a different reference", #""$SWATCH" verify --against a.png --record -- --mode dark --scale 1 --section 'Standard Fixed Colors'"#, 2),
        ("verify --actual --diff", #""$SWATCH" verify --against a.png --actual act.png --diff d.png -- --mode dark --scale 1 --section 'Standard Fixed Colors'"#, 2),
        ("verify --format junit --actual", #""$SWATCH" verify --format junit --against a.png --actual act.png -- --mode dark --scale 1 --section 'Standard Fixed Colors'"#, 2),
        ("diff -o with the report and chips", #""$SWATCH" diff p.txt q.txt --scale 1 -o s.png"#, 2),
        ("diff -o --report -", #""$SWATCH" diff p.txt q.txt --scale 1 -o s.png --report -"#, 2),
        ("diff --format json -o", #""$SWATCH" diff p.txt q.txt --scale 1 --format json -o s.png"#, 2),
        ("diff -o with nothing changed", #""$SWATCH" diff p.txt p.txt --scale 1 -o s.png --all"#, 2),
    ]

    /// The fixtures: the palettes, a reference `a.png` (light) and `keep.png`, a copy of it recoloured (dark), so they differ.
    static let fixtures = "\(reference) && \"$SWATCH\" render --mode dark --scale 1 --section 'Standard Fixed Colors' -o keep.png --quiet && cp a.png a0.png && \(old)"

    /// Standard output failing three ways: a full disk, a descriptor open only for reading, a pipe whose reader has
    /// gone (`go`, a named pipe, holds the run back until it has). Each prints its one line (none for the pipe, which
    /// ends with 141 as SIGPIPE would) and every file is as it was: what a run prints is written before its files.
    static let failingOutputs: [(name: String, before: String, after: String, firstLine: String?)] = [
        ("a full disk", "", " > /dev/full", "swatch: error: cannot write to standard output: no space left on device"),
        ("a read-only descriptor", "echo x > ro.txt && ", " 1< ro.txt", "swatch: error: cannot write to standard output: bad file descriptor"),
        ("a pipe whose reader is gone", "mkfifo go && { read x < go; ", "; echo $? > status; } | { exec 0<&-; echo > go; }", nil),
    ]

    static let failingCases: [Case] = printingWriters.flatMap { writer in
        failingOutputs.map { output in
            Case(name: "\(writer.name), standard output \(output.name)", files: palettes, setup: fixtures,
                 command: output.before + writer.command + output.after, status: output.firstLine == nil ? 0 : writer.status,
                 firstLine: output.firstLine ?? "", after: (output.firstLine == nil ? #"test "$(cat status)" = 141 && "# : "") + oldKept)
        }
    }

    @Test(arguments: failingCases)
    func aFailingStandardOutputLeavesEveryFile(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    /// Writers of files alone: a failing standard output is none of their business, and every file is written.
    static let fileWriterCases: [Case] = [
        Case(name: "render's sheet and manifest", files: palettes, setup: old,
             command: #""$SWATCH" render --quiet --palette p.txt --mode light --scale 1 -o r.png --manifest m.json > /dev/full"#, status: 0, firstLine: "",
             after: "file r.png | grep -q PNG && grep -q r.png m.json"),
        Case(name: "an export to a file", files: palettes, setup: old,
             command: #""$SWATCH" export --quiet --palette p.txt --format css -o c.css > /dev/full"#, status: 0, firstLine: "", after: "grep -q 'Generated by swatch' c.css"),
        Case(name: "an export to a folder", files: palettes,
             command: #""$SWATCH" export --quiet --palette p.txt --format android -o A > /dev/full"#, status: 0, firstLine: "", after: "test -f A/.swatch-export"),
        Case(name: "diff's sheet, report and chips", files: palettes,
             command: #""$SWATCH" diff --quiet p.txt q.txt --scale 1 -o s.png --report r.md > /dev/full"#, status: 1, firstLine: "",
             after: "file s.png | grep -q PNG && test -s r.md && test -d r-chips"),
    ]

    @Test(arguments: fileWriterCases)
    func aFailingStandardOutputIsNoErrorWhereNothingIsPrinted(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    /// A name of standard output is standard output: with none (`>&-`) it is refused as `-` is, before anything is
    /// written, where it went to the `/dev/null` swatch puts on a closed descriptor and the run said "wrote /dev/stdout".
    static let namedOutputCases: [Case] = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "out.link"].flatMap { name in
        let link = "ln -s /dev/stdout out.link && \(old)"
        return [
            Case(name: "render -o \(name)", files: palettes, setup: link, command: #""$SWATCH" render --palette p.txt --mode light -o \#(name) >&-"#,
                 status: 1, firstLine: closed, after: oldKept),
            Case(name: "render --manifest \(name)", files: palettes, setup: link,
                 command: #""$SWATCH" render --palette p.txt --mode light -o r.png --manifest \#(name) >&-"#,
                 status: 1, firstLine: closed, after: oldKept),
            Case(name: "export css -o \(name)", files: palettes, setup: link, command: #""$SWATCH" export --palette p.txt --format css -o \#(name) >&-"#,
                 status: 1, firstLine: closed, after: oldKept),
            Case(name: "diff --report \(name)", files: palettes, setup: link,
                 command: #""$SWATCH" diff p.txt q.txt --scale 1 -o s.png --report \#(name) >&-"#,
                 status: 2, firstLine: closed, after: oldKept),
        ]
    } + [
        Case(name: "two names of standard output in one run", files: palettes,
             command: #"{ "$SWATCH" render --palette p.txt --mode light -o /dev/stdout --manifest /dev/fd/1; echo $? > status; } | cat > out.bin"#,
             status: 0, firstLine: "swatch: error: /dev/fd/1: written twice by this run, as the sheet and as the manifest",
             after: #"test "$(cat status)" = 1 && test ! -s out.bin"#),
        // The named pipe standard output is open on, by its own name: one file with /dev/stdout.
        Case(name: "standard output's named pipe by its name", files: palettes,
             command: #"mkfifo f && { cat f > out.bin & } && "$SWATCH" render --palette p.txt --mode light -o /dev/stdout --manifest f > f"#,
             status: 1, firstLine: "swatch: error: f: written twice by this run, as the sheet and as the manifest",
             after: "test ! -s out.bin"),
        Case(name: "render -o /dev/stdout into a pipe", files: palettes,
             command: #""$SWATCH" render --quiet --palette p.txt --mode light -o /dev/stdout | cat > out.png && "$SWATCH" render --quiet --palette p.txt --mode light -o - > dash.png"#,
             status: 0, firstLine: "", after: "cmp out.png dash.png"),
    ]

    /// Every text format of `swatch export` (swift-compat takes the built-in catalog), on standard output by `-` into a full
    /// disk, and by `/dev/stdout` with none: one line each, nothing written. With a file, a full standard output is no error.
    static let exportFormatCases: [Case] = ["table", "json", "csv", "markdown", "uikit", "swiftui", "appkit", "swift", "css"].flatMap { format in [
        Case(name: "export \(format) -o - into a full disk", files: palettes, command: #""$SWATCH" export --palette p.txt --format \#(format) -o - > /dev/full"#,
             status: 1, firstLine: "swatch: error: cannot write to standard output: no space left on device", after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "export \(format) -o /dev/stdout closed", files: palettes, command: #""$SWATCH" export --palette p.txt --format \#(format) -o /dev/stdout >&-"#,
             status: 1, firstLine: closed, after: FolderStreamTests.only("p.txt", "q.txt")),
        Case(name: "export \(format) to a file, standard output a full disk", files: palettes,
             command: #""$SWATCH" export --quiet --palette p.txt --format \#(format) -o out > /dev/full"#, status: 0, firstLine: "", after: "test -s out"),
    ] }

    @Test(arguments: exportFormatCases)
    func everyExportFormatPrintsOrWritesItsFile(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    @Test(arguments: namedOutputCases)
    func aNameOfStandardOutputIsStandardOutput(_ test: Case) throws {
        try BadInputTests.run(test)
    }
}
