import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// The hostile pass over Tokens Studio's legacy `rgba()` values and `--appearance-map`: numbers CSS would not
/// take, empty places, white space of every kind, 100 KB values and names, and maps of 100,000 names.
@Suite struct TokensStudioHostileTests {
    static let long = String(repeating: "9", count: 100_000)

    static func message(_ value: String) -> String? {
        TokenTestFiles.message(#"{"a": {"value": \#(OrderedJSON.quoted(value)), "type": "color"}}"#, name: "x.json")
    }

    /// Hex numbers, NaN, infinities, places left empty between commas, percentages of a channel: refused.
    @Test(arguments: ["rgba(0x10, 0, 0, 1)", "rgba(255,,0,0)", "rgba(,255,0,0,)", "rgba(nan, 0, 0)", "rgba(inf, 0, 0)",
                      "rgba(1e999, 0, 0, 1)", "rgba(255, 0, 0, 1e999%)", "rgba(50%, 0, 0)", "rgba()", "rgba(1,2,3", "rgba(1,2,3,4,5)",
                      "rgba(255 0 0 0.5)", "rgb(255 0 0 / )", "rgb(255, 0, 0 / 1)", "rgba(rgba(1,2,3),1,2)"])
    func malformedRGBAIsOneLine(text: String) {
        #expect(Self.message(text) == "x.json: a.value: \(OrderedJSON.quoted(text)) is not a colour (expected rgba(r, g, b, a) with channels 0 to 255 and alpha 0 to 1)")
    }

    /// CSS takes any white space around numbers, and decimals as it writes them.
    @Test(arguments: [("rgba( 255 ,\t0 , 0 )", "#FF0000FF"), ("rgba(255,\n0,0)", "#FF0000FF"), ("rgb(2.55e2 0 0)", "#FF0000FF"),
                      ("rgba(+255, 0, 0, .5)", "#FF000080"), ("rgb(255\t0\n0 / 25%)", "#FF000040"), ("rgba(1e-9999, 0, 0)", "#000000FF")])
    func whiteSpaceAndDecimalsRead(text: String, hex: String) throws {
        let palette = try TokenTestFiles.load(#"{"a": {"value": \#(OrderedJSON.quoted(text)), "type": "color"}}"#, name: "x.json").palette
        #expect(palette.color(named: "a")?.value(for: .light).hex == hex)
    }

    /// A 100 KB value or name is quoted cut.
    @Test func longValuesAndNamesAreCut() {
        let text = "rgba(" + Self.long + ", 0, 0)"
        #expect(Self.message(text)
                == "x.json: a.value: \"\(text.prefix(80))… (\(text.count) characters)\" is not a colour (expected rgba(r, g, b, a) with channels 0 to 255 and alpha 0 to 1)")
        let name = String(repeating: "n", count: 100_000)
        #expect(TokenTestFiles.message(#"{"c": {"\#(name)": {"value": "rgba(300, 0, 0)", "type": "color"}}}"#, name: "x.json")
                == "x.json: c.\(String(repeating: "n", count: 80))… (100000 characters).value: \"rgba(300, 0, 0)\" is not a colour (expected rgba(r, g, b, a) with channels 0 to 255 and alpha 0 to 1)")
        #expect(TokenTestFiles.message(#"{"c": {"value": "{\#(name)}", "type": "color"}}"#, name: "x.json")
                == "x.json: c.value: {\(String(repeating: "n", count: 79))… (\(name.count + 2) characters) does not name a token")
    }

    /// A theme or context of a 100 KB name that maps to nothing is named cut, in the error and in the warning.
    @Test func longThemeNamesAreCut() throws {
        let name = String(repeating: "z", count: 100_000)
        let text = ##"{"$themes": [{"name": "Light", "selectedTokenSets": {"core": "enabled"}}, {"name": "\##(name)", "selectedTokenSets": {"core": "enabled"}}], "core": {"red": {"value": "#ff0000", "type": "color"}}}"##
        let files = try TokenTestFiles(["studio.json": text])
        let names = try AppearanceNames(parsing: "Light=light")
        #expect(throws: SwatchError(.palette, "studio.json: $themes[1].name: theme \"\(String(repeating: "z", count: 80))… (100000 characters)\" maps to no appearance: name it after one (light, dark, lightHighContrast, darkHighContrast, darkElevated, darkElevatedHighContrast) or map it with --appearance-map '\(String(repeating: "z", count: 80))… (100000 characters)=APPEARANCE'")) {
            try PaletteReader.read(path: files.directory.file("studio.json"), options: PaletteReadOptions(appearanceNames: names), system: TokensStudioLegacyTests.system)
        }
        let warnings = try files.read("studio.json").warnings
        #expect(warnings.count == 1 && warnings[0].text.count < 400)
    }

    /// 100,000 pairs parse and look up by hash; a name given twice is refused whatever its place; names differing
    /// only in case are two names, an exact match first, then the first ignoring case.
    @Test func largeMapsAndCase() throws {
        let pairs = (0 ..< 100_000).map { "n\($0)=dark" }
        let names = try AppearanceNames(parsing: pairs.joined(separator: ","))
        #expect(names.mapped.count == 100_000)
        #expect(names.appearance(named: "n99999") == .dark && names.appearance(named: "N5") == .dark && names.appearance(named: "Light") == .light)
        #expect(throws: SwatchError(.usage, "--appearance-map: \"n0\" is given twice")) {
            try AppearanceNames(parsing: (pairs + ["n0=light"]).joined(separator: ","))
        }
        let cased = try AppearanceNames(parsing: "hc=dark,HC=darkHighContrast")
        #expect(cased.appearance(named: "hc") == .dark && cased.appearance(named: "HC") == .darkHighContrast && cased.appearance(named: "Hc") == .dark)
        // Two names of one appearance parse; two modes of one collection mapping to it are the reader's error.
        #expect(try AppearanceNames(parsing: "Day=light,Sun=light").mapped.map(\.appearance) == [.light, .light])
        for text in ["", "=dark", ",", "a=dark,", " = dark", "a=dark\u{1B}[31m"] {
            #expect(throws: SwatchError.self) { try AppearanceNames(parsing: text) }
        }
    }
}
