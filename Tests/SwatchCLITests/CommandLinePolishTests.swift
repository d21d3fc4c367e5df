import Foundation
import Testing

/// The command line as a newcomer meets it: whole parser messages, choices in any case, misspelt commands,
/// bare `swatch`, help that lists what each command takes, and check's levels.
@Suite struct CommandLinePolishTests {
    let cli = CLITests()

    /// The parser's message in swatch's words, on one line: the formats follow the value (ArgumentParser listed them
    /// one a line after "Please provide one of the following:").
    @Test func aBadFormatListsTheFormats() throws {
        let run = try cli.swatch(["export", "--format", "kotlin"])
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: --format: invalid value 'kotlin' (choose one of table, json, csv, markdown, uikit, swiftui, appkit, "
            + "swift-compat, swift, xcassets, tokens, tokens-flat, css, android)\n")
    }

    @Test(arguments: [["list", "--mode", "Dark"], ["list", "--mode", "DARK"], ["list", "--mode", "dark", "--hex-rounding", "TRUNCATE"],
                      ["list", "--format", "CSV", "--mode", "dark"]])
    func choicesInAnyCase(arguments: [String]) throws {
        let run = try cli.swatch(arguments + ["--name", "systemRed", "--no-config"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("#FF4245FF"))
    }

    @Test(arguments: [(["rendr"], "swatch: error: unknown command 'rendr' (did you mean 'render'?)"),
                      (["exprot", "--format", "css"], "swatch: error: unknown command 'exprot' (did you mean 'export'?)"),
                      (["paint"], "swatch: error: unknown command 'paint' (commands: render, list, export, check, diff, compare, verify, config, help)"),
                      // `help` asked about a command that is not one (it showed the overview, exit 0).
                      (["help", "rendr"], "swatch: error: unknown command 'rendr' (did you mean 'render'?)"),
                      (["help", "nope"], "swatch: error: unknown command 'nope' (commands: render, list, export, check, diff, compare, verify, config, help)"),
                      (["render", "--idiom", "banana"], "swatch: error: --idiom 'banana' is not an asset catalog idiom (use one of iphone, ipad, mac, tv, watch, car, vision, universal)"),
                      (["list", "--idiom", "iphon"], "swatch: error: --idiom 'iphon' is not an asset catalog idiom (did you mean 'iphone'?)")])
    func mistypedCommandsAndValues(arguments: [String], message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(arguments, in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == message + "\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Bare `swatch` prints the usage and writes nothing; `swatch render` still draws the default sheets.
    @Test func bareSwatchPrintsTheUsage() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch([], in: directory)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: Draw iOS table views"))
        #expect(run.stdout.contains("SUBCOMMANDS:"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
        try Data("catalog: ios17\n".utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        let configured = try cli.swatch([], in: directory)
        #expect(configured.stdout.hasSuffix("swatch.yml is here, with no exports, pairs or references for swatch to use\n"))
        // What the config gives each command, read as they read it; one that does not read says so (H23-10 said the same of any).
        let config = "exports:\n  - {format: css, output: a.css}\n  - {format: swiftui, output: A.swift}\ncheck: {pairs: p.txt}\n"
            + "verify:\n  references:\n    - {against: a.png}\n"
        try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        #expect(try cli.swatch([], in: directory).stdout.hasSuffix(
            "swatch.yml is here: swatch export writes its 2 exports, swatch check checks its pairs, swatch verify checks its 1 reference.\n"))
        for broken in ["palette: [\n", "exprts: []\n", "exports:\n  - {format: css, output: a.css, force: off}\n"] {
            try Data(broken.utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
            let run = try cli.swatch([], in: directory)
            #expect(run.status == 0 && run.stderr.isEmpty)
            #expect(run.stdout.hasSuffix("swatch.yml is here, but does not read: swatch config says why\n"), "\(broken)")
        }
    }

    @Test(.needsDejaVu) func renderStillDrawsTheDefaultSheets() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["render", "--scale", "1", "--font", CLITests.font, "--section", "Standard Fixed Colors"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["swatch-dark.png", "swatch-light.png"])
    }

    @Test func listHelpListsOnlyTheFormatsListTakes() throws {
        let run = try cli.swatch(["list", "--help"])
        let help = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let format = help.components(separatedBy: "--format <format>").dropFirst().first ?? ""
        let values = format.components(separatedBy: "(values: ").dropFirst().first?.components(separatedBy: ";").first
        #expect(values == "table, json, csv, markdown")
        #expect(!run.stdout.contains("swiftui") && !run.stdout.contains("tokens-flat"))
    }

    /// `swatch --help list` is list's help, as `swatch help list` and `swatch list --help` are (it printed render's).
    @Test(arguments: ["--help", "-h"])
    func helpBeforeACommandIsThatCommandsHelp(flag: String) throws {
        let run = try cli.swatch([flag, "list"])
        #expect(run.status == 0)
        #expect(run.stdout == (try cli.swatch(["list", "--help"])).stdout)
        #expect(run.stdout.hasPrefix("OVERVIEW: Print the catalog"))
    }

    /// `--help` before a word that names no command is `help WORD`: its "did you mean" (it printed render's help, exit
    /// 0); what follows the word is passed over, as after `list --help`; `--help --help` is `--help` (the twelfth
    /// hostile pass).
    @Test(arguments: [(["--help", "lsit"], 1, "", "swatch: error: unknown command 'lsit' (did you mean 'list'?)\n"),
                      (["-h", "nosuch", "--x"], 1, "", "swatch: error: unknown command 'nosuch' (commands: render, list, export, check, diff, compare, verify, config, help)\n"),
                      (["--help", "config", "--schema"], 0, "OVERVIEW: Check swatch.yml", ""),
                      (["--help", "--help"], 0, "OVERVIEW: Draw iOS table views", ""),
                      (["-h", "--help", "-h"], 0, "OVERVIEW: Draw iOS table views", "")])
    func helpBeforeAnyWordIsHelpOfThatWord(arguments: [String], status: Int32, stdoutStart: String, stderr: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == status)
        #expect(run.stdout.hasPrefix(stdoutStart))
        #expect(run.stderr == stderr)
        if arguments.count == 2, arguments[1] == "--help" { #expect(run.stdout == (try cli.swatch(["--help"])).stdout) }
    }

    /// An empty value after `=` is no value, for a number option too: `--scale=` took the next argument for its value
    /// (`invalid value '--palette'`; `--scale= 2` read as 2: the twelfth hostile pass).
    @Test(arguments: [(["render", "--scale=", "--palette", "p.txt"], 1, "swatch: error: --scale needs a value (--scale <scale>)\n"),
                      (["render", "--scale=", "2"], 1, "swatch: error: --scale needs a value (--scale <scale>)\n"),
                      (["check", "--cvd", "--cvd-threshold=", "3"], 2, "swatch: error: --cvd-threshold needs a value (--cvd-threshold <ΔE>)\n"),
                      (["list", "--format="], 1, "swatch: error: --format needs a value (--format <format>)\n"),
                      (["export", "--no-config", "--format", "swift", "-o="], 1, "swatch: error: -o needs a value (-o <path>)\n"),
                      // The parser's own flags given a value are refused as other flags are, not answered (H13-1).
                      (["--help=render"], 1, "swatch: error: --help takes no value (given 'render')\n"),
                      (["check", "-h=json"], 2, "swatch: error: -h takes no value (given 'json')\n"),
                      (["list", "--version="], 1, "swatch: error: --version takes no value (given '')\n"),
                      // An empty file name given apart is named as one: it was nothing (`swatch: error: : no such file`, H16-9).
                      (["list", "--no-config", "--palette", ""], 1, "swatch: error: '': no such file or folder\n"),
                      (["check", "--pairs", ""], 2, "swatch: error: '': no such file or folder\n"),
                      (["diff", "", "a.txt"], 2, "swatch: error: '': no such file or folder\n"),
                      (["compare", "", "a.png"], 2, "swatch: error: '': no such file or folder\n")])
    func anEmptyAttachedValueIsNoValue(arguments: [String], status: Int32, stderr: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == status)
        #expect(run.stderr == stderr)
    }

    /// `--help` wins over every other argument, a missing or refused value as an unknown option: the command's help, exit 0
    /// (`render --help --palette` said `--palette needs a value`: the thirteenth hostile pass's H13-2). After `--` it is a word.
    @Test(arguments: [(["render", "--help", "--palette"], "OVERVIEW: Render a palette"),
                      (["render", "--palette", "--help"], "OVERVIEW: Render a palette"),
                      (["render", "-h", "--scale", "9"], "OVERVIEW: Render a palette"),
                      (["render", "--palette=", "--help"], "OVERVIEW: Render a palette"),
                      (["check", "--cvd-limit", "--help"], "OVERVIEW: Check"),
                      (["--help", "--palette"], "OVERVIEW: Draw")])
    func helpWinsOverEveryOtherArgument(arguments: [String], overview: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix(overview))
        #expect(run.stderr.isEmpty)
    }

    /// Two palettes of one name are named as given, each line telling which (`diff a/p.txt b/p.txt` said `p.txt:2:` for
    /// either: the thirteenth hostile pass's H13-7); a folder's file under the folder as given; a long path keeps its end.
    @Test func palettesAreNamedAsGiven() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let deep = String(repeating: "folder-", count: 12) + "end"
        for folder in ["a", "b", deep] { try FileManager.default.createDirectory(atPath: "\(directory)/\(folder)", withIntermediateDirectories: true) }
        try Data("red #FF0000\nblue #0000FF\n".utf8).write(to: URL(fileURLWithPath: directory + "/a/p.txt"))
        try Data("red #FF0000\nblue #0000GG\n".utf8).write(to: URL(fileURLWithPath: directory + "/b/p.txt"))
        try Data("red #FF0000\nblue #0000GH\n".utf8).write(to: URL(fileURLWithPath: "\(directory)/\(deep)/p.txt"))
        let bad = ##"2: "#0000GG" is not a colour (expected #RRGGBB or #RRGGBBAA)"##
        for (arguments, line) in [(["diff", "a/p.txt", "b/p.txt"], "b/p.txt:" + bad),
                                  (["diff", "b/p.txt", "a/p.txt"], "b/p.txt:" + bad),
                                  (["list", "--palette", directory + "/b/p.txt"], directory + "/b/p.txt:" + bad),
                                  (["list", "--palette", "p.txt"], "p.txt:" + bad)] {
            let run = try cli.swatch(arguments, in: directory + (arguments.last == "p.txt" ? "/b" : ""))
            #expect(run.status == (arguments[0] == "diff" ? 2 : 1))
            #expect(run.stderr == "swatch: error: \(line)\n")
        }
        let long = try cli.swatch(["list", "--palette", "\(directory)/\(deep)/p.txt"])
        #expect(long.stderr == "swatch: error: …\(deep.suffix(50))/p.txt (\(directory.count + deep.count + 7) characters):2: \"#0000GH\" is not a colour (expected #RRGGBB or #RRGGBBAA)\n")
        try FileManager.default.createDirectory(atPath: directory + "/A.xcassets/X.colorset", withIntermediateDirectories: true)
        try Data("{".utf8).write(to: URL(fileURLWithPath: directory + "/A.xcassets/X.colorset/Contents.json"))
        for given in ["./A.xcassets/", "A.xcassets//.", "A.xcassets"] {
            let catalog = try cli.swatch(["list", "--palette", given], in: directory)
            #expect(catalog.stderr.hasPrefix("swatch: error: \(given.hasPrefix(".") ? "./" : "")A.xcassets/X.colorset/Contents.json: not valid JSON"))
        }
    }

    @Test func helpAfterTwoDashesIsAWord() throws {
        let run = try cli.swatch(["list", "--palette", "--", "--help"])
        #expect(run.status != 0)
        #expect(!run.stdout.hasPrefix("OVERVIEW"))
    }

    @Test func diffHelpSpeaksOfComparing() throws {
        let run = try cli.swatch(["diff", "--help"])
        #expect(run.stdout.hasPrefix("OVERVIEW: Show what changed between two palettes"))
        #expect(run.stdout.contains("REVIEW SHEET (DRAWN ONLY WITH AN OUTPUT):\n  --mode <mode>"))
        #expect(!run.stdout.contains("draw the rest"))
    }

    /// `check --level` is the interface level, as everywhere; the WCAG level moved to `--wcag-level`.
    @Test(arguments: [(["--level", "AA"], "swatch: error: --level AA: --level is the interface level (base or elevated), as in every command; the WCAG level is --wcag-level AA"),
                      (["--level", "aaa"], "swatch: error: --level aaa: --level is the interface level (base or elevated), as in every command; the WCAG level is --wcag-level AAA"),
                      (["--level", "high"], "swatch: error: --level 'high' is not an interface level: use base or elevated")])
    func checkLevelIsTheInterfaceLevel(arguments: [String], message: String) throws {
        let run = try cli.swatch(["check", "--no-config"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n")
    }

    @Test func checkLevelChoosesTheAppearances() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("label on systemBackground\n".utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        let elevated = try cli.swatch(["check", "--pairs", "pairs.txt", "--level", "elevated", "--format", "json"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(elevated.stdout.utf8)) as? [String: Any])
        let appearances = (document["results"] as? [[String: Any]] ?? []).compactMap { $0["appearance"] as? String }
        #expect(appearances == ["light", "lightHighContrast", "darkElevated", "darkElevatedHighContrast"])
    }

    /// A palette without pairs is checked by its own colours, each as text and as non-text on a table's
    /// backgrounds, and the report says which pairs it chose.
    @Test func checkWithoutPairsChecksThePalettesOwnColours() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("[Brand]\nbrand #E11F26 #FF4A50\nmist #F4F5F7 #2C2C2E\n".utf8).write(to: URL(fileURLWithPath: directory + "/brand.txt"))
        let run = try cli.swatch(["check", "--palette", "brand.txt"], in: directory)
        #expect(run.status == 1, "mist is too light to read on white")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "no pairs given: each of the palette's 2 colours as text and as non-text on systemBackground, systemGroupedBackground and secondarySystemGroupedBackground (a table and its cells); commit a pairs file (--pairs, or check.pairs in swatch.yml) with the pairs your app draws")
        let pairs = Set(lines.dropFirst().dropLast().map { $0.components(separatedBy: "  ").first ?? "" }.map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(pairs == Set(["brand", "mist"].flatMap { name in ["text", "non-text"].flatMap { use in
            ["systemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground"].map { "\(name) on \($0) as \(use)" } } }))
        let failing = lines.filter { $0.contains("AA✗") }.count
        #expect(failing > 0 && lines.last == "\(failing) of 24 checks fail (WCAG AA)")
        #expect(!run.stdout.contains("label on"), "not Apple's pairs")
    }

    @Test func compareWritesJUnit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = try cli.swatch([], shell: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet && "$SWATCH" render --mode dark --scale 1 --section 'Standard Fixed Colors' -o b.png --quiet"#, in: directory)
        #expect(setup.status == 0, "\(setup.stderr)")
        let same = try cli.swatch(["compare", "a.png", "a.png", "--format", "junit"], in: directory)
        #expect(same.status == 0)
        #expect(same.stdout == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="swatch compare" tests="1" failures="0">
              <testsuite name="compare" tests="1" failures="0">
                <testcase classname="compare" name="a.png"/>
              </testsuite>
            </testsuites>

            """)
        let different = try cli.swatch(["compare", "a.png", "b.png", "--format", "JUnit"], in: directory)
        #expect(different.status == 1)
        #expect(different.stdout.contains(#"<testsuites name="swatch compare" tests="1" failures="1">"#))
        #expect(different.stdout.contains(#"<failure message="different: "#))
    }
}
