import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Verify: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify",  // named here, not from the type: see Swatch.configuration
            abstract: "Render a sheet and compare it with a committed PNG; exit 0 if equal, 1 if different, 2 on error.",
            discussion: """
                Everything after -- is a render command line that makes one PNG (one appearance, or \
                --layout side-by-side); its -o and --manifest are ignored. A missing reference is an error \
                unless --record writes it. With no render command, every reference under verify in swatch.yml.
                  swatch verify --against sheet-light.png --diff diff.png -- render --mode light
                  swatch verify --format junit > snapshots.xml
                """)

        @Option(help: ArgumentHelp("The committed reference PNG.", valueName: "reference.png"), completion: .file(extensions: ["png"]))
        var against: String?

        @Flag(help: "Write the fresh render over the reference when it changed or is missing, and succeed.")
        var record = false

        @OptionGroup var tolerance: ToleranceOptions

        @Option(help: ArgumentHelp("When different, write a picture of the differences here.", valueName: "diff.png"), completion: .file(extensions: ["png"]))
        var diff: String?

        @Option(help: ArgumentHelp("When different, keep the fresh render here.", valueName: "actual.png"), completion: .file(extensions: ["png"]))
        var actual: String?

        @Option(help: "Report format: text, or junit (a test case per reference, failing when it differs).")
        var format: VerifyFormat = .text

        @OptionGroup var config: ConfigOptions

        @Argument(parsing: .postTerminator, help: ArgumentHelp("The render command: 'render' (optional) and its options.", valueName: "render-arguments"))
        var renderArguments: [String] = []

        @Flag(help: "Nothing on standard error but errors and the first warning: no progress line (it only appears on a terminal, for checks over a second).")
        var quiet = false

        /// One reference to check: the PNG and the render that should reproduce it.
        private struct Job {
            let against: String
            let request: RenderRequest
            /// `swatch.yml: verify.references[1].render` for a reference of the config, which starts what its render finds wrong.
            var shownAs: String?
            /// The keys and values under that `render`, whose words an error of the render takes (`ReferenceWording`).
            var members: [ConfigValue.Member] = []
        }

        func run() throws {
            Console.quiet = quiet
            try StandardStreams.requireOutput()  // the report goes there: known before a reference, actual or diff image is written
            let config = try self.config.load()
            let jobs = try self.jobs(config: config)
            let options = try tolerance.options(config: config)
            var cases: [JUnitReport.TestCase] = []
            var text = ""
            var different = false
            for job in jobs {
                let check = ReferenceCheck(reference: job.against, options: options, record: record ? .all : .never,
                                           diffImage: diff, keepActual: actual)
                let outcome = try ProgressLine.showing(quiet: quiet, counting: "rows compared") { progress throws(SwatchError) in
                    do throws(SwatchError) {
                        return try check.run(rendering: job.request, progress: progress)
                    } catch where error.kind == .usage && job.shownAs != nil {
                        throw ReferenceWording.error(error, of: job.shownAs ?? "", members: job.members, topLevel: config?.topLevel ?? [])  // a colour its tint names that is not there
                    }
                }
                let name = job.against
                // The reference as every path is shown (escaped, a long one by its end): swatch.yml, a pull request's, may name it (H24-7).
                let shown = VisibleText.quotedPath(name)
                switch outcome {
                case .matched(let report):
                    text += "\(shown): \(report.text)"
                    cases.append(report.junitCase(named: name, classname: "verify"))
                case .recorded(let previous):
                    text += "recorded \(shown)" + (previous.map { " (was \($0.summary))" } ?? " (there was none)") + "\n"
                    cases.append(JUnitReport.TestCase(classname: "verify", name: name, failure: nil, failureType: "pixels"))
                case .replacedUnreadable(let error):
                    text += "recorded \(shown) (replaced a reference that did not decode: \(error.message))\n"
                    cases.append(JUnitReport.TestCase(classname: "verify", name: name, failure: nil, failureType: "pixels"))
                case .differed(let report, _):
                    different = true
                    let hints = FontHint.lines(reference: job.against, fonts: job.request.fonts, look: job.request.options.look)
                    let evidence = hints.map { "  " + $0.text } + [diff.map { (path: String) -> MessageText in "  diff image: \(path: path)" }?.text,
                                                               actual.map { (path: String) -> MessageText in "  actual: \(path: path)" }?.text].compactMap { $0 }
                    text += "\(shown): \(report.text)" + evidence.map { $0 + "\n" }.joined()
                    cases.append(report.junitCase(named: name, classname: "verify", detail: hints.isEmpty ? nil : hints.map(\.text).joined(separator: "; ")))
                case .missing:
                    throw missingReference(job.against)  // removed while rendering
                }
            }
            switch format {
            case .text: try Console.out(text)
            case .junit: try Console.out(JUnitReport(name: "swatch verify", suites: [JUnitReport.Suite(name: "verify", cases: cases)]).xml)
            }
            if different { throw ExitCode(1) }
        }

        /// The references to check: `--against` and the render command after `--`, else the config's.
        private func jobs(config: SwatchConfig?) throws -> [Job] {
            if !renderArguments.isEmpty {
                guard let against else {
                    throw SwatchError(.usage, "give the reference: swatch verify --against sheet-light.png -- render --mode light")
                }
                try requireReference(against)
                return [Job(against: against, request: try renderRequest(renderArguments, config: config, shownAs: "render"))]
            }
            let references = config?.references ?? []
            guard against == nil, !references.isEmpty else {
                throw SwatchError(.usage, "give the render command after --, e.g. swatch verify --against sheet-light.png -- render --mode light, or list references under verify in swatch.yml")
            }
            if references.count > 1, diff != nil || actual != nil {
                throw SwatchError(.usage, "--diff and --actual name one file each: verify one reference at a time (--against PNG -- render ...) to keep its evidence")
            }
            try config?.checkReferencesApart(recording: record)
            var jobs: [Job] = []
            for reference in references {
                try requireReference(reference.against)
                let arguments = reference.render.flatMap(Self.arguments(for:))
                let shown = "\(config?.path ?? SwatchConfig.fileName): \(reference.keyPath).render"
                let members = reference.render
                jobs.append(Job(against: reference.against, request: try renderRequest(arguments, config: config, shownAs: shown, members: members),
                                shownAs: shown, members: members))
            }
            return jobs
        }

        /// Fails before rendering when there is nothing to compare with.
        private func requireReference(_ path: String) throws(SwatchError) {
            guard record || FileManager.default.fileExists(atPath: path) else { throw missingReference(path) }
        }

        private func missingReference(_ path: String) -> SwatchError {
            SwatchError(.image, "\(path): no such reference: run with --record to write it")
        }

        /// A render option of the config as command-line arguments: `--mode light`, `--keep-going`, one
        /// `--section` per element of a list.
        static func arguments(for member: ConfigValue.Member) -> [String] {
            switch member.value {
            case .boolean(let flag): flag ? ["--\(member.key)"] : []
            case .list(let elements): elements.flatMap { option(member.key, $0.argument) }
            default: option(member.key, member.value.argument)
            }
        }

        /// `--key value`, or `--key=value` for a value starting with `-`, which the parser would take for an
        /// option (`type-name: "--force"`, `output: -x.css`) and say the value is missing.
        static func option(_ key: String, _ value: String) -> [String] {
            value.hasPrefix("-") ? ["--\(key)=\(value)"] : ["--\(key)", value]
        }

        /// The request of a render command line; its parser's errors start with `shownAs`, and for a reference of the config
        /// (`members`, its render's keys and values, not nil) every error does, in the config's words.
        private func renderRequest(_ arguments: [String], config: SwatchConfig?, shownAs: String, members: [ConfigValue.Member]? = nil) throws -> RenderRequest {
            var arguments = arguments
            if arguments.first == "render" { arguments.removeFirst() }
            let render: Render
            do {
                render = try Render.checkedParse(arguments)
            } catch {
                let parsed = SwatchError(.usage, "\(Render.firstLine(for: error))")
                throw members.map { ReferenceWording.error(parsed, of: shownAs, members: $0, topLevel: config?.topLevel ?? []) } ?? SwatchError(.usage, "\(shownAs): \(parsed)")
            }
            guard let members else { return try render.request(config: config) }
            // What the render finds wrong (a colour its --tint names, a palette that is not there, two PNGs where a check compares
            // one) says which reference of the config, which may list several (the twenty-third hostile pass's H23-8).
            do throws(SwatchError) {
                let request = try render.request(config: config)
                try request.requireOneImage()
                return request
            } catch {
                throw ReferenceWording.error(error, of: shownAs, members: members, topLevel: config?.topLevel ?? [])
            }
        }
    }
}

/// `--format` of `swatch verify`.
enum VerifyFormat: String, CaseInsensitiveChoice {
    case text, junit
}
