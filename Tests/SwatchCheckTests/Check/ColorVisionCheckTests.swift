import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchKit
@testable import SwatchCheck
import SwatchTestSupport

/// `swatch check --cvd`: pairs that only normal vision tells apart, in the three report shapes.
@Suite struct ColorVisionCheckTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// A brand red and green of about the same lightness, which deuteranopes confuse (ΔE00 about 65 with
    /// normal vision, about 5 with deuteranopia) while protanopes and tritanopes still tell them apart,
    /// and a near-black ink that nothing confuses with either.
    static let brand = Palette(name: "brand", title: "Brand", sections: [PaletteSection(name: "Brand", colors: [
        NamedColor(name: "Brand Red", values: [.light: RGBA8(hex: "#D03030")!, .dark: RGBA8(hex: "#FF453A")!]),
        NamedColor(name: "Brand Green", values: [.light: RGBA8(hex: "#3A8A3A")!, .dark: RGBA8(hex: "#32D74B")!]),
        NamedColor(name: "Ink", values: [.light: RGBA8(hex: "#1C1C1E")!, .dark: RGBA8(hex: "#F2F2F7")!]),
    ])])

    func report(_ palette: Palette = brand, threshold: Double = ColorVisionCheck.defaultThreshold,
                appearances: [Appearance] = [.light]) -> ColorVisionCheck.Report {
        try! ColorVisionCheck(palette: palette, system: Self.system, threshold: threshold).run(appearances: appearances)
    }

    @Test func redAndGreenCollideUnderDeuteranopia() throws {
        let findings = report().findings
        let deutan = findings.filter { $0.deficiency == .deuteranopia }
        #expect(deutan.count == 1)
        let finding = try #require(deutan.first)
        #expect(finding.pair == "Brand Red and Brand Green" && finding.appearance == .light)
        #expect(finding.firstSeen.hex == "#D03030FF" && finding.secondSeen.hex == "#3A8A3AFF")
        #expect(finding.normalDifference >= 10 && finding.simulatedDifference < 10)
        #expect(abs(finding.normalDifference - CIELAB(finding.firstSeen).deltaE2000(to: CIELAB(finding.secondSeen))) < 1e-12)
        let simulation = ColorVisionSimulation(.deuteranopia)
        #expect(finding.firstSimulated == simulation.simulate(finding.firstSeen))
        #expect(abs(finding.simulatedDifference - CIELAB(finding.firstSimulated).deltaE2000(to: CIELAB(finding.secondSimulated))) < 1e-12)
        // Protanopes and tritanopes still tell the red from the green; nothing collides with the ink.
        #expect(!findings.contains { $0.pair == "Brand Red and Brand Green" && [.protanopia, .tritanopia].contains($0.deficiency) })
        #expect(!findings.contains { $0.first == "Ink" || $0.second == "Ink" })
    }

    @Test func theThresholdDecides() {
        let deutan = report().findings.first { $0.deficiency == .deuteranopia }!
        #expect(report(threshold: deutan.simulatedDifference).findings.allSatisfy { $0.deficiency != .deuteranopia })
        #expect(report(threshold: deutan.simulatedDifference + 1e-9).findings.contains { $0.deficiency == .deuteranopia })
        // Above the normal-vision difference the pair is hard to tell apart for everyone: not a colour-vision finding.
        #expect(report(threshold: deutan.normalDifference + 1e-9).findings.allSatisfy { $0.pair != deutan.pair })
    }

    /// Colours are compared as seen, a translucent one over the view's background: half-transparent red over
    /// white is the pink itself, so the two are one colour in light mode and never a finding there.
    @Test func coloursAreComparedAsSeen() {
        #expect(RGBA8.stacked([.white, RGBA8(hex: "#D0303080")!]).hex == "#E79797FF")
        func palette(_ first: String) -> Palette {
            Palette(name: "t", title: "T", sections: [PaletteSection(name: "T", colors: [
                NamedColor(name: "First", values: [.light: RGBA8(hex: first)!]),
                NamedColor(name: "Pink", values: [.light: RGBA8(hex: "#E79797")!]),
            ])])
        }
        let translucent = report(palette("#D0303080"))
        #expect(translucent.checkCount == 4 && translucent.findings.isEmpty)
        // Opaque, the red is far from the pink.
        #expect(CIELAB(RGBA8(hex: "#D03030")!).deltaE2000(to: CIELAB(RGBA8(hex: "#E79797")!)) > 20)
    }

    /// The threshold is shown as given, and the differences to as many decimals (`--cvd-threshold 0.001` said `below
    /// 0.00`); a difference below it is cut, never rounded up to it (2.996 below 3 is `2.99`).
    @Test func theThresholdIsShownAsGiven() throws {
        let simulated = try #require(report().findings.first { $0.deficiency == .deuteranopia }).simulatedDifference
        let threshold = ((simulated * 1000).rounded(.down) + 1) / 1000  // three decimals, just over the pair
        let checked = report(threshold: threshold)
        let deutan = try #require(checked.findings.first { $0.deficiency == .deuteranopia })
        let lines = CheckReport(results: [], level: .aa, colorVision: checked).text.split(separator: "\n").map(String.init)
        #expect(lines.last?.contains("CIEDE2000 below \(String(format: "%.3f", threshold)) with") == true)
        let line = try #require(lines.first { $0.hasPrefix("deuteranopia") })
        #expect(line.contains("ΔE00 \(String(format: "%.3f", (simulated * 1000).rounded(.down) / 1000)) "
            + "(normal vision \(String(format: "%.3f", deutan.normalDifference)))"))
        let cases = checked.junitCases.compactMap(\.failure)
        #expect(cases.contains { $0.hasSuffix("with normal vision; needs \(String(format: "%.3f", threshold))") })
        // Just under a two-decimal threshold, the difference is cut below it.
        let near = report(threshold: (simulated * 100).rounded(.up) / 100)
        let nearLine = try #require(near.textLines.first { $0.hasPrefix("deuteranopia") })
        #expect(nearLine.contains("ΔE00 \(String(format: "%.2f", (simulated * 100).rounded(.down) / 100)) "))
        let three = report(threshold: 3)
        #expect(three.deltaE.shownBelow(2.996) == "2.99" && three.deltaE.shown(2.996) == "3.00" && three.deltaE.shown(3) == "3.00")
        // Past ten decimals, the threshold's shortest exact form: never the 0 a difference below it is shown as (H16-6).
        let tiny = report(threshold: 1e-36)
        #expect(tiny.deltaE.threshold == "1e-36" && tiny.deltaE.shownBelow(0) == "0.0000000000")
        #expect(tiny.textLines.last?.contains("CIEDE2000 below 1e-36 with") == true)
        #expect(report(threshold: 0.1 + 0.2).deltaE.threshold == "0.30000000000000004")
        #expect(report(threshold: 1.2345678901234568e29).deltaE.threshold == "1.2345678901234568e+29")
    }

    @Test func namesSharedBySectionsAreQualified() {
        let palette = Palette(name: "p", title: "P", sections: [
            PaletteSection(name: "Light", colors: [NamedColor(name: "accent", values: [.light: RGBA8(hex: "#D03030")!])]),
            PaletteSection(name: "Dark", colors: [NamedColor(name: "accent", values: [.light: RGBA8(hex: "#3A8A3A")!])]),
        ])
        #expect(report(palette).findings.first { $0.deficiency == .deuteranopia }?.pair == "Light/accent and Dark/accent")
    }

    @Test func reportsNameBothColoursTheAppearanceTheDeficiencyAndBothDifferences() throws {
        let colorVision = report(appearances: [.light, .dark])
        let deutan = try #require(colorVision.findings.first { $0.deficiency == .deuteranopia && $0.appearance == .light })
        let checkReport = CheckReport(results: [], level: .aa, colorVision: colorVision)
        #expect(!checkReport.passes)
        #expect(CheckReport(results: [], level: .aa, colorVision: report(threshold: 0.001)).passes)

        let lines = checkReport.text.split(separator: "\n").map(String.init)
        let line = try #require(lines.first { $0.hasPrefix("deuteranopia") && $0.contains(" light ") })
        #expect(line.contains("Brand Red and Brand Green"))
        #expect(line.contains("ΔE00 \(String(format: "%.2f", (deutan.simulatedDifference * 100).rounded(.down) / 100)) (normal vision \(String(format: "%.2f", deutan.normalDifference)))"))
        #expect(line.hasSuffix("#D03030FF #3A8A3AFF → \(deutan.firstSimulated.hex) \(deutan.secondSimulated.hex)"))
        #expect(lines.last == "\(colorVision.findings.count) of 24 colour-vision checks fail (pairs with CIEDE2000 below 10.00 with "
            + "protanopia, deuteranopia, tritanopia, achromatopsia that normal vision tells apart)")

        let json = try #require(try JSONSerialization.jsonObject(with: Data(checkReport.jsonText().bytes())) as? [String: Any])
        let cvd = try #require(json["colorVision"] as? [String: Any])
        #expect(cvd["threshold"] as? Double == 10 && cvd["checks"] as? Int == 24 && cvd["failures"] as? Int == colorVision.findings.count)
        let entry = try #require((cvd["findings"] as? [[String: Any]])?.first { $0["deficiency"] as? String == "deuteranopia" })
        #expect(entry["first"] as? String == "Brand Red" && entry["second"] as? String == "Brand Green" && entry["appearance"] as? String == "light")
        #expect(entry["normalDeltaE"] as? Double == deutan.normalDifference && entry["simulatedDeltaE"] as? Double == deutan.simulatedDifference)
        #expect(Set(entry.keys) == ["first", "second", "appearance", "deficiency", "firstSeen", "secondSeen", "firstSimulated",
                                    "secondSimulated", "normalDeltaE", "simulatedDeltaE"])
        // Without --cvd the JSON has no colorVision key.
        let plain = try #require(try JSONSerialization.jsonObject(with: Data(CheckReport(results: [], level: .aa).jsonText().bytes())) as? [String: Any])
        #expect(plain["colorVision"] == nil)

        let junit = try checkReport.junitText().string()
        #expect(junit.contains("<testsuite name=\"cvd.light\""))
        #expect(junit.contains("<testcase classname=\"cvd.light\" name=\"deuteranopia: Brand Red and Brand Green\">"))
        #expect(junit.contains("<testcase classname=\"cvd.light\" name=\"protanopia\"/>"))
        let failures = junit.components(separatedBy: "<failure ").count - 1
        #expect(failures == colorVision.findings.count)
        #expect(junit.contains("failures=\"\(colorVision.findings.count)\""))
        #expect(XMLParser(data: Data(junit.utf8)).parse())
    }
}
