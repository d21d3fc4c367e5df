import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTesting
import SwatchTestSupport

/// Small sheets compared pixel for pixel with references in `__Snapshots__/SheetSnapshotTests/`, through
/// SwatchTesting, the helper swatch ships to its users.
/// The palette is `SnapshotSlice.palette`.
@Suite(.needsDejaVu) struct SheetSnapshotTests {
    func snapshot(_ name: String, style: TableStyle, appearances: [Appearance], arrangement: SheetArrangement = .pair, scale: Int = 1,
                  annotate: ContrastLevel? = nil, direction: LayoutDirection = .leftToRight,
                  textSize: ContentSizeCategory = .large, look: TableLook = .ios18, cell: ColorReference? = nil) throws {
        let request = RenderRequest(
            palette: SnapshotSlice.palette, chrome: try SystemCatalog.palette(named: "ios26"),
            options: SheetOptions(style: style, scale: scale, cell: cell, contrastAnnotation: annotate, layoutDirection: direction,
                                  textSize: textSize, look: look),
            appearances: appearances, arrangement: arrangement,
            output: "\(name).png", fonts: TestFonts.dejaVu)
        assertSheetMatches(rendering: request, named: name)
    }

    @Test func groupedLight() throws { try snapshot("grouped-light", style: .grouped, appearances: [.light]) }
    @Test func plainDark() throws { try snapshot("plain-dark", style: .plain, appearances: [.dark]) }
    @Test func insetGroupedLightAtTwoX() throws { try snapshot("inset-grouped-light-2x", style: .insetGrouped, appearances: [.light], scale: 2) }

    /// A theme's styles: taller semibold rows, no separators with a border and shadow, centred larger text.
    @Test func brandThemeInsetGrouped() throws {
        let samples = Repository.samples.standardized
        let chrome = try SystemCatalog.palette(named: "ios26")
        let theme = try PaletteReader.read(path: samples.appendingPathComponent("brand.theme.json").path, system: try SystemCatalog.palette(named: "ios26"))
        let request = RenderRequest(
            palette: theme.palette, chrome: chrome,
            options: SheetOptions(style: .insetGrouped, scale: 2, cell: .named("cellBackground"), tint: .named("tint"),
                                  table: .named("groupedBackground"), sectionStyles: theme.sectionStyles, look: .ios18),
            appearances: [.light], output: "brand.png", fonts: TestFonts.dejaVu)
        assertSheetMatches(rendering: request, named: "brand-theme-inset-grouped-2x")
    }

    /// `--simulate all` at 1x: per appearance the normal sheet and protanopia, deuteranopia, tritanopia and
    /// achromatopsia, each pane titled with its simulation. A few rows: greys, translucent label and fill,
    /// the red/green/blue that the deficiencies confuse, and clear.
    @Test func simulateAll() throws {
        let full = try SystemCatalog.palette(named: "ios26")
        let palette = try PaletteFilter(names: ["secondaryLabel", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue",
                                                "systemOrange", "systemGray", "clear"]).apply(to: full)
        let request = RenderRequest(
            palette: palette, chrome: full, options: SheetOptions(style: .insetGrouped, scale: 1, look: .ios18), appearances: [.light, .dark],
            output: "simulate-all.png", fonts: TestFonts.dejaVu, simulate: .all)
        assertSheetMatches(rendering: request, named: "simulate-all")
    }

    @Test func groupedSideBySide() throws {
        try snapshot("grouped-side-by-side", style: .grouped, appearances: [.light, .dark], arrangement: .sideBySide)
    }

    /// `--annotate contrast`: each row's badge (text on colour, colour on cell) in light and dark, at 2x.
    @Test func contrastAnnotatedSideBySide() throws {
        try snapshot("contrast-annotated-2x", style: .insetGrouped, appearances: [.light, .dark], arrangement: .sideBySide, scale: 2,
                     annotate: .aa)
    }

    /// `--layout-direction rtl`: text on the right, accessories on the left, chevrons pointing left, the
    /// contrast badge at the (left) trailing end, separators inset from the right.
    @Test func insetGroupedRightToLeftAtTwoX() throws {
        try snapshot("inset-grouped-rtl-2x", style: .insetGrouped, appearances: [.light], scale: 2, annotate: .aa,
                     direction: .rightToLeft)
    }

    /// `--text-size AX3`: 40 pt titles, 32 pt subtitles and 33 pt captions, rows and headers grown to fit,
    /// accessories at their xxxLarge size, long names truncated.
    @Test func groupedAtAX3() throws {
        try snapshot("grouped-ax3", style: .grouped, appearances: [.light], textSize: .ax3)
    }

    // The references above are iOS 18's table; these draw the other looks.

    /// iOS 26: 1 pt separators inset at both ends, 26 pt corners, mixed-case semibold captions, taller rows.
    @Test func insetGroupedIOS26AtTwoX() throws {
        try snapshot("inset-grouped-ios26-2x", style: .insetGrouped, appearances: [.light, .dark], arrangement: .sideBySide, scale: 2,
                     look: .ios26)
    }

    @Test func groupedIOS26() throws { try snapshot("grouped-ios26", style: .grouped, appearances: [.light], look: .ios26) }
    @Test func plainIOS26Dark() throws { try snapshot("plain-ios26-dark", style: .plain, appearances: [.dark], look: .ios26) }

    @Test func insetGroupedIOS26RightToLeftAtTwoX() throws {
        try snapshot("inset-grouped-ios26-rtl-2x", style: .insetGrouped, appearances: [.light], scale: 2, direction: .rightToLeft, look: .ios26)
    }

    /// UIKit's own cell background (`--cell default`): secondarySystemGroupedBackground, #1C1C1E in dark.
    @Test func insetGroupedIOS26DefaultCellsDark() throws {
        try snapshot("inset-grouped-ios26-default-cell-dark", style: .insetGrouped, appearances: [.dark], look: .ios26,
                     cell: SheetOptions.uikitCell(for: .insetGrouped))
    }

    /// iOS 13: a plain table's separators go on below its last row.
    @Test func plainIOS13() throws { try snapshot("plain-ios13", style: .plain, appearances: [.light], look: .ios13) }
    @Test func groupedIOS13() throws { try snapshot("grouped-ios13", style: .grouped, appearances: [.light], look: .ios13) }
}
