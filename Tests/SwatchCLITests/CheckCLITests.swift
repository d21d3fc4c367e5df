import Foundation
import Testing

/// `swatch check` as CI runs it: 0 all pass, 1 some fail, 2 on error, reports on standard output.
@Suite struct CheckCLITests {
    let cli = CLITests()

    @Test(arguments: [("label on systemBackground\n", ["--format", "text"], Int32(0), "0 of 6 checks fail (WCAG AA)"),
                      ("systemBlue on systemBackground as text\n", ["--catalog", "ios17"], Int32(1), "1 of 6 checks fail (WCAG AA)"),
                      ("label on systemBackground\n", ["--wcag-level", "AAA"], Int32(0), "0 of 6 checks fail (WCAG AAA)")])
    func exitStatusFollowsTheVerdict(pairs: String, arguments: [String], status: Int32, summary: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data(pairs.utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        let run = try cli.swatch(["check", "--pairs", "pairs.txt"] + arguments, in: directory)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").last.map(String.init) == summary)
    }

    @Test(arguments: [(["check", "--pairs", "missing.txt"], "swatch: error: missing.txt: no such file or folder"),
                      (["check", "--wcag-level", "AAAA"], "swatch: error: --wcag-level: invalid value 'AAAA' (did you mean 'AAA'?)")])
    func errorsExitTwo(arguments: [String], message: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n")
    }

    /// `--cvd` adds the colour-vision findings to the report and to the exit status: a brand red and green
    /// that deuteranopes confuse fail a check whose contrast pairs all pass.
    @Test func cvdFindingsFailTheCheck() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("[Brand]\nBrand Red #D03030\nBrand Green #3A8A3A\n".utf8).write(to: URL(fileURLWithPath: directory + "/brand.txt"))
        try Data("label on systemBackground\n".utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        let contrastOnly = try cli.swatch(["check", "--palette", "brand.txt", "--pairs", "pairs.txt"], in: directory)
        #expect(contrastOnly.status == 0, "\(contrastOnly.stderr)")
        let run = try cli.swatch(["check", "--palette", "brand.txt", "--pairs", "pairs.txt", "--cvd"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1] == "0 of 1 checks fail (WCAG AA)")
        #expect(lines.contains { $0.hasPrefix("deuteranopia   light  Brand Red and Brand Green  ΔE00 5.") && $0.contains("(normal vision 64.") })
        #expect(lines.last?.hasPrefix("2 of 4 colour-vision checks fail (pairs with CIEDE2000 below 10.00") == true)
        // A lower threshold lets the pair pass.
        let lenient = try cli.swatch(["check", "--palette", "brand.txt", "--pairs", "pairs.txt", "--cvd", "--cvd-threshold", "4"], in: directory)
        #expect(lenient.status == 0, "\(lenient.stdout)")
        let json = try cli.swatch(["check", "--palette", "brand.txt", "--pairs", "pairs.txt", "--cvd", "--format", "json"], in: directory)
        #expect(json.status == 1 && json.stdout.contains("\"simulatedDeltaE\""))
    }

    @Test(arguments: [(["check", "--cvd-threshold", "5"], "swatch: error: --cvd-threshold needs --cvd"),
                      (["check", "--cvd", "--cvd-threshold", "0"], "swatch: error: --cvd-threshold: invalid value '0' (expected a number above 0)")])
    func cvdOptionErrorsExitTwo(arguments: [String], message: String) throws {
        let run = try cli.swatch(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n")
    }

    @Test func junitGoesToStandardOutput() throws {
        let run = try cli.swatch(["check", "--format", "junit", "--catalog", "ios17"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"swatch check\" tests=\"90\""))
    }

    /// What `--keep-going` passed over is in the machine reports, so a CI reading one knows colours went unchecked, and
    /// stderr names the first 20 and counts the rest (200,000 bad lines were 200,000 warnings: the sixteenth pass's H16-10).
    @Test func keepGoingSkipsAreReported() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bad = (1 ... 25).map { "bad\($0) #GG0000\n" }.joined()
        try Data(("good #FF0000\n" + bad).utf8).write(to: URL(fileURLWithPath: directory + "/p.txt"))
        try Data("good on systemBackground\n".utf8).write(to: URL(fileURLWithPath: directory + "/pairs.txt"))
        let json = try cli.swatch(["check", "--palette", "p.txt", "--pairs", "pairs.txt", "--keep-going", "--format", "json"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let skipped = try #require(document["skipped"] as? [String])
        #expect(skipped.count == 25 && skipped.first == ##"p.txt:2: "#GG0000" is not a colour (expected #RRGGBB or #RRGGBBAA)"##)
        let warnings = json.stderr.split(separator: "\n")
        #expect(warnings.count == 21 && warnings.last == "swatch: warning: skipped 5 more (25 in all)")
        let junit = try cli.swatch(["check", "--palette", "p.txt", "--pairs", "pairs.txt", "--keep-going", "--format", "junit"], in: directory)
        #expect(junit.stdout.contains(#"<testsuite name="skipped" tests="25" failures="0" skipped="25">"#))
        #expect(junit.stdout.contains(#"<testcase classname="palette" name="p.txt:26: &quot;#GG0000&quot; is not a colour (expected #RRGGBB or #RRGGBBAA)">"#))
        #expect(junit.stdout.contains(#"<testsuites name="swatch check" tests="26" failures="1" skipped="25">"#))
        // Nothing skipped: no trace of it, the reports as they always were.
        try Data("good #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/p.txt"))
        let clean = try cli.swatch(["check", "--palette", "p.txt", "--pairs", "pairs.txt", "--keep-going", "--format", "junit"], in: directory)
        #expect(!clean.stdout.contains("skipped"))
    }
}
