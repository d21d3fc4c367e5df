import Foundation
import SwatchColor
import SwatchPalette
import SwatchSupport

/// The results of a contrast check, as a table for people, JSON for tools and JUnit XML for CI.
public struct CheckReport: Sendable {
    /// Every pair in every appearance.
    public let results: [ContrastCheck.Result]
    /// The level checked.
    public let level: ContrastLevel
    /// The colour-vision check (`--cvd`), if it was run.
    public let colorVision: ColorVisionCheck.Report?
    /// A line saying how the pairs were chosen when the user gave none (`TablePairs.note`), shown first.
    public let note: String?
    /// What `--keep-going` passed over in the palette, each as its message (`p.txt:3: "#GG0000" is not a colour…`):
    /// the machine reports list them, so a CI reading one knows colours went unchecked.
    public let skipped: [String]

    /// A report of `results` checked at `level`, of the colour-vision check when one was run, and of what was `skipped`.
    public init(results: [ContrastCheck.Result], level: ContrastLevel, colorVision: ColorVisionCheck.Report? = nil, note: String? = nil,
                skipped: [String] = []) {
        self.results = results
        self.level = level
        self.colorVision = colorVision
        self.note = note
        self.skipped = skipped
    }

    /// The results that fail.
    public var failures: [ContrastCheck.Result] { results.filter { !$0.verdict.passes } }

    /// How many results fail, counted without copying them.
    public var failureCount: Int { results.reduce(0) { $0 + ($1.verdict.passes ? 0 : 1) } }

    /// Whether everything checked passes: no contrast failure and no colour-vision finding.
    public var passes: Bool { failureCount == 0 && (colorVision?.failureCount ?? 0) == 0 }

    /// One line per result, failures marked, and a summary: `12 of 40 checks fail (WCAG AA)`.
    public var text: String { text(swatches: false) }

    /// The text report; `swatches` draws each colour as a true-colour block before its hex code (terminals
    /// only), so the failing pair and its nearest passing colour can be seen, not just read. Pairs name colours
    /// through `VisibleText.distinguished`: a name cannot break its line or reach the terminal as an escape, and its
    /// format characters show (`red\u{200B}`).
    public func text(swatches: Bool) -> String {
        var text = ""
        self.text(swatches: swatches) { text += $0 }
        return text
    }

    /// `text(swatches:)` handed to `write` a few thousand lines at a time, so a report of a large palette (a
    /// dozen lines for each colour) is never held whole.
    public func text<Failure: Error>(swatches: Bool, into write: (String) throws(Failure) -> Void) throws(Failure) {
        func shown(_ color: RGBA8) -> String {
            swatches ? "\u{1B}[48;2;\(color.r);\(color.g);\(color.b)m  \u{1B}[0m " + color.hex : color.hex
        }
        let pairWidth = results.map { DisplayWidth.of(VisibleText.distinguished($0.pair.description)) }.max() ?? 0
        let appearanceWidth = results.map { DisplayWidth.of($0.appearance.rawValue) }.max() ?? 0
        var piece = note.map { $0 + "\n" } ?? ""
        for result in results {
            piece += DisplayWidth.padded(VisibleText.distinguished(result.pair.description), to: pairWidth) + "  "
                + DisplayWidth.padded(result.appearance.rawValue, to: appearanceWidth) + "  "
                + shown(result.foreground) + " on " + shown(result.background) + "  " + result.verdict.badge
            if let suggestion = result.suggestion { piece += "  nearest passing: \(shown(suggestion))" }
            piece += "\n"
            if piece.utf8.count >= Self.pieceBytes {
                try write(piece)
                piece = ""
            }
        }
        piece += "\(failureCount) of \(results.count) checks fail (WCAG \(level.rawValue))\n"
        for line in colorVision?.textLines ?? [] { piece += line + "\n" }
        try write(piece)
    }

    /// About how much text `text(swatches:into:)` gathers before handing it on.
    private static let pieceBytes = 1 << 16

    /// Sorted keys, every result with its colours, ratio (unrounded), minimum and verdict; each result is
    /// encoded as it is written (`JSONOutput.stream`), so the document is never held whole.
    public func jsonText() -> StreamedText {
        struct Entry: Encodable {
            let foreground, background, use, appearance, seenForeground, seenBackground, shown: String
            let ratio, minimum: Double
            let passes: Bool
            let nearestPassing: String?
            let origin: String?
        }
        struct Document: Encodable {
            let note: String?
            let level: String
            let checks, failures: Int
            let colorVision: ColorVisionCheck.Report.JSON?
            /// Absent when nothing was skipped: a report without is as it always was.
            let skipped: [String]?
            let results: [Entry]
        }
        return StreamedText { writer throws(SwatchError) in
            // The colour-vision findings are encoded with the header, whole (at most --cvd-limit a group).
            if let colorVision {
                try MemoryBudget.check(needing: colorVision.findingCount * MemoryBudget.bytesPerEncodedFinding,
                                       for: "--cvd-limit \(colorVision.limit)")
            }
            let header = Document(note: note, level: level.rawValue, checks: results.count, failures: failureCount,
                                  colorVision: colorVision?.json, skipped: skipped.isEmpty ? nil : skipped, results: [])
            try JSONOutput.stream(header, array: "results", elements: results.lazy.map {
                Entry(foreground: $0.pair.foreground, background: $0.pair.background, use: $0.pair.use.rawValue,
                      appearance: $0.appearance.rawValue, seenForeground: $0.foreground.hex, seenBackground: $0.background.hex,
                      shown: $0.verdict.ratioText, ratio: $0.verdict.ratio, minimum: $0.verdict.minimum, passes: $0.verdict.passes,
                      nearestPassing: $0.suggestion?.hex, origin: $0.pair.origin.isEmpty ? nil : $0.pair.origin)
            }, into: writer)
        }
    }

    /// JUnit XML, as CI systems show test results: one test suite per appearance, one test case per pair,
    /// a `<failure>` for each pair that fails. Each suite's totals are counted first and its cases made as
    /// they are written, so the document is never held whole.
    public func junitText() -> StreamedText {
        StreamedText { writer throws(SwatchError) in
            // The colour-vision suites list at most --cvd-limit findings per group: small, made whole.
            let colorVisionSuites = ColorVisionCheck.Report.junitSuites(colorVision?.junitCases ?? []).map(\.streamed)
            let skippedSuite = skipped.isEmpty ? [] : [JUnitReport.Suite(name: "skipped", cases: skipped.map {
                JUnitReport.TestCase(classname: "palette", name: $0, failure: nil, failureType: "palette", skipped: "passed over by --keep-going")
            }).streamed]
            try JUnitReport.stream(name: "swatch check", suites: skippedSuite + contrastSuites() + colorVisionSuites, into: writer)
        }
    }

    /// A JUnit suite per appearance, its cases made from `results` as they are written.
    private func contrastSuites() -> [JUnitReport.StreamedSuite] {
        var appearances: [Appearance] = []
        for result in results where !appearances.contains(result.appearance) { appearances.append(result.appearance) }
        return appearances.map { appearance in
            let inSuite = results.lazy.filter { $0.appearance == appearance }
            let cases = inSuite.map { result in
                let failure = result.verdict.passes ? nil
                    : "\(result.foreground.hex) on \(result.background.hex): \(result.verdict.ratioText):1, needs \(ContrastVerdict.floored(result.verdict.minimum)):1"
                        + (result.suggestion.map { "; nearest passing \($0.hex)" } ?? "")
                return JUnitReport.TestCase(classname: "contrast.\(appearance.rawValue)", name: result.pair.description, failure: failure,
                                            failureType: "contrast")
            }
            return (name: appearance.rawValue, tests: inSuite.count, failures: inSuite.filter { !$0.verdict.passes }.count, cases: AnySequence(cases),
                    skipped: 0)
        }
    }
}
