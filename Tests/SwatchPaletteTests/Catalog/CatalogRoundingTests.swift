import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct CatalogRoundingTests {
    let truncated = try! SystemCatalog.palette(named: "ios17").rounded(.truncate)

    @Test(arguments: [
        ("quaternaryLabel", Appearance.light, "#3C3C432D"),   // 0.18: 2E rounded, 2D truncated
        ("tertiaryLabel", .light, "#3C3C434C"),               // 0.3
        ("secondarySystemFill", .light, "#78788028"),         // 0.16
        ("separator", .light, "#3C3C4349"),                   // 0.29
        ("systemFill", .dark, "#7878805B"),                   // 0.36
        ("systemFill", .light, "#78788033"),                  // 0.2 is a whole byte; channel 128 is a byte, not 0.5
        ("gray", .light, "#7F7F7FFF"),                        // fixed colours are fractions: gray 0.5
        ("orange", .light, "#FF7F00FF"),
        ("darkGray", .light, "#555555FF"),                    // 1/3 is a whole byte
        ("tertiaryLabel", .lightHighContrast, "#3C3C4360"),   // Flutter's integer alpha 96 stays
        ("systemRed", .light, "#FF3B30FF"),
    ])
    func truncationRederivesFractions(name: String, appearance: Appearance, hex: String) {
        #expect(truncated.color(named: name)?.value(for: appearance).hex == hex)
    }

    @Test func halfUpIsTheCatalogItself() throws {
        let catalog = try SystemCatalog.palette(named: "ios17")
        #expect(catalog.rounded(.halfUp) == catalog)
    }

    @Test func eachByteHasTheSimplestFractionThatRoundsToIt() {
        #expect(sourceFraction(of: 0) == 0)
        #expect(sourceFraction(of: 255) == 1)
        #expect(sourceFraction(of: 0x2E) == 0.18)
        #expect(sourceFraction(of: 128) == 0.5)
        #expect(sourceFraction(of: 85) == 1.0 / 3)
        #expect(sourceFraction(of: 170) == 2.0 / 3)
        #expect(sourceFraction(of: 1) == nil)  // 0.01 is 3
        // Every byte: the first hundredth or third that rounds half up to it.
        let candidates = (0...100).map { Double($0) / 100 } + [1.0 / 3, 2.0 / 3]
        for byte in UInt8.min ... UInt8.max {
            #expect(sourceFraction(of: byte) == candidates.first { HexRounding.halfUp.byte($0) == byte })
        }
    }
}
