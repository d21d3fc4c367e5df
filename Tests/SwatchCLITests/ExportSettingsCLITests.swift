import Foundation
import Testing

/// `swatch export --settings FILE`: one export's settings from a file of their own, as the SwatchColors plugin
/// passes a target's `swatch-plugin.json`. The file is checked by swatch.yml's schema for an `exports` entry
/// (without `output`) with the same messages, the command line overrides it, and it is an input of the run.
@Suite struct ExportSettingsCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    static let sample = repository.appendingPathComponent("Samples/PluginDemo/Sources/DesignSystem").path

    /// A folder holding `palette.txt` and the files given; removed by the caller.
    func folder(_ files: [String: String]) throws -> String {
        let directory = try CLITests().temporaryDirectory()
        try "Brand/Accent #6E3AD8\nsurface #F2F2F7\n".write(toFile: directory + "/palette.txt", atomically: true, encoding: .utf8)
        for (name, text) in files { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        return directory
    }

    /// The plugin sample's settings (format swift, access public, no type-name) write what the same options on
    /// the command line write, with the enum named after the catalog: the sample's app target can use it.
    @Test func thePluginSampleSettingsEqualTheSameOptionsOnTheCommandLine() throws {
        let directory = try CLITests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let settings = try String(contentsOfFile: Self.sample + "/swatch-plugin.json", encoding: .utf8)
        #expect(settings == "{\"format\": \"swift\", \"access\": \"public\"}\n")
        let fromFile = try CLITests().swatch(["export", "--settings", Self.sample + "/swatch-plugin.json",
                                              "--palette", Self.sample + "/Brand.xcassets", "-o", "a.swift"], in: directory)
        #expect(fromFile.status == 0, "\(fromFile.stderr)")
        #expect(fromFile.stderr == "wrote a.swift\n")
        let fromOptions = try CLITests().swatch(["export", "--format", "swift", "--access", "public", "--type-name", "Brand",
                                                 "--palette", Self.sample + "/Brand.xcassets"], in: directory)
        #expect(fromOptions.status == 0, "\(fromOptions.stderr)")
        let written = try String(contentsOfFile: directory + "/a.swift", encoding: .utf8)
        #expect(written == fromOptions.stdout)
        #expect(written.contains("\npublic enum Brand {\n") && written.contains("    public static let accent = Color(\n"))
    }

    @Test(arguments: [
        ("{}", "extension Color {"),                                              // the plugin's default format
        ("format: uikit\naccess: package\n", "    package static var surface: UIColor {"),     // YAML as well as JSON
        ("{\"format\": \"swiftui\", \"type-name\": \"BrandColors\"}", "enum BrandColors {"),
        ("{\"format\": \"swift\"}", "enum Palette {"),                            // palette.txt: named after the file
        ("\u{FEFF}{\"format\": \"swift\", \"namespaces\": \"nested\"}\r\n", "    enum Brand {"),
    ])
    func theSettingsChooseTheExport(settings: String, line: String) throws {
        let directory = try folder(["s.json": settings])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "--palette", "palette.txt"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(line + "\n"), "\(run.stdout.prefix(600))")
    }

    /// With format swift and no type-name, two palettes of one target get an enum each, named after the file.
    @Test(arguments: [("Brand.xcassets", "Brand"), ("brand-colors.tokens.json", "BrandColors"), ("2024.txt", "Palette"),
                      ("赤.txt", "Palette"), ("web.theme.json", "Web")])
    func swiftIsNamedAfterThePalette(file: String, type: String) throws {
        let directory = try folder(["s.json": "{\"format\": \"swift\"}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let source = Self.repository.appendingPathComponent("Samples/Assets.xcassets").path
        switch file {
        case "Brand.xcassets": try FileManager.default.copyItem(atPath: source, toPath: directory + "/" + file)
        case "brand-colors.tokens.json":
            try ##"{"brand": {"$type": "color", "$value": "#6E3AD8"}}"##.write(toFile: directory + "/" + file, atomically: true, encoding: .utf8)
        case "web.theme.json": try FileManager.default.copyItem(atPath: Self.repository.appendingPathComponent("Samples/brand.theme.json").path,
                                                                toPath: directory + "/" + file)
        default: try FileManager.default.copyItem(atPath: directory + "/palette.txt", toPath: directory + "/" + file)
        }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "--palette", file], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\nenum \(type) {\n"), "\(run.stdout.prefix(400))")
    }

    /// Options on the command line win over the file's, as they do over swatch.yml's.
    @Test func theCommandLineOverridesTheFile() throws {
        let directory = try folder(["s.json": "{\"format\": \"swiftui\", \"access\": \"public\", \"type-name\": \"A\"}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "--format", "uikit", "--type-name", "B",
                                         "--palette", "palette.txt"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\npublic enum B {\n") && run.stdout.contains("UIColor"))
    }

    /// Every mistake is one line naming the file and the key, with swatch.yml's words; nothing is written.
    @Test(arguments: [
        ("{\"typeName\": \"Brand\"}", "s.json: typeName: unknown key (did you mean 'type-name'?)"),
        ("{\"format\": \"swift\", \"acess\": \"public\"}", "s.json: acess: unknown key (did you mean 'access'?)"),
        ("access: publc\n", "s.json: access: unknown access level 'publc' (did you mean 'public'?)"),
        ("{\"format\": \"kotlin\"}", "s.json: format: unknown format 'kotlin' (choose one of "),
        ("{\"format\": \"swift\", \"type-name\": \"a b\"}", "s.json: --type-name 'a b' is not a Swift type name"),
        ("{\"min-ios\": 12}", "s.json: min-ios: expected a whole number from 13 to 99, not the number 12"),
        ("{\"force\": \"yes\"}", "s.json: force: expected true or false, not 'yes'"),
        ("{\"output\": \"x.swift\"}", "s.json: output: unknown key (expected one of format, type-name, min-ios, access, namespaces, values, force)"),
        ("[\"swift\"]", "s.json: expected a mapping, not a list"),
        ("{\"format\": \"swift\", \"format\": \"uikit\"}", "s.json: not valid YAML"),
        ("{\"format\": ", "s.json: not valid YAML"),
        ("\u{FF}\u{FE}", "s.json: not UTF-8 text"),
    ])
    func aBadFileIsOneLine(settings: String, message: String) throws {
        let directory = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        if settings == "\u{FF}\u{FE}" {
            try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory + "/s.json"))
        } else {
            try settings.write(toFile: directory + "/s.json", atomically: true, encoding: .utf8)
        }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "--palette", "palette.txt", "-o", "out.swift"], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("swatch: error: " + message), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.swift"))
    }

    /// The file as an input: missing, a folder, too large, a pipe that says nothing, or the run's own output.
    @Test(arguments: [
        ("missing", "swatch: error: none.json: no such file or folder\n"),
        ("folder", "swatch: error: dir: is a folder, not a file\n"),
        ("large", "swatch: error: big.json: larger than 1 MiB, swatch's limit for an export settings file\n"),
        ("overwrite", "swatch: error: s.json: the export would overwrite the export settings s.json; write it somewhere else\n"),
        ("link", "swatch: error: link.swift: the export would overwrite the export settings s.json; write it somewhere else\n"),
    ])
    func theFileIsAnInputOfTheRun(kind: String, message: String) throws {
        let directory = try folder(["s.json": "{\"format\": \"swift\"}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var arguments = ["export", "--palette", "palette.txt"]
        switch kind {
        case "missing": arguments += ["--settings", "none.json", "-o", "out.swift"]
        case "folder":
            try FileManager.default.createDirectory(atPath: directory + "/dir", withIntermediateDirectories: false)
            arguments += ["--settings", "dir", "-o", "out.swift"]
        case "large":
            try Data(repeating: 0x20, count: (1 << 20) + 1).write(to: URL(fileURLWithPath: directory + "/big.json"))
            arguments += ["--settings", "big.json", "-o", "out.swift"]
        case "overwrite": arguments += ["--settings", "s.json", "-o", "s.json"]
        default:
            try FileManager.default.createSymbolicLink(atPath: directory + "/link.swift", withDestinationPath: "s.json")
            arguments += ["--settings", "s.json", "-o", "link.swift"]
        }
        let before = try String(contentsOfFile: directory + "/s.json", encoding: .utf8)
        let run = try CLITests().swatch(arguments, in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == message)
        #expect(try String(contentsOfFile: directory + "/s.json", encoding: .utf8) == before)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.swift"))
    }

    /// A pipe is read like swatch.yml given with --config (`--settings <(echo ...)`).
    @Test func aPipeIsRead() throws {
        let directory = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch([], shell: #"printf '{"format": "css"}' | "$SWATCH" export --settings /dev/stdin --palette palette.txt"#,
                                        in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(":root {"))
    }

    /// --settings is one export: it does not mix with swatch.yml's list, and the options that belong to an export
    /// still need --format or --settings.
    @Test func settingsAndTheConfigsExports() throws {
        let directory = try folder(["swatch.yml": "palette: palette.txt\nexports:\n  - format: css\n    output: out.css\n",
                                    "s.json": "{\"format\": \"swift\"}"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "-o", "x.swift"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "wrote x.swift\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.css"))
        let alone = try CLITests().swatch(["export", "--access", "public"], in: directory)
        #expect(alone.status == 1)
        #expect(alone.stderr == "swatch: error: -o, --type-name, --min-ios, --access, --namespaces, --values and --force go with --format or --settings; each export in swatch.yml sets its own\n")
    }
}
