import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// `render --annotate contrast`: a text colour is judged on the cell by the text rule (4.5:1 at AA), any other
/// colour as a non-text element (3:1); a pairs file's foregrounds drawn as text are text colours too.
@Suite struct ContrastAnnotationTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    func rows(_ names: [String], uses: [String: ContrastUse] = [:], level: ContrastLevel = .aa) throws -> [String: RowContrast] {
        let palette = try PaletteFilter(names: names).apply(to: Self.system)
        let plan = try SheetPlanner(palette: palette, chrome: Self.system,
                                    options: SheetOptions(cell: .named("systemBackground"), contrastAnnotation: level, colorUses: uses)).plan(for: .light)
        return Dictionary(uniqueKeysWithValues: plan.rows.compactMap { row in row.contrast.map { (row.name, $0) } })
    }

    /// secondaryLabel (#3C3C43 at 60%) is #8A8A8E on a white cell: 3.44, which passes 3:1 and fails text's 4.5:1.
    @Test func labelColoursAreJudgedAsText() throws {
        let rows = try rows(["label", "secondaryLabel", "link", "systemRed"])
        let secondary = try #require(rows["secondaryLabel"])
        #expect(secondary.backgroundUse == .text && secondary.background.minimum == 4.5)
        #expect(secondary.background.ratioText == "3.43" && !secondary.background.passes)
        #expect(secondary.backgroundLabel == "text on cell ")
        #expect(rows["label"]?.backgroundUse == .text && rows["link"]?.backgroundUse == .text)
        let red = try #require(rows["systemRed"])
        #expect(red.backgroundUse == .nonText && red.background.minimum == 3 && red.backgroundLabel == "on cell ")
    }

    /// A pairs file says systemRed is drawn as large text and systemBlue as text: the strictest use wins, and
    /// a pair as non-text changes nothing.
    @Test func aPairsFileNamesTheColoursDrawnAsText() throws {
        let pairs = try ContrastPair.parse("systemRed on systemBackground as large-text\nsystemBlue on x as non-text\nsystemBlue on y\r\nsystemGreen on z as non-text\r",
                                           file: "pairs.txt")
        let uses = ContrastUse.foregroundUses(of: pairs)
        #expect(uses == ["systemRed": .largeText, "systemBlue": .text])
        let rows = try rows(["systemRed", "systemBlue", "systemGreen"], uses: uses, level: .aaa)
        #expect(rows["systemRed"]?.background.minimum == 4.5 && rows["systemRed"]?.backgroundLabel == "large text on cell ")
        #expect(rows["systemBlue"]?.background.minimum == 7 && rows["systemGreen"]?.background.minimum == 3)
    }
}
