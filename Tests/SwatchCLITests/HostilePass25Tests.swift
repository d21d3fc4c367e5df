import Foundation
import Testing
import SwatchTestSupport

/// Session 49's cases: the twenty-fourth pass's last findings (H24-9) and the twenty-fifth pass's, each as a user meets it.
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
    static let standardOutput = "swatch: error: the system's fallback font for '\u{0932}': is also standard output, which swatch would write over: send the output elsewhere"

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
              firstLine: standardOutput, after: "\(intact) && [ ! -e r.png ]"),
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

/// The twenty-fifth pass's findings that need no fallback font.
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
        .init(name: "a swatch.yml reference named as a leftover",
              files: ["swatch.yml": "verify:\n  references:\n    - {against: \(leftover), render: {mode: light, scale: 1, section: [Standard Fixed Colors]}}\n"],
              setup: "\(render) -o \(leftover)", command: #""$SWATCH" verify --diff d.png > out.txt"#, status: 0, firstLine: "",
              after: "[ -e \(leftover) ] && grep -q identical out.txt"),
        // H25-5: a top-level key a reference's render uses is named as the config's, not the reference's, and once.
        .init(name: "a top-level font a reference uses is missing",
              files: ["swatch.yml": "font: nof.ttf\nverify:\n  references:\n    - {against: r.png, render: {mode: light}}\n"],
              command: #""$SWATCH" verify --record"#, status: 2, firstLine: "swatch: error: swatch.yml: font: 'nof.ttf': no such file or folder",
              after: "[ ! -e r.png ]"),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}
