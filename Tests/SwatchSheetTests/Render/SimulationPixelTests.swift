import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// `--simulate`: every pixel is seen through the deficiency after blending, so a simulated sheet's
/// content-view pixel is the simulation of the manifest's `effective` colour.
@Suite(.needsDejaVu) struct SimulationPixelTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    func render(_ appearances: [Appearance], simulate: SimulationChoice, severity: Double = 1, arrangement: SheetArrangement = .pair,
                style: TableStyle = .grouped, in directory: TempDir) throws -> [WrittenSheet] {
        let request = RenderRequest(
            palette: palette, chrome: palette, options: SheetOptions(style: style, scale: 1), appearances: appearances,
            arrangement: arrangement, output: directory.file("sheet.png"), manifest: directory.file("sheet.json"),
            fonts: TestFonts.dejaVu, simulate: simulate, severity: severity)
        return try SheetRenderer.render(request)
    }

    func manifest(_ path: String) throws -> SheetManifest {
        try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    func pixel(_ image: PNGImage, _ x: Int, _ y: Int) -> RGBA8 {
        let p = image.pixel(x: x, y: y)
        return RGBA8(r: p.r, g: p.g, b: p.b, a: p.a)
    }

    /// The colour a row's content view shows: its effective colour, simulated when the row is.
    func expected(_ row: SheetManifest.Row, severity: Double) throws -> RGBA8 {
        let effective = try #require(RGBA8(hex: row.effective))
        guard let name = row.simulation else { return effective }
        let deficiency = try #require(ColorVisionDeficiency(rawValue: name))
        return ColorVisionSimulation(deficiency, severity: severity).simulate(effective)
    }

    @Test(arguments: [(SimulationChoice.deuteranopia, 1.0), (.protanopia, 0.6), (.tritanopia, 1.0), (.achromatopsia, 0.45)])
    func everyRowShowsTheSimulationOfItsEffectiveColour(simulate: SimulationChoice, severity: Double) throws {
        let directory = try TempDir()
        let sheets = try render([.light, .dark], simulate: simulate, severity: severity, in: directory)
        #expect(sheets.map(\.image) == [directory.file("sheet-light.png"), directory.file("sheet-dark.png")])
        for sheet in sheets {
            let image = try PNGImage(contentsOfFile: sheet.image)
            let described = try manifest(sheet.manifest!)
            #expect(described.simulation == simulate.rawValue && described.severity == severity)
            #expect(described.rows.count == 53)
            for row in described.rows {
                #expect(row.simulation == simulate.rawValue)
                let middle = row.rect.y + row.rect.height / 2
                #expect(pixel(image, row.rect.maxX - 3, middle) == (try expected(row, severity: severity)), "\(row.name) in \(sheet.image)")
            }
        }
    }

    /// `all`: one PNG, a row per appearance of the normal sheet and the four simulations, each pane's
    /// title naming its simulation; every row of every pane shows its own simulation of its colour.
    @Test func allPutsTheNormalSheetAndFourSimulationsInAGrid() throws {
        let directory = try TempDir()
        let sheets = try render([.light, .dark], simulate: .all, style: .insetGrouped, in: directory)
        #expect(sheets.map(\.image) == [directory.file("sheet.png")])
        let image = try PNGImage(contentsOfFile: sheets[0].image)
        #expect(image.width == 5 * 390 + 4 * 10)
        let described = try manifest(sheets[0].manifest!)
        #expect(described.mode == "light+light+light+light+light+dark+dark+dark+dark+dark")
        #expect(described.simulation == "normal+protanopia+deuteranopia+tritanopia+achromatopsia+normal+protanopia+deuteranopia+tritanopia+achromatopsia")
        #expect(described.rows.count == 10 * 53)
        let sheetHeight = described.rows.filter { $0.mode == "light" }.map(\.cellRect.maxY).max()!
        #expect(described.rows.filter { $0.mode == "dark" }.map(\.cellRect.y).min()! > sheetHeight + 10)
        for row in described.rows {
            let middle = row.rect.y + row.rect.height / 2
            #expect(pixel(image, row.rect.maxX - 3, middle) == (try expected(row, severity: 1)), "\(row.name), \(row.mode), \(row.simulation ?? "normal")")
        }
        // The dividers between panes and between the rows of panes stay black.
        let paneHeight = (image.height - 10) / 2
        #expect(pixel(image, 395, 5) == .black && pixel(image, 5, paneHeight + 5) == .black)
        #expect(pixel(image, 5, paneHeight - 1) != .black)
        let light = described.rows.filter { $0.mode == "light" }, dark = described.rows.filter { $0.mode == "dark" }
        #expect(zip(light, dark).allSatisfy { $0.rect.offsetBy(dy: paneHeight + 10) == $1.rect })

        let titles = try #require(try PNGImage.textChunks(ofFile: sheets[0].image).first { $0.key == "Title" }).value
            .components(separatedBy: " | ")
        #expect(titles.count == 10)
        #expect(titles[0] == "Normal vision · UIKit colours (ios26) · Light · Inset grouped · iOS 26 table")
        #expect(titles[2] == "Deuteranopia · UIKit colours (ios26) · Light · Inset grouped · iOS 26 table")
        #expect(titles[9] == "Achromatopsia · UIKit colours (ios26) · Dark · Inset grouped · iOS 26 table")
    }

    /// Severity 0 is normal vision: below the title line (which names it) the pixels are the plain render's.
    @Test func severityZeroDrawsTheNormalSheet() throws {
        let simulated = try TempDir(), plain = try TempDir()
        let a = try render([.light], simulate: .deuteranopia, severity: 0, in: simulated)[0]
        let b = try SheetRenderer.render(RenderRequest(
            palette: palette, chrome: palette, options: SheetOptions(style: .grouped, scale: 1), appearances: [.light],
            output: plain.file("sheet.png"), fonts: TestFonts.dejaVu))[0]
        let (simulatedImage, plainImage) = (try PNGImage(contentsOfFile: a.image), try PNGImage(contentsOfFile: b.image))
        let titleBytes = TableMetrics(widthPoints: 390, scale: 1).px(TableMetrics(widthPoints: 390, scale: 1).titleBarHeight) * 390 * 4
        #expect(simulatedImage.pixels.count == plainImage.pixels.count)
        #expect(simulatedImage.pixels[titleBytes...] == plainImage.pixels[titleBytes...])
        #expect(simulatedImage.pixels[..<titleBytes] != plainImage.pixels[..<titleBytes])
    }

    @Test func outOfRangeSeverityIsAUsageError() throws {
        let directory = try TempDir()
        #expect(throws: SwatchError(.usage, "--severity 1.5 is out of range: use 0 to 1")) {
            try render([.light], simulate: .protanopia, severity: 1.5, in: directory)
        }
    }
}
