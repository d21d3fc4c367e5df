import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct SystemCatalogTests {
    @Test func defaultCatalogHasTheThreeSectionsOfTheReferenceApp() throws {
        let palette = try SystemCatalog.palette(named: SystemCatalog.defaultName)
        #expect(palette.name == "ios26")
        #expect(palette.sections.map(\.name) == ["UI Element Colors", "Standard System Colors", "Standard Fixed Colors"])
        #expect(palette.sections.map(\.colors.count) == [20, 18, 15])
        #expect(palette.sections[0].colors.first?.name == "label")
        #expect(palette.sections[0].colors.last?.name == "lightText")
        #expect(palette.sections[1].colors.first?.name == "systemRed")
        #expect(palette.sections[1].colors.last?.name == "systemGray6")
        #expect(palette.sections[2].colors.first?.name == "black")
        #expect(palette.sections[2].colors.last?.name == "clear")
    }

    @Test func ios26ValuesWinAndMissingOnesComeFromIOS17() throws {
        let palette = try SystemCatalog.palette(named: "ios26")
        let blue = try #require(palette.color(named: "systemBlue"))
        #expect(blue.value(for: .light).hex == "#0088FFFF")
        #expect(blue.value(for: .dark).hex == "#0091FFFF")
        #expect(blue.inherited.isEmpty)

        let label = try #require(palette.color(named: "label"))
        #expect(label.value(for: .light).hex == "#000000FF")
        #expect(label.inherited.contains(.light))
        #expect(!label.inherited.contains(.dark))

        let secondaryLabel = try #require(palette.color(named: "secondaryLabel"))
        #expect(secondaryLabel.value(for: .light).hex == "#3C3C4399")
        #expect(secondaryLabel.inherited.contains(.dark))
    }

    @Test func ios13LacksMintAndCyan() throws {
        let palette = try SystemCatalog.palette(named: "ios13")
        #expect(palette.color(named: "systemMint") == nil)
        #expect(palette.color(named: "systemCyan") == nil)
        #expect(palette.color(named: "systemTeal")?.value(for: .dark).hex == "#64D2FFFF")
    }

    @Test func unknownCatalogNamesTheChoices() {
        #expect(throws: SwatchError(.usage, "unknown catalog 'ios99': choose one of ios13, ios17, ios26")) {
            try SystemCatalog.palette(named: "ios99")
        }
    }

    @Test func fixedColoursDoNotAdapt() throws {
        let palette = try SystemCatalog.palette(named: "ios26")
        for color in palette.sections[2].colors {
            #expect(color.value(for: .light) == color.value(for: .dark), "\(color.name)")
        }
        #expect(palette.color(named: "clear")?.value(for: .dark).hex == "#00000000")
    }

    @Test func uikitFallbacksForMissingAppearances() {
        let color = NamedColor(name: "brand", values: [.light: .white, .dark: .black])
        #expect(color.value(for: .lightHighContrast) == .white)
        #expect(color.value(for: .darkElevatedHighContrast) == .black)
        let lightOnly = NamedColor(name: "fixed", values: [.light: .white])
        #expect(lightOnly.value(for: .dark) == .white)
    }
}
