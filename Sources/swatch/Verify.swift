import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a sheet and compare it with a committed PNG; exit 0 if equal, 1 if different, 2 on error.",
            discussion: """
                Everything after -- is a render command line that makes one PNG (one appearance, or \
                --layout side-by-side); its -o and --manifest are ignored. A missing reference is an error \
                unless --record writes it.
                  swatch verify --against sheet-light.png --diff diff.png -- render --mode light
                """)

        @Option(help: ArgumentHelp("The committed reference PNG.", valueName: "reference.png"))
        var against: String

        @Flag(help: "Write the fresh render over the reference when it changed or is missing, and succeed.")
        var record = false

        @OptionGroup var tolerance: ToleranceOptions

        @Option(help: ArgumentHelp("When different, write a picture of the differences here.", valueName: "diff.png"))
        var diff: String?

        @Option(help: ArgumentHelp("When different, keep the fresh render here.", valueName: "actual.png"))
        var actual: String?

        @Argument(parsing: .postTerminator, help: ArgumentHelp("The render command: 'render' (optional) and its options.", valueName: "render-arguments"))
        var renderArguments: [String] = []

        @Flag(help: "No progress line on standard error (it only appears on a terminal, for checks over a second).")
        var quiet = false

        func run() throws {
            guard !renderArguments.isEmpty else {
                throw SwatchError(.usage, "give the render command after --, e.g. swatch verify --against sheet-light.png -- render --mode light")
            }
            // Fail before the render when there is nothing to compare with.
            guard record || FileManager.default.fileExists(atPath: against) else {
                throw missingReference
            }
            let request = try renderRequest()
            let check = ReferenceCheck(reference: against, options: try tolerance.options(), record: record ? .all : .never,
                                       diffImage: diff, keepActual: actual)
            let outcome = try ProgressLine.showing(quiet: quiet, counting: "rows compared") { progress throws(SwatchError) in
                try check.run(rendering: request, progress: progress)
            }
            switch outcome {
            case .matched(let report):
                try Console.out("\(against): \(report.text)")
            case .recorded(let previous):
                try Console.out("recorded \(against)" + (previous.map { " (was \($0.summary))" } ?? " (there was none)") + "\n")
            case .replacedUnreadable(let error):
                try Console.out("recorded \(against) (replaced a reference that did not decode: \(error.message))\n")
            case .differed(let report, _):
                let evidence = [diff.map { "  diff image: \($0)" }, actual.map { "  actual: \($0)" }].compactMap { $0 }
                try Console.out("\(against): \(report.text)" + evidence.map { $0 + "\n" }.joined())
                throw ExitCode(1)
            case .missing:
                throw missingReference  // removed while rendering
            }
        }

        private var missingReference: SwatchError {
            SwatchError(.image, "\(against): no such reference: run with --record to write it")
        }

        /// The request of the render command line after `--`.
        private func renderRequest() throws -> RenderRequest {
            var arguments = renderArguments
            if arguments.first == "render" { arguments.removeFirst() }
            let render: Render
            do {
                render = try Render.parse(arguments)
            } catch {
                throw SwatchError(.usage, "render: " + (Render.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"))
            }
            return try render.request()
        }
    }
}
