import Foundation

/// The results of a contrast check, as a table for people, JSON for tools and JUnit XML for CI.
public struct CheckReport: Sendable {
    /// Every pair in every appearance.
    public let results: [ContrastCheck.Result]
    /// The level checked.
    public let level: ContrastLevel
    /// The colour-vision check (`--cvd`), if it was run.
    public let colorVision: ColorVisionCheck.Report?

    /// A report of `results` checked at `level`, and of the colour-vision check when one was run.
    public init(results: [ContrastCheck.Result], level: ContrastLevel, colorVision: ColorVisionCheck.Report? = nil) {
        self.results = results
        self.level = level
        self.colorVision = colorVision
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
        func shown(_ color: RGBA8) -> String {
            swatches ? "\u{1B}[48;2;\(color.r);\(color.g);\(color.b)m  \u{1B}[0m " + color.hex : color.hex
        }
        let pairWidth = results.map { VisibleText.escaped($0.pair.description).count }.max() ?? 0
        let appearanceWidth = results.map { $0.appearance.rawValue.count }.max() ?? 0
        var lines = results.map { result in
            var line = VisibleText.escaped(result.pair.description).padding(toLength: pairWidth, withPad: " ", startingAt: 0) + "  "
                + result.appearance.rawValue.padding(toLength: appearanceWidth, withPad: " ", startingAt: 0) + "  "
                + shown(result.foreground) + " on " + shown(result.background) + "  " + result.verdict.badge
            if let suggestion = result.suggestion { line += "  nearest passing: \(shown(suggestion))" }
            return line
        }
        lines.append("\(failures.count) of \(results.count) checks fail (WCAG \(level.rawValue))")
        if let colorVision { lines += colorVision.textLines }
        return lines.joined(separator: "\n") + "\n"
    }

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
            let level: String
            let checks, failures: Int
            let colorVision: ColorVisionCheck.Report.JSON?
            let results: [Entry]
        }
        return try JSONOutput.bytes(Document(level: level.rawValue, checks: results.count, failures: failures.count,
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
        let cases = colorVision?.junitCases ?? []
        let tests = results.count + cases.count, failed = failures.count + cases.filter { $0.failure != nil }.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"swatch check\" tests=\"\(tests)\" failures=\"\(failed)\">"]
        var appearances: [Appearance] = []
        for result in results where !appearances.contains(result.appearance) { appearances.append(result.appearance) }
        for appearance in appearances {
            let suite = results.filter { $0.appearance == appearance }
            lines.append("  <testsuite name=\"\(appearance.rawValue)\" tests=\"\(suite.count)\" failures=\"\(suite.filter { !$0.verdict.passes }.count)\">")
            for result in suite {
                let name = XMLText.attribute(result.pair.description)
                if result.verdict.passes {
                    lines.append("    <testcase classname=\"contrast.\(appearance.rawValue)\" name=\"\(name)\"/>")
                } else {
                    let message = "\(result.foreground.hex) on \(result.background.hex): \(result.verdict.ratioText):1, needs \(ContrastVerdict.floored(result.verdict.minimum)):1"
                        + (result.suggestion.map { "; nearest passing \($0.hex)" } ?? "")
                    lines.append("    <testcase classname=\"contrast.\(appearance.rawValue)\" name=\"\(name)\">")
                    lines.append("      <failure message=\"\(XMLText.attribute(message))\" type=\"contrast\"/>")
                    lines.append("    </testcase>")
                }
            }
            lines.append("  </testsuite>")
        }
        lines += ColorVisionCheck.Report.junitLines(cases)
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }
}
