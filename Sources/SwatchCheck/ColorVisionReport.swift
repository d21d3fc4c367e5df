import Foundation
import SwatchColor
import SwatchPalette
import SwatchSupport

/// The colour-vision check's part of `CheckReport`: text lines, JSON and JUnit test cases.
extension ColorVisionCheck.Report {
    /// `deuteranopia  light  systemRed and systemGreen  ΔE00 4.12 (normal vision 47.90)  #FF383CFF #34C759FF → ...`
    /// per finding listed, `deuteranopia  light  and 4412 more pairs ...` where a group has more than it
    /// lists, and a summary line counting every collision (`more than 1000020 of ...` where a count is capped).
    var textLines: [String] {
        let pairWidth = findings.map { DisplayWidth.of(VisibleText.distinguished($0.pair)) }.max() ?? 0
        let shownGroups = groups.filter { !$0.findings.isEmpty || $0.unlisted > 0 }
        let appearanceWidth = shownGroups.map { DisplayWidth.of($0.appearance.rawValue) }.max() ?? 0
        let deficiencyWidth = shownGroups.map { DisplayWidth.of($0.deficiency.rawValue) }.max() ?? 0
        func lead(_ deficiency: ColorVisionDeficiency, _ appearance: Appearance) -> String {
            DisplayWidth.padded(deficiency.rawValue, to: deficiencyWidth) + "  "
                + DisplayWidth.padded(appearance.rawValue, to: appearanceWidth) + "  "
        }
        var lines: [String] = []
        let deltaE = deltaE
        for group in shownGroups {
            lines += group.findings.map { finding in
                lead(finding.deficiency, finding.appearance)
                    + DisplayWidth.padded(VisibleText.distinguished(finding.pair), to: pairWidth) + "  "
                    + "ΔE00 \(deltaE.shownBelow(finding.simulatedDifference)) (normal vision \(deltaE.shown(finding.normalDifference)))  "
                    + "\(finding.firstSeen.hex) \(finding.secondSeen.hex) → \(finding.firstSimulated.hex) \(finding.secondSimulated.hex)"
            }
            if group.unlisted > 0 { lines.append(lead(group.deficiency, group.appearance) + Self.moreText(group)) }
        }
        lines.append("\(capped ? "more than " : "")\(failureCount) of \(checkCount) colour-vision checks fail (pairs with CIEDE2000 below \(deltaE.threshold) "
            + "with \(deficiencies.map(\.rawValue).joined(separator: ", ")) that normal vision tells apart)")
        return lines
    }

    /// `and 4412 more pairs (the 20 listed are the hardest to tell apart)`: what a group counted but did not list;
    /// `and more than 1000000 more pairs ...` past the cap; `4412 pairs, none listed (--cvd-limit 0)` when it listed none.
    static func moreText(_ group: ColorVisionCheck.Group) -> String {
        let pairs = pairsWord(group)
        switch group.findings.count {
        case 0: return "\(unlistedText(group)) \(pairs), none listed (--cvd-limit 0)"
        case 1: return "and \(unlistedText(group)) more \(pairs) (the one listed is the hardest to tell apart)"
        case let listed: return "and \(unlistedText(group)) more \(pairs) (the \(listed) listed are the hardest to tell apart)"
        }
    }

    /// `pair` for one pair counted exactly, else `pairs`.
    static func pairsWord(_ group: ColorVisionCheck.Group) -> String { group.unlisted == 1 && !group.capped ? "pair" : "pairs" }

    /// `4412`, or `more than 1000000` past the cap: the pairs a group counted but did not list.
    static func unlistedText(_ group: ColorVisionCheck.Group) -> String { (group.capped ? "more than " : "") + "\(group.unlisted)" }

    /// How ΔE00 values are written beside this report's threshold.
    var deltaE: DeltaEText { DeltaEText(threshold: threshold) }

    /// ΔE00 to two decimals, as people read it, or as many as the threshold needs to be shown exactly (`--cvd-threshold
    /// 0.001`: `below 0.001`, was `below 0.00`), up to ten; the JSON keeps every digit. Made once a report: a million
    /// findings are written with it.
    struct DeltaEText {
        /// The decimals written: 2, or the fewest from 2 to 10 that show the threshold exactly.
        let decimals: Int
        /// The threshold as written: to the decimals, or past ten (or from 10^15 up) its shortest exact form (`1e-36`,
        /// `0.30000000000000004`, `1.2345678901234568e+29`), never a rounding a difference could equal (`0.0000000000`).
        let threshold: String
        private let format: String, scale: Double

        init(threshold: Double) {
            let exact = (2 ... 10).first { Double(String(format: "%.\($0)f", threshold)) == threshold }
            decimals = exact ?? 10
            format = "%.\(decimals)f"
            scale = pow(10, Double(decimals))
            self.threshold = exact == nil || threshold >= 1e15 ? formatNumber(threshold) : String(format: format, threshold)
        }

        /// `value` rounded to the decimals: a value at or over the threshold is shown at or over it.
        func shown(_ value: Double) -> String { String(format: format, value) }

        /// A value below the threshold, cut (not rounded) to the decimals, so it is never shown at the threshold
        /// (2.996 below 3: `2.99`, not `3.00`).
        func shownBelow(_ value: Double) -> String { shown((value * scale).rounded(.down) / scale) }
    }

    /// The `colorVision` object of the JSON report.
    struct JSON: Encodable {
        struct Finding: Encodable {
            let first, second, appearance, deficiency: String
            let firstSeen, secondSeen, firstSimulated, secondSimulated: String
            let normalDeltaE, simulatedDeltaE: Double
        }
        /// One appearance and deficiency: how many pairs collide (more than that where `capped`), and how many of them are listed.
        struct Count: Encodable {
            let appearance, deficiency: String
            let failures, listed: Int
            let capped: Bool
        }
        let threshold: Double
        let deficiencies: [String]
        /// Every check made, and every one that fails (listed or not; more than that where `capped`).
        let checks, failures: Int
        /// Whether some count stopped at the cap: `failures` is then a lower bound.
        let capped: Bool
        /// The most findings listed per appearance and deficiency.
        let limit: Int
        /// The most pairs counted but not listed per appearance and deficiency.
        let cap: Int
        let counts: [Count]
        let findings: [Finding]
    }

    var json: JSON {
        JSON(threshold: threshold, deficiencies: deficiencies.map(\.rawValue), checks: checkCount, failures: failureCount, capped: capped, limit: limit,
             cap: cap, counts: groups.map {
                 JSON.Count(appearance: $0.appearance.rawValue, deficiency: $0.deficiency.rawValue, failures: $0.count, listed: $0.findings.count,
                            capped: $0.capped)
             },
             findings: findings.map {
                 JSON.Finding(first: $0.first, second: $0.second, appearance: $0.appearance.rawValue, deficiency: $0.deficiency.rawValue,
                              firstSeen: $0.firstSeen.hex, secondSeen: $0.secondSeen.hex, firstSimulated: $0.firstSimulated.hex,
                              secondSimulated: $0.secondSimulated.hex, normalDeltaE: $0.normalDifference,
                              simulatedDeltaE: $0.simulatedDifference)
             })
    }

    /// A JUnit test case: its suite (appearance), name and failure message if it fails.
    struct JUnitCase {
        let appearance: Appearance
        let name: String
        let failure: String?
    }

    /// Per appearance and deficiency: a failing case per finding listed and one for the pairs counted but not
    /// listed, or one passing case when there is none.
    var junitCases: [JUnitCase] {
        var cases: [JUnitCase] = []
        let deltaE = deltaE
        for group in groups {
            let (appearance, deficiency) = (group.appearance, group.deficiency)
            if group.count == 0 { cases.append(JUnitCase(appearance: appearance, name: deficiency.rawValue, failure: nil)) }
            for finding in group.findings {
                cases.append(JUnitCase(
                    appearance: appearance, name: "\(deficiency.rawValue): \(finding.pair)",
                    failure: "\(finding.firstSeen.hex) and \(finding.secondSeen.hex): ΔE00 \(deltaE.shownBelow(finding.simulatedDifference)) "
                        + "with \(deficiency.rawValue), \(deltaE.shown(finding.normalDifference)) with normal vision; needs \(deltaE.threshold)"))
            }
            if group.unlisted > 0 {
                // With none listed (`--cvd-limit 0`) they are all the pairs, not more of them.
                let pairs = (group.findings.isEmpty ? "" : "more ") + Self.pairsWord(group)
                cases.append(JUnitCase(appearance: appearance, name: "\(deficiency.rawValue): \(Self.unlistedText(group)) \(pairs)",
                                       failure: "\(Self.unlistedText(group)) \(pairs) below ΔE00 \(deltaE.threshold) with \(deficiency.rawValue) "
                                           + "that normal vision tells apart, not listed"))
            }
        }
        return cases
    }

    /// `cases` as one suite named `cvd.APPEARANCE` per appearance.
    static func junitSuites(_ cases: [JUnitCase]) -> [JUnitReport.Suite] {
        var appearances: [Appearance] = []
        for item in cases where !appearances.contains(item.appearance) { appearances.append(item.appearance) }
        return appearances.map { appearance in
            let classname = "cvd.\(appearance.rawValue)"
            return JUnitReport.Suite(name: classname, cases: cases.filter { $0.appearance == appearance }.map {
                JUnitReport.TestCase(classname: classname, name: $0.name, failure: $0.failure, failureType: "colour-vision")
            })
        }
    }
}
