import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport
@testable import SwatchPalette

/// A row shows its colour's name within its section, whose header already says the folder; the manifest keeps
/// the full name. A title whose start repeats the section keeps its end when it must be cut.
@Suite struct RowNameTests {
    static let system = try! SystemCatalog.palette(named: "ios26")
    static let nested = FixtureFiles.folder
        .appendingPathComponent("xcassets/Nested.xcassets").path

    @Test func rowsShowTheNameWithinTheirSection() throws {
        let palette = try AssetCatalogReader.read(path: Self.nested, options: PaletteReadOptions(), system: Self.system).palette
        let sheet = try SheetPlanner(palette: palette, chrome: Self.system, options: SheetOptions()).plan(for: .light)
        #expect(sheet.rows.map(\.title) == ["Accent", "userFollowing", "secondary", "tint", "label", "sidebar.background", "tab.bar.background"])
        #expect(sheet.rows.map(\.name) == palette.colorNames)
        // iOS 26's headers are mixed case (iOS 18's upper case): the folder as the catalog names it.
        #expect(sheet.headers.map(\.text) == ["Nested", "Colors/Button", "Colors/Label", "Plain/Deep/inner", "Theme/system", "Theme/system/Background"])
        #expect(sheet.rows.allSatisfy { !$0.titleKeepsEnd })
    }

    @Test func aTitleThatRepeatsTheSectionKeepsItsEnd() throws {
        let palette = try PaletteReader.read(path: Repository.path("Samples/Assets.xcassets"), system: Self.system).palette
        let sheet = try SheetPlanner(palette: palette, chrome: Self.system, options: SheetOptions()).plan(for: .light)
        let text = sheet.rows.filter { $0.section == "Text" }
        #expect(text.map(\.title) == ["TextPrimary", "TextSecondary"])
        #expect(text.allSatisfy { $0.titleKeepsEnd })
        #expect(sheet.rows.first { $0.name == "Brand/Primary" }?.title == "Primary")
        #expect(SheetPlanner.repeatsSection("colors/button/userFollowing", "Colors/Button"))
        #expect(SheetPlanner.repeatsSection("ButtonTint", "Colors/Button"))
        #expect(!SheetPlanner.repeatsSection("userFollowing", "Colors/Button"))
        #expect(!SheetPlanner.repeatsSection("x", ""))
    }
}
