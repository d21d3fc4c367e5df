import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff
@testable import SwatchSheet
import SwatchTestSupport

/// `swatch diff --pairs`: the contrast of each pair a change touches, before and after, with the numbers
/// `swatch check` gives each palette.
@Suite struct PairChangesTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    func palette(_ colors: [(String, String, String)]) -> Palette {
        Palette(name: "p", title: "p", sections: [PaletteSection(name: "Text", colors: colors.map { name, light, dark in
            NamedColor(name: name, values: [.light: RGBA8(hex: light)!, .dark: RGBA8(hex: dark)!])
        })])
    }

    /// #8A8A8E on white is 3.44 (3.43 floored) and fails text's 4.5:1; #76767B is 4.518: it passes. The dark
    /// values do not change, so dark is not listed; a pair of unchanged colours is not touched.
    static let old = [("TextSecondary", "#8A8A8E", "#8E8E93"), ("Surface", "#FFFFFF", "#1C1C1E"), ("Ink", "#000000", "#FFFFFF")]
    static let new = [("TextSecondary", "#76767B", "#8E8E93"), ("Surface", "#FFFFFF", "#1C1C1E"), ("Ink", "#000000", "#FFFFFF")]
    static let pairs = "TextSecondary on Surface as text\nInk on Surface\n"

    func changes(_ old: Palette, _ new: Palette, pairs: String = pairs, level: ContrastLevel = .aa) throws -> (PaletteChanges, PairChanges) {
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system)
        return (changes, try PairChanges(changes: changes, pairs: ContrastPair.parse(pairs, file: "pairs.txt"), old: old, new: new,
                                         system: Self.system, level: level))
    }

    @Test func aPairThatNowPassesHasTheNumbersCheckGives() throws {
        let old = palette(Self.old), new = palette(Self.new)
        let (changes, pairs) = try changes(old, new)
        #expect(pairs.rows.count == 1)
        let row = try #require(pairs.rows.first)
        #expect(row.pair.description == "TextSecondary on Surface as text" && row.appearance == .light)
        #expect(row.before?.ratioText == "3.43" && row.before?.passes == false)
        #expect(row.after?.ratioText == "4.51" && row.after?.passes == true)
        #expect(row.nowPasses && !row.nowFails)
        // The same numbers as swatch check on each palette.
        let pair = ContrastPair("TextSecondary", on: "Surface")
        #expect(try ContrastCheck(palette: old, system: Self.system).run([pair], appearances: [.light])[0].verdict == row.before)
        #expect(try ContrastCheck(palette: new, system: Self.system).run([pair], appearances: [.light])[0].verdict == row.after)
        #expect(pairs.summary == "contrast (WCAG AA): 1 of 2 pairs touched; 0 checks now fail, 1 now passes")
        #expect(try changes.markdown(title: "t", chips: nil, pairs: pairs) == """
            ### t

            1 changed, 0 added, 0 removed of 3

            contrast (WCAG AA): 1 of 2 pairs touched; 0 checks now fail, 1 now passes

            #### Contrast (WCAG AA)

            | pair | appearance | before | after |
            | :--- | :--- | ---: | ---: |
            | **TextSecondary** on **Surface** as text (4.5:1) | light | 3.43 ✗ | 4.51 ✓ |

            #### Text

            | colour | appearance | old | new | ΔE |
            | :--- | :--- | :--- | :--- | ---: |
            | **TextSecondary** | light | `#8A8A8EFF` | `#76767BFF` | 7.57 |

            """)
    }

    /// The other way round it now fails; at AAA (7:1) it failed before and still does.
    @Test func nowFailingAndStillFailing() throws {
        let (_, worse) = try changes(palette(Self.new), palette(Self.old))
        #expect(worse.rows.map(\.nowFails) == [true])
        #expect(worse.summary == "contrast (WCAG AA): 1 of 2 pairs touched; 1 check now fails, 0 now pass")
        let (_, strict) = try changes(palette(Self.old), palette(Self.new), level: .aaa)
        #expect(strict.rows.map(\.stillFails) == [true])
        #expect(strict.summary == "contrast (WCAG AAA): 1 of 2 pairs touched; 0 checks now fail, 0 now pass, 1 still fails")
    }

    /// A colour added has no ratio before, a removed one none after; a rename is found under its new name in the
    /// old palette; appearances with the same numbers share a row; names only the catalog has are looked up there.
    @Test func addedRemovedRenamedAndGrouped() throws {
        let old = palette([("Caution", "#F5A623", "#F5A623"), ("Gone", "#FF0000", "#FF0000")])
        let new = palette([("Warning", "#F5A623", "#F5A623"), ("Fresh", "#00AA00", "#00AA00")])
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: true)
        let pairs = try PairChanges(changes: changes, pairs: ContrastPair.parse("Fresh on systemBackground as non-text\nGone on white as non-text\nWarning on Fresh as non-text\n", file: "p"),
                                    old: old, new: new, system: Self.system, level: .aa)
        let shown = pairs.rows.map { "\($0.pair.foreground) \($0.appearance.rawValue) \(PaletteChanges.mark($0.before)) → \(PaletteChanges.mark($0.after))" }
        #expect(shown == ["Fresh light – → 3.11 ✓", "Fresh dark – → 6.74 ✓", "Gone light 3.99 ✓ → –", "Gone dark 3.99 ✓ → –",
                          "Warning light – → 1.53 ✗", "Warning dark – → 1.53 ✗"])
        let markdown = try changes.markdown(title: "t", chips: nil, pairs: pairs)
        #expect(markdown.contains("| **Gone** on **white** as non-text (3:1) | light, dark | 3.99 ✓ | – |\n"))
        #expect(markdown.contains("| **Fresh** on **systemBackground** as non-text (3:1) | light | – | 3.11 ✓ |\n"))
        #expect(pairs.nowFailing == 2)  // a pair that did not exist and fails counts as newly failing
    }

    /// A rename keeps its values: a pair naming it by either name is not touched by the change of name alone.
    @Test func aRenameAloneChangesNoRatio() throws {
        let old = palette([("Caution", "#F5A623", "#F5A623")]), new = palette([("Warning", "#F5A623", "#F5A623")])
        let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: true)
        for name in ["Caution", "Warning"] {
            let pairs = try PairChanges(changes: changes, pairs: ContrastPair.parse("\(name) on white\n", file: "p"), old: old, new: new,
                                        system: Self.system, level: .aa)
            #expect(pairs.rows.isEmpty && pairs.summary == "contrast (WCAG AA): 0 of 1 pair touched")
        }
    }

    /// A name in neither palette nor the catalog is the pairs file's line, with a suggestion; names are shown
    /// abbreviated.
    @Test func unknownNamesGetASuggestion() throws {
        let old = palette(Self.old), new = palette(Self.new)
        #expect(throws: SwatchError(.usage, "pairs.txt:2: unknown colour 'TextSecondry': not in p or the ios26 catalog (did you mean 'TextSecondary'?)")) {
            try changes(old, new, pairs: "Ink on Surface\r\nTextSecondry on Surface\r\n")
        }
        let long = String(repeating: "x", count: 100_000)
        #expect(throws: SwatchError(.usage, "pairs.txt:1: unknown colour '\(String(repeating: "x", count: 80))… (100000 characters)': not in p or the ios26 catalog")) {
            try changes(old, new, pairs: "\(long) on Surface\r")
        }
    }

    /// JSON: every touched pair with unrounded ratios, the colours as seen, null where a colour did not exist.
    @Test func json() throws {
        let (changes, pairs) = try changes(palette(Self.old), palette(Self.new))
        let document = try #require(try JSONSerialization.jsonObject(with: Data(changes.jsonText(old: "o", new: "n", pairs: pairs).bytes())) as? [String: Any])
        let contrast = try #require(document["contrast"] as? [String: Any])
        #expect(contrast["level"] as? String == "AA" && contrast["nowPassing"] as? Int == 1 && contrast["pairs"] as? Int == 2)
        let row = try #require((contrast["rows"] as? [[String: Any]])?.first)
        #expect(row["origin"] as? String == "pairs.txt:1" && row["minimum"] as? Double == 4.5 && row["use"] as? String == "text")
        let before = try #require(row["before"] as? [String: Any]), after = try #require(row["after"] as? [String: Any])
        #expect(before["shown"] as? String == "3.43" && before["passes"] as? Bool == false && before["foreground"] as? String == "#8A8A8EFF")
        #expect((after["ratio"] as? Double).map { abs($0 - 4.518) < 0.001 } == true && after["background"] as? String == "#FFFFFFFF")
        let none = try #require(try JSONSerialization.jsonObject(with: Data(changes.jsonText(old: "o", new: "n").bytes())) as? [String: Any])
        #expect(none["contrast"] is NSNull)
    }

    /// The review sheet's halves give the ratio of the pair each colour is weakest in, in each appearance.
    @Test func theReviewSheetShowsTheWeakestPair() throws {
        let (changes, pairs) = try changes(palette(Self.old), palette(Self.new), pairs: Self.pairs + "TextSecondary on black as large-text\n")
        let review = changes.reviewSheet(pairs: pairs).review
        let pair = try #require(review[ReviewPair.key(section: "Text", name: "TextSecondary")])
        // On white it needs 4.5 (3.43, then 4.51); on black as large text 3 (6.10, then 4.64): white is the weaker.
        #expect(pair.contrast[.light] == ReviewPair.Contrast(before: pairs.rows[0].before, after: pairs.rows[0].after))
        #expect(pair.contrast[.dark] == nil)
        let plan = try SheetPlanner(palette: changes.reviewSheet(pairs: pairs).palette, chrome: Self.system,
                                    options: SheetOptions(review: review)).plan(for: .light)
        #expect(plan.rows[0].subtitle == "#8A8A8EFF · 3.43 AA✗")
        #expect(plan.rows[0].split?.newSubtitle == "#76767BFF · 4.51 AA✓")
    }
}
