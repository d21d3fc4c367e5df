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
}
