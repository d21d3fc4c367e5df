import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

@Suite struct ColorListingTests {
    let ios26 = try! SystemCatalog.palette(named: "ios26")

    func listing(_ names: [String], _ appearances: [Appearance] = [.light, .dark], catalog: String = "ios26",
                 rounding: HexRounding = .halfUp, sources: Bool = false) throws -> ColorListing {
        let palette = try SystemCatalog.palette(named: catalog).rounded(rounding)
        return try ColorListing(palette: try PaletteFilter(names: names).apply(to: palette), chrome: palette,
                            appearances: appearances, rounding: rounding,
                            notAvailable: try SystemCatalog.notAvailable(in: catalog),
                            sources: sources ? try SystemCatalog.sources() : nil)
    }

    @Test func tableShowsValuesEffectiveColoursAndWhereTheyCameFrom() throws {
        let text = try listing(["secondaryLabel", "systemRed"]).rendered(as: .table)
        #expect(text == """
            ios26 (iOS 26.0+ (also iOS 27.0 per simulator check))
                              light                   dark
            UI Element Colors
              secondaryLabel  #3C3C4399 → #8A8A8EFF^  #EBEBF599 → #8D8D93FF^
            Standard System Colors
              systemRed       #FF383CFF               #FF4245FF

            ^ no ios26 value: taken from ios17

            """)
    }

    @Test func fallenBackValuesNameTheAppearanceUsed() throws {
        let text = try listing(["systemRed"], [.darkElevated]).rendered(as: .table)
        #expect(text.contains("#FF4245FF* (dark)"))
        #expect(text.contains("* no value of its own: UIKit falls back"))
    }

    @Test func swatchesAreTrueColourBlocksOfTheSeenColour() throws {
        let text = try listing(["secondaryLabel"], [.light]).rendered(as: .table, swatches: true)
        #expect(text.contains("\u{1B}[48;2;138;138;142m  \u{1B}[0m #3C3C4399 → #8A8A8EFF^"))
        #expect(!(try listing(["secondaryLabel"], [.light]).rendered(as: .table)).contains("\u{1B}"))
    }

    @Test func ios13MarksBrownAndListsWhatDidNotExist() throws {
        let text = try listing(["systemBrown"], catalog: "ios13").rendered(as: .table)
        #expect(text.contains("[not public in the iOS 13 GM SDK]"))
        #expect(text.contains("not in ios13: systemMint (iOS 15+), systemCyan (iOS 15+)"))
    }

    @Test func sourcesAreCitedAndDescribed() throws {
        let text = try listing(["link"], sources: true).rendered(as: .table)
        #expect(text.contains("zhtw-research-2026, noah-2019"))
        #expect(text.contains("  noah-2019: Noah Gilmore, 'Backwards compatibility for iOS 13 system colors'"))
    }

    @Test func jsonUsesTheFactsKeysAndIsStable() throws {
        let listing = try listing(["quaternaryLabel", "systemBlue"], Appearance.allCases)
        let text = try listing.rendered(as: .json)
        #expect(try text == listing.rendered(as: .json))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(document["catalog"] as? String == "ios26")
        #expect(document["appearances"] as? [String] == Appearance.allCases.map(\.rawValue))
        let colors = try #require(document["colors"] as? [[String: Any]])
        #expect(colors.map { $0["name"] as? String } == ["quaternaryLabel", "systemBlue"])
        let values = try #require(colors[0]["values"] as? [String: [String: String]])
        #expect(Set(values.keys) == Set(Appearance.allCases.map(\.rawValue)))
        #expect(values["dark"] == ["hex": "#EBEBF529", "effective": "#262627FF", "resolvedFrom": "dark", "catalog": "ios26"])
        #expect(values["light"]?["catalog"] == "ios17")
        let blue = try #require(colors[1]["values"] as? [String: [String: String]])
        #expect(blue["darkElevated"] == ["hex": "#0091FFFF", "resolvedFrom": "dark", "catalog": "ios26"])
    }

    @Test func csvHasAColumnPairPerAppearance() throws {
        let text = try listing(["separator", "systemRed"]).rendered(as: .csv)
        #expect(text == "section,name,uikit,light,lightEffective,dark,darkEffective\r\n"
            + "UI Element Colors,separator,UIColor.separator,#3C3C434A,#C6C6C8FF,#54545899,#323235FF\r\n"
            + "Standard System Colors,systemRed,UIColor.systemRed,#FF383CFF,,#FF4245FF,\r\n")
    }

    @Test func markdownHasTheSeedTablesShape() throws {
        let text = try listing(["secondaryLabel", "quaternaryLabel", "systemRed"], catalog: "ios13").rendered(as: .markdown)
        #expect(text == """
            ## UIKit colours (ios13)

            ### UI Element Colors

            | RGBA Light | RGBA Dark | UIKit API |
            | :--- | :--- | :--- |
            | 60, 60, 67, 0.6 | 235, 235, 245, 0.6 | UIColor.secondaryLabel |
            | 60, 60, 67, 0.18 | 235, 235, 245, 0.16 | UIColor.quaternaryLabel |

            ### Standard System Colors

            | RGBA Light | RGBA Dark | UIKit API |
            | :--- | :--- | :--- |
            | 255, 59, 48 | 255, 69, 58 | UIColor.systemRed |

            """)
    }
}

extension ColorListing {
    /// The listing in `format`, as `swatch list --format` prints it.
    func rendered(as format: PaletteFormat, swatches: Bool = false) throws -> String {
        try format.render(self, swatches: swatches)
    }
}
