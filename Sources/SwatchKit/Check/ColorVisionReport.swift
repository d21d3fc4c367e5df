import Foundation

/// The colour-vision check's part of `CheckReport`: text lines, JSON and JUnit test cases.
extension ColorVisionCheck.Report {
    /// `deuteranopia  light  systemRed and systemGreen  ΔE00 4.12 (normal vision 47.90)  #FF383CFF #34C759FF → ...`
    /// per finding, and a summary line.
    var textLines: [String] {
        let pairWidth = findings.map { VisibleText.escaped($0.pair).count }.max() ?? 0
        let appearanceWidth = findings.map(\.appearance.rawValue.count).max() ?? 0
        let deficiencyWidth = findings.map(\.deficiency.rawValue.count).max() ?? 0
        var lines = findings.map { finding in
            finding.deficiency.rawValue.padding(toLength: deficiencyWidth, withPad: " ", startingAt: 0) + "  "
                + finding.appearance.rawValue.padding(toLength: appearanceWidth, withPad: " ", startingAt: 0) + "  "
                + VisibleText.escaped(finding.pair).padding(toLength: pairWidth, withPad: " ", startingAt: 0) + "  "
                + "ΔE00 \(Self.shown(finding.simulatedDifference)) (normal vision \(Self.shown(finding.normalDifference)))  "
                + "\(finding.firstSeen.hex) \(finding.secondSeen.hex) → \(finding.firstSimulated.hex) \(finding.secondSimulated.hex)"
        }
        lines.append("\(findings.count) of \(checkCount) colour-vision checks fail (pairs with CIEDE2000 below \(Self.shown(threshold)) "
            + "with \(deficiencies.map(\.rawValue).joined(separator: ", ")) that normal vision tells apart)")
        return lines
    }

    /// ΔE00 to two decimals, as people read it; the JSON keeps every digit.
    static func shown(_ value: Double) -> String { String(format: "%.2f", value) }

    /// The `colorVision` object of the JSON report.
    struct JSON: Encodable {
        struct Finding: Encodable {
            let first, second, appearance, deficiency: String
            let firstSeen, secondSeen, firstSimulated, secondSimulated: String
            let normalDeltaE, simulatedDeltaE: Double
        }
        let threshold: Double
        let deficiencies: [String]
        let checks, failures: Int
        let findings: [Finding]
    }

    var json: JSON {
        JSON(threshold: threshold, deficiencies: deficiencies.map(\.rawValue), checks: checkCount, failures: findings.count,
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

    /// Per appearance and deficiency: a failing case per finding, or one passing case when there is none.
    var junitCases: [JUnitCase] {
        var cases: [JUnitCase] = []
        for appearance in appearances {
            for deficiency in deficiencies {
                let found = findings.filter { $0.appearance == appearance && $0.deficiency == deficiency }
                if found.isEmpty { cases.append(JUnitCase(appearance: appearance, name: deficiency.rawValue, failure: nil)) }
                for finding in found {
                    cases.append(JUnitCase(
                        appearance: appearance, name: "\(deficiency.rawValue): \(finding.pair)",
                        failure: "\(finding.firstSeen.hex) and \(finding.secondSeen.hex): ΔE00 \(Self.shown(finding.simulatedDifference)) "
                            + "with \(deficiency.rawValue), \(Self.shown(finding.normalDifference)) with normal vision; needs \(Self.shown(threshold))"))
                }
            }
        }
        return cases
    }

    /// `cases` as one `<testsuite name="cvd.APPEARANCE">` per appearance.
    static func junitLines(_ cases: [JUnitCase]) -> [String] {
        var appearances: [Appearance] = []
        for item in cases where !appearances.contains(item.appearance) { appearances.append(item.appearance) }
        var lines: [String] = []
        for appearance in appearances {
            let suite = cases.filter { $0.appearance == appearance }
            let classname = "cvd.\(appearance.rawValue)"
            lines.append("  <testsuite name=\"\(classname)\" tests=\"\(suite.count)\" failures=\"\(suite.filter { $0.failure != nil }.count)\">")
            for item in suite {
                let name = XMLText.attribute(item.name)
                if let failure = item.failure {
                    lines.append("    <testcase classname=\"\(classname)\" name=\"\(name)\">")
                    lines.append("      <failure message=\"\(XMLText.attribute(failure))\" type=\"colour-vision\"/>")
                    lines.append("    </testcase>")
                } else {
                    lines.append("    <testcase classname=\"\(classname)\" name=\"\(name)\"/>")
                }
            }
            lines.append("  </testsuite>")
        }
        return lines
    }
}
