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

        func run() throws {
            guard !renderArguments.isEmpty else {
                throw ValidationError("give the render command after --, e.g. swatch verify --against sheet-light.png -- render --mode light")
            }
            // Fail before the render when there is nothing to compare with.
            guard record || FileManager.default.fileExists(atPath: against) else {
                throw missingReference
            }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-verify-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: directory) }
            let rendered = try renderOnePNG(into: directory + "/render.png")

            let check = ReferenceCheck(reference: against, options: try tolerance.options(), record: record ? .all : .never,
                                       diffImage: diff, keepActual: actual)
            switch try check.run(actual: rendered) {
            case .matched(let report):
                print("\(against): \(report.text)", terminator: "")
            case .recorded(let previous):
                print("recorded \(against)" + (previous.map { " (was \($0.summary))" } ?? " (there was none)"))
            case .differed(let report, _):
                let evidence = [diff.map { "  diff image: \($0)" }, actual.map { "  actual: \($0)" }].compactMap { $0 }
                print("\(against): \(report.text)" + evidence.map { $0 + "\n" }.joined(), terminator: "")
                throw ExitCode(1)
            case .missing:
                throw missingReference  // removed while rendering
            }
        }

        private var missingReference: CompareError {
            CompareError("\(against): no such reference: run with --record to write it")
        }

        /// Parses the render command line, renders it into `path` and returns the file.
        private func renderOnePNG(into path: String) throws -> String {
            var arguments = renderArguments
            if arguments.first == "render" { arguments.removeFirst() }
            let render: Render
            do {
                render = try Render.parse(arguments)
            } catch {
                throw ValidationError("render: " + (Render.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"))
            }
            var request = try render.request()
            guard request.appearances.count == 1 || request.arrangement == .sideBySide else {
                throw ValidationError("verify compares one PNG: render one appearance (--mode light, dark or auto) or use --layout side-by-side")
            }
            request.output = path
            request.manifest = nil
            let sheets = try SheetRenderer.render(request)
            return sheets[0].image
        }
    }
}
