import Foundation
import Testing
import SwatchKit

/// The config in use: found from a subfolder of the work tree, overridden by options, and driving export,
/// export --check, check and verify.
@Suite struct ConfigWorkflowCLITests {
    let cli = CLITests()

    /// A work tree (a `.git` folder) holding a text-list palette and `swatch.yml` with `config`.
    func workTree(_ config: String, palette: String = "[Brand]\nbrand #E11F26 #FF4A50\nink #0A1E3C #FFFFFF\n") throws -> String {
        let directory = try cli.temporaryDirectory()
        for folder in [".git", "Design", "Sources/App", "App/Deep"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        }
        try Data(palette.utf8).write(to: URL(fileURLWithPath: directory + "/Design/brand.txt"))
        try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        return directory
    }

    static let exports = """
        palette: Design/brand.txt
        exports:
          - format: swiftui
            output: Sources/App/Colors.swift
            type-name: Brand
          - format: xcassets
            output: Sources/App/Brand.xcassets
          - format: css
            output: Design/brand.css
        """

    func modified(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    /// Sets `path`'s modification time an hour back, so a rewrite would show.
    func age(_ path: String) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: path)
    }

    @Test func exportWritesEveryExportThenLeavesThemAlone() throws {
        let root = try workTree(Self.exports)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Run from a subfolder: the config at the work tree's top is found and its paths are relative to it.
        let first = try cli.swatch(["export"], in: root + "/App/Deep")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)  // status lines go to standard error
        #expect(first.stderr == "wrote ../../Sources/App/Colors.swift\nwrote ../../Sources/App/Brand.xcassets\nwrote ../../Design/brand.css\n")
        let swift = try String(contentsOfFile: root + "/Sources/App/Colors.swift", encoding: .utf8)
        #expect(swift.contains("enum Brand"))
        #expect(FileManager.default.fileExists(atPath: root + "/Sources/App/Brand.xcassets/Brand/brand.colorset/Contents.json"))
        let css = root + "/Design/brand.css", colorSet = root + "/Sources/App/Brand.xcassets/Brand/brand.colorset/Contents.json"
        for path in [css, root + "/Sources/App/Colors.swift", colorSet] { try age(path) }
        let before = try [css, colorSet].map(modified)

        let second = try cli.swatch(["export"], in: root)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stderr == "Sources/App/Colors.swift: unchanged\nSources/App/Brand.xcassets: unchanged\nDesign/brand.css: unchanged\n")
        #expect(try [css, colorSet].map(modified) == before)

        let current = try cli.swatch(["export", "--check"], in: root)
        #expect(current.status == 0, "\(current.stderr)")
        #expect(current.stdout == "all 3 exports are current\n")
    }

    @Test func exportCheckNamesTheStaleFiles() throws {
        let root = try workTree(Self.exports)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(try cli.swatch(["export"], in: root).status == 0)
        try Data("/* edited by hand */\n".utf8).write(to: URL(fileURLWithPath: root + "/Design/brand.css"))
        try FileManager.default.removeItem(atPath: root + "/Sources/App/Colors.swift")
        try FileManager.default.removeItem(atPath: root + "/Sources/App/Brand.xcassets/Brand/ink.colorset/Contents.json")
        let before = try String(contentsOfFile: root + "/Design/brand.css", encoding: .utf8)
        let run = try cli.swatch(["export", "--check"], in: root)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout == """
            Sources/App/Colors.swift: missing
            Sources/App/Brand.xcassets: stale (Brand/ink.colorset/Contents.json is missing)
            Design/brand.css: stale (differs)
            3 of 3 exports are stale: run swatch export to write them

            """)
        #expect(try String(contentsOfFile: root + "/Design/brand.css", encoding: .utf8) == before, "--check writes nothing")
        #expect(try cli.swatch(["export"], in: root).status == 0)
        #expect(try cli.swatch(["export", "--check"], in: root).status == 0)
    }

    /// One export that cannot be written (a folder swatch did not write) and nothing is written at all.
    @Test func exportsAreWrittenAllOrNone() throws {
        let root = try workTree(Self.exports)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/App/Brand.xcassets", withIntermediateDirectories: true)
        let run = try cli.swatch(["export"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: Sources/App/Brand.xcassets: a folder swatch did not write (no .swatch-export); --force replaces it\n")
        #expect(!FileManager.default.fileExists(atPath: root + "/Design/brand.css"))
        #expect(!FileManager.default.fileExists(atPath: root + "/Sources/App/Colors.swift"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root + "/Sources/App/Brand.xcassets").isEmpty)
    }

    @Test func aSingleExportIsNotRewrittenWhenUnchanged() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(try cli.swatch(["export", "--format", "css", "--name", "systemRed", "-o", "c.css"], in: directory).status == 0)
        try age(directory + "/c.css")
        let before = try modified(directory + "/c.css")
        let again = try cli.swatch(["export", "--format", "css", "--name", "systemRed", "-o", "c.css"], in: directory)
        #expect(again.stderr == "c.css: unchanged\n" && again.stdout.isEmpty)
        #expect(try modified(directory + "/c.css") == before)
        let other = try cli.swatch(["export", "--format", "css", "--name", "systemBlue", "-o", "c.css", "--check"], in: directory)
        #expect(other.status == 1)
        #expect(other.stdout == "c.css: stale (differs)\n1 of 1 exports is stale: run swatch export to write them\n")
    }

    @Test(arguments: [
        (["export"], "swatch: error: give --format FORMAT (and -o PATH), or list exports in swatch.yml"),
        (["export", "-o", "c.css"], "swatch: error: -o, --type-name, --min-ios, --access, --namespaces, --values, --xcode-symbols, --css-theme and --force go with --format or --settings; each export in swatch.yml sets its own"),
        (["export", "--format", "css", "--check"], "swatch: error: --check compares files: give -o PATH"),
        (["export", "--format", "xcassets", "--check"], "swatch: error: --check compares files: give -o PATH"),
    ])
    func exportNeedsSomethingToWrite(arguments: [String], message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(arguments, in: directory)
        #expect(run.status == (arguments.contains("--check") ? 2 : 1))
        #expect(run.stderr == message + "\n")
    }

    @Test func anExportOptionTheCommandRefusesNamesItsEntry() throws {
        let root = try workTree("exports:\n  - format: uikit\n    output: c.swift\n    type-name: 9lives\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try cli.swatch(["export"], in: root)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: swatch.yml: exports[0]: --type-name '9lives' is not a Swift type name\n")
    }

    /// Options on the command line override the config; the config overrides the defaults.
    @Test func optionsOverrideTheConfig() throws {
        let root = try workTree("catalog: ios17\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let config = try cli.swatch(["list", "--name", "systemRed", "--mode", "light", "--format", "csv"], in: root + "/App")
        #expect(config.stdout.contains(",#FF3B30FF,"), "\(config.stdout)")
        let option = try cli.swatch(["list", "--name", "systemRed", "--mode", "light", "--format", "csv", "--catalog", "ios26"], in: root + "/App")
        #expect(option.stdout.contains(",#FF383CFF,"), "\(option.stdout)")
        let none = try cli.swatch(["list", "--name", "systemRed", "--mode", "light", "--format", "csv", "--no-config"], in: root + "/App")
        #expect(none.stdout.contains(",#FF383CFF,"))
    }

    @Test func checkTakesThePairsAndLevelFromTheConfig() throws {
        let root = try workTree("palette: Design/brand.txt\ncheck:\n  pairs: Design/pairs.txt\n  wcag-level: AAA\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("ink on systemBackground as text\n".utf8).write(to: URL(fileURLWithPath: root + "/Design/pairs.txt"))
        let run = try cli.swatch(["check"], in: root + "/App")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("0 of 2 checks fail (WCAG AAA)\n"), "\(run.stdout)")
        let aa = try cli.swatch(["check", "--wcag-level", "aa"], in: root)
        #expect(aa.stdout.hasSuffix("0 of 2 checks fail (WCAG AA)\n"))
    }

    @Test(.needsDejaVu) func verifyChecksTheConfigsReferences() throws {
        let root = try workTree("""
            palette: Design/brand.txt
            font: \(CLITests.font)
            verify:
              references:
                - against: Snapshots/light.png
                  render: { mode: light, scale: 1, style: plain }
                - against: Snapshots/dark.png
                  render: { mode: dark, scale: 1, style: plain }
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Snapshots", withIntermediateDirectories: true)
        let record = try cli.swatch(["verify", "--record"], in: root)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout == "recorded Snapshots/light.png (there was none)\nrecorded Snapshots/dark.png (there was none)\n")
        let pass = try cli.swatch(["verify", "--format", "junit"], in: root)
        #expect(pass.status == 0, "\(pass.stderr)")
        #expect(pass.stdout.contains(#"<testsuites name="swatch verify" tests="2" failures="0">"#))
        #expect(pass.stdout.contains(#"<testcase classname="verify" name="Snapshots/dark.png"/>"#))
        // The dark reference replaced by the light one: one failing case, exit 1.
        try FileManager.default.removeItem(atPath: root + "/Snapshots/dark.png")
        try FileManager.default.copyItem(atPath: root + "/Snapshots/light.png", toPath: root + "/Snapshots/dark.png")
        let fail = try cli.swatch(["verify", "--format", "junit"], in: root)
        #expect(fail.status == 1, "\(fail.stderr)")
        #expect(fail.stdout.contains(#"<testsuites name="swatch verify" tests="2" failures="1">"#))
        #expect(fail.stdout.contains(#"<testcase classname="verify" name="Snapshots/dark.png">"#))
        let both = try cli.swatch(["verify", "--diff", "d.png"], in: root)
        #expect(both.status == 2)
        #expect(both.stderr == "swatch: error: --diff and --actual name one file each: verify one reference at a time (--against PNG -- render ...) to keep its evidence\n")
    }

    /// A reference drawn with another font says so, and how to pin it; the manifest and the PNG record the
    /// font's family, version and SHA-256 (checked against sha256sum).
    @Test(.needsDejaVu) func referencesRecordTheirFont() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let render = ["render", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors"]
        #expect(try cli.swatch(render + ["--font", CLITests.font, "-o", "ref.png", "--manifest", "ref.json"], in: directory).status == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/ref.json"))) as? [String: Any])
        let fonts = try #require(manifest["fonts"] as? [[String: String]])
        let sum = try cli.swatch([], shell: "sha256sum \(CLITests.font) | cut -c1-64")
        #expect(fonts == [["role": "regular", "file": "DejaVuSans.ttf", "family": "DejaVu Sans", "version": "Version 2.37",
                           "sha256": sum.stdout.trimmingCharacters(in: .whitespacesAndNewlines)]])
        let chunk = try #require(try PNGImage.textChunks(ofFile: directory + "/ref.png").first { $0.key == "Fonts" })
        #expect(FontIdentity.parse(chunkText: chunk.value)?.map(\.sha256) == [fonts[0]["sha256", default: ""]])

        let bold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
        let run = try cli.swatch(["verify", "--against", "ref.png", "--"] + render + ["--font", bold], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let hint = "  the reference was drawn with DejaVu Sans Version 2.37 (DejaVuSans.ttf, sha256 \(fonts[0]["sha256", default: ""].prefix(12))), "
            + "this run with DejaVu Sans Version 2.37 (DejaVuSans-Bold.ttf, sha256 0d977336a6d5): pin the font with --font PATH, or font: in swatch.yml"
        #expect(run.stdout.split(separator: "\n").map(String.init).contains(hint), "\(run.stdout)")
        let same = try cli.swatch(["verify", "--against", "ref.png", "--"] + render + ["--font", CLITests.font, "--section", "Standard System Colors"],
                                  in: directory)
        #expect(same.status == 1)
        #expect(!same.stdout.contains("drawn with"), "same font, no hint")
        // The same font in another look: the look is named instead.
        let look = try cli.swatch(["verify", "--against", "ref.png", "--"] + render + ["--font", CLITests.font, "--look", "iOS13"], in: directory)
        #expect(look.status == 1)
        #expect(look.stdout.split(separator: "\n").map(String.init).contains(
            "  the reference was drawn in the ios26 look, this run in the ios13 look: pin it with --look, or look: in swatch.yml"), "\(look.stdout)")
        #expect(!look.stdout.contains("drawn with"))
    }
}
