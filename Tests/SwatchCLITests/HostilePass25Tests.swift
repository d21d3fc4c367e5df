import Foundation
import Testing
import SwatchTestSupport

/// Session 49's cases: the twenty-fourth pass's last findings (H24-9) and the twenty-fifth to twenty-eighth passes', each as a
/// user meets it.
/// The fallback-font cases run with a fontconfig that knows one folder of the test's, holding a copy of Noto Sans
/// Devanagari: the font fontconfig chooses for `लाल` ("red"), which Inter lacks.
@Suite(.enabled(if: FontFiles.hasFallbackFonts, "needs fonts-noto-core"))
struct HostilePass25Tests {
    /// The fallback font's copy, relative to the test's folder.
    static let font = "fonts/" + (FontFiles.notoDevanagari as NSString).lastPathComponent
    /// Makes `fonts/` (the copy, and `keep`, a second copy to compare with), `fonts.conf`, and two palettes whose one name needs it.
    static let setup = "mkdir fonts cache && cp '\(FontFiles.notoDevanagari)' fonts/ && cp '\(FontFiles.notoDevanagari)' keep && "
        + #"printf '<fontconfig><dir>%s/fonts</dir><cachedir>%s/cache</cachedir></fontconfig>' "$PWD" "$PWD" > fonts.conf"#
    static let files = ["p.txt": "\u{0932}\u{093E}\u{0932} #FF0000\n", "old.txt": "\u{0932}\u{093E}\u{0932} #00FF00\n"]
    /// swatch with that fontconfig.
    static let swatch = #"FONTCONFIG_FILE="$PWD/fonts.conf" "$SWATCH""#
    static let intact = "cmp -s keep \(font)"

    static func refusal(_ output: String, as role: String) -> String {
        "swatch: error: \(output): \(role) would overwrite the system's fallback font for '\u{0932}', which this run draws with; write it somewhere else"
    }
    /// A sheet streamed to standard output that is one of fontconfig's fonts (H25-1, H26-1).
    static let standardOutput = "swatch: error: standard output is one of the system's fonts, which a sheet streamed there would write over: send the output elsewhere"
    /// A report on standard output, which is the fallback font a sheet of the run drew with.
    static let reportOnTheFont = "swatch: error: the system's fallback font for '\u{0932}': is also standard output, which swatch would write over: send the output elsewhere"

    static let cases: [BadInputTests.Case] = [
        // H24-9: a fallback font was no input, so `render -o` naming it replaced a font the run drew with.
        .init(name: "render -o the fallback font", files: files, setup: setup,
              command: "\(swatch) render --no-config --palette p.txt --mode light -o \(font)", status: 1,
              firstLine: refusal(font, as: "the sheet"), after: intact),
        // H25-1: standard output on the fallback font was written over it: the PNG's first bands were out before it was opened.
        .init(name: "render -o - onto the fallback font", files: files, setup: setup,
              command: "\(swatch) render --no-config --palette p.txt --mode light -o - 1<> \(font)", status: 1,
              firstLine: standardOutput, after: intact),
        .init(name: "render -o - appended to the fallback font", files: files, setup: setup,
              command: "\(swatch) render --no-config --palette p.txt --mode light -o - >> \(font)", status: 1,
              firstLine: standardOutput, after: intact),
        .init(name: "diff's report onto the fallback font", files: files, setup: setup,
              command: "\(swatch) diff --no-config old.txt p.txt --mode light -o r.png --no-images 1<> \(font)", status: 2,
              firstLine: reportOnTheFont, after: "\(intact) && [ ! -e r.png ]"),
        // H26-1: only `-o -` was checked before the first byte, and only the palette's own texts: any name of standard output
        // streams the sheet, and a note (`renamed from लाल`), a header drawn upper-cased or a subtitle needs a font too.
        .init(name: "render -o /dev/stdout onto the fallback font", files: files, setup: setup,
              command: "\(swatch) render --no-config --palette p.txt --mode light -o /dev/stdout 1<> \(font)", status: 1,
              firstLine: standardOutput, after: intact),
        .init(name: "render -o a link to standard output onto the fallback font", files: files, setup: "\(setup) && ln -s /dev/stdout so.png",
              command: "\(swatch) render --no-config --palette p.txt --mode light -o so.png 1<> \(font)", status: 1,
              firstLine: standardOutput, after: intact),
        .init(name: "diff's sheet with a renamed note onto the fallback font", files: files.merging(["new.txt": "red #FF0000\n"]) { $1 }, setup: setup,
              command: "\(swatch) diff --no-config p.txt new.txt --match value --mode light -o - --report r.md --no-images 1<> \(font)", status: 2,
              firstLine: standardOutput, after: "\(intact) && [ ! -e r.md ]"),
        .init(name: "render -o - onto a font no text of the palette needs", files: files, setup: setup,
              command: "\(swatch) render --no-config --mode light --section 'Standard Fixed Colors' -o - 1<> \(font)", status: 1,
              firstLine: standardOutput, after: intact),
        // H25-3: the refusal came after the report: standard output named an actual copy that was never written.
        .init(name: "verify --actual the fallback font, by a hard link", files: files,
              setup: "\(setup) && \(swatch) render --no-config --quiet --palette p.txt --mode light -o ref.png && ln \(font) hl.ttf",
              command: "\(swatch) verify --no-config --against ref.png --actual hl.ttf -- render --palette old.txt --mode light > out.txt",
              status: 2, firstLine: refusal("hl.ttf", as: "the actual copy"), after: "\(intact) && [ ! -s out.txt ]"),
        .init(name: "diff -o the fallback font", files: files, setup: setup,
              command: "\(swatch) diff --no-config old.txt p.txt -o \(font) --mode light --no-images > out.md", status: 2,
              firstLine: refusal(font, as: "the sheet"), after: "\(intact) && [ ! -s out.md ]"),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}

/// The findings of those passes that need no fallback font.
@Suite struct HostilePass25PlainTests {
    static let render = #""$SWATCH" render --no-config --quiet --mode light --scale 1 --section 'Standard Fixed Colors'"#
    /// A name of a dead run's temporary (pid 2,000,000,000 is above every `pid_max`).
    static let leftover = ".swatch.2000000000.00000000000000aa.tmp"

    static let cases: [BadInputTests.Case] = [
        // H25-4: cleanup removed a file the user named, of a leftover's name, before the command read it.
        .init(name: "compare an image named as a leftover", setup: "\(render) -o a.png && cp a.png \(leftover)",
              command: #""$SWATCH" compare \#(leftover) a.png --diff d.png > out.txt"#, status: 0, firstLine: "",
              after: "cmp -s a.png \(leftover) && grep -q identical out.txt"),
        .init(name: "verify against a reference named as a leftover", setup: "\(render) -o \(leftover)",
              command: #""$SWATCH" verify --no-config --against \#(leftover) --diff d.png -- render --mode light --scale 1 --section 'Standard Fixed Colors' > out.txt"#,
              status: 0, firstLine: "", after: "[ -e \(leftover) ] && grep -q identical out.txt"),
        .init(name: "a font named as a leftover", setup: "cp '\(FontFiles.dejaVu)' \(leftover)",
              command: "\(render) --font=\(leftover) -o r.png", status: 0, firstLine: "", after: "[ -e \(leftover) ] && [ -s r.png ]"),
        // H26-3: by a second path (a hard link here; a bind mount alike) the named file was not known for the leftover.
        .init(name: "compare an image named as a leftover, by a hard link", setup: "\(render) -o a.png && cp a.png \(leftover) && ln \(leftover) x.png",
              command: #""$SWATCH" compare x.png a.png --diff d.png > out.txt"#, status: 0, firstLine: "",
              after: "[ -e \(leftover) ] && grep -q identical out.txt"),
        .init(name: "a swatch.yml reference named as a leftover",
              files: ["swatch.yml": "verify:\n  references:\n    - {against: \(leftover), render: {mode: light, scale: 1, section: [Standard Fixed Colors]}}\n"],
              setup: "\(render) -o \(leftover)", command: #""$SWATCH" verify --diff d.png > out.txt"#, status: 0, firstLine: "",
              after: "[ -e \(leftover) ] && grep -q identical out.txt"),
        // H25-5: a top-level key a reference's render uses is named as the config's, not the reference's, and once.
        .init(name: "a top-level font a reference uses is missing",
              files: ["swatch.yml": "font: nof.ttf\nverify:\n  references:\n    - {against: r.png, render: {mode: light}}\n"],
              command: #""$SWATCH" verify --record"#, status: 2, firstLine: "swatch: error: swatch.yml: font: 'nof.ttf': no such file or folder",
              after: "[ ! -e r.png ]"),
        // H26-5: of a top-level font and a reference's palette naming one file, the font's key is the one named.
        .init(name: "a top-level font that is the reference's palette",
              files: ["swatch.yml": "font: p.txt\nverify:\n  references:\n    - {against: r.png, render: {mode: light, palette: p.txt}}\n", "p.txt": "a #000000\n"],
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: swatch.yml: font: 'p.txt': not a font swatch can read (OpenType, TrueType or a collection of them)",
              after: "[ ! -e r.png ]"),
        // H27-2: and so does render's, of the config's font or palette.
        .init(name: "render with swatch.yml's font not a font", files: ["swatch.yml": "font: p.txt\n", "p.txt": "a #000000\n"],
              command: #""$SWATCH" render --palette p.txt --mode light -o r.png"#, status: 1,
              firstLine: "swatch: error: swatch.yml: font: 'p.txt': not a font swatch can read (OpenType, TrueType or a collection of them)",
              after: "[ ! -e r.png ]"),
        // H28-1: a palette or font named by a link into a dead run's leftover folder: its folder was not known to hold an input.
        .init(name: "a palette by a link into a leftover folder",
              setup: "mkdir \(leftover) && : > \(leftover)/.swatch-unfinished && printf 'a #000000\\n' > \(leftover)/p.txt && ln -s \(leftover)/p.txt p.txt",
              command: #""$SWATCH" render --no-config --quiet --palette p.txt --mode light -o r.png"#, status: 0, firstLine: "",
              after: "[ -e \(leftover)/p.txt ] && [ -s r.png ]"),
        .init(name: "a font by a link into a leftover folder",
              setup: "mkdir \(leftover) && : > \(leftover)/.swatch-unfinished && cp '\(FontFiles.dejaVu)' \(leftover)/f.ttf && ln -s \(leftover)/f.ttf f.ttf",
              command: "\(render) --font f.ttf -o r.png", status: 0, firstLine: "", after: "[ -e \(leftover)/f.ttf ] && [ -s r.png ]"),
        // H28-2: a long path is shown by its end where a reader names it as a path, by its start where as a value: either is the key's.
        .init(name: "swatch.yml's long font path is not a font",
              files: ["swatch.yml": "font: \(String(repeating: "f", count: 100)).ttf\n", String(repeating: "f", count: 100) + ".ttf": "not a font\n"],
              command: #""$SWATCH" render --mode light --section 'Standard Fixed Colors' -o r.png"#, status: 1,
              firstLine: "swatch: error: swatch.yml: font: '…\(String(repeating: "f", count: 52)).ttf (104 characters)': not a font swatch can read (OpenType, TrueType or a collection of them)",
              after: "[ ! -e r.png ]"),
        // H29-1: `diff git:` cleaned the temporary folder before reading the repository, whose git folder a dead run's
        // leftover there held (a `gitdir:` file): the repository went with it.
        .init(name: "diff git: of a repository whose git folder is in a leftover",
              setup: "mkdir tmp w && cd w && git init -q . && printf 'a #000000\\n' > x.txt && git add x.txt && "
                + "git -c user.email=a@b -c user.name=a -c commit.gpgsign=false commit -qm x && cd .. && mkdir tmp/swatch-2000000000-00000000000000aa && "
                + ": > tmp/swatch-2000000000-00000000000000aa/.swatch-unfinished && mv w/.git tmp/swatch-2000000000-00000000000000aa/g && "
                + #"printf 'gitdir: %s/tmp/swatch-2000000000-00000000000000aa/g\n' "$PWD" > w/.git && printf 'a #FFFFFF\n' > w/q.txt"#,
              command: #"cd w && TMPDIR="$PWD/../tmp" "$SWATCH" diff --no-config git:HEAD:x.txt q.txt --no-images > ../out.md"#, status: 1, firstLine: "",
              after: "[ -d tmp/swatch-2000000000-00000000000000aa/g ] && grep -q '1 changed' out.md"),
        // H30-5: and so is its pairs file, in check, render's contrast badges and diff.
        .init(name: "swatch.yml's pairs file not UTF-8", files: ["swatch.yml": "check:\n  pairs: p.txt\n"], setup: #"printf '\377\376 on x\n' > p.txt"#,
              command: #""$SWATCH" check"#, status: 2,
              firstLine: "swatch: error: swatch.yml: check.pairs: 'p.txt': is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)"),
        // H27-3: a sheet streamed into a file needed fontconfig's memory to look for a font there, though `>` had emptied it.
        .init(name: "render -o - into a file under a memory limit", command: "\(render) -o - > f.png", status: 0, firstLine: "",
              after: "[ -s f.png ]", memoryMB: 110),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}
