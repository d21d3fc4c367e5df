import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// Renders the full default catalog and checks the PNG's pixels against the manifest and the plan.
@Suite struct SheetPixelTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    func render(_ style: TableStyle, _ appearances: [Appearance], arrangement: SheetArrangement = .pair,
                scale: Int = 1, cell: ColorReference? = nil, table: ColorReference? = nil, look: TableLook = .ios18,
                in directory: TempDir) throws -> [WrittenSheet] {
        let request = RenderRequest(
            palette: palette, chrome: palette,
            options: SheetOptions(style: style, scale: scale, cell: cell, table: table, look: look),
            appearances: appearances, arrangement: arrangement,
            output: directory.file("sheet.png"), manifest: directory.file("sheet.json"), fonts: TestFonts.dejaVu)
        return try SheetRenderer.render(request)
    }

    func manifest(_ path: String) throws -> SheetManifest {
        try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func hex(_ image: PNGImage, _ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x, y: y)
        return RGBA8(r: p.r, g: p.g, b: p.b, a: p.a).hex
    }

    @Test(.needsDejaVu, arguments: [TableStyle.plain, .grouped, .insetGrouped])
    func everyRowShowsItsEffectiveColour(style: TableStyle) throws {
        let directory = try TempDir()
        let sheets = try render(style, [.light, .dark], in: directory)
        #expect(sheets.map(\.image) == [directory.file("sheet-light.png"), directory.file("sheet-dark.png")])
        for sheet in sheets {
            let image = try PNGImage(contentsOfFile: sheet.image)
            let described = try manifest(sheet.manifest!)
            #expect(described.width == image.width && described.height == image.height)
            #expect(described.rows.count == 53)
            for row in described.rows {
                // The trailing 8 pt of the content view hold no text, its middle no separator or rounded corner.
                let middle = row.rect.y + row.rect.height / 2
                #expect(hex(image, row.rect.maxX - 3, middle) == row.effective, "\(row.name) in \(sheet.image)")
                if row.rect.maxX < row.cellRect.maxX {
                    #expect(hex(image, row.cellRect.maxX - 2, middle) == RGBA8.stacked(
                        [RGBA8(hex: row.view)!, RGBA8(hex: row.table)!, RGBA8(hex: row.cell)!]).hex)
                }
            }
        }
    }

    @Test(.needsDejaVu) func theTableBackgroundShowsAroundGroupedHeaders() throws {
        let directory = try TempDir()
        let sheet = try #require(try render(.grouped, [.dark], table: .named("systemRed"), in: directory).first)
        let image = try PNGImage(contentsOfFile: sheet.image)
        let first = try #require(try manifest(sheet.manifest!).rows.first)
        #expect(first.table == "#FF4245FF")
        #expect(hex(image, 2, first.rect.y - 4) == "#FF4245FF")
        #expect(hex(image, image.width - 2, image.height - 2) == "#FF4245FF")
        // The title bar lies on the view background: systemBackground, black in dark mode.
        #expect(hex(image, 2, 2) == "#000000FF")
    }

    @Test(.needsDejaVu) func translucentCellAndTableBlendIntoEveryRow() throws {
        let directory = try TempDir()
        let sheet = try #require(try render(.plain, [.light], cell: .literal(RGBA8(hex: "#FF000080")!),
                                             table: .literal(RGBA8(hex: "#0000FF40")!), in: directory).first)
        let image = try PNGImage(contentsOfFile: sheet.image)
        let rows = try manifest(sheet.manifest!).rows
        let clear = try #require(rows.first { $0.name == "clear" })
        let expected = RGBA8(hex: "#FF000080")!.composited(over: RGBA8(hex: "#0000FF40")!.composited(over: .white))
        #expect(clear.effective == expected.hex)
        #expect(hex(image, clear.rect.maxX - 3, clear.rect.y + 3) == expected.hex)
    }

    @Test(.needsDejaVu) func separatorIsAOnePixelHairlineInsetToTheText() throws {
        let directory = try TempDir()
        let sheet = try #require(try render(.plain, [.light], scale: 2, in: directory).first)
        let image = try PNGImage(contentsOfFile: sheet.image)
        let row = try #require(try manifest(sheet.manifest!).rows.first { $0.name == "systemBackground" })
        let below = row.rect.maxY - 1
        // separator #3C3C434A over white: 60 * 74 / 255 = 17 + 181 = 198 -> C6; 67 -> 19 + 181 = 200 -> C8.
        #expect(hex(image, 40, below) == "#C6C6C8FF")
        #expect(hex(image, 10, below) == "#FFFFFFFF")
        #expect(hex(image, 40, below - 1) == "#FFFFFFFF")
    }

    @Test(.needsDejaVu) func sideBySidePutsLightAndDarkInOneImage() throws {
        let directory = try TempDir()
        let sheets = try render(.grouped, [.light, .dark], arrangement: .sideBySide, in: directory)
        #expect(sheets.count == 1)
        let image = try PNGImage(contentsOfFile: sheets[0].image)
        #expect(image.width == 390 * 2 + 10)
        #expect(hex(image, 2, 2) == "#FFFFFFFF")
        #expect(hex(image, 395, 2) == "#000000FF")
        #expect(hex(image, 402, 2) == "#000000FF")
        let rows = try manifest(sheets[0].manifest!).rows
        #expect(rows.count == 106)
        #expect(Set(rows.map(\.mode)) == ["light", "dark"])
        for row in rows {
            #expect(hex(image, row.rect.maxX - 3, row.rect.y + 3) == row.effective)
        }
    }

    @Test(.needsDejaVu) func identicalInputGivesIdenticalBytes() throws {
        let first = try TempDir(), second = try TempDir()
        let a = try render(.grouped, [.light], in: first), b = try render(.grouped, [.light], in: second)
        #expect(try Data(contentsOf: URL(fileURLWithPath: a[0].image)) == Data(contentsOf: URL(fileURLWithPath: b[0].image)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: a[0].manifest!)) == Data(contentsOf: URL(fileURLWithPath: b[0].manifest!)))
    }

    @Test(.needsDejaVu) func opaqueSheetsAreWrittenAsRGB() throws {
        let directory = try TempDir()
        let sheet = try render(.plain, [.light], in: directory)[0]
        let bytes = try Data(contentsOf: URL(fileURLWithPath: sheet.image))
        #expect(bytes[25] == 2)
    }

    @Test(.needsDejaVu) func textTallerThanItsRowIsClippedToTheRow() throws {
        var style = ThemeStyle()
        style.rowHeight = 32
        style.fontSize = 40
        let directory = try TempDir()
        let request = RenderRequest(
            palette: palette, chrome: palette,
            options: SheetOptions(style: .grouped, scale: 1, sectionStyles: ["Standard System Colors": style]),
            appearances: [.light], output: directory.file("tall.png"), manifest: directory.file("tall.json"), fonts: TestFonts.dejaVu)
        let sheet = try SheetRenderer.render(request)[0]
        let image = try PNGImage(contentsOfFile: sheet.image)
        let rows = try manifest(sheet.manifest!).rows.filter { $0.section == "Standard System Colors" }
        #expect(rows[0].cellRect.height == 32)
        // The header above the first row and the footer below the last show only the table background.
        for x in 0 ..< image.width {
            #expect(hex(image, x, rows[0].cellRect.y - 1) == "#F2F2F7FF")
            #expect(hex(image, x, rows.last!.cellRect.maxY) == "#F2F2F7FF")
        }
    }

    @Test(.needsDejaVu) func textChunksNameTheSoftwareAndTheContent() throws {
        let directory = try TempDir()
        let sheet = try render(.plain, [.dark], in: directory)[0]
        let chunks = try PNGImage.textChunks(ofFile: sheet.image)
        #expect(chunks.map(\.key) == ["Software", "Title", "Description", "Fonts", "Look"])
        #expect(chunks[0].value == "swatch \(SwatchVersion.number)")
        #expect(chunks[1].value == "UIKit colours (ios26) · Dark · Plain · iOS 18 table")
        #expect(chunks[2].value == "53 colours of UIKit colours (ios26), plain table at 1x")
        // The fonts, as ASCII JSON: the regular face and the bold one, another file.
        let fonts = try #require(FontIdentity.parse(chunkText: chunks[3].value))
        #expect(fonts.map(\.role) == ["regular", "semibold"])
        #expect(fonts.map(\.file) == ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"])
        #expect(fonts.map(\.family) == ["DejaVu Sans", "DejaVu Sans"])
        #expect(fonts.map(\.sha256) == (try SHA256Sum.digests([FontFiles.dejaVu, FontFiles.dejaVuBold])))
        #expect(chunks[3].value.utf8.allSatisfy { $0 < 0x80 })
        #expect(chunks[4].value == "ios18")
    }

    @Test func aFailedWriteLeavesTheExistingSheetAlone() throws {
        let directory = try TempDir()
        let target = directory.file("sheet.png")
        try Data("previous".utf8).write(to: URL(fileURLWithPath: target))
        let request = RenderRequest(
            palette: palette, chrome: palette, options: SheetOptions(style: .plain, scale: 1), appearances: [.light],
            output: target, fonts: FontSet(regular: directory.file("missing.ttf"), semibold: directory.file("missing.ttf")))
        #expect(throws: SwatchError.self) { try SheetRenderer.render(request) }
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sheet.png"])
    }
}
