import ArgumentParser
import Foundation
import SwatchKit

/// `swatch`: draws iOS-style table views of colours as PNG sheets.
struct Swatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw iOS table views of UIKit and app colours as light and dark PNG sheets.",
        discussion: "Exit status: 0 success; 1 an error. compare and verify: 0 equal, 1 different; check: 0 all pass, 1 some fail; diff: 0 no change, 1 changes; 2 an error for all four.",
        version: SwatchVersion.software,
        subcommands: [Render.self, List.self, Export.self, Check.self, Diff.self, Compare.self, Verify.self],
        defaultSubcommand: Render.self)
}

/// Parses the command line, runs it, and turns every failure into one line on stderr and a non-zero exit.
@main
enum Main {
    static func main() {
        Interrupts.install()
        do {
            var command = try Swatch.parseAsRoot()
            try command.run()
        } catch let verdict as ExitCode {
            exit(verdict.rawValue)  // an answer already printed: compare and verify exit 1 for "different"
        } catch {
            let message = (error as? SwatchError)?.message ?? Swatch.message(for: error)
            if Swatch.exitCode(for: error) == .success {
                do throws(SwatchError) {
                    try Console.out(message + "\n")  // --help and --version
                    exit(0)
                } catch {
                    fail(error.message)
                }
            }
            fail(message)
        }
    }

    /// Prints the first line of `message` as an error and exits with the command's error status.
    private static func fail(_ message: String) -> Never {
        let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message
        Console.err("swatch: error: \(firstLine)\n")
        exit(Swatch.errorStatus(arguments: CommandLine.arguments))
    }
}
