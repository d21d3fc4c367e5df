import Foundation
import Testing
import SwatchKit

/// Sheets that draw every layer (view, table, title bar, headers, cells, text, accessories, separators, rounded clips,
/// borders, shadows, the side-by-side divider, a simulation grid) from a small slice of the catalog: the band-height
/// tests draw each in bands of every height, and the reference checks verify each.
public enum TestSheets {
    public enum Sheet: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case grouped, plainDark, insetGrouped2x, sideBySide, brandThemeDark2x, simulateAll
        public var testDescription: String { rawValue }
    }

    public static let catalog = try! SystemCatalog.palette(named: "ios26")

    /// Every accessory (five rows in a section), translucent rows and clear, in three sections.
    public static let slice = try! PaletteFilter(
        sections: ["UI Element Colors", "Standard System Colors", "Standard Fixed Colors"],
        names: ["label", "secondaryLabel", "separator", "link", "quaternarySystemFill",
                "systemRed", "systemYellow", "systemBlue", "systemGray6", "systemGreen", "clear", "black"]
    ).apply(to: catalog)

    public static let brand = try! PaletteReader.read(
        path: Repository.samples.appendingPathComponent("brand.theme.json")
            .standardized.path, system: SystemCatalog.palette(named: "ios26"))

    public static func request(_ sheet: Sheet, output: String) throws -> RenderRequest {
        switch sheet {
        case .grouped:
            return RenderRequest(palette: slice, chrome: catalog, options: SheetOptions(style: .grouped, scale: 1),
                                 appearances: [.light], output: output, fonts: TestFonts.dejaVu)
        case .plainDark:
            return RenderRequest(palette: slice, chrome: catalog, options: SheetOptions(style: .plain, scale: 1),
                                 appearances: [.dark], output: output, fonts: TestFonts.dejaVu)
        case .insetGrouped2x:
            return RenderRequest(palette: slice, chrome: catalog, options: SheetOptions(style: .insetGrouped, scale: 2),
                                 appearances: [.light], output: output, fonts: TestFonts.dejaVu)
        case .sideBySide:
            return RenderRequest(palette: slice, chrome: catalog, options: SheetOptions(style: .insetGrouped, scale: 1),
                                 appearances: [.light, .dark], arrangement: .sideBySide, output: output, fonts: TestFonts.dejaVu)
        case .simulateAll:
            // A grid: a row per appearance, the normal sheet and four simulations in each.
            return RenderRequest(palette: slice, chrome: catalog, options: SheetOptions(style: .insetGrouped, scale: 1),
                                 appearances: [.light, .dark], output: output, fonts: TestFonts.dejaVu, simulate: .all)
        case .brandThemeDark2x:
            // Twelve colours in three schemes: taller semibold rows, a border and shadow, centred larger text.
            // Dark only: the light sheet is SheetSnapshotTests' reference.
            return RenderRequest(
                palette: brand.palette, chrome: catalog,
                options: SheetOptions(style: .insetGrouped, scale: 2, cell: .named("cellBackground"), tint: .named("tint"),
                                      table: .named("groupedBackground"), sectionStyles: brand.sectionStyles),
                appearances: [.dark], output: output, fonts: TestFonts.dejaVu)
        }
    }
}
