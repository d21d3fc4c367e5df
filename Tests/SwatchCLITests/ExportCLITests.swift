import Foundation
import Testing

/// `swatch export` as a user runs it: standard output by default, files and folders written all or none.
@Suite struct ExportCLITests {
    let cli = CLITests()

    @Test func textGoesToStandardOutputOrAFile() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stdout = try cli.swatch(["export", "--format", "css", "--name", "systemRed"], in: directory)
        #expect(stdout.status == 0, "\(stdout.stderr)")
        #expect(stdout.stdout.contains("  --system-red: #FF383C;"))
        let file = try cli.swatch(["export", "--format", "css", "--name", "systemRed", "-o", "colors.css"], in: directory)
        #expect(file.status == 0, "\(file.stderr)")
        #expect(try String(contentsOfFile: directory + "/colors.css", encoding: .utf8) == stdout.stdout)
    }

    @Test(arguments: [
        (["export", "--format", "xcassets"], "swatch: error: a folder format needs -o PATH"),
        (["export", "--format", "xcassets", "-o", "Mine"], "swatch: error: Mine: a folder swatch did not write (no .swatch-export); --force replaces it"),
        (["export", "--format", "css", "--palette", "c.txt", "-o", "c.txt"],
         "swatch: error: c.txt: the export would overwrite the palette c.txt; write it somewhere else"),
        (["list", "--format", "css"], "swatch: error: --format css is for swatch export; list prints table, json, csv, markdown"),
        (["export", "--format", "css", "--min-ios", "12"], "swatch: error: --min-ios: invalid value '12' (expected a whole number from 13 to 99)"),
    ])
    func mistakesAreOneLine(arguments: [String], message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/Mine", withIntermediateDirectories: true)
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/c.txt"))
        let run = try cli.swatch(arguments, in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n")
        #expect(try String(contentsOfFile: directory + "/c.txt", encoding: .utf8) == "a #FF0000\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/Mine").isEmpty)
    }

    /// Issue 28, H8: a folder format given a file's name (`-o t.tokens.json`) made a folder of that name; it is refused,
    /// saying what to name the folder, and nothing is made.
    @Test(arguments: [
        (["tokens", "t.tokens.json"], "t.tokens.json: tokens writes a folder of files, not one .json file: name the folder t.tokens"),
        (["tokens-flat", "out/t.json"], "out/t.json: tokens-flat writes a folder of files, not one .json file: name the folder out/t.tokens"),
        (["xcassets", "Brand.swift"], "Brand.swift: xcassets writes a folder of files, not one .swift file: name the folder Brand.xcassets"),
        (["android", "colors.xml"], "colors.xml: android writes a folder of files, not one .xml file: name the folder colors.res"),
    ])
    func aFolderFormatRefusesAFileName(format: [String], message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["export", "--format", format[0], "-o", format[1], "--name", "systemRed"], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: \(message)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        let check = try cli.swatch(["export", "--check", "--format", format[0], "-o", format[1], "--name", "systemRed"], in: directory)
        #expect(check.status == 2)
        #expect(check.stderr == "swatch: error: \(message)\n")
    }

    /// A folder named like a file that swatch wrote before (`t.tokens.json`, from an earlier release) is written again,
    /// with or without --force.
    @Test func anEarlierFolderNamedLikeAFileStaysUsable() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try cli.swatch(["export", "--format", "tokens", "-o", "t.tokens", "--name", "systemRed"], in: directory)
        #expect(first.status == 0, "\(first.stderr)")
        try FileManager.default.moveItem(atPath: directory + "/t.tokens", toPath: directory + "/t.tokens.json")
        for force in [[], ["--force"]] {
            let again = try cli.swatch(["export", "--format", "tokens", "-o", "t.tokens.json", "--name", "systemBlue", "--quiet"] + force, in: directory)
            #expect(again.status == 0, "\(again.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory + "/t.tokens.json")
        #expect(files.contains { $0.hasSuffix(".tokens.json") })
    }

    /// An asset catalog written by swatch reads back with the same hex codes in every appearance.
    @Test func anExportedCatalogReadsBack() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let export = try cli.swatch(["export", "--format", "xcassets", "--section", "UI Element Colors", "-o", "UI.xcassets"], in: directory)
        #expect(export.status == 0, "\(export.stderr)")
        let original = try cli.swatch(["list", "--section", "UI Element Colors", "--mode", "light", "--format", "csv"], in: directory)
        let copy = try cli.swatch(["list", "--palette", "UI.xcassets", "--mode", "light", "--format", "csv"], in: directory)
        // name → light hex; an asset catalog lists its colour sets alphabetically, so compare by name.
        func hexes(_ csv: String) -> [String: String] {
            Dictionary(csv.split(separator: "\r\n").dropFirst().map { line in
                let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                return (fields[1], fields[3])
            }, uniquingKeysWith: { first, _ in first })
        }
        #expect(hexes(original.stdout).count == 20)
        #expect(hexes(original.stdout) == hexes(copy.stdout))
    }
}
