import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct AppearanceVariantTests {
    let ios26 = try! SystemCatalog.palette(named: "ios26")

    @Test func keysAreTheFactsFileKeys() {
        #expect(Appearance.allCases.map(\.rawValue) == ["light", "dark", "lightHighContrast", "darkHighContrast", "darkElevated", "darkElevatedHighContrast"])
        #expect(Appearance.allCases.map(\.fileSuffix) == ["light", "dark", "light-high-contrast", "dark-high-contrast", "dark-elevated", "dark-elevated-high-contrast"])
    }

    @Test(arguments: [
        (false, Contrast.normal, Level.base, Appearance.light), (false, .high, .base, .lightHighContrast),
        (false, .normal, .elevated, .light), (false, .high, .elevated, .lightHighContrast),
        (true, .normal, .base, .dark), (true, .high, .base, .darkHighContrast),
        (true, .normal, .elevated, .darkElevated), (true, .high, .elevated, .darkElevatedHighContrast),
    ])
    func traitsPickTheVariant(dark: Bool, contrast: Contrast, level: Level, expected: Appearance) {
        #expect(Appearance(dark: dark, contrast: contrast, level: level) == expected)
    }

    @Test func modesSelectAppearances() {
        #expect(AppearanceSelection(mode: .both, contrast: .high).appearances == [.lightHighContrast, .darkHighContrast])
        #expect(AppearanceSelection(mode: .dark, level: .elevated).appearances == [.darkElevated])
        #expect(AppearanceSelection(mode: .all).appearances == Appearance.allCases)
        #expect(AppearanceSelection(mode: .auto, system: .dark).appearances == [.dark])
        #expect(AppearanceSelection(mode: .auto, contrast: .high, system: .unspecified).appearances == [.lightHighContrast])
    }

    /// The question: tertiarySystemBackground, dark, elevated sheet, Increase Contrast on.
    @Test func darkElevatedHighContrastTertiaryBackground() throws {
        let color = try #require(ios26.color(named: "tertiarySystemBackground"))
        let value = color.resolve(.darkElevatedHighContrast)
        #expect(value.color.hex == "#444446FF")
        #expect(value.resolved == .darkElevatedHighContrast)
        #expect(value.inherited)
        #expect(color.resolve(.darkElevated).color.hex == "#3A3A3CFF")
        #expect(!color.resolve(.darkElevated).inherited)
    }

    @Test func systemColoursHaveNoElevatedValuesAndFallBackToBase() throws {
        let red = try #require(ios26.color(named: "systemRed"))
        let elevated = red.resolve(.darkElevated)
        #expect(elevated.fellBack && elevated.resolved == .dark && elevated.color.hex == "#FF4245FF")
        let elevatedHigh = red.resolve(.darkElevatedHighContrast)
        #expect(elevatedHigh.resolved == .darkHighContrast && elevatedHigh.color.hex == "#FF6165FF")
    }

    @Test func fixedColoursFallBackToLight() throws {
        let gray = try #require(ios26.color(named: "gray"))
        #expect(gray.resolve(.darkHighContrast).resolved == .dark)
        #expect(gray.resolve(.lightHighContrast).resolved == .light)
    }

    @Test func ios13SystemBrownIsMarked() throws {
        let ios13 = try SystemCatalog.palette(named: "ios13")
        #expect(ios13.color(named: "systemBrown")?.availability == "not public in the iOS 13 GM SDK")
        #expect(try SystemCatalog.notAvailable(in: "ios13") == ["systemMint (iOS 15+)", "systemCyan (iOS 15+)"])
        #expect(try SystemCatalog.notAvailable(in: "ios17").isEmpty)
    }

    @Test func everyValueCitesKnownSources() throws {
        let sources = try SystemCatalog.sources()
        for name in try SystemCatalog.names() {
            for color in try SystemCatalog.palette(named: name).sections.flatMap(\.colors) {
                #expect(!color.sources.isEmpty, "\(name) \(color.name)")
                for id in color.sources { #expect(sources[id] != nil, "\(name) \(color.name) cites unknown \(id)") }
            }
        }
    }
}
