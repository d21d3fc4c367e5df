import Foundation
import SwatchKit
import Testing

/// An unknown option is named before anything else the parser would say (a missing argument, a command's own
/// validation), and an option of one value given twice is refused naming both values, not taken as the last.
@Suite struct OptionCheckTests {
    let cli = CLITests()

    static let longValue = String(repeating: "p", count: 5_000)
    static let longOption = "--" + String(repeating: "n", count: 5_000)
    static let longValueShown = String(repeating: "p", count: 80) + "… (5000 characters)"
    static let longOptionShown = "--" + String(repeating: "n", count: 78) + "… (5002 characters)"

    static let lines: [(arguments: [String], status: Int32, message: String)] = [
        (["compare", "--nope", "a.png"], 2, "swatch: error: unknown option '--nope'"),
        (["compare", "--nope"], 2, "swatch: error: unknown option '--nope'"),
        (["compare", "a.png", "--fromat", "json"], 2, "swatch: error: unknown option '--fromat' (did you mean '--format'?)"),
        (["diff", "--nope"], 2, "swatch: error: unknown option '--nope' (did you mean '--name'?)"),
        (["verify", "--nope"], 2, "swatch: error: unknown option '--nope'"),
        (["export", "--nope"], 1, "swatch: error: unknown option '--nope' (did you mean '--name'?)"),
        (["export", "--check", "--nope"], 2, "swatch: error: unknown option '--nope' (did you mean '--name'?)"),
        (["list", "--format=css", "--format=json"], 1, "swatch: error: --format is given twice ('css' and 'json'): it takes one value"),
        (["list", "--format", "css", "--format", "css"], 1, "swatch: error: --format is given twice ('css' and 'css'): it takes one value"),
        (["render", "-o", "a.png", "--output", "b.png"], 1, "swatch: error: --output is given twice ('a.png' and 'b.png'): it takes one value"),
        (["compare", "a.png", "b.png", "--threshold", "0.1", "--threshold=0.2"], 2,
         "swatch: error: --threshold is given twice ('0.1' and '0.2'): it takes one value"),
        (["diff", "--format", "json", "--format", "markdown"], 2, "swatch: error: --format is given twice ('json' and 'markdown'): it takes one value"),
        (["check", "--wcag-level", "aa", "--wcag-level=aaa"], 2, "swatch: error: --wcag-level is given twice ('aa' and 'aaa'): it takes one value"),
        // A flag in both its senses contradicts itself; the parser took the last silently.
        (["list", "--swatches", "--no-swatches"], 1, "swatch: error: --swatches and --no-swatches are both given: give one"),
        (["check", "--no-swatches", "--swatches", "--swatches"], 2, "swatch: error: --no-swatches and --swatches are both given: give one"),
        (["compare", "a.png", "b.png", "--ignore-antialiasing", "--no-ignore-antialiasing"], 2,
         "swatch: error: --ignore-antialiasing and --no-ignore-antialiasing are both given: give one"),
        // An unknown option first, whatever else is wrong; a value the parser refuses is named with the rest.
        (["list", "--format=css", "--format=json", "--nope"], 1, "swatch: error: unknown option '--nope' (did you mean '--name'?)"),
        (["list", "--format=kotlin", "--format=json"], 1, "swatch: error: --format is given twice ('kotlin' and 'json'): it takes one value"),
        // Values as every message quotes them: control characters shown, a long one cut to its start and length.
        (["list", "--palette", "a\u{1B}[2Jb", "--palette", "c"], 1,
         "swatch: error: --palette is given twice ('a\\u{1B}[2Jb' and 'c'): it takes one value"),
        (["list", "--palette", longValue, "--palette", "c"], 1, "swatch: error: --palette is given twice ('\(longValueShown)' and 'c'): it takes one value"),
        ([longOption], 1, "swatch: error: unknown option '\(longOptionShown)'"),
    ]

    @Test(arguments: lines)
    func optionsAreNamedFirst(arguments: [String], status: Int32, message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(arguments, in: directory)
        #expect(run.status == status)
        #expect(run.stderr == message + "\n")
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// A flag given twice in one sense means what it means once.
    @Test func aRepeatedFlagIsAccepted() throws {
        let run = try cli.swatch(["list", "--no-swatches", "--no-swatches", "--format", "csv", "--name", "systemRed"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("section,name,"))
    }

    /// The render command after `verify --` is held to the same: its line names it.
    @Test func verifysRenderCommandToo() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/r.png"))
        let twice = try cli.swatch(["verify", "--against", "r.png", "--", "render", "--mode", "light", "--mode=dark"], in: directory)
        #expect(twice.status == 2)
        #expect(twice.stderr == "swatch: error: render: --mode is given twice ('light' and 'dark'): it takes one value\n")
        let unknown = try cli.swatch(["verify", "--against", "r.png", "--", "--nope", "--mode", "light"], in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.stderr == "swatch: error: render: unknown option '--nope' (did you mean '--name'?)\n")
    }

    /// What stays allowed: the repeatable options more than once, a value after `--`, `-` for standard input.
    @Test func repeatableOptionsRepeat() throws {
        let run = try cli.swatch(["list", "--format", "csv", "--name", "systemRed", "--name", "systemBlue", "--no-config"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\r\n").count == 3)
        let sections = try cli.swatch(["list", "--format", "csv", "--section", "Standard Fixed Colors", "--section=Standard Fixed Colors", "--no-config"])
        #expect(sections.status == 0, "\(sections.stderr)")
    }

    /// Each command's options as ArgumentParser describes them (`--experimental-dump-help`), which `OptionCheck` reads.
    private func declaredOptions(_ command: String) throws -> [[String: Any]] {
        let run = try cli.swatch([command, "--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return try #require((root["command"] as? [String: Any])?["arguments"] as? [[String: Any]]).filter { $0["kind"] as? String != "positional" }
    }

    /// No option's name is longer than a name that gets a suggestion (`NameSuggestion.longestTyped`), so `OptionCheck`
    /// may refuse a longer one as unknown before the parser spends time on it.
    @Test(arguments: ["render", "list", "export", "check", "diff", "compare", "verify", "config"])
    func everyOptionIsShorterThanAnOverlongOne(command: String) throws {
        for option in try declaredOptions(command) {
            for name in (option["names"] as? [[String: Any]] ?? []).compactMap({ $0["name"] as? String }) {
                #expect(name.count + 2 <= NameSuggestion.longestTyped, "\(command) \(name)")
            }
        }
    }

    /// An option may repeat exactly when its help says "(repeatable)"; and a short name is its long name's first letter,
    /// which `OptionCheck` counts on to describe a command only when a line could name an option twice.
    @Test(arguments: ["render", "list", "export", "check", "diff", "compare", "verify", "config"])
    func repeatableIsWhatHelpSays(command: String) throws {
        for option in try declaredOptions(command) {
            let names = (option["names"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            let help = option["abstract"] as? String ?? ""
            #expect((option["isRepeating"] as? Bool ?? false) == help.contains("(repeatable)"), "\(command) \(names)")
            let shorts = (option["names"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "short" }.compactMap { $0["name"] as? String }
            let longs = names.filter { !shorts.contains($0) }
            for short in shorts { #expect(longs.contains { $0.hasPrefix(short) }, "\(command) -\(short)") }
        }
    }
}
