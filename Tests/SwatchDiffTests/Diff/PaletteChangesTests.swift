import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff
import SwatchTesting
@testable import SwatchSheet
import SwatchTestSupport

/// `swatch diff`'s comparison: matching by name and by value, thresholds, every appearance, and the report.
@Suite struct PaletteChangesTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    func palette(_ colors: [NamedColor], section: String = "Brand") -> Palette {
        Palette(name: "p", title: "p", sections: [PaletteSection(name: section, colors: colors)])
    }

    func color(_ name: String, _ light: String, dark: String? = nil, lightHighContrast: String? = nil) -> NamedColor {
        var values: [Appearance: RGBA8] = [.light: RGBA8(hex: light)!]
        if let dark { values[.dark] = RGBA8(hex: dark)! }
        if let lightHighContrast { values[.lightHighContrast] = RGBA8(hex: lightHighContrast)! }
        return NamedColor(name: name, values: values)
    }

    /// Changed, added, removed and renamed colours, a translucent change, a change only in high contrast,
    /// and a change below the threshold.
    @Test func everyKindOfChange() throws {
        let old = palette([color("primary", "#5B2EFF", dark: "#8C6BFF"), color("overlay", "#00000033"), color("gone", "#FF0000"),
                           color("accent", "#0088FF", lightHighContrast: "#0040DD"), color("tiny", "#808080"), color("oldName", "#123456")])
        let new = palette([color("primary", "#6B2EFF", dark: "#8C6BFF"), color("overlay", "#00000066"), color("fresh", "#00FF00"),
                           color("accent", "#0088FF", lightHighContrast: "#0030C0"), color("tiny", "#818181"), color("newName", "#123456")])
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: true)
        let kinds = Dictionary(uniqueKeysWithValues: changes.entries.map { ($0.name, $0.kind) })
        #expect(kinds == ["primary": .changed, "overlay": .changed, "fresh": .added, "gone": .removed, "accent": .changed,
                          "tiny": .unchanged, "newName": .renamed])
        #expect(changes.summary == "3 changed, 1 added, 1 removed, 1 renamed of 7 (1 below ΔE 0.5)")
        let accent = try #require(changes.entries.first { $0.name == "accent" })
        #expect(accent.values.filter(\.changed).map(\.appearance) == [.lightHighContrast])  // the appearances the palettes have
        let overlay = try #require(changes.entries.first { $0.name == "overlay" }?.values.first)
        #expect(overlay.oldSeen?.hex == "#CCCCCCFF" && overlay.newSeen?.hex == "#999999FF")  // 20% and 40% black on white
        #expect(changes.entries.first { $0.name == "newName" }?.oldName == "oldName")
        #expect(changes.hasChanges)
    }

    /// Without --match value a rename is a removal and an addition; identical palettes have no changes.
    @Test func matchingByNameOnly() throws {
        let changes = try PaletteChanges(old: palette([color("a", "#123456")]), new: palette([color("b", "#123456")]), chrome: Self.system)
        #expect(changes.entries.map(\.kind) == [.added, .removed])
        let none = try PaletteChanges(old: palette([color("a", "#123456")]), new: palette([color("a", "#123456")]), chrome: Self.system)
        #expect(!none.hasChanges && none.summary == "0 changed, 0 added, 0 removed of 1")
    }

    @Test func markdownTable() throws {
        let changes = try PaletteChanges(old: palette([color("primary", "#5B2EFF", dark: "#8C6BFF"), color("gone", "#FF0000")]),
                                         new: palette([color("primary", "#6B2EFF", dark: "#8C6BFF")]), chrome: Self.system)
        #expect(try changes.markdown(title: "old → new", chips: "review-chips") == """
            ### old → new

            1 changed, 0 added, 1 removed of 2

            No contrast pairs given: `--pairs FILE` (or `check.pairs` in swatch.yml) lists the contrast of each pair a change touches, before and after.

            #### Brand

            | colour | appearance | old | new | ΔE |
            | :--- | :--- | :--- | :--- | ---: |
            | **primary** | light | ![](review-chips/5B2EFFFF.png) `#5B2EFFFF` | ![](review-chips/6B2EFFFF.png) `#6B2EFFFF` | 1.82 |
            | **gone** (removed) | light, dark | ![](review-chips/FF0000FF.png) `#FF0000FF` | – | – |

            """)
        #expect(try changes.chipFolder().files().map(\.path) == ["5B2EFFFF.png", "6B2EFFFF.png", "FF0000FF.png"])
        let chip = try PNGImage(data: try changes.chipFolder().files()[0].bytes)
        #expect(chip.width == 20 && chip.pixel(x: 10, y: 10) == (0x5B, 0x2E, 0xFF, 255))
    }

    /// Identical values are never a change, whatever the threshold (0 included); anything else is one at 0.
    @Test(arguments: [0, 0.5, 1, 100])
    func identicalValuesAreNeverChanged(threshold: Double) throws {
        let colors = [color("primary", "#5B2EFF", dark: "#8C6BFF"), color("overlay", "#00000033"), color("tiny", "#808080")]
        let same = try PaletteChanges(old: palette(colors), new: palette(colors), chrome: Self.system, minimumDeltaE: threshold)
        #expect(same.count(.unchanged) == 3 && same.count(.changed) == 0 && same.belowThreshold == 0 && !same.hasChanges)
        #expect(same.entries.allSatisfy { $0.values.allSatisfy { !$0.changed } })
        let nudged = try PaletteChanges(old: palette(colors), new: palette([colors[0], colors[1], color("tiny", "#818181")]),
                                        chrome: Self.system, minimumDeltaE: threshold)
        // #808080 → #818181 is below ΔE00 0.5: a change at 0, below every other threshold here.
        #expect(nudged.count(.changed) == (threshold == 0 ? 1 : 0))
        #expect(nudged.belowThreshold == (threshold == 0 ? 0 : 1))
    }

    /// A catalog's colour moved to another namespaced folder changes its name but keeps its own: `--match value`
    /// pairs it with its old self, even where other colours share its values.
    @Test func aColourMovedToAnotherFolderIsPairedWithItself() throws {
        func located(_ folders: [String], _ name: String, _ hex: String) -> NamedColor {
            let location = ColorLocation(folders: folders.map { ColorLocation.Folder(name: $0, providesNamespace: true) }, name: name)
            return NamedColor(name: location.qualifiedName, values: [.light: RGBA8(hex: hex)!], location: location)
        }
        func catalog(_ sections: [(String, [NamedColor])]) -> Palette {
            Palette(name: "Assets", title: "Assets.xcassets", sections: sections.map { PaletteSection(name: $0.0, colors: $0.1) })
        }
        let old = catalog([("Colors/Button", [located(["Colors", "Button"], "userFollowing", "#FFFFFF"), located(["Colors", "Button"], "plain", "#FFFFFF")]),
                           ("Colors/Label", [located(["Colors", "Label"], "primary", "#000000")])])
        let new = catalog([("Colors/Button", [located(["Colors", "Button"], "fresh", "#FFFFFF")]),
                           ("Colors/Label", [located(["Colors", "Label"], "primary", "#000000"), located(["Colors", "Label"], "userFollowing", "#FFFFFF")])])
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: true)
        let moved = try #require(changes.entries.first { $0.name == "Colors/Label/userFollowing" })
        #expect(moved.kind == .renamed)
        #expect(moved.oldName == "Colors/Button/userFollowing")
        #expect(moved.nameInSection == "userFollowing")
        #expect(changes.entries.first { $0.name == "Colors/Button/fresh" }?.oldName == "plain")
        #expect(changes.summary == "0 changed, 0 added, 0 removed, 2 renamed of 3")
        let markdown = try changes.markdown(title: "t", chips: nil)
        #expect(markdown.contains("#### Colors/Label"))
        #expect(markdown.contains("| **userFollowing** (renamed from Colors/Button/userFollowing) | light | `#FFFFFFFF` | `#FFFFFFFF` | 0.00 |"))
    }

    /// A section of thousands of renamed colours comes out of `reviewSheet` whole and in order, a gone
    /// section's removed colour after it, and the planned sheet lays its first and last rows one row height
    /// apart per row, each split naming its own colours.
    @Test func bigSectionReviewSheet() throws {
        let count = 2_000
        func values(_ i: Int) -> String { String(format: "#%06X", i * 97 + 1) }
        let old = Palette(name: "p", title: "p", sections: [
            PaletteSection(name: "Brand", colors: (0 ..< count).map { color("c\($0)", values($0)) }),
            PaletteSection(name: "Gone", colors: [color("lost", "#FF0000")])])
        let new = palette((0 ..< count).map { color("r\($0)", values($0)) })
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: true)
        let sheet = changes.reviewSheet()
        #expect(sheet.palette.title == "1 removed, 2000 renamed of 2001")
        #expect(sheet.palette.sections.map(\.name) == ["Brand", "Gone"])
        #expect(sheet.palette.sections[0].colors.map(\.name) == (0 ..< count).map { "r\($0)" })
        #expect(sheet.palette.sections[1].colors.map(\.name) == ["lost"])
        #expect(sheet.review.count == count + 1)

        let plan = try SheetPlanner(palette: sheet.palette, chrome: Self.system, options: SheetOptions(scale: 1, review: sheet.review)).plan(for: .light)
        try #require(plan.rows.count == count + 1 && plan.headers.count == 2)
        let first = plan.rows[0], last = plan.rows[count - 1]
        #expect(first.cellRect.y == plan.headers[0].rect.maxY)
        #expect(last.cellRect.y == first.cellRect.y + (count - 1) * first.cellRect.height)
        #expect([first.name, first.split?.newTitle, first.subtitle] == ["r0", "renamed from c0", "#000001FF"])
        #expect([last.name, last.split?.newTitle, last.subtitle] == ["r1999", "renamed from c1999", values(count - 1) + "FF"])
        #expect(plan.headers[1].rect.y > last.cellRect.maxY)
        #expect([plan.rows[count].section, plan.rows[count].split?.newTitle] == ["Gone", "removed"])
    }

    @Test func jsonKeys() throws {
        let changes = try PaletteChanges(old: palette([color("a", "#123456")]), new: palette([color("a", "#654321")]), chrome: Self.system)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(changes.jsonText(old: "o", new: "n").bytes())) as? [String: Any])
        #expect(json["changed"] as? Int == 1 && json["summary"] as? String == "1 changed, 0 added, 0 removed of 1")
        let value = try #require(((json["colors"] as? [[String: Any]])?.first?["values"] as? [[String: Any]])?.first)
        #expect(value["old"] as? String == "#123456FF" && value["new"] as? String == "#654321FF")
        #expect((value["deltaE"] as? Double).map { $0 > 20 } == true)
    }
}

/// The review sheet of a change: changed, added, removed and renamed rows split old | new.
@Suite(.needsDejaVu) struct ReviewSheetSnapshotTests {
    @Test func reviewSheet() throws {
        let system = try SystemCatalog.palette(named: "ios26")
        func color(_ name: String, _ light: String, _ dark: String) -> NamedColor {
            NamedColor(name: name, values: [.light: RGBA8(hex: light)!, .dark: RGBA8(hex: dark)!])
        }
        let old = Palette(name: "old", title: "old", sections: [PaletteSection(name: "Brand", colors: [
            color("primary", "#5B2EFF", "#8C6BFF"), color("overlay", "#00000033", "#FFFFFF33"), color("gone", "#FF3B30", "#FF453A"),
            color("glow", "#F080FA", "#F080FA")])])
        let new = Palette(name: "new", title: "new", sections: [PaletteSection(name: "Brand", colors: [
            color("primary", "#6B2EFF", "#8C6BFF"), color("overlay", "#00000066", "#FFFFFF66"), color("fresh", "#34C759", "#30D158"),
            color("halo", "#F080FA", "#F080FA")])])
        let changes = try PaletteChanges(old: old, new: new, chrome: system, matchingValues: true)
        let sheet = changes.reviewSheet()
        #expect(sheet.palette.title == "2 changed, 1 added, 1 removed, 1 renamed of 5")
        let request = RenderRequest(palette: sheet.palette, chrome: system,
                                    options: SheetOptions(style: .insetGrouped, scale: 2, review: sheet.review, look: .ios18),
                                    appearances: [.light, .dark], arrangement: .sideBySide, output: "review.png", fonts: TestFonts.dejaVu)
        assertSheetMatches(rendering: request, named: "review-side-by-side-2x")
    }
}
