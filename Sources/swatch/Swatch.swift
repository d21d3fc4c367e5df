import ArgumentParser
import Foundation
import SwatchKit

/// `swatch`: draws iOS-style table views of colours as PNG sheets.
struct Swatch: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw iOS table views of UIKit and app colours as light and dark PNG sheets.",
        discussion: "Exit status: 0 success; 1 an error. compare and verify: 0 equal, 1 different; check: 0 all pass, 1 some fail; diff: 0 no change, 1 changes; 2 an error for all four.",
        version: Swatch.version,
        subcommands: [Render.self, List.self, Export.self, Check.self, Diff.self, Compare.self, Verify.self],
        defaultSubcommand: Render.self)
}

extension Swatch {
    /// `swatch 0.2.0 (4660588abcde)`: the version and, when the build could tell, the commit (BuildCommit, written
    /// by the SwatchBuildInfo plugin).
    static var version: String { SwatchVersion.software + (BuildCommit.id.map { " (\($0))" } ?? "") }
}

/// Parses the command line, runs it, and turns every failure into one line on stderr and a non-zero exit.
@main
enum Main {
    static func main() {
        Interrupts.install()
        if let argument = firstArgumentNotUTF8() {
            fail("\(argument) is not UTF-8: swatch takes file names and values in UTF-8 (it would name another file)")
        }
        do {
            var command = try Swatch.parseAsRoot()
            try command.run()
            end(0)
        } catch let verdict as ExitCode {
            end(verdict.rawValue)  // an answer already printed: compare and verify exit 1 for "different"
        } catch {
            let message = (error as? SwatchError)?.message ?? Swatch.message(for: error)
            if Swatch.exitCode(for: error) == .success {
                do throws(SwatchError) {
                    try Console.out(message + "\n")  // --help and --version
                    end(0)
                } catch {
                    fail(error.message)
                }
            }
            // A SwatchError is one line, whatever names it holds; the parser's messages go on with usage lines.
            fail(error is SwatchError ? message
                 : message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? message)
        }
    }

    /// The first argument whose bytes are not UTF-8, shown with U+FFFD where they fail: Swift's strings
    /// would replace those bytes, so a path would silently name a different file.
    private static func firstArgumentNotUTF8() -> String? {
        for index in 1 ..< Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            let decoded = String(decoding: bytes, as: UTF8.self)
            if !decoded.utf8.elementsEqual(bytes) { return "'\(decoded)'" }
        }
        return nil
    }

    /// Prints `message` as one error line and exits with the command's error status.
    private static func fail(_ message: String) -> Never {
        TemporaryFiles.waitIfExiting()  // the error may be the signal's doing (its handler removed a folder being written)
        Console.err(Console.line("error", message))
        end(Swatch.errorStatus(arguments: CommandLine.arguments))
    }

    /// Ends the process with `status`, unless a signal's handler is removing the temporaries: then it waits
    /// for the handler, which exits with 128 + the signal. Exiting now would cut the removal short and leave
    /// a half-removed temporary folder (a run failing just as SIGQUIT came left `$TMPDIR/swatch-PID-N/copy`).
    private static func end(_ status: Int32) -> Never {
        TemporaryFiles.waitIfExiting()
        exit(status)
    }
}
