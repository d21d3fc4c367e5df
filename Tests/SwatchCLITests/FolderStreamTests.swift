import Foundation
import Testing

/// The folder formats written a file at a time (`StreamedFolder`), and their hostile pass: a file system that fills
/// mid-folder, a signal mid-folder, an output that is an input by another path, `--force` over a folder of hostile
/// names, names at the length limit; `export --check` comparing a folder as it is made; a closed standard output and
/// an output that is a loop of symbolic links, refused alike by every writer and by `--check`.
@Suite struct FolderStreamTests {
    typealias Case = BadInputTests.Case

    /// 30,000 colours with light and dark values.
    static let list = #"awk 'BEGIN { for (i = 0; i < 30000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.txt"#
    /// Nothing in the folder but the files named (as `grep -x` patterns).
    static func only(_ names: String...) -> String { only(names) }

    /// Nothing in the folder but the files named (as `grep -x` patterns).
    static func only(_ names: [String]) -> String {
        #"test -z "$(ls -A | grep -v -x \#(names.map { "-e '\($0)'" }.joined(separator: " ")))""#
    }

    static let cases: [Case] = [
        // A closed standard output: descriptor 1 would be the next one opened (an event descriptor), so the write
        // failed as `Invalid argument`; now it is said as it is.
        Case(name: "list with standard output closed", command: #""$SWATCH" list >&-"#, status: 1,
             firstLine: "swatch: error: standard output is closed"),
        Case(name: "export csv -o - with standard output closed", files: ["p.txt": "a #FF0000\n"],
             command: #""$SWATCH" export --palette p.txt --format csv -o - >&-"#, status: 1, firstLine: "swatch: error: standard output is closed"),
        Case(name: "export -o FILE with standard output closed", files: ["p.txt": "a #FF0000\n"],
             command: #""$SWATCH" export --palette p.txt --format css -o out.css --quiet >&-"#, status: 0, firstLine: "",
             after: "grep -q -- '--a: #FF0000;' out.css"),
        // A loop of symbolic links at the output: writing it would replace the user's link, checking it cannot read
        // it; both refuse it with the same line (the command's error status: 2 for --check).
        Case(name: "export css onto a link loop", files: ["p.txt": "a #FF0000\n"], setup: "ln -s loop loop",
             command: #""$SWATCH" export --palette p.txt --format css -o loop"#, status: 1,
             firstLine: "swatch: error: loop: too many levels of symbolic links", after: "test -L loop"),
        Case(name: "export --check css of a link loop", files: ["p.txt": "a #FF0000\n"], setup: "ln -s loop loop",
             command: #""$SWATCH" export --palette p.txt --format css -o loop --check"#, status: 2,
             firstLine: "swatch: error: loop: too many levels of symbolic links", after: "test -L loop"),
        Case(name: "export xcassets onto a link loop", files: ["p.txt": "a #FF0000\n"], setup: "ln -s loop loop",
             command: #""$SWATCH" export --palette p.txt --format xcassets -o loop"#, status: 1,
             firstLine: "swatch: error: loop: too many levels of symbolic links", after: "test -L loop && " + only("loop", "p.txt")),
        Case(name: "export --check xcassets of a link loop", files: ["p.txt": "a #FF0000\n"], setup: "ln -s loop loop",
             command: #""$SWATCH" export --palette p.txt --format xcassets -o loop --check"#, status: 2,
             firstLine: "swatch: error: loop: too many levels of symbolic links", after: "test -L loop"),
        Case(name: "render onto a link loop", setup: "ln -s loop.png loop.png",
             command: #""$SWATCH" render --mode light --section 'Standard Fixed Colors' -o loop.png"#, status: 1,
             firstLine: "swatch: error: loop.png: too many levels of symbolic links", after: "test -L loop.png"),
        // A file system that fills mid-folder (the file-size limit stops the light token file after 100 KB; SIGXFSZ,
        // which would end swatch silently, is ignored): one line, no temporary, the folder written before left as it was.
        Case(name: "tokens into a full file system", setup: list + #" && printf 'a #FF0000\n' > p.txt && "$SWATCH" export --palette p.txt --format tokens -o t --quiet && cp -R t keep"#,
             command: #"ulimit -f 200; "$SWATCH" export --palette big.txt --format tokens -o t"#, status: 1,
             firstLine: "swatch: error: cannot write t/light.tokens.json: file too large",
             after: only("big.txt", "p.txt", "t", "keep") + " && diff -r t keep"),
        // SIGTERM while the catalog's colour sets are written: exit 143, the temporary folder gone, the old catalog kept.
        Case(name: "SIGTERM mid-catalog", setup: list + #" && printf 'a #FF0000\n' > p.txt && "$SWATCH" export --palette p.txt --format xcassets -o out.xcassets --quiet && cp -R out.xcassets keep"#,
             command: #""$SWATCH" export --palette big.txt --format xcassets -o out.xcassets & p=$!; "#
                 + #"while kill -0 $p 2>/dev/null && ! ls -d .swatch.*.tmp > /dev/null 2>&1; do sleep 0.01; done; sleep 0.3; kill -TERM $p; wait $p"#,
             status: 143, firstLine: "", after: only("big.txt", "p.txt", "out.xcassets", "keep") + " && diff -r out.xcassets keep"),
        // The same into a one-letter folder the run makes: its cleanup trapped in Foundation's path arithmetic (a crash
        // report, exit 132, the folder and its temporaries left: the twelfth hostile pass).
        Case(name: "SIGTERM mid-catalog in a folder the run made", setup: list,
             command: #""$SWATCH" export --palette big.txt --format xcassets -o d/out.xcassets & p=$!; "#
                 + #"while kill -0 $p 2>/dev/null && ! ls -d d/.swatch.*.tmp > /dev/null 2>&1; do sleep 0.01; done; sleep 0.3; kill -TERM $p; wait $p"#,
             status: 143, firstLine: "", after: only("big.txt")),
        // An output that is the palette by another path is refused by --check as by a write.
        Case(name: "export --check of the catalog through a link", files: ["p.txt": "a #FF0000\n"],
             setup: #""$SWATCH" export --palette p.txt --format xcassets -o P.xcassets --quiet && ln -s P.xcassets alias"#,
             command: #""$SWATCH" export --palette P.xcassets --format xcassets -o alias --check"#, status: 2,
             firstLine: "swatch: error: alias: the export would overwrite the palette P.xcassets; write it somewhere else"),
        Case(name: "export tokens into the catalog through a link", files: ["p.txt": "a #FF0000\n"],
             setup: #""$SWATCH" export --palette p.txt --format xcassets -o P.xcassets --quiet && ln -s P.xcassets alias && cp -R P.xcassets keep"#,
             command: #""$SWATCH" export --palette P.xcassets --format tokens -o alias/p --force"#, status: 1,
             firstLine: "swatch: error: alias/p: the export would be written inside the palette P.xcassets; write it somewhere else",
             after: "diff -r P.xcassets keep"),
        // --force over a folder of hostile names: a link out, a named pipe, a name with a newline, a 255-byte name.
        // The folder goes whole; nothing is followed or opened.
        Case(name: "--force over a folder of hostile names", files: ["p.txt": "a #FF0000\n", "outside/precious": "x"],
             setup: #"mkdir out && ln -s ../outside out/link && ln -s ../outside/precious out/file && mkfifo out/fifo && touch "out/$(printf 'new\nline')" && touch "out/$(printf 'n%.0s' $(seq 255))""#,
             command: #""$SWATCH" export --palette p.txt --format android -o out --force --quiet"#, status: 0, firstLine: "",
             after: #"test "$(cat outside/precious)" = x && test "$(ls -A out)" = "$(printf '.swatch-export\nvalues')" && "# + only("p.txt", "outside", "out")),
        // A colour set's name at the 255-byte limit is written; one byte more is refused, naming it.
        Case(name: "a colour set name of 255 bytes", setup: #"printf '%s #FF0000\n' "$(printf 'c%.0s' $(seq 246))" > p.txt"#,
             command: #""$SWATCH" export --palette p.txt --format xcassets -o out.xcassets --quiet"#, status: 0, firstLine: "",
             after: #"test -f "out.xcassets/$(printf 'c%.0s' $(seq 246)).colorset/Contents.json""#),
        Case(name: "a colour set name of 256 bytes", setup: #"printf '%s #FF0000\n' "$(printf 'c%.0s' $(seq 247))" > p.txt"#,
             command: #""$SWATCH" export --palette p.txt --format xcassets -o out.xcassets"#, status: 1,
             firstLine: #"swatch: error: --format xcassets: colour "\#(String(repeating: "c", count: 80))… (247 characters)" of p.txt cannot be a colour set: a name of 256 bytes is longer than 255; rename it"#,
             after: only("p.txt")),
    ]

    @Test(arguments: cases)
    func hostile(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    /// `export --check` of a folder compares each file as it is made, then counts what the folder holds: every change
    /// is found and named where it can be, nothing of the folder is held but its marker's list; what swatch did not
    /// write is named as export's refusal names it.
    @Test(arguments: [
        ("", "the export is current", 0),
        ("echo x >> out.xcassets/b.colorset/Contents.json", "out.xcassets: stale (b.colorset/Contents.json differs)", 1),
        ("rm out.xcassets/b.colorset/Contents.json", "out.xcassets: stale (b.colorset/Contents.json is missing)", 1),
        ("echo x > out.xcassets/b.colorset/notes.txt", "out.xcassets: stale (b.colorset/notes.txt would not be written, and swatch did not write it; --force replaces it)", 1),
        ("mkdir out.xcassets/empty", "out.xcassets: stale (empty would not be written, and swatch did not write it; --force replaces it)", 1),
        ("mkdir -p out.xcassets/a.colorset/deeper", "out.xcassets: stale (a.colorset/deeper would not be written, and swatch did not write it; --force replaces it)", 1),
        ("ln -s /etc out.xcassets/etc", "out.xcassets: stale (etc would not be written, and swatch did not write it; --force replaces it)", 1),
        ("mkfifo out.xcassets/pipe", "out.xcassets: stale (pipe would not be written, and swatch did not write it; --force replaces it)", 1),
        ("rm out.xcassets/.swatch-export", "out.xcassets: stale (swatch did not write it: no .swatch-export; --force replaces it)", 1),
        ("rm -r out.xcassets/b.colorset && ln -s ../elsewhere out.xcassets/b.colorset && mkdir elsewhere && cp out.xcassets/a.colorset/Contents.json elsewhere/",
         "out.xcassets: stale (b.colorset would not be written, and swatch did not write it; --force replaces it)", 1),
        // A file the marker lists but this run would not write: swatch's, so only stale.
        ("printf 'c #0000FF\\n' >> p.txt && \"$SWATCH\" export --palette p.txt --format xcassets -o out.xcassets --quiet && sed -i '$d' p.txt",
         "out.xcassets: stale (it holds files that would not be written)", 1),
    ])
    func checkOfAFolder(change: String, line: String, status: Int32) throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = #"set -e; printf 'a #FF0000\nb #00FF00\n' > p.txt; "$SWATCH" export --palette p.txt --format xcassets -o out.xcassets --quiet; "#
            + (change.isEmpty ? "" : change + "; ") + #"set +e; "$SWATCH" export --palette p.txt --format xcassets -o out.xcassets --check"#
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == line, "\(run.stdout)")
    }
}
