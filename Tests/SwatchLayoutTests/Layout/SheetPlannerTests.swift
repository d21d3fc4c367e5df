import Testing
import SwatchKit
@testable import SwatchLayout
@testable import SwatchSheet
import SwatchTestSupport

@Suite struct SheetPlannerTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    func plan(_ style: TableStyle, _ appearance: Appearance = .light, scale: Int = 3, width: Int = 390,
              cell: ColorReference? = nil, tint: ColorReference? = nil, table: ColorReference? = nil,
              look: TableLook = .ios18) throws -> SheetPlan {
        let options = SheetOptions(style: style, scale: scale, widthPoints: width, cell: cell, tint: tint, table: table, look: look)
        return try SheetPlanner(palette: palette, chrome: palette, options: options).plan(for: appearance)
    }

    @Test func groupedSheetGeometryAtThreeX() throws {
        let sheet = try plan(.grouped)
        #expect(sheet.width == 1170)
        #expect(sheet.rows.count == 53)
        // Title bar 52 pt, top inset 0.33 pt, caption header 38.33 pt (iOS 18: the first group 38.67 pt below the bar).
        let first = sheet.rows[0]
        #expect(first.cellRect == PixelRect(x: 0, y: 156 + 1 + 115, width: 1170, height: 168))
        // Row 0 has no accessory, so its content view spans the cell.
        #expect(first.contentRect.width == 1170)
        // Row 1 has a disclosure indicator: 38 pt for the accessory.
        #expect(sheet.rows[1].contentRect.width == 1170 - 38 * 3)
        #expect(sheet.rows[1].cellRect.y == first.cellRect.maxY)
        // 3 sections: 53 rows, 3 headers, 3 footers; bottom inset replaces the last footer.
        #expect(sheet.height == 156 + 1 + 3 * 115 + (53 * 56 + 2 * 18 + 44) * 3)
    }

    @Test func accessoriesCycleByRowWithinTheSection() throws {
        let sheet = try plan(.plain)
        #expect(sheet.rows.prefix(6).map(\.accessory) == [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton, .none])
        let systemRed = try #require(sheet.rows.first { $0.name == "systemRed" })
        #expect(systemRed.accessory == .none)
    }

    @Test func separatorsAreHairlinesInsetToTheText() throws {
        let sheet = try plan(.plain, scale: 2)
        let row = sheet.rows[0]
        // 20 pt margins at 390 pt (iOS 17-18 measured), to the screen's edge.
        #expect(row.hairlines == [PixelRect(x: 40, y: row.cellRect.maxY - 1, width: 780 - 40, height: 1)])
        // A plain table's last row has its separator too; an inset group's does not.
        let lastOfSection = sheet.rows[19]
        #expect(lastOfSection.name == "lightText")
        #expect(lastOfSection.hairlines == [PixelRect(x: 40, y: lastOfSection.cellRect.maxY - 1, width: 780 - 40, height: 1)])
        #expect(try plan(.insetGrouped, scale: 2).rows[19].hairlines.isEmpty)
    }

    @Test func groupedSectionsHaveFullWidthBorders() throws {
        let sheet = try plan(.grouped, scale: 1)
        let first = sheet.rows[0]
        #expect(first.hairlines.contains(PixelRect(x: 0, y: first.cellRect.y, width: 390, height: 1)))
        let last = sheet.rows[19]
        #expect(last.hairlines == [PixelRect(x: 0, y: last.cellRect.maxY - 1, width: 390, height: 1)])
    }

    @Test func insetGroupsAreInsetAndRoundedAtTheEnds() throws {
        let sheet = try plan(.insetGrouped, scale: 1)
        let first = sheet.rows[0], middle = sheet.rows[1], last = sheet.rows[19]
        #expect(first.cellRect.x == 20 && first.cellRect.width == 390 - 40)
        #expect(first.clip?.rect.y == first.cellRect.y && first.clip?.radius == 10)
        #expect(middle.clip == nil)
        #expect(last.clip?.rect.maxY == last.cellRect.maxY)
        #expect(sheet.headers[0].textX == 40 && first.textX == 40)
        // iOS 26: the card on the layout margin, content 16 pt inside it, 26 pt corners.
        let ios26 = try plan(.insetGrouped, scale: 1, look: .ios26)
        #expect(ios26.rows[0].cellRect.x == 20 && ios26.rows[0].textX == 36 && ios26.headers[0].textX == 36)
        #expect(ios26.rows[0].clip?.radius == 26)
    }

    @Test func plainHeadersAreBarsWithTheSectionName() throws {
        let sheet = try plan(.plain, scale: 1)
        #expect(sheet.headers.map(\.text) == ["UI Element Colors", "Standard System Colors", "Standard Fixed Colors"])
        #expect(sheet.headers[0].bar == PixelRect(x: 0, y: 52, width: 390, height: 28))
        let grouped = try plan(.grouped, scale: 1)
        #expect(grouped.headers[1].text == "STANDARD SYSTEM COLORS")
        #expect(grouped.headers[1].bar == nil && !grouped.headers[1].semibold && grouped.headers[1].fontSize == 13)
        // iOS 26 captions keep the name's case, semibold at the Body size.
        let ios26 = try plan(.grouped, scale: 1, look: .ios26)
        #expect(ios26.headers[1].text == "Standard System Colors" && ios26.headers[1].semibold && ios26.headers[1].fontSize == 17)
    }

    @Test func titlesMarkTheCellTintAndTableColours() throws {
        let grouped = try plan(.grouped)
        #expect(grouped.rows.first { $0.name == "systemBackground" }?.title == "systemBackground (cell)")
        #expect(grouped.rows.first { $0.name == "systemBlue" }?.title == "systemBlue (tint)")
        #expect(grouped.rows.first { $0.name == "systemGroupedBackground" }?.title == "systemGroupedBackground (table)")
        let plain = try plan(.plain)
        #expect(plain.rows.first { $0.name == "systemBackground" }?.title == "systemBackground (cell) (table)")
        let custom = try plan(.grouped, cell: .named("systemRed"), tint: .literal(RGBA8(hex: "#000000")!))
        #expect(custom.rows.first { $0.name == "systemRed" }?.title == "systemRed (cell)")
        #expect(custom.rows.first { $0.name == "black" }?.title == "black (tint)")
        #expect(custom.rows.first { $0.name == "systemBlue" }?.title == "systemBlue")
    }

    /// A simulated sheet's title line starts with the simulation, so a narrow pane's ellipsis never hides it;
    /// the rows keep their colours (the pixels are simulated when painted).
    @Test func titleLinesNameTheSimulation() throws {
        let planner = SheetPlanner(palette: palette, chrome: palette, options: SheetOptions(style: .grouped))
        #expect(try planner.plan(for: .light).titleBar.fullText == "UIKit colours (ios26) · Light · Grouped · iOS 26 table")
        let deutan = try planner.plan(for: .dark, simulation: ColorVisionSimulation(.deuteranopia))
        #expect(deutan.titleBar.text == "Deuteranopia · UIKit colours (ios26)")
        #expect(deutan.titleBar.subtitle == "Dark · Grouped · iOS 26 table")
        #expect(deutan.simulation == ColorVisionSimulation(.deuteranopia))
        #expect(deutan.rows.map(\.effective) == (try planner.plan(for: .dark)).rows.map(\.effective))
        #expect(try planner.plan(for: .light, simulation: ColorVisionSimulation(.protanopia, severity: 0.6)).titleBar.text
            == "Protanomaly 60% · UIKit colours (ios26)")
        #expect(try planner.plan(for: .light, namesNormalVision: true).titleBar.text == "Normal vision · UIKit colours (ios26)")
    }

    @Test func translucentRowsShowTheirColourAndWhatIsSeen() throws {
        let light = try plan(.grouped)
        let secondary = try #require(light.rows.first { $0.name == "secondaryLabel" })
        // #3C3C4399 over white: 60 * 153 / 255 = 36, + 255 * 102 / 255 = 102 -> 138 (8A); 67 -> 40 + 102 = 142 (8E).
        #expect(secondary.subtitle == "#3C3C4399 → #8A8A8EFF")
        #expect(secondary.effective.hex == "#8A8A8EFF")
        let red = try #require(light.rows.first { $0.name == "systemRed" })
        #expect(red.subtitle == "#FF383CFF")
        let clear = try #require(light.rows.first { $0.name == "clear" })
        #expect(clear.subtitle == "#00000000 → #FFFFFFFF")
    }

    @Test func effectiveColourStacksRowOverCellOverTableOverView() throws {
        let sheet = try plan(.grouped, .dark, cell: .literal(RGBA8(hex: "#FF000080")!), table: .literal(RGBA8(hex: "#00FF0080")!))
        let fill = try #require(sheet.rows.first { $0.name == "systemFill" })
        let expected = RGBA8(hex: "#7878805C")!
            .composited(over: RGBA8(hex: "#FF000080")!.composited(over: RGBA8(hex: "#00FF0080")!.composited(over: .black)))
        #expect(fill.effective == expected)
    }

    @Test func textColourIsWhicheverReadsBetter() throws {
        let dark = try plan(.grouped, .dark)
        #expect(dark.rows.first { $0.name == "systemBackground" }?.textColor == .white)
        #expect(dark.rows.first { $0.name == "white" }?.textColor == .black)
    }

    @Test func textNeverReachesTheAccessory() throws {
        let sheet = try plan(.grouped, scale: 2)
        for row in sheet.rows {
            #expect(row.textX + row.maxTextWidth < row.contentRect.maxX)
        }
    }

    @Test func unknownOptionColoursFail() {
        #expect(throws: SwatchError(.usage, "--cell: unknown colour 'systemReed' (did you mean 'systemRed'?)")) {
            try plan(.grouped, cell: .named("systemReed"))
        }
    }

    @Test(arguments: [(0, 390, "--scale 0 is out of range: use 1, 2 or 3"), (50, 390, "--scale 50 is out of range: use 1, 2 or 3"),
                      (3, 100000, "--width 100000 is out of range: use 240 to 2048 points")])
    func absurdSizesFail(scale: Int, width: Int, message: String) {
        #expect(throws: SwatchError(.usage, MessageText(verbatim: message))) { try SheetOptions(scale: scale, widthPoints: width).validate() }
    }

    @Test func wideTablesUseTwentyPointMargins() throws {
        let sheet = try plan(.plain, scale: 1, width: 430)
        #expect(sheet.rows[0].textX == 20)
    }

    @Test func themeStylesChangeTheSectionsGeometry() throws {
        var style = ThemeStyle()
        style.rowHeight = 64
        style.padding = 24
        style.separatorThickness = 0
        style.fontSize = 34
        style.textAlignment = .center
        style.cornerRadius = 16
        let options = SheetOptions(style: .insetGrouped, scale: 2, sectionStyles: ["Standard System Colors": style], look: .ios18)
        let sheet = try SheetPlanner(palette: palette, chrome: palette, options: options).plan(for: .light)
        let red = try #require(sheet.rows.first { $0.name == "systemRed" })
        #expect(red.cellRect.height == 128)
        #expect(red.textX == red.contentRect.x + 48)
        #expect(red.hairlines.isEmpty)
        #expect(red.titleFontSize == 34 && red.subtitleFontSize == 24)
        #expect(red.alignment == .center)
        #expect(red.clip?.radius == 32)
        // Baselines stay about the row's centre: 32 - 3 * 2 and 32 + 15 * 2 points.
        #expect(red.titleBaseline - red.cellRect.y == 52 && red.subtitleBaseline - red.cellRect.y == 124)
        // Other sections keep the iOS metrics.
        let label = try #require(sheet.rows.first { $0.name == "label" })
        #expect(label.cellRect.height == 112 && label.textX == label.contentRect.x + 40)
        #expect(sheet.groups.isEmpty)
    }

    @Test func bordersAndShadowsDecorateTheirGroup() throws {
        var style = ThemeStyle()
        style.borderWidth = 1
        style.border = RGBA8(hex: "#FF0000")!
        let options = SheetOptions(style: .grouped, scale: 3, sectionStyles: ["Standard Fixed Colors": style])
        let sheet = try SheetPlanner(palette: palette, chrome: palette, options: options).plan(for: .dark)
        #expect(sheet.groups.count == 1)
        let fixed = sheet.rows.filter { $0.section == "Standard Fixed Colors" }
        #expect(sheet.groups[0].rect == PixelRect(x: 0, y: fixed.first!.cellRect.y, width: 1170, height: fixed.last!.cellRect.maxY - fixed.first!.cellRect.y))
        #expect(sheet.groups[0].borderWidth == 3)
    }
}
