import Foundation
import Testing
import SwatchKit
import SwatchTestSupport

/// Runs the built `swatch` binary: exit codes, one-line errors, files written and not written.
@Suite struct CLITests {
    struct Run {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The `swatch` executable the tests run: `$SWATCH_TEST_BINARY` when set (`make test` builds a release one first,
    /// which runs the big inputs of the memory and hostile cases many times faster), else the one SwiftPM built
    /// beside this test bundle (the debug one, or the sanitized one under `make sanitize`).
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["SWATCH_TEST_BINARY"], !path.isEmpty { return path }
        let candidates = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()]
            .flatMap { [$0.appendingPathComponent("swatch"), $0.deletingLastPathComponent().appendingPathComponent("swatch")] }
        return candidates.map(\.path).first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swatch"
    }()

    static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A sanitizer `make sanitize-*` built the binary with, known by the scratch path it builds in.
    enum Sanitizer { case address, thread, undefined }

    /// The sanitizer of `binary`, or nil for a plain build.
    static let sanitizer: Sanitizer? = [(".build-asan", Sanitizer.address), (".build-tsan", .thread), (".build-ubsan", .undefined)]
        .first { binary.contains($0.0) }?.1

    /// Whether the binary reserves a sanitizer's terabytes of shadow address space, which no `ulimit -v` can hold.
    static var hasShadowMemory: Bool { sanitizer == .address || sanitizer == .thread }

    /// Whether a file-size limit (`ulimit -f`) stops the binary for reasons of its own: ThreadSanitizer's runtime
    /// takes SIGBUS in its shadow memory on a dispatch worker's first access under one (seen with Swift 6's runtime).
    static var failsUnderFileSizeLimit: Bool { sanitizer == .thread }

    /// Runs `swatch arguments`, or with `shell` the script `sh -c shell` with `$SWATCH` naming the binary;
    /// `input` is a file to connect to its standard input.
    func swatch(_ arguments: [String], environment: [String: String] = [:], shell: String? = nil,
                in directory: String? = nil, input: String? = nil) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell == nil ? Self.binary : "/bin/sh")
        process.arguments = shell.map { ["-c", $0] } ?? arguments
        var environment = environment
        environment["SWATCH"] = Self.binary
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if let input { process.standardInput = try FileHandle(forReadingFrom: URL(fileURLWithPath: input)) }
        try process.run()
        // Both pipes drained at once: a child that fills one while the other is read would block for ever.
        nonisolated(unsafe) var stderr = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            stderr = err.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
    }

    func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test(.needsDejaVu) func modeBothWritesALightAndADarkSheet() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try swatch(["render", "--mode", "both", "--style", "grouped", "--scale", "1", "--font", Self.font,
                              "-o", "sheet.png", "--manifest", "sheet.json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        #expect(files == ["sheet-dark.json", "sheet-dark.png", "sheet-light.json", "sheet-light.png"])
        let image = try PNGImage(contentsOfFile: directory + "/sheet-dark.png")
        #expect(image.width == 390)
        // Status lines go to standard error: standard output holds only what a command is asked for.
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "wrote sheet-light.png (390 x \(image.height) px) and sheet-light.json\n"
                + "wrote sheet-dark.png (390 x \(image.height) px) and sheet-dark.json\n")
    }

    @Test(.needsDejaVu) func renderIsTheDefaultCommandAndAutoFollowsTheEnvironment() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try swatch(["--mode", "auto", "--scale", "1", "--font", Self.font, "-o", "auto.png"],
                             environment: ["SWATCH_SYSTEM_STYLE": "dark"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let image = try PNGImage(contentsOfFile: directory + "/auto.png")
        #expect(image.pixel(x: 1, y: 1).r == 0)
        let light = try swatch(["--mode", "auto", "--system-style", "unspecified", "--scale", "1", "--font", Self.font, "-o", "auto.png"],
                               environment: ["SWATCH_SYSTEM_STYLE": "dark"], in: directory)
        #expect(light.status == 0)
        #expect(try PNGImage(contentsOfFile: directory + "/auto.png").pixel(x: 1, y: 1).r == 255)
    }

    @Test(arguments: [
        (["--scale", "50"], "swatch: error: --scale: invalid value '50' (expected a whole number from 1 to 3)\n"),
        (["--width", "0"], "swatch: error: --width: invalid value '0' (expected a whole number from 240 to 2048)\n"),
        (["--cell", "systemReed"], "swatch: error: --cell: unknown colour 'systemReed' (did you mean 'systemRed'?)\n"),
        (["--tint", "#12345"], "swatch: error: --tint '#12345' is not a colour: use a catalog name like systemBlue or #RRGGBB[AA]\n"),
        (["--catalog", "ios99"], "swatch: error: unknown catalog 'ios99': choose one of ios13, ios17, ios26\n"),
        (["--font", "/nonexistent/font.ttf"], "swatch: error: /nonexistent/font.ttf: no such file or folder\n"),
        (["-o", "/nonexistent-dir/sheet.png"], "swatch: error: cannot write /nonexistent-dir/sheet-light.png: folder /nonexistent-dir does not exist\n"),
        (["-o", "/dev/null/sheet.png"], "swatch: error: cannot write /dev/null/sheet-light.png: /dev/null is not a folder\n"),
        (["-o", "-"], "swatch: error: -o -: standard output takes one PNG, and this run writes one per appearance: use --layout side-by-side or one --mode, or give a file name\n"),
        (["-o", "-", "--mode", "light", "--manifest", "m.json"],
         "swatch: error: -o -: standard output takes the PNG alone, and --manifest writes a second file that names it: give the sheet a file name\n"),
        (["--manifest", "-"], "swatch: error: --manifest -: a manifest cannot go to standard output: give a file name\n"),
        (["--mode", "purple"], "swatch: error: --mode: invalid value 'purple' (choose one of light, dark, both, auto, all)\n"),
        (["--severity", "0.5"], "swatch: error: --severity needs --simulate\n"),
        (["--simulate", "protanopia", "--severity", "1.5"], "swatch: error: --severity: invalid value '1.5' (expected a number from 0 to 1)\n"),
        (["--simulate", "deuteranomaly"], "swatch: error: --simulate: invalid value 'deuteranomaly' (did you mean 'deuteranopia'?)\n"),
    ])
    func badInputGetsOneLineAndExitOne(arguments: [String], message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let scale = arguments.contains("--scale") ? [] : ["--scale", "1"]  // an option of one value is given once
        let run = try swatch(["render"] + scale + arguments, in: directory)
        #expect(run.status != 0)
        #expect(run.stderr == message)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    @Test func badSystemStyleInTheEnvironmentIsNamed() throws {
        let run = try swatch(["render", "--mode", "auto"], environment: ["SWATCH_SYSTEM_STYLE": "sepia"])
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: SWATCH_SYSTEM_STYLE='sepia' is not one of unspecified, light, dark (it is read for --mode auto)\n")
    }

    /// A theme's fractions follow --hex-rounding (red 0.5 is 80 rounded, 7F truncated; alpha 0.176 2D, 2C).
    @Test(arguments: [("half-up", "#80E62D2D"), ("truncate", "#7FE52C2C")])
    func hexRoundingReachesThemeFractions(rounding: String, hex: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(#"{ "schemes": [ { "name": "Base", "colors": [ { "name": "tint", "light": { "red": 0.5, "green": 0.9, "blue": 0.176, "alpha": 0.176 } } ] } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: directory + "/brand.json"))
        let run = try swatch(["list", "--palette", "brand.json", "--mode", "light", "--hex-rounding", rounding, "--format", "csv"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\r\n").last?.hasPrefix("Base,tint,,\(hex),") == true, "\(run.stdout)")
    }

    /// Only `--mode auto` reads SWATCH_SYSTEM_STYLE, so a stray value elsewhere in the environment breaks nothing.
    @Test(arguments: [["--mode", "both"], ["--mode", "light"], ["--mode", "auto", "--system-style", "dark"]])
    func systemStyleVariableIsReadOnlyForAuto(arguments: [String]) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try swatch(["render", "--section", "Standard Fixed Colors", "--scale", "1", "-o", "s.png", "--quiet"] + arguments,
                             environment: ["SWATCH_SYSTEM_STYLE": "bogus"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
    }

    /// `render --help` lists every option in its group (appearance, table, text, output, ...), each group a
    /// heading of its own, so each reads in one screen.
    @Test func helpListsEveryOptionInItsGroup() throws {
        let run = try swatch(["render", "--help"])
        #expect(run.status == 0)
        var groups: [String: [String]] = [:]
        var heading = ""
        for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first.isUppercase, line.hasSuffix(":") {
                heading = String(line.dropLast())
            } else if let option = line.split(separator: " ").first(where: { $0.hasPrefix("--") }), line.hasPrefix("  -") {
                groups[heading, default: []].append(String(option))
            }
        }
        let expected: [String: [String]] = [
            "COLOURS": ["--palette", "--catalog", "--idiom", "--keep-going", "--appearance-map", "--section", "--name", "--hex-rounding"],
            "APPEARANCE": ["--mode", "--system-style", "--contrast", "--level"],
            "TABLE": ["--style", "--look", "--cell", "--tint", "--table", "--scale", "--width"],
            "TEXT": ["--text-size", "--layout-direction", "--font"],
            "CONTRAST BADGES": ["--annotate", "--wcag-level", "--pairs", "--text-policy"],
            "COLOUR VISION": ["--simulate", "--severity"],
            "OUTPUT": ["--layout", "--output", "--manifest", "--quiet"],
            "CONFIGURATION": ["--config", "--no-config"],
        ]
        for (group, options) in expected { #expect(groups[group] == options, "\(group): \(groups[group] ?? [])") }
        #expect(groups["OPTIONS"] == ["--version", "--help"], "\(groups["OPTIONS"] ?? [])")
    }

    @Test func listAnswersTheElevatedHighContrastQuestionInOneCommand() throws {
        let run = try swatch(["list", "--name", "tertiarySystemBackground", "--mode", "dark", "--level", "elevated", "--contrast", "high"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  tertiarySystemBackground  #444446FF^\n"))
        #expect(!run.stdout.contains("\u{1B}"), "piped output has no colour codes")
    }

    @Test func listFormatsAreSelectable() throws {
        let json = try swatch(["list", "--format", "json", "--name", "systemRed", "--catalog", "ios17"])
        #expect(json.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["catalog"] as? String == "ios17")
        let csv = try swatch(["list", "--format", "csv", "--name", "systemRed", "--catalog", "ios17"])
        #expect(csv.stdout == "section,name,uikit,light,lightEffective,dark,darkEffective\r\nStandard System Colors,systemRed,UIColor.systemRed,#FF3B30FF,,#FF453AFF,\r\n")
        let truncated = try swatch(["list", "--format", "csv", "--name", "quaternaryLabel", "--hex-rounding", "truncate", "--mode", "light"])
        #expect(truncated.stdout.contains(",#3C3C432D,#DDDDDEFF"))
    }

    @Test func listSwatchesCanBeForced() throws {
        let run = try swatch(["list", "--name", "systemRed", "--swatches"])
        #expect(run.stdout.contains("\u{1B}[48;2;255;56;60m  \u{1B}[0m #FF383CFF"))
    }

    @Test func listFilterErrorsAreOneLine() throws {
        let run = try swatch(["list", "--name", "brand*"])
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: no colour in ios26 matches --name 'brand*'\n")
    }

    @Test(.needsDejaVu) func renderDrawsEveryVariantWithModeAll() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try swatch(["render", "--mode", "all", "--scale", "1", "--font", Self.font, "--section", "Standard System Colors",
                              "-o", "all.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [
            "all-dark-elevated-high-contrast.png", "all-dark-elevated.png", "all-dark-high-contrast.png", "all-dark.png",
            "all-light-high-contrast.png", "all-light.png"])
        let elevated = try swatch(["render", "--mode", "dark", "--level", "elevated", "--contrast", "high", "--scale", "1",
                                   "--font", Self.font, "-o", "one.png", "--manifest", "one.json"], in: directory)
        #expect(elevated.status == 0)
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/one.json"))) as? [String: Any]
        #expect(manifest?["mode"] as? String == "darkElevatedHighContrast")
        let rows = manifest?["rows"] as? [[String: Any]] ?? []
        #expect(rows.first { $0["name"] as? String == "tertiarySystemBackground" }?["color"] as? String == "#444446FF")
    }

    /// `Samples/` beside the package, found from this file.
    static let samples = Repository.samples.standardized.path

    @Test(.needsDejaVu) func palettesRenderAndList() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try swatch(["render", "--palette", Self.samples + "/colors.txt", "--mode", "dark", "--scale", "1", "--font", Self.font,
                              "--cell", "surface", "-o", "list.png", "--manifest", "list.json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/list.json"))) as? [String: Any]
        let rows = manifest?["rows"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["name"] as? String } == ["primary", "onPrimary", "accent", "accentSoft", "surface", "surfaceRaised", "scrim"])
        #expect(rows.first { $0["name"] as? String == "surface" }?["title"] as? String == "surface (cell)")
        #expect(rows.first?["cell"] as? String == "#1C1C1EFF")
        let list = try swatch(["list", "--palette", Self.samples + "/brand.theme.json", "--format", "csv", "--name", "tint"])
        #expect(list.stdout == "section,name,uikit,light,lightEffective,dark,darkEffective\r\nBase,tint,,#E11F26FF,,#FF4A50FF,\r\n")
    }

    @Test(.needsDejaVu) func badPalettesStopWithTheFileKeyAndValueUnlessKeepGoing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("good #FFFFFF\nbad #12345\n".utf8).write(to: URL(fileURLWithPath: directory + "/mine.txt"))
        let stopped = try swatch(["render", "--palette", "mine.txt", "--scale", "1", "--font", Self.font, "-o", "out.png"], in: directory)
        #expect(stopped.status == 1)
        #expect(stopped.stderr == "swatch: error: mine.txt:2: \"#12345\" is not a colour (expected #RRGGBB or #RRGGBBAA)\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/out-light.png"))
        let kept = try swatch(["render", "--palette", "mine.txt", "--keep-going", "--mode", "light", "--scale", "1", "--font", Self.font,
                               "-o", "out.png"], in: directory)
        #expect(kept.status == 0)
        #expect(kept.stderr.hasPrefix("swatch: warning: skipped mine.txt:2: \"#12345\" is not a colour (expected #RRGGBB or #RRGGBBAA)\nwrote out.png ("))
        #expect(FileManager.default.fileExists(atPath: directory + "/out.png"))
        let missing = try swatch(["list", "--palette", "nope.json"], in: directory)
        #expect(missing.stderr == "swatch: error: nope.json: no such file or folder\n")
    }
}

extension Trait where Self == ConditionTrait {
    /// Skips a test that passes `--font CLITests.font` when DejaVu Sans is not installed, instead of failing
    /// with the CLI's "font file not found".
    static var needsDejaVu: Self {
        .enabled(if: FileManager.default.fileExists(atPath: CLITests.font), "needs DejaVu Sans (fonts-dejavu-core) at \(CLITests.font)")
    }
}
