import ArgumentParser
import SwatchKit

import Foundation

/// `swatch`: draws iOS-style table views of colours as PNG sheets.
struct Swatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw iOS table views of UIKit and app colours as light and dark PNG sheets.",
        version: SheetRenderer.software,
        subcommands: [Render.self, List.self, Compare.self, Verify.self],
        defaultSubcommand: Render.self)
}

/// Parses the command line, runs it, and turns every failure into one line on stderr and a non-zero exit.
@main
enum Main {
    static func main() {
        do {
            var command = try Swatch.parseAsRoot()
            try command.run()
        } catch let verdict as ExitCode {
            exit(verdict.rawValue)  // an answer already printed: compare and verify exit 1 for "different"
        } catch {
            let code = Swatch.exitCode(for: error)
            let message = Swatch.message(for: error)
            if code == .success {
                print(message)
            } else {
                let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "\(error)"
                FileHandle.standardError.write(Data("swatch: error: \(firstLine)\n".utf8))
            }
            exit(Swatch.exitStatus(code, arguments: CommandLine.arguments))
        }
    }
}
