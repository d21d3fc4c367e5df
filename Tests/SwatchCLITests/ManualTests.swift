import Foundation
import Testing

/// The man page's EXIT STATUS section (Packaging/manual-exit-status.mdoc, which `make manual` puts in the page
/// generate-manual writes) names every subcommand, and the status it gives each for an error is the one the binary
/// exits with.
@Suite struct ManualTests {
    static let section = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Packaging/manual-exit-status.mdoc").standardized
    let cli = CLITests()

    /// Each `.It Cm NAME` item's text, up to the next item or the end of the list.
    func items() throws -> [String: String] {
        let lines = try String(contentsOf: Self.section, encoding: .utf8).split(separator: "\n").map(String.init)
        var items: [String: String] = [:], current: String?
        for line in lines {
            if line.hasPrefix(".It Cm ") {
                current = String(line.dropFirst(".It Cm ".count))
                items[current!] = ""
            } else if line == ".El" {
                current = nil
            } else if let name = current {
                items[name, default: ""] += line + "\n"
            }
        }
        return items
    }

    /// The subcommands `swatch --help` lists.
    func subcommands() throws -> [String] {
        let help = try cli.swatch(["--help"]).stdout
        let listed = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first ?? ""
        // A subcommand's line starts two spaces in; its help's continuation lines further.
        return listed.split(separator: "\n").prefix { !$0.isEmpty }.filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
            .compactMap { $0.split(separator: " ").first.map { String($0) } }.filter { $0 != "help" && $0.allSatisfy(\.isLowercase) }
    }

    @Test func everySubcommandHasItsExitStatuses() throws {
        let items = try items(), subcommands = try subcommands()
        #expect(subcommands.count == 8, "\(subcommands)")
        #expect(Set(items.keys) == Set(subcommands), "\(items.keys.sorted()) against \(subcommands)")
        for (name, text) in items { #expect(text.hasPrefix("0 "), "\(name): \(text)") }
    }

    /// An unknown option is a usage error: the binary's status for it is the one the section states as
    /// "N an error" (for export, without and with --check).
    @Test(arguments: [(["render"], "render", 0), (["list"], "list", 0), (["export"], "export", 0), (["export", "--check"], "export", 1),
                      (["check"], "check", 0), (["diff"], "diff", 0), (["compare"], "compare", 0), (["verify"], "verify", 0),
                      (["config"], "config", 0)])
    func theStatedErrorStatusIsTheBinarys(arguments: [String], item: String, occurrence: Int) throws {
        let text = try #require(try items()[item])
        let stated = text.components(separatedBy: " an error").dropLast().map { $0.last.flatMap { Int32(String($0)) } }
        let status = try #require(stated.count > occurrence ? stated[occurrence] : nil, "\(item): \(text)")
        let run = try cli.swatch(arguments + ["--no-such-option"])
        #expect(run.status == status, "\(arguments): \(run.stderr)")
        #expect(run.stderr.hasPrefix("swatch: error: "), "\(run.stderr)")
    }
}
