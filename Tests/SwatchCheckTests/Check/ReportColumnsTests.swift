import Testing
import SwatchKit
@testable import SwatchCheck
@testable import SwatchSupport

/// The text reports of `check` line their columns up in terminal columns (`DisplayWidth`) whatever the names hold:
/// an emoji, a CJK character, a combining mark. NSString's padding counted UTF-16 units and cut the longest names.
@Suite struct ReportColumnsTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// Reds and a green deuteranopes confuse with them, and an ink, under names of every width.
    static let palette = Palette(name: "wide", title: "Wide", sections: [PaletteSection(name: "Wide", colors: [
        NamedColor(name: "🎨 Red", values: [.light: RGBA8(hex: "#D03030")!]),
        NamedColor(name: "緑", values: [.light: RGBA8(hex: "#3A8A3A")!]),
        NamedColor(name: "Rou\u{301}ge", values: [.light: RGBA8(hex: "#C0342C")!]),
        NamedColor(name: "Ink", values: [.light: RGBA8(hex: "#1C1C1E")!]),
    ])])

    /// The display column at which `marker` starts in `line`.
    func column(of marker: String, in line: Substring) -> Int? {
        line.range(of: marker).map { DisplayWidth.of(String(line[..<$0.lowerBound])) }
    }

    @Test func contrastLinesAlign() throws {
        let pairs = [ContrastPair("🎨 Red", on: "Ink"), ContrastPair("緑", on: "Ink"), ContrastPair("Rou\u{301}ge", on: "Ink")]
        let report = CheckReport(results: try ContrastCheck(palette: Self.palette, system: Self.system).run(pairs, appearances: [.light]), level: .aa)
        let lines = report.text.split(separator: "\n").filter { $0.contains(" on Ink as text") }
        #expect(lines.count == 3)
        // "🎨 Red on Ink as text" and "Rou\u{301}ge on Ink as text" are the widest: 21 columns, 22 UTF-16 units each.
        #expect(Set(lines.map { column(of: "light", in: $0) }) == [23])
        #expect(lines[0].hasPrefix("🎨 Red on Ink as text  light  #D03030FF on #1C1C1EFF"))
        #expect(lines[1].hasPrefix("緑 on Ink as text      light  "))
    }

    @Test func colourVisionLinesAlign() throws {
        let report = try ColorVisionCheck(palette: Self.palette, system: Self.system, deficiencies: [.deuteranopia]).run(appearances: [.light])
        let lines = report.textLines.filter { $0.contains("ΔE00") }.map { Substring($0) }
        #expect(lines.count == 2)
        #expect(lines.allSatisfy { $0.hasPrefix("deuteranopia  light  ") })
        #expect(Set(lines.map { column(of: "ΔE00", in: $0) }).count == 1)
        #expect(lines.contains { $0.hasPrefix("deuteranopia  light  🎨 Red and 緑  ΔE00") })
        #expect(lines.contains { $0.hasPrefix("deuteranopia  light  緑 and Rou\u{301}ge   ΔE00") })
    }
}
