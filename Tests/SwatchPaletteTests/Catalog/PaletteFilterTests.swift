import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct PaletteFilterTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    @Test func namesMatchShellPatterns() throws {
        let grays = try PaletteFilter(names: ["systemGray?"]).apply(to: palette)
        #expect(grays.colorNames == ["systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6"])
        let labels = try PaletteFilter(names: ["*Label", "label"]).apply(to: palette)
        #expect(labels.colorNames == ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel"])
    }

    @Test func sectionsMatchIgnoringCase() throws {
        let fixed = try PaletteFilter(sections: ["standard fixed colors"]).apply(to: palette)
        #expect(fixed.sections.map(\.name) == ["Standard Fixed Colors"])
        #expect(fixed.colorCount == 15)
    }

    @Test func unknownSectionsAndEmptyResultsAreErrors() {
        #expect(throws: SwatchError(.usage, "--section 'Brand': no such section in ios26; sections are UI Element Colors, Standard System Colors, Standard Fixed Colors")) {
            try PaletteFilter(sections: ["Brand"]).apply(to: palette)
        }
        #expect(throws: SwatchError(.usage, "no colour in ios26 matches --name 'brand*'")) {
            try PaletteFilter(names: ["brand*"]).apply(to: palette)
        }
    }
}
