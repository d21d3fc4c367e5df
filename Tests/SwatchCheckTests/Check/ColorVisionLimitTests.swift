import Foundation
import Testing
import SwatchKit
@testable import SwatchCheck
import SwatchTestSupport

/// `check --cvd` lists the worst collisions of each appearance and deficiency and counts the rest: the
/// listed ones are exactly the worst of the full list, and every report says how many more there are.
@Suite struct ColorVisionLimitTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// 60 colours spread over the RGB cube, light and dark: hundreds of collisions in every group.
    static let spread = Palette(name: "spread", title: "Spread", sections: [PaletteSection(name: "Spread", colors: (0 ..< 60).map { i in
        let light = UInt32((i &* 2_654_435_761) % 0xFF_FFFF), dark = UInt32((i &* 40_503 &+ 977) % 0xFF_FFFF)
        func rgb(_ v: UInt32) -> RGBA8 { RGBA8(r: UInt8(v >> 16), g: UInt8((v >> 8) & 0xFF), b: UInt8(v & 0xFF)) }
        return NamedColor(name: "c\(i)", values: [.light: rgb(light), .dark: rgb(dark)])
    })])

    func report(limit: Int) -> ColorVisionCheck.Report {
        try! ColorVisionCheck(palette: Self.spread, system: Self.system, limit: limit).run(appearances: [.light, .dark])
    }

    /// The worse of two collisions: lower ΔE00 with the deficiency, then higher with normal vision, then
    /// the earlier pair (the full list is in palette order, so its position says which is earlier).
    static func worstFirst(_ findings: [ColorVisionCheck.Finding]) -> [ColorVisionCheck.Finding] {
        findings.enumerated().sorted { a, b in
            (a.element.simulatedDifference, -a.element.normalDifference, a.offset)
                < (b.element.simulatedDifference, -b.element.normalDifference, b.offset)
        }.map(\.element)
    }

    @Test func theListedCollisionsAreExactlyTheWorstAndTheCountIsExact() {
        let full = report(limit: .max)
        #expect(full.groups.count == 8 && full.groups.allSatisfy { $0.unlisted == 0 && $0.count > 3 })
        #expect(full.failureCount == full.findings.count)
        for limit in [0, 1, 3] {
            let limited = report(limit: limit)
            #expect(limited.failureCount == full.failureCount)
            for (group, all) in zip(limited.groups, full.groups) {
                #expect(group.appearance == all.appearance && group.deficiency == all.deficiency && group.count == all.count)
                let worst = Set(Self.worstFirst(all.findings).prefix(limit))
                #expect(Set(group.findings) == worst && group.findings.count == limit)
                // Listed in palette order, as the full list is.
                #expect(group.findings == all.findings.filter(worst.contains))
            }
        }
    }

    @Test func everyReportSaysHowManyMoreThereAre() throws {
        let colorVision = report(limit: 3)
        let check = CheckReport(results: [], level: .aa, colorVision: colorVision)
        #expect(!check.passes && !CheckReport(results: [], level: .aa, colorVision: report(limit: 0)).passes)
        let deutan = try #require(colorVision.groups.first { $0.appearance == .light && $0.deficiency == .deuteranopia })

        let lines = check.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("deuteranopia   light  and \(deutan.count - 3) more pairs (the 3 listed are the hardest to tell apart)"))
        #expect(lines.filter { $0.contains(" more pairs ") }.count == 8)
        // One listed is said in the singular; none listed is not "more".
        let one = CheckReport(results: [], level: .aa, colorVision: report(limit: 1)).text.split(separator: "\n").map(String.init)
        #expect(one.contains("deuteranopia   light  and \(deutan.count - 1) more pairs (the one listed is the hardest to tell apart)"))
        let none = CheckReport(results: [], level: .aa, colorVision: report(limit: 0)).text.split(separator: "\n").map(String.init)
        #expect(none.contains("deuteranopia   light  \(deutan.count) pairs, none listed (--cvd-limit 0)"))
        #expect(!none.contains { $0.contains(" more pair") })
        // JUnit alike: all the pairs, not "more" (the sixteenth hostile pass, H16-7).
        let noneJUnit = try CheckReport(results: [], level: .aa, colorVision: report(limit: 0)).junitText().string()
        #expect(noneJUnit.contains("<testcase classname=\"cvd.light\" name=\"deuteranopia: \(deutan.count) pairs\">"))
        #expect(noneJUnit.contains("<failure message=\"\(deutan.count) pairs below ΔE00 10.00 with deuteranopia that normal vision tells apart, not listed\""))
        #expect(!noneJUnit.contains(" more pair"))
        #expect(lines.last == "\(colorVision.failureCount) of \(colorVision.checkCount) colour-vision checks fail (pairs with CIEDE2000 below "
            + "10.00 with protanopia, deuteranopia, tritanopia, achromatopsia that normal vision tells apart)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.jsonText().bytes())) as? [String: Any])
        let cvd = try #require(json["colorVision"] as? [String: Any])
        #expect(cvd["failures"] as? Int == colorVision.failureCount && cvd["limit"] as? Int == 3)
        #expect((cvd["findings"] as? [Any])?.count == 24)
        let counts = try #require(cvd["counts"] as? [[String: Any]])
        #expect(counts.count == 8 && counts.allSatisfy { $0["listed"] as? Int == 3 })
        #expect(counts.contains { $0["appearance"] as? String == "light" && $0["deficiency"] as? String == "deuteranopia"
            && $0["failures"] as? Int == deutan.count })

        let junit = try check.junitText().string()
        #expect(junit.contains("<testcase classname=\"cvd.light\" name=\"deuteranopia: \(deutan.count - 3) more pairs\">"))
        #expect(junit.contains("<failure message=\"\(deutan.count - 3) more pairs below ΔE00 10.00 with deuteranopia that normal vision "
            + "tells apart, not listed\" type=\"colour-vision\"/>"))
        #expect(junit.components(separatedBy: "<failure ").count - 1 == 8 * 4)
    }

    /// Past the cap every format says "more than" (a cap of 4: every group has 8 collisions or more, 3 listed): the text's group line and summary, JSON's `capped` (on each count
    /// and on the whole) and JUnit's case; the worst collisions listed are those an uncapped check lists.
    @Test func aCappedCountSaysMoreThan() throws {
        let uncapped = report(limit: 3)
        let colorVision = try ColorVisionCheck(palette: Self.spread, system: Self.system, limit: 3, cap: 4).run(appearances: [.light, .dark])
        #expect(colorVision.groups.map(\.findings) == uncapped.groups.map(\.findings))
        #expect(colorVision.groups.allSatisfy { $0.capped && $0.count == 7 && $0.unlisted == 4 } && colorVision.capped)
        let check = CheckReport(results: [], level: .aa, colorVision: colorVision)
        #expect(!check.passes)

        let lines = check.text.split(separator: "\n").map(String.init)
        #expect(lines.contains("deuteranopia   light  and more than 4 more pairs (the 3 listed are the hardest to tell apart)"))
        #expect(lines.filter { $0.hasSuffix(" and more than 4 more pairs (the 3 listed are the hardest to tell apart)") }.count == 8)
        #expect(lines.last == "more than 56 of \(colorVision.checkCount) colour-vision checks fail (pairs with CIEDE2000 below "
            + "10.00 with protanopia, deuteranopia, tritanopia, achromatopsia that normal vision tells apart)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(check.jsonText().bytes())) as? [String: Any])
        let cvd = try #require(json["colorVision"] as? [String: Any])
        #expect(cvd["failures"] as? Int == 56 && cvd["capped"] as? Bool == true && cvd["cap"] as? Int == 4 && cvd["limit"] as? Int == 3)
        let counts = try #require(cvd["counts"] as? [[String: Any]])
        #expect(counts.count == 8 && counts.allSatisfy { $0["failures"] as? Int == 7 && $0["listed"] as? Int == 3 && $0["capped"] as? Bool == true })

        let junit = try check.junitText().string()
        #expect(junit.contains("<testcase classname=\"cvd.light\" name=\"deuteranopia: more than 4 more pairs\">"))
        #expect(junit.contains("<failure message=\"more than 4 more pairs below ΔE00 10.00 with deuteranopia that normal vision "
            + "tells apart, not listed\" type=\"colour-vision\"/>"))

        // Under the cap nothing says "more than", and JSON says the counts are exact.
        let exact = CheckReport(results: [], level: .aa, colorVision: uncapped)
        #expect(!exact.text.contains("more than") && !uncapped.capped)
        let exactJSON = try #require(try JSONSerialization.jsonObject(with: Data(exact.jsonText().bytes())) as? [String: Any])
        let exactCounts = try #require((exactJSON["colorVision"] as? [String: Any])?["counts"] as? [[String: Any]])
        #expect((exactJSON["colorVision"] as? [String: Any])?["capped"] as? Bool == false
            && (exactJSON["colorVision"] as? [String: Any])?["cap"] as? Int == ColorVisionCheck.countCap
            && exactCounts.allSatisfy { $0["capped"] as? Bool == false })
    }
}
