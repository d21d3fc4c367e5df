import Foundation
import Testing
import SwatchTestSupport

/// `swatch export --settings FILE`: one export's settings from a file of their own, as the SwatchColors plugin
/// passes a target's `swatch-plugin.json`. The file is checked by swatch.yml's schema for an `exports` entry
/// (without `output`) with the same messages, the command line overrides it, and it is an input of the run.
@Suite struct ExportSettingsCLITests {
    static let repository = Repository.root.standardized
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
        ("format: uikit\raccess: package\r", "    package static var surface: UIColor {"),  // CR line endings
    ])
    func theSettingsChooseTheExport(settings: String, line: String) throws {
        let name = settings.contains("{") ? "s.json" : "s.yml"  // a .json file is JSON (`jsonSettingsAreStrictJSON`)
        let directory = try folder([name: settings])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export", "--settings", name, "--palette", "palette.txt"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(line + "\n"), "\(run.stdout.prefix(600))")
    }

    /// A `.json` settings file is read by the strict JSON parser every JSON input meets: what YAML would let through
    /// (the eleventh hostile pass: all five were accepted) is refused, naming the file and the place.
    @Test(arguments: [
        ("{\"format\": \"css\",}", "s.json: not valid JSON (unexpected \"}\", expected a key in quotes at line 1, column 18)"),
        ("{'format': 'css'}", "s.json: not valid JSON (unexpected \"'\", expected a key in quotes at line 1, column 2)"),
        ("{format: css}", "s.json: not valid JSON (unexpected \"f\", expected a key in quotes at line 1, column 2)"),
        ("# settings\n{\"format\": \"css\"}", "s.json: not valid JSON (unexpected \"#\" at line 1, column 1)"),
        // JSON's null is a value (the twelfth hostile pass: it was read as no settings, format swiftui).
        ("null", "s.json: expected a mapping, not null"),
        ("format: css\n", "s.json: not valid JSON (unexpected \"f\" at line 1, column 1)"),
    ])
    func jsonSettingsAreStrictJSON(settings: String, message: String) throws {
        let directory = try folder(["s.json": settings])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export", "--settings", "s.json", "--palette", "palette.txt"], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: " + message + "\n")
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
        ("access: publc\n", "s.yml: access: unknown access level 'publc' (did you mean 'public'?)"),
        ("{\"format\": \"kotlin\"}", "s.json: format: unknown format 'kotlin' (choose one of "),
        ("{\"format\": \"swift\", \"type-name\": \"a b\"}", "s.json: --type-name 'a b' is not a Swift type name"),
        ("{\"min-ios\": 12}", "s.json: min-ios: expected a whole number from 13 to 99, not the number 12"),
        ("{\"force\": \"yes\"}", "s.json: force: expected true or false, not 'yes'"),
        ("{\"output\": \"x.swift\"}", "s.json: output: unknown key (expected one of format, type-name, min-ios, access, namespaces, values, xcode-symbols, css-theme, force)"),
        ("[\"swift\"]", "s.json: expected a mapping, not a list"),
        ("{\"format\": \"swift\", \"format\": \"uikit\"}", "s.json: not valid JSON (key \"format\" appears twice at line 1, column 21)\n"),
        ("{\"format\": ", "s.json: not valid JSON (unexpected end of file at line 1, column 12)\n"),
        ("\u{FF}\u{FE}", "s.json: is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)"),
        // A value is a value, whatever it starts with: these said "Missing value for '--type-name <name>'".
        ("{\"type-name\": \"--force\"}", "s.json: --type-name '--force' is not a Swift type name"),
        ("{\"type-name\": \"-o\"}", "s.json: --type-name '-o' is not a Swift type name"),
        ("{\"type-name\": \"\"}", "s.json: --type-name '' is not a Swift type name"),
        // Quoted on one line, escaped and abbreviated: these were cut at the line break, or 100 KB long.
        ("{\"type-name\": \"A\\nB\\u001b[31m\"}", "s.json: --type-name 'A\\u{A}B\\u{1B}[31m' is not a Swift type name\n"),
        ("{\"type-name\": \"\(String(repeating: "é", count: 1_000))\"}",
         "s.json: --type-name '\(String(repeating: "é", count: 80))… (1000 characters)' is not a Swift type name\n"),
        ("{\"\\u001b]0;x\\u0007\": 1}", "s.json: \\u{1B}]0;x\\u{7}: unknown key (expected one of "),
        ("{\"format\": \"\(String(repeating: "x", count: 5000))\"}",
         "s.json: format: unknown format '\(String(repeating: "x", count: 80))… (5000 characters)' (choose one of "),
        ("format: swift\u{0}\n", "s.yml: not valid YAML"),
        ("format: swift\nformat: uikit\n", "s.yml: format: given twice (first at line 1)\n"),
        // Aliases go no further than the first value of the wrong type: nothing expands.
        ("type-name: [&a [x, x, x, x, x, x, x, x], &b [*a, *a, *a, *a, *a, *a, *a, *a], &c [*b, *b, *b, *b, *b, *b, *b, *b], "
            + "&d [*c, *c, *c, *c, *c, *c, *c, *c], &e [*d, *d, *d, *d, *d, *d, *d, *d], [*e, *e, *e, *e, *e, *e, *e, *e]]",
         "s.yml: type-name: expected text, not a list"),
        ("{\"min-ios\": 99999999999999999999999}", "s.json: min-ios: expected a whole number from 13 to 99, not the number 99999999999999999999999"),
        ("{\"force\": null}", "s.json: force: expected true or false, not nothing"),
    ])
    func aBadFileIsOneLine(settings: String, message: String) throws {
        let directory = try folder([:])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let name = String(message.prefix { $0 != ":" })  // s.json (read as JSON) or s.yml
        if settings == "\u{FF}\u{FE}" {
            try Data([0xFF, 0xFE, 0x00]).write(to: URL(fileURLWithPath: directory + "/" + name))
        } else {
            try settings.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8)
        }
        let run = try CLITests().swatch(["export", "--settings", name, "--palette", "palette.txt", "-o", "out.swift"], in: directory)
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
        ("hard link", "swatch: error: hard.swift: the export would overwrite the export settings s.json; write it somewhere else\n"),
        ("dot-dot", "swatch: error: ./dir/../s.json: the export would overwrite the export settings s.json; write it somewhere else\n"),
        ("catalog", "swatch: error: Out.xcassets: the export would overwrite the export settings Out.xcassets/s.json; write it somewhere else\n"),
        // This said "is a symbolic link that changed while swatch read it".
        ("loop", "swatch: error: loop.json: too many levels of symbolic links\n"),
        ("device", "swatch: error: /dev/zero: is a device, not a file\n"),
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
        case "hard link":
            try FileManager.default.linkItem(atPath: directory + "/s.json", toPath: directory + "/hard.swift")
            arguments += ["--settings", "s.json", "-o", "hard.swift"]
        case "dot-dot":
            try FileManager.default.createDirectory(atPath: directory + "/dir", withIntermediateDirectories: false)
            arguments += ["--settings", "s.json", "-o", "./dir/../s.json"]
        case "catalog":  // a folder format, forced, over the folder holding the settings
            try FileManager.default.createDirectory(atPath: directory + "/Out.xcassets", withIntermediateDirectories: false)
            try "{\"format\": \"xcassets\", \"force\": true}".write(toFile: directory + "/Out.xcassets/s.json", atomically: true, encoding: .utf8)
            arguments += ["--settings", "Out.xcassets/s.json", "-o", "Out.xcassets"]
        case "loop":
            try FileManager.default.createSymbolicLink(atPath: directory + "/loop.json", withDestinationPath: "loop.json")
            arguments += ["--settings", "loop.json", "-o", "out.swift"]
        case "device": arguments += ["--settings", "/dev/zero", "-o", "out.swift"]
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
        if kind == "catalog" {
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/Out.xcassets") == ["s.json"])
        }
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
        #expect(alone.stderr == "swatch: error: -o, --type-name, --min-ios, --access, --namespaces, --values, --xcode-symbols, --css-theme and --force go with --format or --settings; each export in swatch.yml sets its own\n")
    }

    /// An entry's value starting with `-` is a value, in swatch.yml as in a settings file: `output: -x.css` said
    /// "Missing value for '--output <path>'".
    @Test func aValueStartingWithADashIsAValue() throws {
        let directory = try folder(["swatch.yml": "palette: palette.txt\nexports:\n  - format: css\n    output: -x.css\n"])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try CLITests().swatch(["export"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty && run.stderr == "wrote -x.css\n")
        #expect(try String(contentsOfFile: directory + "/-x.css", encoding: .utf8).contains(":root {"))
    }
}
