import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif
import SwatchKit
@testable import SwatchCheck
import SwatchTestSupport

/// `swatch check`: pairs files, every appearance, nearest passing colours and the three report shapes.
@Suite struct ContrastCheckTests {
    static let system = try! SystemCatalog.palette(named: "ios17")

    func results(_ pairs: [ContrastPair], level: ContrastLevel = .aa) throws -> [ContrastCheck.Result] {
        try ContrastCheck(palette: Self.system, system: Self.system, level: level).run(pairs, appearances: Appearance.allCases)
    }

    @Test func pairsFilesReadEveryLineEnding() throws {
        for ending in ["\n", "\r\n", "\r"] {
            let pairs = try ContrastPair.parse(["# brand pairs", "label on systemBackground", "Brand Red on secondarySystemGroupedBackground as large-text",
                                                "systemBlue on systemBackground as non-text # the tint"].joined(separator: ending), file: "p.txt")
            #expect(pairs == [ContrastPair("label", on: "systemBackground", origin: "p.txt:2"),
                              ContrastPair("Brand Red", on: "secondarySystemGroupedBackground", as: .largeText, origin: "p.txt:3"),
                              ContrastPair("systemBlue", on: "systemBackground", as: .nonText, origin: "p.txt:4")])
        }
    }

    @Test(arguments: [("label systemBackground", "p.txt:1: expected FOREGROUND on BACKGROUND [as text|large-text|non-text]"),
                      ("label on systemBackground as huge", #"p.txt:1: "huge" is not a use: give text, large-text or non-text"#),
                      ("# nothing", "p.txt: no pairs (expected lines like `label on systemBackground as text`)")])
    func malformedPairs(text: String, message: String) {
        #expect(throws: SwatchError(.usage, MessageText(verbatim: message))) { try ContrastPair.parse(text, file: "p.txt") }
    }

    @Test func unknownNamesAreNamed() {
        #expect(throws: SwatchError(.usage, "p.txt:2: unknown colour 'labell': not in ios17 or the ios17 catalog (did you mean 'label'?)")) {
            try results([ContrastPair("labell", on: "systemBackground", origin: "p.txt:2")])
        }
        // Nothing near: no suggestion.
        #expect(throws: SwatchError(.usage, "unknown colour 'zzzzzzzz': not in ios17 or the ios17 catalog")) {
            try results([ContrastPair("zzzzzzzz", on: "systemBackground")])
        }
    }

    /// Every appearance is checked with the colours as seen: systemBlue on white 4.01 (AA fails for text),
    /// the Increase Contrast blue 7.56 (passes AAA).
    @Test func everyAppearanceWithEffectiveColours() throws {
        let all = try results([ContrastPair("systemBlue", on: "systemBackground")])
        #expect(all.map(\.appearance) == Appearance.allCases)
        #expect(all[0].verdict.ratioText == "4.01" && !all[0].verdict.passes)
        let highContrast = try #require(all.first { $0.appearance == .lightHighContrast })
        #expect(highContrast.foreground.hex == "#0040DDFF" && highContrast.verdict.passes)
        let secondary = try results([ContrastPair("secondaryLabel", on: "systemBackground")])[0]
        #expect(secondary.foreground.hex == "#8A8A8EFF")  // 60% #3C3C43 over white, composited first
        #expect(secondary.verdict.ratioText == "3.43")
    }

    /// A failing pair's nearest passing colour passes, keeps the hue, and moves the way Increase Contrast does.
    @Test func nearestPassingColoursPassAndKeepTheirHue() throws {
        for result in try results([ContrastPair("systemBlue", on: "systemBackground"), ContrastPair("systemOrange", on: "systemBackground"),
                                   ContrastPair("systemGreen", on: "secondarySystemGroupedBackground")])
        where !result.verdict.passes {
            let suggestion = try #require(result.suggestion)
            #expect(suggestion.contrastRatio(with: result.background) >= result.verdict.minimum)
            let a = OKLCH(srgb: Double(result.foreground.r) / 255, Double(result.foreground.g) / 255, Double(result.foreground.b) / 255)
            let b = OKLCH(srgb: Double(suggestion.r) / 255, Double(suggestion.g) / 255, Double(suggestion.b) / 255)
            #expect(abs(a.hue - b.hue) < 6 || abs(a.hue - b.hue) > 354, "\(result.pair) \(result.appearance): hue \(a.hue) → \(b.hue)")
        }
        let blue = try results([ContrastPair("systemBlue", on: "systemBackground")])[0]
        let suggestion = try #require(blue.suggestion)
        #expect(suggestion.relativeLuminance < blue.foreground.relativeLuminance)  // darker, like #0040DD
    }

    /// OKLCH round trips sRGB, and sRGB red is L 0.628 C 0.258 h 29.2 (CSS Color 4's example).
    @Test func oklchMatchesCSSColor4() {
        let red = OKLCH(srgb: 1, 0, 0)
        #expect(abs(red.lightness - 0.62796) < 1e-4 && abs(red.chroma - 0.25768) < 1e-4 && abs(red.hue - 29.2339) < 1e-2)
        let back = red.srgb
        #expect(abs(back.red - 1) < 1e-6 && abs(back.green) < 1e-6 && abs(back.blue) < 1e-6)
    }

    @Test func jsonAndJUnitShapes() throws {
        let report = CheckReport(results: try results([ContrastPair("label", on: "systemBackground"), ContrastPair("systemBlue", on: "systemBackground")]),
                                 level: .aa)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(report.jsonText().bytes())) as? [String: Any])
        #expect(json["checks"] as? Int == 12)
        #expect(json["failures"] as? Int == report.failures.count)
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        #expect(Set(first.keys) == ["foreground", "background", "use", "appearance", "seenForeground", "seenBackground", "shown", "ratio",
                                    "minimum", "passes"])
        // JUnit: testsuites > testsuite(name, tests, failures) > testcase(classname, name) > failure(message, type).
        final class Shape: NSObject, XMLParserDelegate {
            var path: [String] = [], cases = 0, failures = 0, missing: [String] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
                let required: [String: [String]] = ["testsuites": ["tests", "failures"], "testsuite": ["name", "tests", "failures"],
                                                    "testcase": ["classname", "name"], "failure": ["message", "type"]]
                for key in required[name] ?? ["?"] where attributes[key] == nil { missing.append("\(name).\(key)") }
                if name == "testcase" { cases += 1; #expect(path.last == "testsuite") }
                if name == "failure" { failures += 1; #expect(path.last == "testcase") }
                path.append(name)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { path.removeLast() }
        }
        let shape = Shape()
        let parser = XMLParser(data: Data(try report.junitText().string().utf8))
        parser.delegate = shape
        #expect(parser.parse())
        #expect(shape.missing.isEmpty)
        #expect(shape.cases == 12 && shape.failures == report.failures.count)
    }
}

/// The text report draws each colour as a true-colour block when asked (a terminal), and never otherwise.
@Suite struct CheckReportSwatchTests {
    @Test func swatchesOnlyWhenAsked() throws {
        let system = try SystemCatalog.palette(named: "ios17")
        let results = try ContrastCheck(palette: system, system: system).run([ContrastPair("systemBlue", on: "systemBackground")], appearances: [.light])
        let report = CheckReport(results: results, level: .aa)
        #expect(!report.text.contains("\u{1B}["))
        let colored = report.text(swatches: true)
        #expect(colored.contains("\u{1B}[48;2;0;122;255m  \u{1B}[0m #007AFFFF on \u{1B}[48;2;255;255;255m  \u{1B}[0m #FFFFFFFF"))
        #expect(colored.contains("nearest passing: \u{1B}[48;2;0;114;240m  \u{1B}[0m #0072F0FF"))
    }
}

/// A large text report is handed on in pieces, each ending at a line's end, that make up the whole report.
@Suite struct CheckReportPiecesTests {
    @Test func aLargeReportComesInWholeLines() throws {
        let system = try SystemCatalog.palette(named: "ios17")
        let one = try ContrastCheck(palette: system, system: system).run([ContrastPair("systemBlue", on: "systemBackground")], appearances: Appearance.allCases)
        let report = CheckReport(results: Array(repeating: one, count: 300).flatMap { $0 }, level: .aa, note: "a note")
        var pieces: [String] = []
        report.text(swatches: false) { pieces.append($0) }
        #expect(pieces.count > 1)
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") })
        #expect(pieces.joined() == report.text)
        #expect(report.text.split(separator: "\n").count == 300 * Appearance.allCases.count + 2)
        #expect(report.text.hasPrefix("a note\nsystemBlue on systemBackground as text  light "))
        #expect(report.text.hasSuffix("\n\(300 * one.filter { !$0.verdict.passes }.count) of \(300 * Appearance.allCases.count) checks fail (WCAG AA)\n"))
    }
}
