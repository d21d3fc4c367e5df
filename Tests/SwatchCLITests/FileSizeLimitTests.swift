import Foundation
import Testing

/// A file-size limit (`ulimit -f`) reached mid-write, by every writer: SIGXFSZ would end swatch without a word and
/// leave its temporary beside the output, so swatch ignores it; the write fails with EFBIG, said in one line, the
/// run exits non-zero and nothing of it is left, an earlier output kept as it was. The shell's own SIGXFSZ is left
/// at its default (no `trap`), as a user's is.
@Suite struct FileSizeLimitTests {
    typealias Case = BadInputTests.Case

    /// 2,000 colours with light and dark values, and 60 of them with other values.
    static let lists = #"awk 'BEGIN { for (i = 0; i < 2000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.txt"#
        + ##" && head -60 big.txt > p.txt && awk '{ print $1, "#FF00FF" }' p.txt > q.txt"##
    /// A sheet of the catalog's fixed colours at 1x (47 KB).
    static let sheet = #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors'"#
    /// The file-size limit, 4 KB (dash counts 512-byte blocks).
    static let limit = "ulimit -f 8; "
    static let inputs = ["big.txt", "p.txt", "q.txt"]

    static let cases: [Case] = [
        Case(name: "render's PNG", setup: lists, command: limit + sheet + " -o r.png", status: 1,
             firstLine: "swatch: error: cannot write r.png: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "render's PNG over an old one", setup: lists + " && " + sheet + " -o r.png --quiet && cp r.png keep.png",
             command: limit + sheet.replacingOccurrences(of: "--mode light", with: "--mode dark") + " -o r.png", status: 1,
             firstLine: "swatch: error: cannot write r.png: file too large", after: FolderStreamTests.only(inputs + ["r.png", "keep.png"]) + " && cmp -s r.png keep.png"),
        Case(name: "render's manifest", setup: lists, command: limit + #""$SWATCH" render --mode light --scale 1 --palette p.txt -o /dev/null --manifest m.json"#,
             status: 1, firstLine: "swatch: error: cannot write m.json: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "export tokens over an old folder, then again without the limit",
             setup: lists + #" && "$SWATCH" export --palette p.txt --format tokens -o t --quiet && cp -R t keep"#,
             command: limit + #""$SWATCH" export --palette big.txt --format tokens -o t; s=$?; ulimit -f unlimited 2>/dev/null; "$SWATCH" export --palette p.txt --format tokens -o t --check > /dev/null && exit $s"#,
             status: 1, firstLine: "swatch: error: cannot write t/light.tokens.json: file too large",
             after: FolderStreamTests.only(inputs + ["t", "keep"]) + " && diff -r t keep"),
        Case(name: "diff's report and chips", setup: lists, command: limit + #""$SWATCH" diff p.txt q.txt --report r.md"#, status: 2,
             firstLine: "swatch: error: cannot write r.md: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "diff's JSON report", setup: lists, command: limit + #""$SWATCH" diff p.txt q.txt --report r.json --format json"#, status: 2,
             firstLine: "swatch: error: cannot write r.json: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "diff's review sheet", setup: lists, command: limit + #""$SWATCH" diff p.txt q.txt --scale 1 -o d.png > /dev/null"#, status: 2,
             firstLine: "swatch: error: cannot write d.png: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "verify --record", setup: lists, command: limit + #""$SWATCH" verify --against new.png --record -- --mode light --scale 1 --section 'Standard Fixed Colors'"#,
             status: 2, firstLine: "swatch: error: cannot write new.png: file too large", after: FolderStreamTests.only(inputs)),
        Case(name: "verify --actual", setup: lists + " && " + sheet + " -o a.png --quiet",
             command: limit + #""$SWATCH" verify --against a.png --actual act.png -- --mode dark --scale 1 --section 'Standard Fixed Colors'"#,
             status: 2, firstLine: "swatch: error: cannot write act.png: file too large", after: FolderStreamTests.only(inputs + ["a.png"])),
        Case(name: "compare --diff", setup: lists + " && " + sheet + " -o a.png --quiet",
             command: limit + #""$SWATCH" compare a.png a.png --diff d.png"#,
             status: 2, firstLine: "swatch: error: cannot write d.png: file too large", after: FolderStreamTests.only(inputs + ["a.png"])),
    ] + [  // every kind of export: a file, and a folder (the file that fails named in it)
        ("css", "out.css", "out.css"), ("json", "out.json", "out.json"), ("swiftui", "out.swift", "out.swift"),
        ("tokens", "t", "t/light.tokens.json"), ("tokens-flat", "t", "t/light.tokens.json"), ("android", "a", "a/values/colors.xml"),
    ].map { format, output, failing in
        Case(name: "export \(format)", setup: lists, command: limit + #""$SWATCH" export --palette big.txt --format \#(format) -o \#(output)"#, status: 1,
             firstLine: "swatch: error: cannot write \(failing): file too large", after: FolderStreamTests.only(inputs))
    }

    @Test(arguments: cases)
    func aWritePastTheLimitIsOneLine(_ test: Case) throws {
        try BadInputTests.run(test)
    }
}
