import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff
import SwatchTestSupport

/// `swatch diff`'s pull-request report with names written to take it over: an HTML comment that would
/// hide the rest of the review, a pipe that would add a column, code spans, a line break, a folder name
/// that would end the chip link.
@Suite struct HostileReportTests {
    @Test func namesAndTitleStayText() throws {
        let names = ["<!-- x", "a|b", "`x`", "a\nb"]
        let old = HostileNames.palette(names, section: "<!-- S|T")
        let new = Palette(name: "p", title: "p", sections: [PaletteSection(name: "<!-- S|T", colors: names.map {
            NamedColor(name: $0, values: [.light: .white])
        })])
        let changes = try PaletteChanges(old: old, new: new, chrome: HostileNames.system)
        let row = " | light | ![](my%20review%20%281%29-chips/112233FF.png) `#112233FF` | ![](my%20review%20%281%29-chips/FFFFFFFF.png) `#FFFFFFFF` | 81.76 |"
        // Pairs naming them: the contrast table escapes them as the colour tables do.
        let pairs = try PairChanges(changes: changes, pairs: ContrastPair.parse("<!-- x on a|b as non-text\n`x` on black\n", file: "p.txt"),
                                    old: old, new: new, system: HostileNames.system, level: .aa)
        #expect(try changes.markdown(title: "a <!-- b → c|d", chips: "my review (1)-chips", pairs: pairs) == #"""
            ### a \<!-- b → c\|d

            4 changed, 0 added, 0 removed of 4

            contrast (WCAG AA): 2 of 2 pairs touched; 0 checks now fail, 1 now passes, 1 still fails

            #### Contrast (WCAG AA)

            | pair | appearance | before | after |
            | :--- | :--- | ---: | ---: |
            | **\<!-- x** on **a\|b** as non-text (3:1) | light | 1.00 ✗ | 1.00 ✗ |
            | **\`x\`** on **black** as text (4.5:1) | light | 1.30 ✗ | 21.00 ✓ |

            #### \<!-- S\|T

            | colour | appearance | old | new | ΔE |
            | :--- | :--- | :--- | :--- | ---: |
            | **\<!-- x**\#(row)
            | **a\|b**\#(row)
            | **\`x\`**\#(row)
            | **a\\u{A}b**\#(row)

            """#)
    }

    @Test func theJSONReportReadsBackEveryName() throws {
        let old = HostileNames.palette(HostileNames.all)
        let changes = try PaletteChanges(old: old, new: old, chrome: HostileNames.system)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(try changes.jsonText(old: "a\nb", new: "<!--").bytes())) as? [String: Any])
        #expect((document["colors"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == HostileNames.all)
        #expect(document["old"] as? String == "a\nb")
    }

    @Test func chipFilesAreHexCodesInsideTheChipsFolder() throws {
        let old = HostileNames.palette(["../x", "Brand/../../x"])
        let new = Palette(name: "p", title: "p", sections: [PaletteSection(name: "S", colors: ["../x", "Brand/../../x"].map {
            NamedColor(name: $0, values: [.light: .white])
        })])
        let chips = try PaletteChanges(old: old, new: new, chrome: HostileNames.system).chipFolder().files()
        #expect(chips.map(\.path) == ["112233FF.png", "FFFFFFFF.png"])
    }
}
