import Foundation
import Testing

/// Issue 28, cause 5: a long value came back whole in its message (a 3 MB text-list line gave a 3 MB error line).
/// Every message source quotes each value through one function: at most 80 characters, then its length.
@Suite struct LongValueMessageTests {
    let cli = CLITests()

    /// A 5,000-character value, as a name, path, revision or option.
    static let long = String(repeating: "r", count: 5_000)

    /// `value` as a message quotes it: its first 80 characters and its length.
    static func shown(_ value: String) -> String {
        "\(value.prefix(80))… (\(value.count) characters)"
    }

    /// `path` as a message names a file: a long one's last 56 characters and its length (`VisibleText.quotedPath`).
    /// A path of no folders abbreviated: its end, after the `revision:` it starts with, if any (H18-1).
    static func shownPath(_ path: String, revision: String = "") -> String {
        "\(revision)…\(path.suffix(56 - revision.count)) (\(path.count) characters)"
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// Files written first, by path relative to a fresh folder.
        var files: [String: String] = [:]
        /// Shell commands run first, in that folder.
        var setup = ""
        let arguments: [String]
        var environment: [String: String] = [:]
        let status: Int32
        /// The whole of standard error, one line.
        let line: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        .init(name: "a 3 MB text-list line", files: ["big.txt": String(repeating: "x", count: 3_000_000) + "\n"],
              arguments: ["list", "--palette", "big.txt"], status: 1,
              line: "swatch: error: big.txt:1: \"\(shown(String(repeating: "x", count: 3_000_000)))\" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"),
        .init(name: "[ × 100,000 as JSON", files: ["a.json": String(repeating: "[", count: 100_000)],
              arguments: ["list", "--palette", "a.json"], status: 1,
              line: "swatch: error: a.json: not valid JSON (nested more than 256 levels deep at line 1, column 257)"),
        .init(name: "{\"a\": × 100,000 as JSON", files: ["b.json": String(repeating: #"{"a":"#, count: 100_000)],
              arguments: ["list", "--palette", "b.json"], status: 1,
              line: "swatch: error: b.json: not valid JSON (nested more than 256 levels deep at line 1, column 1281)"),
        .init(name: "a git: revision", setup: gitRepository, arguments: ["diff", "git:\(long):p.txt", "p.txt"], status: 2,
              line: "swatch: error: \(shown("git:" + long + ":p.txt")): no such revision"),
        .init(name: "a git:HEAD: path", setup: gitRepository, arguments: ["diff", "git:HEAD:\(long)", "p.txt"], status: 2,
              line: "swatch: error: \(shownPath("git:HEAD:" + long, revision: "git:HEAD:")): no such file or folder at that revision"),
        .init(name: "--palette", arguments: ["list", "--palette", long], status: 1,
              line: "swatch: error: \(shownPath(long)): file name too long"),
        .init(name: "palette: in swatch.yml", files: ["swatch.yml": "palette: \(long)\n"], arguments: ["list"], status: 1,
              line: "swatch: error: swatch.yml: palette: '\(shownPath(long))': file name too long"),
        // A missing file deep in folders is named by its end, where its name is (the sixteenth hostile pass's H16-8).
        .init(name: "a long path to a missing palette", arguments: ["list", "--palette", deep], status: 1,
              line: "swatch: error: …/dir024/dir025/dir026/dir027/dir028/dir029/colors.txt (220 characters): no such file or folder"),
        .init(name: "a long path to a missing pairs file", arguments: ["check", "--pairs", deep], status: 2,
              line: "swatch: error: …/dir024/dir025/dir026/dir027/dir028/dir029/colors.txt (220 characters): no such file or folder"),
        .init(name: "an unknown command", arguments: [long], status: 1,
              line: "swatch: error: unknown command '\(shown(long))' (commands: render, list, export, check, diff, compare, verify, config, help)"),
        .init(name: "an unknown option (the parser's message)", arguments: ["list", "--\(long)"], status: 1,
              line: "swatch: error: unknown option '\(shown("--" + long))'"),
        .init(name: "SWATCH_SYSTEM_STYLE", arguments: ["render", "--mode", "auto", "-o", "s.png"],
              environment: ["SWATCH_SYSTEM_STYLE": long], status: 1,
              line: "swatch: error: SWATCH_SYSTEM_STYLE='\(shown(long))' is not one of unspecified, light, dark (it is read for --mode auto)"),
        .init(name: "--idiom", arguments: ["render", "--idiom", long], status: 1,
              line: "swatch: error: --idiom '\(shown(long))' is not an asset catalog idiom (use one of iphone, ipad, mac, tv, watch, car, vision, universal)"),
        .init(name: "--section", files: ["p.txt": "a #FF0000\n"], arguments: ["list", "--palette", "p.txt", "--section", long], status: 1,
              line: "swatch: error: --section '\(shown(long))': no such section in p; sections are p"),
        // --name given 400 times, none matching: the first 20, then how many more (all 400 made a 5 KB line; 10,000 a 120 KB one).
        .init(name: "--name given 400 times", files: ["p.txt": "a #FF0000\n"],
              arguments: ["list", "--palette", "p.txt"] + (1 ... 400).flatMap { ["--name", "n\($0)*"] }, status: 1,
              line: "swatch: error: no colour in p matches " + (1 ... 20).map { "--name 'n\($0)*'" }.joined(separator: " ") + " … and 380 more"),
        // ArgumentParser's time grows with the square of the arguments' number: past 1,000 they are refused before it starts.
        .init(name: "more than 1,000 arguments", arguments: ["list"] + Array(repeating: "--name=x", count: 10_000), status: 1,
              line: "swatch: error: 10001 arguments: swatch takes at most 1000 (give a pattern such as --name 'x*' once, not once per colour)"),
    ]

    /// A path of 220 characters through 30 folders, to nothing.
    static let deep = (0 ..< 30).map { "dir" + String(repeating: "0", count: 3 - String($0).count) + String($0) + "/" }.joined() + "colors.txt"

    /// A repository whose HEAD holds p.txt, with p.txt beside it.
    static let gitRepository = "printf 'a #FF0000\\n' > p.txt && git init -q && git add p.txt && git -c user.email=a@b -c user.name=a commit -qm p"

    @Test(arguments: cases)
    func oneBoundedLine(_ test: Case) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for (path, text) in test.files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + path))
        }
        if !test.setup.isEmpty {
            let setup = try cli.swatch([], shell: test.setup, in: directory)
            try #require(setup.status == 0, "\(setup.stderr)")
        }
        let run = try cli.swatch(test.arguments, environment: test.environment, in: directory)
        #expect(run.status == test.status)
        #expect(run.stderr == test.line + "\n")
        #expect(run.stderr.count < 800)
    }

    /// A status line names what it wrote as a path, its end kept (here a 200-character file name): which file it is.
    @Test func statusLinesQuoteToo() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/p.txt"))
        let name = String(repeating: "n", count: 196) + ".css"
        let run = try cli.swatch(["export", "--format", "css", "--palette", "p.txt", "-o", name], in: directory)
        #expect(run.status == 0)
        #expect(run.stderr == "wrote …\(String(repeating: "n", count: 52)).css (200 characters)\n")
    }
}
