import ArgumentParser
import Foundation
import SwatchKit

/// `swatch`: draws iOS-style table views of colours as PNG sheets.
struct Swatch: ParsableCommand {
    // Every command names itself: a name made from the type's (String(describing:)) costs that type's first dynamic
    // casts, and the parser makes every command's name on each run (0.15 ms each, 1.3 ms a render's start-up).
    static let configuration = CommandConfiguration(
        commandName: "swatch",
        abstract: "Draw iOS table views of UIKit and app colours as light and dark PNG sheets.",
        discussion: "Exit status: 0 success; 1 an error. compare and verify: 0 equal, 1 different; check: 0 all pass, 1 some fail; diff: 0 no change, 1 changes; export --check: 0 current, 1 stale; 2 an error for all five. 2 for any command that runs out of memory.",
        version: Swatch.version,
        subcommands: [Render.self, List.self, Export.self, Check.self, Diff.self, Compare.self, Verify.self, Config.self],
        defaultSubcommand: Render.self)

    /// The names the first argument may be: the subcommands and `help`.
    static var commandNames: [String] {
        configuration.subcommands.map { $0._commandName } + ["help"]
    }

    /// The most arguments a command line may have. ArgumentParser's time grows with the square of their
    /// number (`--name 'x*'` given 4,000 times took 1.1 s, 10,000 times 7 s); no command needs more than a few
    /// dozen, and 1,000 parse in well under a tenth of a second.
    static let mostArguments = 1_000
}

extension Swatch {
    /// The command `arguments` name, parsed. A line that starts with a subcommand's name is parsed by that
    /// subcommand alone: the root's pass would build the subcommand's whole argument set three more times to
    /// see whether it takes all remaining input (about 1.5 ms of a render's start-up). Anything that pass
    /// refuses or answers instead (an error, a completion script; --help, which it answers with a help command
    /// of its own) is parsed again from the root, so every message and help text is the root's.
    static func parsedCommand(_ arguments: [String]) throws -> ParsableCommand {
        if let first = arguments.first, let subcommand = configuration.subcommands.first(where: { $0._commandName == first }),
           let command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())), type(of: command) == subcommand {
            return command
        }
        return try parseAsRoot(arguments)
    }

    /// `swatch 0.2.0 (4660588abcde)`: the version and, when the build could tell, the commit (BuildCommit, written
    /// by the SwatchBuildInfo plugin).
    static var version: String { SwatchVersion.software + (BuildCommit.id.map { " (\($0))" } ?? "") }
}

/// Parses the command line, runs it, and turns every failure into one line on stderr and a non-zero exit.
@main
enum Main {
    static func main() {
        StandardStreams.secure()  // before anything opens a descriptor: a closed one would be reused
        Interrupts.install()
        silenceErrorIfNamed()
        do throws(SwatchError) {
            try MemoryBudget.checkStart()  // below this, parsing the catalog could abort
        } catch {
            fail("\(error)", status: 2)
        }
        if let argument = firstArgumentNotUTF8() {
            fail("'\(argument)' is not UTF-8: swatch takes file names and values in UTF-8 (it would name another file)")
        }
        if let given = Swatch.builtInFlagGivenAValue(in: Array(CommandLine.arguments.dropFirst())) {
            fail("\(given.flag) takes no value (given '\(given.value)')")
        }
        let arguments = Swatch.helpRequest(Array(CommandLine.arguments.dropFirst()))
        if arguments.isEmpty { printUsage() }
        guard arguments.count <= Swatch.mostArguments else {
            fail("\(arguments.count) arguments: swatch takes at most \(Swatch.mostArguments) (give a pattern such as --name 'x*' once, not once per colour)")
        }
        // Any argument may name a file the command reads later, which no cleanup may take for a dead run's leftover.
        InputFiles.noteNamed(arguments + arguments.compactMap { argument in argument.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) })
        // The command, and the one `help` is asked about (`swatch help nope` showed the overview, exit 0).
        let named = arguments.first == "help" ? arguments.prefix(2).dropFirst() : arguments.prefix(1)
        // `—mode` first is render's option with an em dash (`OptionCheck` says so), not a command.
        if let first = named.first, !first.hasPrefix("-"), !Swatch.commandNames.contains(first),
           arguments.first == "help" || OptionCheck.unicodeDashHint(first, of: Swatch.Render.self) == nil {
            let hint: MessageText = NameSuggestion.hint(for: first, among: Swatch.commandNames)
                ?? "commands: \(list: Swatch.commandNames)"
            fail("unknown command '\(first)' (\(hint))")
        }
        OutputBeforeFiles.holdCommits()  // a run's files go in place only once what it prints is written
        do {
            var command = try Swatch.checkedParseAsRoot()
            try command.run()
            AppearanceMapUse.warnOfUnmatched()
            try commitFiles()
            end(0)
        } catch let verdict as ExitCode {
            AppearanceMapUse.warnOfUnmatched()
            do throws(SwatchError) {
                try commitFiles()
            } catch {
                fail("\(error)")
            }
            end(verdict.rawValue)  // an answer already printed: compare and verify exit 1 for "different"
        } catch let error as SwatchError {
            // A write failed with the reader of standard output gone (a PNG's is an image error): what was being
            // written has been rolled back; end as SIGPIPE would.
            if [.output, .image].contains(error.kind), StandardStreams.readerIsGone() { end(128 + SIGPIPE) }
            fail("\(error)", status: error.kind == .memory ? 2 : nil)
        } catch {
            if Swatch.exitCode(for: error) == .success {
                do throws(SwatchError) {
                    try Console.out(Swatch.message(for: error) + "\n")  // --help and --version
                    end(0)
                } catch {
                    // The reader went (`swatch render --help | grep -q scale`): end as every other output does, by SIGPIPE.
                    if StandardStreams.readerIsGone() { end(128 + SIGPIPE) }
                    fail("\(error)")
                }
            }
            // The parser's message is kept whole (a list of the values an option takes follows its first line),
            // each line with the values it quotes quoted as swatch quotes them.
            let lines = Swatch.messageLines(for: error)
            fail(lines.first ?? "\(error)", then: lines.dropFirst())
        }
    }

    /// Standard error opened on a file the command line names or the swatch.yml found here (`2<>palette.txt`): even a
    /// parser's error would be written over it, so the run ends at once with 2, writing nothing
    /// (`StandardStreams.errorIsInput`; a file reached another way is found as it is opened, `InputFiles`).
    private static func silenceErrorIfNamed() {
        StandardStreams.silenceErrorIfNamed {
            let arguments = CommandLine.arguments.dropFirst()
            let values = arguments.compactMap { $0.hasPrefix("-") ? $0.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init) : nil }
            let config = SwatchConfig.locate(from: FileManager.default.currentDirectoryPath).map { [$0] } ?? []
            return Array(arguments) + values + config
        }
        if StandardStreams.errorIsInput { end(2) }
    }

    /// Puts the run's files in place, its standard output written, and then says what it wrote (`Console.status`).
    private static func commitFiles() throws(SwatchError) {
        try OutputBeforeFiles.commitHeld()
        Console.showStatus()
    }

    /// Bare `swatch`: the usage (drawing sheets into the current folder is `swatch render`), and what the
    /// config found here would do.
    private static func printUsage() -> Never {
        var text = Swatch.helpMessage()
        if let found = SwatchConfig.locate(from: FileManager.default.currentDirectoryPath) {
            text += "\n" + configSummary(found).text + "\n"
        }
        do throws(SwatchError) {
            try Console.out(text.hasSuffix("\n") ? text : text + "\n")
        } catch {
            fail("\(error)")
        }
        end(0)
    }

    /// What the config `found` here gives the commands that read it to do, read as they would read it: one that does not
    /// read says so, not what it would do (the twenty-third hostile pass's H23-10 said the same for any file of that name).
    private static func configSummary(_ found: String) -> MessageText {
        let config: SwatchConfig?
        do throws(SwatchError) {
            config = try SwatchConfig.load(named: nil, disabled: false)
        } catch {
            return "\(path: found) is here, but does not read: swatch config says why"
        }
        guard let config else { return "" }
        var does: [MessageText] = []
        if !config.exports.isEmpty { does.append("swatch export writes its \(config.exports.count) export\(verbatim: config.exports.count == 1 ? "" : "s")") }
        if config.pairs != nil { does.append("swatch check checks its pairs") }
        if !config.references.isEmpty {
            does.append("swatch verify checks its \(config.references.count) reference\(verbatim: config.references.count == 1 ? "" : "s")")
        }
        guard let first = does.first else { return "\(path: found) is here, with no exports, pairs or references for swatch to use" }
        return does.dropFirst().reduce("\(path: found) is here: \(first)") { $0 + ", " + $1 } + "."
    }

    /// The first argument whose bytes are not UTF-8, shown with `\xFF` where they fail (`VisibleText.decoded`):
    /// Swift's strings would replace those bytes with U+FFFD, so a path would silently name a different file.
    private static func firstArgumentNotUTF8() -> String? {
        for index in 1 ..< Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index] else { continue }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self), count: strlen(raw))
            if String(validating: bytes, as: UTF8.self) == nil { return VisibleText.decoded(bytes) }
        }
        return nil
    }

    /// Prints `message` as one error line and exits with `status`, by default the command's error status (2 for
    /// running out of memory, whatever the command); the parser's message has its first line after
    /// `swatch: error:` and any further lines (`more`) as they are.
    private static func fail(_ message: MessageText, then more: ArraySlice<MessageText> = [], status: Int32? = nil) -> Never {
        TemporaryFiles.waitIfExiting()  // the error may be the signal's doing (its handler removed a folder being written)
        Console.finish()  // the count of warnings --quiet held back, before the error that ends the run
        Console.err(Console.line("error", message) + more.map { VisibleText.line($0.text) + "\n" }.joined())
        end(status ?? Swatch.errorStatus(arguments: CommandLine.arguments))
    }

    /// Ends the process with `status`, unless a signal's handler is removing the temporaries: then it waits
    /// for the handler, which exits with 128 + the signal. Exiting now would cut the removal short and leave
    /// a half-removed temporary folder (a run failing just as SIGQUIT came left `$TMPDIR/swatch-PID-N/copy`).
    private static func end(_ status: Int32) -> Never {
        OutputBeforeFiles.abandonHeld()  // a failed run's staged files go; after `commitFiles`, there are none
        TemporaryFiles.waitIfExiting()
        Console.finish()
        exit(StandardStreams.errorIsInput ? 2 : status)  // standard error is an input: nothing written, whatever the run said
    }
}
