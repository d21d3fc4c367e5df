import Foundation
import Testing
import SwatchKit
@testable import SwatchLayout
@testable import SwatchSheet
import SwatchTestSupport

/// `--text-size`: the point sizes of Apple's Dynamic Type table, and rows that grow with them.
@Suite struct DynamicTypeTests {
    /// Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS): Body, Caption 1, Footnote and
    /// Headline in points, xSmall ... xxxLarge, AX1 ... AX5.
    static let published: [(ContentSizeCategory, body: Double, caption1: Double, footnote: Double, headline: Double)] = [
        (.xSmall, 14, 11, 12, 14), (.small, 15, 11, 12, 15), (.medium, 16, 11, 12, 16), (.large, 17, 12, 13, 17),
        (.xLarge, 19, 14, 15, 19), (.xxLarge, 21, 16, 17, 21), (.xxxLarge, 23, 18, 19, 23),
        (.ax1, 28, 22, 23, 28), (.ax2, 33, 26, 27, 33), (.ax3, 40, 32, 33, 40), (.ax4, 47, 37, 38, 47), (.ax5, 53, 43, 44, 53),
    ]

    /// iOS 26's row heights in pixels at 1x, 2x and 3x: 26.66 pt of padding plus a 22/17 Body line and a 16/12
    /// Caption 1 line, 64.67 pt at `large`.
    static let rowPixels26: [ContentSizeCategory: [Int]] = [
        .xSmall: [59, 119, 178], .small: [61, 121, 182], .medium: [62, 124, 186], .large: [65, 129, 194],
        .xLarge: [70, 140, 210], .xxLarge: [75, 150, 226], .xxxLarge: [80, 161, 241], .ax1: [92, 184, 277],
        .ax2: [104, 208, 312], .ax3: [121, 242, 363], .ax4: [137, 274, 410], .ax5: [153, 305, 458],
    ]

    /// iOS 18's row heights in pixels at 1x, 2x and 3x: 18 pt of padding plus a 22/17 Body line and a 16/12
    /// Caption 1 line, 56 pt at `large`.
    static let rowPixels: [ContentSizeCategory: [Int]] = [
        .xSmall: [51, 102, 152], .small: [52, 104, 156], .medium: [53, 107, 160], .large: [56, 112, 168],
        .xLarge: [61, 123, 184], .xxLarge: [67, 133, 200], .xxxLarge: [72, 144, 215], .ax1: [84, 167, 251],
        .ax2: [95, 191, 286], .ax3: [112, 225, 337], .ax4: [128, 256, 384], .ax5: [144, 288, 432],
    ]

    @Test func sizesAreApplesTable() {
        #expect(Self.published.map(\.0) == ContentSizeCategory.allCases)
        for (size, body, caption1, footnote, headline) in Self.published {
            #expect(size.body == body && size.caption1 == caption1 && size.footnote == footnote && size.headline == headline, "\(size)")
        }
        #expect(ContentSizeCategory.allCases.filter(\.isAccessibility) == [.ax1, .ax2, .ax3, .ax4, .ax5])
    }

    @Test(arguments: ContentSizeCategory.allCases)
    func rowsGrowWithTheirText(size: ContentSizeCategory) throws {
        let catalog = try SystemCatalog.palette(named: "ios26")
        for scale in 1...3 {
            for look in [TableLook.ios18, .ios26] {
                let options = SheetOptions(style: .insetGrouped, scale: scale, textSize: size, look: look)
                let plan = try SheetPlanner(palette: catalog, chrome: catalog, options: options).plan(for: .light)
                let row = try #require(plan.rows.first)
                #expect(row.cellRect.height == (look == .ios18 ? Self.rowPixels : Self.rowPixels26)[size]?[scale - 1], "\(size) at \(scale)x, \(look)")
            }
            let options = SheetOptions(style: .insetGrouped, scale: scale, textSize: size, look: .ios18)
            let plan = try SheetPlanner(palette: catalog, chrome: catalog, options: options).plan(for: .light)
            let row = try #require(plan.rows.first)
            #expect(plan.rows.allSatisfy { $0.cellRect.height == row.cellRect.height })
            #expect(row.titleFontSize == size.body && row.subtitleFontSize == size.caption1)
            // Both baselines inside the row, the subtitle's a Caption line below the title's.
            #expect(row.titleBaseline > row.cellRect.y && row.subtitleBaseline < row.cellRect.maxY)
            #expect(row.subtitleBaseline - row.titleBaseline >= Int((size.caption1 * Double(scale)).rounded()))
            let header = try #require(plan.headers.first)
            #expect(header.fontSize == size.footnote)
            // 38.33 pt at `large`, grown with the Footnote line.
            #expect(header.rect.height == Int(((38.33 + size.footnote * 18 / 13 - 18) * Double(scale)).rounded()))
            let ios26 = try SheetPlanner(palette: catalog, chrome: catalog,
                                         options: SheetOptions(style: .insetGrouped, scale: scale, textSize: size, look: .ios26)).plan(for: .light)
            // 40 pt at `large`, grown with the Headline line.
            #expect(ios26.headers[0].fontSize == size.headline && ios26.headers[0].semibold)
            #expect(ios26.headers[0].rect.height == Int(((40 + size.headline * 22 / 17 - 22) * Double(scale)).rounded()))
        }
    }

    @Test func accessoriesGrowUpToXXXLarge() throws {
        let catalog = try SystemCatalog.palette(named: "ios26")
        func accessoryWidth(_ size: ContentSizeCategory) throws -> Int {
            let plan = try SheetPlanner(palette: catalog, chrome: catalog, options: SheetOptions(scale: 3, textSize: size)).plan(for: .light)
            let row = try #require(plan.rows.first { $0.accessory == .disclosureIndicator })
            return row.cellRect.width - row.contentRect.width
        }
        #expect(try accessoryWidth(.large) == 38 * 3)
        #expect(try accessoryWidth(.xxxLarge) == Int((38.0 * 3 * 23 / 17).rounded()))
        #expect(try accessoryWidth(.ax5) == accessoryWidth(.xxxLarge))
        #expect(try accessoryWidth(.xSmall) < accessoryWidth(.large))
    }

    @Test func themeSizesAreTheirLargeOnes() throws {
        let catalog = try SystemCatalog.palette(named: "ios26")
        var style = ThemeStyle()
        style.fontSize = 20
        style.rowHeight = 60
        let plan = { (size: ContentSizeCategory) in
            try SheetPlanner(palette: catalog, chrome: catalog,
                             options: SheetOptions(scale: 1, sectionStyles: ["Standard System Colors": style], textSize: size, look: .ios18)).plan(for: .light)
        }
        let large = try #require(try plan(.large).rows.first { $0.section == "Standard System Colors" })
        #expect(large.titleFontSize == 20 && large.cellRect.height == 60)
        let ax3 = try #require(try plan(.ax3).rows.first { $0.section == "Standard System Colors" })
        #expect(ax3.titleFontSize == 47)  // 20 x 40/17, to the half point
        #expect(ax3.cellRect.height == 60 + 112 - 56)
    }

    @Test func parsingNamesListsAndAll() throws {
        #expect(try ContentSizeCategory.list(parsing: "ax3") == [.ax3])
        #expect(try ContentSizeCategory.list(parsing: "XLARGE") == [.xLarge])
        #expect(try ContentSizeCategory.list(parsing: "large, AX3,large") == [.large, .ax3])
        #expect(try ContentSizeCategory.list(parsing: "all") == ContentSizeCategory.allCases)
        #expect(throws: SwatchError(.usage, "--text-size 'huge' is not a text size: use xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1, AX2, AX3, AX4, AX5 or all")) {
            try ContentSizeCategory.list(parsing: "large,huge")
        }
    }

    @Test(.needsDejaVu) func aRampIsOnePNGWithAPanePerSizeAndTheManifestRecordsThem() throws {
        let directory = try TempDir()
        let catalog = try SystemCatalog.palette(named: "ios26")
        let request = RenderRequest(
            palette: try PaletteFilter(names: ["systemRed", "systemBlue"]).apply(to: catalog), chrome: catalog,
            options: SheetOptions(style: .insetGrouped, scale: 1, look: .ios18), appearances: [.light, .dark],
            output: directory.file("ramp.png"), manifest: directory.file("ramp.json"), fonts: TestFonts.dejaVu,
            textSizes: [.large, .ax3])
        let sheets = try SheetRenderer.render(request)
        #expect(sheets.map(\.image) == [directory.file("ramp.png")])
        let manifest = try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: directory.file("ramp.json"))))
        #expect(manifest.textSize == "large+AX3+large+AX3")
        #expect(manifest.rows.map(\.textSize) == ["large", "large", "AX3", "AX3", "large", "large", "AX3", "AX3"])
        #expect(manifest.rows.map(\.titleSize) == [17, 17, 40, 40, 17, 17, 40, 40])
        #expect(manifest.rows.map(\.subtitleSize) == [12, 12, 32, 32, 12, 12, 32, 32])
        // Two columns of 390 pt and a 10 pt divider; the AX3 rows are 112 pt tall.
        #expect(sheets[0].width == 390 * 2 + 10)
        #expect(manifest.rows[2].cellRect.height == 112)
        #expect(throws: SwatchError(.usage, "--simulate all and a --text-size ramp cannot be drawn together: choose one")) {
            var both = request
            both.simulate = .all
            _ = try SheetRenderer.render(both)
        }
    }
}
