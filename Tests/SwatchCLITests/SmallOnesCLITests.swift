import Foundation
import Testing
@testable import SwatchKit
@testable import SwatchPNG

/// The small ones: compare of different sizes, export's missing folders, completions.
@Suite struct SmallOnesCLITests {
    let cli = CLITests()

    /// Sizes that differ: both sizes and no channel figure (no pixel was compared); with --diff, the figure
    /// covers the pixels both images have, and says so.
    @Test func compareOfTwoSizes() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (name, width) in [("a.png", 4), ("b.png", 5)] {
            let writer = try PNGStreamWriter(path: directory + "/" + name, width: width, height: 2, hasAlpha: false, text: [])
            let pixels = [UInt8](repeating: 255, count: width * 2 * 4)
            try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 2) }
            try writer.finish()
        }
        let run = try cli.swatch(["compare", "a.png", "b.png"], in: directory)
        #expect(run.status == 1)
        #expect(run.stdout == """
            different
              differing pixels: 2 of 10 (20%); 0 allowed
              bounding box: x 4...4, y 0...1 (1 x 2 px)
              size: expected 4 x 2 px, actual 5 x 2 px
              pixels both images have: not compared, the sizes differ (--diff compares them)

            """)
        let json = try cli.swatch(["compare", "a.png", "b.png", "--format", "json"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["maxChannelDelta"] is NSNull)
        let junit = try cli.swatch(["compare", "a.png", "b.png", "--format", "junit"], in: directory)
        #expect(junit.stdout.contains(#"message="different: 2 of 10 pixels differ (20%), within x 4...4, y 0...1, size 5 x 2 px, expected 4 x 2 px""#))
        let diff = try cli.swatch(["compare", "a.png", "b.png", "--diff", "d.png"], in: directory)
        #expect(diff.stdout.contains("\n  largest channel difference where both have pixels: 0\n"))
    }

    /// swatch.yml's choices take any case, as the command line does: `format: SwiftUI` exports, `wcag-level: aa` checks.
    @Test func configChoicesTakeAnyCase() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/p.txt"))
        try Data("label on systemBackground\n".utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        try Data("palette: p.txt\nexports:\n  - { format: SwiftUI, output: C.swift, access: Public }\ncheck: { pairs: pairs.txt, wcag-level: aaa }\n".utf8)
            .write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        let export = try cli.swatch(["export"], in: directory)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(try String(contentsOfFile: directory + "/C.swift", encoding: .utf8).contains("public static var a: Color"))
        let check = try cli.swatch(["check"], in: directory)
        #expect(check.status == 0 && check.stdout.hasSuffix("0 of 1 checks fail (WCAG AAA)\n"), "\(check.stdout)\(check.stderr)")
    }

    /// export makes the folders its outputs need, and removes them again when the run fails; --check says
    /// "missing" for the same outputs, and "current" once written.
    @Test func exportMakesMissingFoldersAllOrNone() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/p.txt"))
        try FileManager.default.createDirectory(atPath: directory + "/Mine", withIntermediateDirectories: false)
        let config = "palette: p.txt\nexports:\n  - { format: css, output: Web/Styles/c.css }\n  - { format: xcassets, output: App/Gen/A.xcassets }\n"
        try Data((config + "  - { format: android, output: Mine }\n").utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        let failed = try cli.swatch(["export"], in: directory)
        #expect(failed.status == 1)
        #expect(failed.stderr == "swatch: error: Mine: a folder swatch did not write (no .swatch-export); --force replaces it\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["Mine", "p.txt", "swatch.yml"])

        try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        let check = try cli.swatch(["export", "--check"], in: directory)
        #expect(check.status == 1)
        #expect(check.stdout == "Web/Styles/c.css: missing\nApp/Gen/A.xcassets: missing\n2 of 2 exports are stale: run swatch export to write them\n")
        let written = try cli.swatch(["export"], in: directory)
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stderr == "wrote Web/Styles/c.css\nwrote App/Gen/A.xcassets\n")
        #expect(try cli.swatch(["export", "--check"], in: directory).stdout == "all 2 exports are current\n")

        // A file where a folder should be: one line, nothing made.
        try Data("notes\n".utf8).write(to: URL(fileURLWithPath: directory + "/notes"))
        let file = try cli.swatch(["export", "--format", "css", "--palette", "p.txt", "-o", "notes/x/c.css"], in: directory)
        #expect(file.stderr == "swatch: error: cannot write notes/x/c.css: notes is not a folder\n")
        // A missing folder inside the palette is refused before it is made.
        let inside = try cli.swatch(["export", "--format", "css", "--palette", "App/Gen/A.xcassets", "-o", "App/Gen/A.xcassets/New/c.css"], in: directory)
        #expect(inside.stderr == "swatch: error: App/Gen/A.xcassets/New/c.css: the export would be written inside the palette App/Gen/A.xcassets; write it somewhere else\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/App/Gen/A.xcassets/New"))
        // A path too long to look at is that, in one short line (it said "directory ... does not exist", quoting the
        // 6,000-character path twice), its end kept as every path's is, and nothing is made.
        let deep = Array(repeating: "d", count: 3_000).joined(separator: "/") + "/c.css"
        let long = try cli.swatch(["export", "--format", "css", "--palette", "p.txt", "-o", deep], in: directory)
        #expect(long.status == 1)
        #expect(long.stderr == "swatch: error: cannot write …" + String(repeating: "/d", count: 24) + "/c.css (6005 characters): file name too long\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/d"))
    }

    /// Completions: file paths for the options that name files, the formats for --format.
    @Test func completions() throws {
        let zsh = try cli.swatch(["--generate-completion-script", "zsh"])
        for option in ["--palette", "--config", "--pairs"] {
            #expect(zsh.stdout.contains(#"]:\#(option == "--palette" ? "path" : option == "--config" ? "swatch.yml" : "pairs.txt"):_files'"#), "\(option)")
        }
        let output = zsh.stdout.split(separator: "\n").first { $0.contains("'(--output -o)'{--output,-o}'[Where to write the PNG; - for standard output") }
        #expect(output?.contains("]:output:_files") == true)
        #expect(zsh.stdout.contains("local -ar ___format=(" + PaletteFormat.all.map { "'\($0.name)'" }.joined(separator: " ") + ")"))
        #expect(zsh.stdout.contains("local -ar ___format=('table' 'json' 'csv' 'markdown')"))
        let bash = try cli.swatch(["--generate-completion-script", "bash"])
        #expect(bash.stdout.contains(PaletteFormat.all.map { "'\($0.name)'" }.joined(separator: "$'\\n'")))
        // After `render`, the request is the root's still: render parsed alone skips the parser's completion check
        // (`Swatch.Render.configuration`), and the root's pass answers it.
        let afterRender = try cli.swatch(["render", "--generate-completion-script", "bash"])
        #expect(afterRender.status == 0)
        #expect(afterRender.stdout == bash.stdout)
    }
}
