import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Compare: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "compare",  // named here, not from the type: see Swatch.configuration
            abstract: "Compare two PNGs pixel by pixel; exit 0 if equal, 1 if different, 2 on error.",
            discussion: """
                Both files are decoded to 8-bit RGBA (any PNG colour type and bit depth), so files that \
                encode the same pixels differently are identical. Images of different sizes are different; \
                --diff shows where.
                  swatch compare Output/sheet-light.png new-light.png --diff diff.png
                """)

        @Argument(help: "The reference PNG (- reads standard input).", completion: .file(extensions: ["png"]))
        var expected: String

        @Argument(help: "The PNG to check against it (- reads standard input; not both).", completion: .file(extensions: ["png"]))
        var actual: String

        @OptionGroup var tolerance: ToleranceOptions

        @Option(help: ArgumentHelp("Also write a picture of the differences: expected faded to grey, differing pixels red, ignored anti-aliasing yellow, pixels only one image has striped magenta.", valueName: "diff.png"),
                completion: .file(extensions: ["png"]))
        var diff: String?

        @Option(help: "Report format: text, json, or junit (one test case, failing when the images differ).")
        var format: ReportFormat = .text

        @Flag(help: "Nothing on standard error but errors and the first warning: no progress line (it only appears on a terminal, for comparisons over a second).")
        var quiet = false

        // compare takes no settings; with --diff the swatch.yml other commands read, and the files it names only to be read,
        // are inputs all the same, so it is read as they read it.
        @OptionGroup var config: ConfigOptions

        func run() throws {
            Console.quiet = quiet
            try StandardStreams.requireOutput()  // the report goes there: known before the diff image is written
            let options = try tolerance.options(config: nil)
            let protected = diff == nil ? [] : try config.load()?.inputs ?? []
            let report = try ProgressLine.showing(quiet: quiet, counting: "rows compared") { progress throws(SwatchError) in
                try PNGComparison.compare(expected: expected, actual: actual, options: options, diffPath: diff, progress: progress,
                                          inputs: protected) {
                    warn(MessageText(verbatim: $0))  // made by the comparison, its values quoted
                }
            }
            switch format {
            case .text: try Console.out(report.text + (diff.map { (path: String) -> MessageText in "  diff image: \(path: path)\n" }?.text ?? ""))
            case .json: try Console.out(String(decoding: try report.jsonBytes(expectedPath: expected, actualPath: actual, diffPath: diff), as: UTF8.self))
            case .junit:
                let suite = JUnitReport.Suite(name: "compare", cases: [report.junitCase(named: actual, classname: "compare")])
                try Console.out(JUnitReport(name: "swatch compare", suites: [suite]).xml)
            }
            if !report.isEqual { throw ExitCode(1) }
        }
    }
}

/// `--format` of `swatch compare`: the report for people, for tools, or for CI's test results.
enum ReportFormat: String, CaseInsensitiveChoice {
    case text, json, junit
}
