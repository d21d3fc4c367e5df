import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// Each look's geometry read back from the pixels swatch draws, against the iOS values its table cites:
/// corner radius from a corner's coverage, separator rows, margins, caption baselines and accessories.
@Suite(.needsDejaVu) struct LookPixelTests {
    let catalog = try! SystemCatalog.palette(named: "ios26")

    struct Drawn {
        let image: PNGImage
        let rows: [SheetManifest.Row]
        let scale: Int
    }

    func draw(_ look: TableLook, _ style: TableStyle, width: Int = 390, scale: Int = 3, textSize: ContentSizeCategory = .large,
              in directory: TempDir) throws -> Drawn {
        let request = RenderRequest(
            palette: catalog, chrome: catalog,
            options: SheetOptions(style: style, scale: scale, widthPoints: width, textSize: textSize, look: look),
            appearances: [.light], output: directory.file("\(look).png"), manifest: directory.file("\(look).json"),
            fonts: TestFonts.dejaVu)
        let sheet = try #require(try SheetRenderer.render(request).first)
        let manifest = try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: try #require(sheet.manifest))))
        #expect(manifest.look == look.rawValue)
        return Drawn(image: try PNGImage(contentsOfFile: sheet.image), rows: manifest.rows, scale: scale)
    }

    func hex(_ image: PNGImage, _ x: Int, _ y: Int) -> String {
        let p = image.pixel(x: x, y: y)
        return RGBA8(r: p.r, g: p.g, b: p.b, a: p.a).hex
    }

    /// The radius of a rounded corner from its coverage: the area a quarter circle of radius R leaves uncovered
    /// in its R x R square is R²(1 - π/4), all of it within x + y < R of the corner (which keeps the title's
    /// white ink out). `label` fills the first row black on #F2F2F7.
    @Test(arguments: [(TableLook.ios18, 10.0), (.ios26, 26.0), (.ios13, 10.0)])
    func insetCornerRadiusFromCoverage(look: TableLook, radius: Double) throws {
        let directory = try TempDir()
        let drawn = try draw(look, .insetGrouped, in: directory)
        let label = try #require(drawn.rows.first { $0.name == "label" })
        let background = Double(drawn.image.pixel(x: 2, y: label.cellRect.y + 2).r)  // #F2F2F7's red
        var uncovered = 0.0
        let reach = Int(radius * 3) + 4
        for y in label.cellRect.y ..< label.cellRect.y + reach {
            for x in label.cellRect.x ..< label.cellRect.x + reach where x - label.cellRect.x + y - label.cellRect.y < reach {
                uncovered += Double(drawn.image.pixel(x: x, y: y).r) / background
            }
        }
        let measured = (uncovered / (1 - Double.pi / 4)).squareRoot() / 3
        #expect(abs(measured - radius) < 0.34, "\(look): radius \(measured) pt")
    }

    /// Separators: iOS 18 a one-pixel #C6C6C8 line from the text to the cell's end; iOS 26 a 1 pt #E8E8E8 line
    /// stopping as far from the end as it starts.
    @Test(arguments: [TableLook.ios18, .ios26])
    func separatorRows(look: TableLook) throws {
        let directory = try TempDir()
        let drawn = try draw(look, .insetGrouped, in: directory)
        let row = try #require(drawn.rows.first { $0.name == "systemBackground" })  // white on white
        let m = TableMetrics(widthPoints: 390, scale: 3, look: look)
        let start = row.cellRect.x + m.px(m.insetContentMargin)
        let thickness = look == .ios26 ? 3 : 1
        let ink = look == .ios26 ? "#E8E8E8FF" : "#C6C6C8FF"
        for dy in 1 ... thickness { #expect(hex(drawn.image, start + 30, row.cellRect.maxY - dy) == ink, "\(look) row \(dy)") }
        #expect(hex(drawn.image, start + 30, row.cellRect.maxY - thickness - 1) == "#FFFFFFFF")
        #expect(hex(drawn.image, start, row.cellRect.maxY - 1) == ink)
        #expect(hex(drawn.image, start - 1, row.cellRect.maxY - 1) == "#FFFFFFFF")
        let end = look == .ios26 ? row.cellRect.maxX - m.px(m.insetContentMargin) : row.cellRect.maxX
        #expect(hex(drawn.image, end - 1, row.cellRect.maxY - 1) == ink)
        if look == .ios26 { #expect(hex(drawn.image, end, row.cellRect.maxY - 1) == "#FFFFFFFF") }
    }

    /// The caption's baseline (the bottom of "UI ELEMENT COLORS" / "UI Element Colors", no descenders) above
    /// the group: 9.33 pt on iOS 18 (AXL18), 14 pt on iOS 26 (AXL26); mixed case on iOS 26.
    @Test(arguments: [(TableLook.ios18, 9.33), (.ios26, 14.0)])
    func captionBaselineAboveTheGroup(look: TableLook, points: Double) throws {
        let directory = try TempDir()
        let drawn = try draw(look, .insetGrouped, in: directory)
        let label = try #require(drawn.rows.first { $0.name == "label" })
        let groupTop = label.cellRect.y
        var inkBottom = 0
        for y in groupTop - 150 ..< groupTop {
            if (0 ..< 1170).contains(where: { drawn.image.pixel(x: $0, y: y).r < 0xC0 }) { inkBottom = y + 1 }
        }
        // DejaVu's round letters overshoot the baseline by under a pixel at 3x.
        #expect(abs(Double(groupTop - inkBottom) - points * 3) <= 1.5, "\(look): \(Double(groupTop - inkBottom) / 3) pt")
    }

    /// The chevron's ink: its size and how far inside the trailing margin it ends (iOS 18: 6.86 x 11.80, 1.10
    /// inside, CM15; iOS 26: 6.92 x 11.83, 2.48 inside, HA26), in tertiaryLabel.
    @Test(arguments: [(TableLook.ios18, 6.86, 11.80, 1.10), (.ios26, 6.92, 11.83, 2.48)])
    func chevronInk(look: TableLook, width: Double, height: Double, inside: Double) throws {
        let directory = try TempDir()
        let drawn = try draw(look, .grouped, in: directory)
        let row = try #require(drawn.rows.first { $0.accessory == "disclosureIndicator" })
        var xs: [Int] = [], ys: [Int] = []
        for y in row.cellRect.y ..< row.cellRect.maxY - 4 {
            for x in row.rect.maxX ..< row.cellRect.maxX where drawn.image.pixel(x: x, y: y).r < 0xF8 {
                xs.append(x)
                ys.append(y)
            }
        }
        let inkWidth = Double(try #require(xs.max()) - xs.min()! + 1) / 3, inkHeight = Double(try #require(ys.max()) - ys.min()! + 1) / 3
        let fromEdge = Double(row.cellRect.maxX - xs.max()! - 1) / 3
        // Bounding boxes of anti-aliased ink are up to a pixel wider at each end.
        #expect(abs(inkWidth - width) <= 0.7 && abs(inkHeight - height) <= 0.7, "\(look): \(inkWidth) x \(inkHeight)")
        #expect(abs(fromEdge - (20 + inside)) <= 0.4, "\(look): ends \(fromEdge) pt from the edge")
    }

    /// iOS 13's plain table draws separators on the empty row below the last; iOS 18 and 26 stop at the last row.
    @Test(arguments: [(TableLook.ios13, true), (.ios18, false), (.ios26, false)])
    func emptyRowsBelowAPlainTable(look: TableLook, separated: Bool) throws {
        let directory = try TempDir()
        let drawn = try draw(look, .plain, scale: 1, in: directory)
        let last = try #require(drawn.rows.last)
        #expect(hex(drawn.image, 100, last.cellRect.maxY - 1) != "#FFFFFFFF", "\(look): the last row has its separator")
        let emptyRowBottom = last.cellRect.maxY + 44 - 1
        #expect((hex(drawn.image, 100, emptyRowBottom) == "#C6C6C8FF") == separated)
        #expect(hex(drawn.image, 10, emptyRowBottom) == "#FFFFFFFF")
    }

    /// Layout margins by width: 16 pt below 390, 20 from 390 (PF13, CM14 at 320; AX17/18/26 at 393 and 402),
    /// for text, separators and plain headers; iOS 26's inset groups put text 16 pt inside the card.
    @Test(arguments: [320, 375, 390, 393, 402, 414, 428, 430])
    func marginsByWidth(width: Int) throws {
        let expected = width < 390 ? 16 : 20
        for look in TableLook.allCases {
            let plain = try SheetPlanner(palette: catalog, chrome: catalog,
                                         options: SheetOptions(style: .plain, scale: 1, widthPoints: width, look: look)).plan(for: .light)
            #expect(plain.rows[0].textX == expected && plain.headers[0].textX == expected, "\(look) at \(width)")
            #expect(plain.rows[0].hairlines[0].x == expected)
            let inset = try SheetPlanner(palette: catalog, chrome: catalog,
                                         options: SheetOptions(style: .insetGrouped, scale: 1, widthPoints: width, look: look)).plan(for: .light)
            #expect(inset.rows[0].cellRect.x == expected)
            let content = look == .ios26 ? (width < 414 ? 16 : 20) : expected
            #expect(inset.rows[0].textX == expected + content, "\(look) at \(width)")
        }
    }

    /// `--cell default` gives UIKit's own cells: #1C1C1E (secondarySystemGroupedBackground) in dark grouped tables.
    @Test func uikitDefaultCells() throws {
        #expect(SheetOptions.uikitCell(for: .insetGrouped) == .named("secondarySystemGroupedBackground"))
        #expect(SheetOptions.uikitCell(for: .plain) == .named("systemBackground"))
        let colors = try SheetColors(options: SheetOptions(style: .grouped, cell: SheetOptions.uikitCell(for: .grouped)),
                                     palette: catalog, chrome: catalog, appearance: .dark)
        #expect(colors.cell.hex == "#1C1C1EFF")
    }

    /// The catalog chooses the look: ios26 → ios26, ios17 → ios18, ios13 → ios13.
    @Test func catalogsChooseTheirLook() {
        #expect(TableLook(catalog: "ios26") == .ios26 && TableLook(catalog: "ios17") == .ios18 && TableLook(catalog: "ios13") == .ios13)
        #expect(TableLook(catalog: SystemCatalog.defaultName) == .ios26)
        #expect(TableLook(name: "iOS18") == .ios18 && TableLook(name: "ios19") == nil)
    }
}
