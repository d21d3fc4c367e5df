import Foundation
import Testing

/// `swatch check` as CI runs it: 0 all pass, 1 some fail, 2 on error, reports on standard output.
@Suite struct CheckCLITests {
    let cli = CLITests()

    @Test(arguments: [("label on systemBackground\n", ["--format", "text"], Int32(0), "0 of 6 checks fail (WCAG AA)"),
                      ("systemBlue on systemBackground as text\n", ["--catalog", "ios17"], Int32(1), "1 of 6 checks fail (WCAG AA)"),
                      ("label on systemBackground\n", ["--level", "AAA"], Int32(0), "0 of 6 checks fail (WCAG AAA)")])
    func exitStatusFollowsTheVerdict(pairs: String, arguments: [String], status: Int32, summary: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(pairs.utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        let run = try cli.swatch(["check", "--pairs", "pairs.txt"] + arguments, in: directory)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").last.map(String.init) == summary)
    }

    @Test(arguments: [(["check", "--pairs", "missing.txt"], "swatch: error: missing.txt: cannot read the file"),
                      (["check", "--level", "AAAA"], "swatch: error: The value 'AAAA' is invalid for '--level <level>'. Please provide one of 'AA' and 'AAA'.")])
    func errorsExitTwo(arguments: [String], message: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n")
    }

    @Test func junitGoesToStandardOutput() throws {
        let run = try cli.swatch(["check", "--format", "junit", "--catalog", "ios17"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swatch check\" tests=\"90\""))
    }
}
