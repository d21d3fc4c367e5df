import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// `--hex-rounding` reaches user palettes where their fractions are read: truncation gives one less
/// wherever `x * 255` is not whole, and bytes a file gives as bytes never change.
@Suite struct ReadRoundingTests {
    @Test(arguments: [(HexRounding.halfUp, "#80E62D2D"), (.truncate, "#7FE52C2C")])
    func themeFractionsAreRoundedOnceWhenRead(rounding: HexRounding, hex: String) throws {
        let directory = try TempDir()
        let path = directory.file("brand.json")
        try Data("""
            { "schemes": [ { "name": "Base", "colors": [
              { "name": "tint", "light": { "red": 0.5, "green": 0.9, "blue": 0.176, "alpha": 0.176 }, "dark": "#80E62D2D" } ] } ] }
            """.utf8).write(to: URL(fileURLWithPath: path))
        let color = try #require(try PaletteReader.read(path: path, options: PaletteReadOptions(rounding: rounding), system: try SystemCatalog.palette(named: "ios26")).palette.color(named: "tint"))
        #expect(color.values[.light]?.hex == hex)
        #expect(color.values[.dark]?.hex == "#80E62D2D")  // a hex code is bytes already
    }

    @Test(arguments: [(HexRounding.halfUp, "#80E62D2D"), (.truncate, "#7FE52C2C")])
    func assetCatalogFractionsAreRoundedOnceWhenRead(rounding: HexRounding, hex: String) throws {
        let catalog = try CatalogBuilder()
        try catalog.colorSet("Tint", entry("0.500", "0.900", "0.176", alpha: "0.176"))
        try catalog.colorSet("Bytes", entry("128", "0xE6", "45", alpha: "0x2D"))
        let palette = try AssetCatalogReader.read(path: catalog.root, options: PaletteReadOptions(rounding: rounding),
                                                  system: CatalogBuilder.system).palette
        #expect(palette.color(named: "Tint")?.values[.light]?.hex == hex)
        #expect(palette.color(named: "Bytes")?.values[.light]?.hex == "#80E62D2D")
    }
}
