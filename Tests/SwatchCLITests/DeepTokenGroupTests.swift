import Foundation
import Testing

/// Design tokens under many nested groups of long keys (issue 28): every token's path is every key above it, so
/// 250 groups of 81-character keys make each 20 KB. Reading costs the file, not its tokens times their path
/// (it took 278 s and 6.4 GB, and crashed under 1 GiB); running out is one line naming the file and exit 2.
@Suite struct DeepTokenGroupTests {
    /// The key of the group at `level`: `g007` and 77 `k`s, 81 characters.
    static func key(_ level: Int) -> String { String(format: "g%03d", level) + String(repeating: "k", count: 77) }

    /// The value of token `c<index>`, as the file writes it (`#RRGGBB`).
    static func value(_ index: Int) -> String { String(format: "%06X", (index &* 2_654_435_761) % 0xFF_FFFF) }

    /// A token file of `tokens` colour tokens inside `depth` nested groups.
    static func file(depth: Int, tokens: Int) -> Data {
        var text = (0 ..< depth).map { "{\"\(key($0))\":" }.joined()
        text += "{" + (0 ..< tokens).map { "\"c\($0)\":{\"$type\":\"color\",\"$value\":\"#\(value($0))\"}" }.joined(separator: ",") + "}"
        text += String(repeating: "}", count: depth) + "\n"
        return Data(text.utf8)
    }

    /// 250 levels over 50,000 tokens (2.3 MB), made once for the three limits of `deepGroupsOutOfMemory`: the debug test
    /// bundle takes about a second of CPU to build its text.
    static let deepFile = file(depth: 250, tokens: 50000)

    /// 40 levels over 2,000 tokens list as they always did: the section is the 40 keys, each row one token.
    @Test func deepGroupsList() throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.file(depth: 40, tokens: 2000).write(to: URL(fileURLWithPath: directory + "/deep.tokens.json"))
        let run = try cli.swatch(["list", "--palette", "deep.tokens.json", "--format", "csv"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let lines = run.stdout.components(separatedBy: "\r\n")
        let section = (0 ..< 40).map(Self.key).joined(separator: "/")
        #expect(lines.count == 2002)  // the header, 2,000 rows, and the empty string after the last line break
        #expect(lines.first == "section,name,uikit,light,lightEffective,dark,darkEffective")
        #expect(lines.dropFirst().first == "\(section),c0,,#000000FF,,#000000FF,")
        #expect(lines.dropLast().last == "\(section),c1999,,#341092FF,,#341092FF,")
        #expect(lines.last == "")
    }

    /// 250 levels over 10,000 tokens (0.5 MB): its reading fits 256 MB and the table lists every token. Read in about
    /// 110 MB; a token keeping its 20 KB path once more (200 MB for the 10,000) aborts under the limit. (50,000 under
    /// 1 GiB held the same; the table's rows cost their 20 KB section each, 9 s of CPU.)
    @Test func deepGroupsFit() throws {
        let cli = CLITests()
        guard !CLITests.hasShadowMemory else { return }
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.file(depth: 250, tokens: 10000).write(to: URL(fileURLWithPath: directory + "/deep.tokens.json"))
        let script = #"(ulimit -v 262144; "$SWATCH" list --palette deep.tokens.json > out.txt); echo "$?"; grep -c '^ *c[0-9]* ' out.txt; grep -c ' c9999 ' out.txt"#
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "0\n10000\n1\n", "\(run.stderr)")
        #expect(run.stderr.isEmpty)
    }

    /// The same file under a limit its reading does not fit: one line naming the file (or a place in it), exit 2,
    /// no crash report and nothing written.
    /// (Reading it now fits a 180 MB limit, which refused it when a token kept twice as much; the up-front check of
    /// 13 bytes a byte passes, so 110 MB stops at the check of the parse's use and 150 MB at a group's.)
    @Test(arguments: [110, 130, 150])
    func deepGroupsOutOfMemory(limitMB: Int) throws {
        let cli = CLITests()
        guard !CLITests.hasShadowMemory else { return }
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Self.deepFile.write(to: URL(fileURLWithPath: directory + "/deep.tokens.json"))
        let script = "(ulimit -v \(limitMB * 1024); \"$SWATCH\" list --palette deep.tokens.json --format csv > out.csv); echo \"$?\"; wc -c < out.csv"
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) } == ["2", "0"], "\(run.stderr)")
        let line = #/swatch: error: deep\.tokens\.json(: [^\n]*)?: not enough memory: needs at least ([0-9]+) MB, this process may use ([0-9]+) MB\n/#
        let match = try #require(run.stderr.wholeMatch(of: line), "\(run.stderr)")
        #expect(Int(match.3) == limitMB)
    }
}
