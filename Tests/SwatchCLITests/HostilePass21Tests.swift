import Foundation
import Testing

/// The twenty-first hostile pass's findings, each a case as a user's shell would give it.
@Suite struct HostilePass21Tests {
    static let render = #""$SWATCH" render --no-config --quiet --mode light --scale 1 --section 'Standard Fixed Colors'"#
    static let config = "palette: c.txt\nfont: f.ttf\ncheck:\n  pairs: p.txt\n"
    static let files = ["swatch.yml": config, "c.txt": "red #FF0000\n", "p.txt": "red on systemBackground\n", "f.ttf": "not a font\n"]

    /// 150 random colours of light and dark values (the same every run): at `--cvd-threshold 30` 4.4 MB of JSON findings.
    static let randomColors = #"awk 'BEGIN { srand(7); for (i = 0; i < 150; i++) printf "c%d #%02X%02X%02X #%02X%02X%02X\n", i, int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256), int(rand() * 256) }' > p.txt"#

    static let cases: [BadInputTests.Case] = [
        // H21-1: compare takes no settings, yet the swatch.yml every other command reads, and what it names only to be
        // read, are inputs of its run too.
        .init(name: "compare --diff over swatch.yml", files: files, setup: "\(render) -o a.png && cp a.png b.png",
              command: #""$SWATCH" compare a.png b.png --diff swatch.yml"#, status: 2,
              firstLine: "swatch: error: swatch.yml: the diff image would overwrite the config swatch.yml; write it somewhere else",
              after: #"[ "$(cat swatch.yml)" = "$(printf 'palette: c.txt\nfont: f.ttf\ncheck:\n  pairs: p.txt')" ]"#),
        .init(name: "compare --diff over the pairs file swatch.yml names", files: files, setup: "\(render) -o a.png && cp a.png b.png",
              command: #""$SWATCH" compare a.png b.png --diff p.txt"#, status: 2,
              firstLine: "swatch: error: p.txt: the diff image would overwrite the pairs file p.txt; write it somewhere else",
              after: #"[ "$(cat p.txt)" = "red on systemBackground" ]"#),
        .init(name: "compare --diff over a hard link to the font swatch.yml names", files: files, setup: "\(render) -o a.png && cp a.png b.png && ln f.ttf hf",
              command: #""$SWATCH" compare a.png b.png --diff hf"#, status: 2,
              firstLine: "swatch: error: hf: the diff image would overwrite the font f.ttf; write it somewhere else",
              after: #"[ "$(cat hf)" = "not a font" ]"#),
        // The twenty-second pass's H22-2: a swatch.yml that does not read stops compare --diff as it stops every command
        // (what it names cannot be known; it protected nothing but itself); --no-config reads none, and without --diff
        // there is nothing to write over.
        .init(name: "compare --diff beside a swatch.yml that does not read", files: ["swatch.yml": "font: f.ttf\nbogus: 1\n", "f.ttf": "not a font\n"],
              setup: "\(render) -o a.png && cp a.png b.png", command: #""$SWATCH" compare a.png b.png --diff f.ttf"#, status: 2,
              firstLine: "swatch: error: swatch.yml: bogus: unknown key (expected one of palette, catalog, appearance-map, look, font, exports, check, verify, diff)",
              after: #"[ "$(cat f.ttf)" = "not a font" ]"#),
        .init(name: "compare without --diff beside a swatch.yml that does not read", files: ["swatch.yml": "palette: [\n"],
              setup: "\(render) -o a.png && cp a.png b.png", command: #""$SWATCH" compare a.png b.png > out.txt"#, status: 0, firstLine: ""),
        .init(name: "compare --diff --no-config", files: ["swatch.yml": "palette: [\n"],
              setup: "\(render) -o a.png && cp a.png b.png", command: #""$SWATCH" compare a.png b.png --diff d.png --no-config > out.txt"#, status: 0,
              firstLine: "", after: "test -f d.png"),
        .init(name: "compare --diff beside swatch.yml", files: files, setup: "\(render) -o a.png && cp a.png b.png",
              command: #""$SWATCH" compare a.png b.png --diff d.png > out.txt"#, status: 0, firstLine: "", after: "test -f d.png"),
        // H21-11: only what the command line names may be a named pipe: one that swatch.yml names waited for a writer for ever.
        .init(name: "check.pairs naming a named pipe", files: ["c.txt": "red #FF0000\n", "swatch.yml": "palette: c.txt\ncheck:\n  pairs: fifo\n"],
              setup: "mkfifo fifo", command: #"timeout 20 "$SWATCH" check"#, status: 2,
              firstLine: "swatch: error: swatch.yml: check.pairs: 'fifo' is a named pipe, not a file; a path in swatch.yml names a file or a folder"),
        .init(name: "a palette in swatch.yml naming a named pipe", files: ["swatch.yml": "palette: fifo\n"],
              setup: "mkfifo fifo", command: #"timeout 20 "$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: palette: 'fifo' is a named pipe, not a file; a path in swatch.yml names a file or a folder"),
        .init(name: "a reference in swatch.yml that is a named pipe", files: ["c.txt": "red #FF0000\n", "swatch.yml": "palette: c.txt\nverify:\n  references:\n    - against: fifo\n"],
              setup: "mkfifo fifo", command: #"timeout 20 "$SWATCH" verify"#, status: 2,
              firstLine: "swatch: error: swatch.yml: verify.references[0].against: 'fifo' is a named pipe, not a file; a path in swatch.yml names a file or a folder"),
        .init(name: "a font in swatch.yml that is a device", files: ["c.txt": "red #FF0000\n", "swatch.yml": "palette: c.txt\nfont: /dev/zero\n"],
              command: #"timeout 20 "$SWATCH" list"#, status: 1,
              firstLine: "swatch: error: swatch.yml: font: '/dev/zero' is a device, not a file; a path in swatch.yml names a file or a folder"),
        // H21-6: two palettes that declare one name are named as paths, a long one keeping its end (its file's name).
        .init(name: "a sibling of a long path declaring the same colour", files: ["a.txt": "accent #FF0000\n", "\(String(repeating: "P", count: 100))/z.txt": "accent #FF0000\n"],
              command: #""$SWATCH" export --no-config --palette a.txt --format swiftui -o z.swift --sibling \#(String(repeating: "P", count: 100))/z.txt"#, status: 1,
              firstLine: "swatch: error: a.txt and …\(String(repeating: "P", count: 50))/z.txt (106 characters) both declare Color.accent in one module: give each palette's colours an enum of their own (--xcode-symbols generated), or rename one of the colours"),
        // The twenty-second pass's H22-4: a status line names what it wrote as a path, its end (which sheet) kept.
        .init(name: "render to a long name says which sheet is which", files: ["ok.txt": "a #FF0000\n"],
              command: #""$SWATCH" render --no-config --palette ok.txt --scale 1 -o \#(String(repeating: "n", count: 100)).png"#, status: 0,
              firstLine: "wrote …\(String(repeating: "n", count: 46))-light.png (110 characters) (390 x 201 px)"),
        // H21-2: the colour-vision findings of a JSON report are encoded whole: under any limit, the memory line or the
        // report, never an abort (150 colours aborted from 102 to 106 MB, 300 colours from 111 to 150 MB).
        .init(name: "check --cvd --format json under limits around what its findings take", files: [:], setup: randomColors,
              command: #"for l in 96 100 102 104 106 110 116; do (ulimit -v $((l * 1024)); "$SWATCH" check --no-config --palette p.txt --cvd --cvd-threshold 30 --cvd-limit 1000000 --format json > o.json 2> e.txt); s=$?; if [ $s -gt 2 ] || grep -q 'Fatal error' e.txt; then echo "$l MB: $s $(head -c 120 e.txt)" >&2; exit 3; fi; done"#,
              status: 0, firstLine: ""),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }

    /// H21-13: a folder mounted inside a folder an export replaces lives elsewhere: the palette's own folder (`--force`), or a
    /// user's folder mounted at a name swatch writes (`red.colorset`, without `--force`). Either is refused, and what it
    /// holds is kept (the palette was deleted through the mount; a user's `Contents.json` too). Needs `mount --bind`
    /// (root, or a user namespace): where it cannot mount, there is nothing to check.
    @Test(arguments: [("m", "in", "--force"), ("red.colorset", "in2", ""), ("f.txt", "in/c.txt", "--force")])
    func aFolderMountedInsideIsRefused(mountPoint: String, mounted: String, force: String) throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let script = """
            mkdir in in2 && echo 'red #FF0000' > in/c.txt && echo precious > in2/Contents.json
            "$SWATCH" export --no-config --quiet --palette in/c.txt --format xcassets -o Out || exit 3
            { [ "\(mountPoint)" = f.txt ] && touch Out/f.txt || mkdir -p Out/\(mountPoint); } && mount --bind \(mounted) Out/\(mountPoint) 2> /dev/null || exit 77
            "$SWATCH" export --no-config --palette in/c.txt --format xcassets -o Out \(force)
            status=$?; umount Out/\(mountPoint) || umount .swatch*/\(mountPoint); echo "$status"; cat in/c.txt in2/Contents.json; ls -A
            """
        let run = try cli.swatch([], shell: script, in: directory)
        guard run.status != 77 else { return }  // no bind mount here
        #expect(run.stderr == "swatch: error: Out: the export would remove Out/\(mountPoint), mounted there from elsewhere (a bind mount or another file system); write it somewhere else\n")
        #expect(run.stdout == "1\nred #FF0000\nprecious\nOut\nin\nin2\n", "\(run.stdout)")
    }
}
