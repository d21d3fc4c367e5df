import Foundation

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

    /// A report of `results` checked at `level`, and of the colour-vision check when one was run.
    public init(results: [ContrastCheck.Result], level: ContrastLevel, colorVision: ColorVisionCheck.Report? = nil, note: String? = nil) {
        self.results = results
        self.level = level
        self.colorVision = colorVision
        self.note = note
    }

    /// The results that fail.
    public var failures: [ContrastCheck.Result] { results.filter { !$0.verdict.passes } }

    /// Whether everything checked passes: no contrast failure and no colour-vision finding.
    public var passes: Bool { failures.isEmpty && (colorVision?.failureCount ?? 0) == 0 }

    /// One line per result, failures marked, and a summary: `12 of 40 checks fail (WCAG AA)`.
    public var text: String { text(swatches: false) }

    /// The text report; `swatches` draws each colour as a true-colour block before its hex code (terminals
    /// only), so the failing pair and its nearest passing colour can be seen, not just read. Pairs name colours
    /// through `VisibleText.escaped`: a name cannot break its line or reach the terminal as an escape.
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
        let pairWidth = results.map { VisibleText.escaped($0.pair.description).count }.max() ?? 0
        let appearanceWidth = results.map { $0.appearance.rawValue.count }.max() ?? 0
        var piece = note.map { $0 + "\n" } ?? ""
        for result in results {
            piece += VisibleText.escaped(result.pair.description).padding(toLength: pairWidth, withPad: " ", startingAt: 0) + "  "
                + result.appearance.rawValue.padding(toLength: appearanceWidth, withPad: " ", startingAt: 0) + "  "
                + shown(result.foreground) + " on " + shown(result.background) + "  " + result.verdict.badge
            if let suggestion = result.suggestion { piece += "  nearest passing: \(shown(suggestion))" }
            piece += "\n"
            if piece.utf8.count >= Self.pieceBytes {
                try write(piece)
                piece = ""
            }
        }
        piece += "\(failures.count) of \(results.count) checks fail (WCAG \(level.rawValue))\n"
        for line in colorVision?.textLines ?? [] { piece += line + "\n" }
        try write(piece)
    }

    /// About how much text `text(swatches:into:)` gathers before handing it on.
    private static let pieceBytes = 1 << 16

    /// Sorted keys, every result with its colours, ratio (unrounded), minimum and verdict.
    public func jsonBytes() throws(SwatchError) -> [UInt8] {
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
            let results: [Entry]
        }
        return try JSONOutput.bytes(Document(note: note, level: level.rawValue, checks: results.count, failures: failures.count,
                                             colorVision: colorVision?.json, results: results.map {
            Entry(foreground: $0.pair.foreground, background: $0.pair.background, use: $0.pair.use.rawValue,
                  appearance: $0.appearance.rawValue, seenForeground: $0.foreground.hex, seenBackground: $0.background.hex,
                  shown: $0.verdict.ratioText, ratio: $0.verdict.ratio, minimum: $0.verdict.minimum, passes: $0.verdict.passes,
                  nearestPassing: $0.suggestion?.hex, origin: $0.pair.origin.isEmpty ? nil : $0.pair.origin)
        }))
    }

    /// JUnit XML, as CI systems show test results: one test suite per appearance, one test case per pair,
    /// a `<failure>` for each pair that fails.
    public var junit: String {
        var appearances: [Appearance] = []
        for result in results where !appearances.contains(result.appearance) { appearances.append(result.appearance) }
        let suites = appearances.map { appearance in
            JUnitReport.Suite(name: appearance.rawValue, cases: results.filter { $0.appearance == appearance }.map { result in
                let failure = result.verdict.passes ? nil
                    : "\(result.foreground.hex) on \(result.background.hex): \(result.verdict.ratioText):1, needs \(ContrastVerdict.floored(result.verdict.minimum)):1"
                        + (result.suggestion.map { "; nearest passing \($0.hex)" } ?? "")
                return JUnitReport.TestCase(classname: "contrast.\(appearance.rawValue)", name: result.pair.description, failure: failure,
                                            failureType: "contrast")
            })
        }
        return JUnitReport(name: "swatch check", suites: suites + ColorVisionCheck.Report.junitSuites(colorVision?.junitCases ?? [])).xml
    }
}
