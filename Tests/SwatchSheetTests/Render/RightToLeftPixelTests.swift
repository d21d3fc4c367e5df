import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// `--layout-direction rtl` mirrors the table: the same rows, boxes mirrored, chevrons flipped, other
/// accessories moved unflipped, text set from the right.
@Suite(.needsDejaVu) struct RightToLeftPixelTests {
    struct Drawn {
        let image: PNGImage
        let manifest: SheetManifest
    }

    func render(_ direction: LayoutDirection, in directory: TempDir) throws -> Drawn {
        let palette = try SystemCatalog.palette(named: "ios26")
        let request = RenderRequest(
            palette: try PaletteFilter(names: ["label", "systemRed", "systemBlue", "systemGreen", "systemMint"]).apply(to: palette),
            chrome: palette, options: SheetOptions(style: .insetGrouped, scale: 2, layoutDirection: direction, look: .ios18),
            appearances: [.light], output: directory.file("\(direction.rawValue).png"),
            manifest: directory.file("\(direction.rawValue).json"), fonts: TestFonts.dejaVu)
        let sheet = try #require(try SheetRenderer.render(request).first)
        return Drawn(image: try PNGImage(contentsOfFile: sheet.image),
                     manifest: try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: sheet.manifest!))))
    }

    /// The pixels of `rect`, row by row, as hex strings; mirrored left to right if asked.
    func crop(_ image: PNGImage, _ rect: PixelRect, mirrored: Bool = false) -> [[String]] {
        (rect.y ..< rect.maxY).map { y in
            let row = (rect.x ..< rect.maxX).map { x in
                let p = image.pixel(x: x, y: y)
                return RGBA8(r: p.r, g: p.g, b: p.b, a: p.a).hex
            }
            return mirrored ? row.reversed() : row
        }
    }

    /// The box around pixels in `area` that differ from the cell's white.
    func ink(_ image: PNGImage, in area: PixelRect) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in area.y ..< area.maxY {
            for x in area.x ..< area.maxX {
                let p = image.pixel(x: x, y: y)
                guard (p.r, p.g, p.b) != (255, 255, 255) else { continue }
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return minX == .max ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    @Test func rowsAreMirrored() throws {
        let directory = try TempDir()
        let ltr = try render(.leftToRight, in: directory), rtl = try render(.rightToLeft, in: directory)
        #expect(rtl.manifest.layoutDirection == "rtl" && ltr.manifest.layoutDirection == nil)
        let width = ltr.image.width
        #expect(rtl.manifest.rows.count == ltr.manifest.rows.count)
        for (a, b) in zip(ltr.manifest.rows, rtl.manifest.rows) {
            #expect(b.accessory == a.accessory)
            #expect(b.rect == PixelRect(x: width - a.rect.maxX, y: a.rect.y, width: a.rect.width, height: a.rect.height))
            #expect(b.cellRect == PixelRect(x: width - a.cellRect.maxX, y: a.cellRect.y, width: a.cellRect.width, height: a.cellRect.height))
        }
    }

    @Test func chevronsFlipAndOtherAccessoriesOnlyMove() throws {
        let directory = try TempDir()
        let ltr = try render(.leftToRight, in: directory), rtl = try render(.rightToLeft, in: directory)
        for (a, b) in zip(ltr.manifest.rows, rtl.manifest.rows) where a.accessory != "none" {
            // The accessory area: the cell beyond the content view.
            // The accessory area, clear of the group's rounded corners: the cell beyond the content view.
            let areaA = PixelRect(x: a.rect.maxX, y: a.cellRect.y + 20, width: a.cellRect.maxX - a.rect.maxX - 16, height: a.cellRect.height - 40)
            let areaB = PixelRect(x: b.cellRect.x + 16, y: b.cellRect.y + 20, width: b.rect.x - b.cellRect.x - 16, height: b.cellRect.height - 40)
            let inkA = try #require(ink(ltr.image, in: areaA)), inkB = try #require(ink(rtl.image, in: areaB))
            #expect(inkB.x == ltr.image.width - inkA.maxX, "\(a.accessory) sits mirrored")
            switch a.accessory {
            case "disclosureIndicator":
                let flipped = crop(rtl.image, inkB) == crop(ltr.image, inkA, mirrored: true)
                let same = crop(rtl.image, inkB) == crop(ltr.image, inkA)
                #expect(flipped && !same, "the chevron points left")
            case "checkmark", "detailButton":
                let same = crop(rtl.image, inkB) == crop(ltr.image, inkA)
                let flipped = crop(rtl.image, inkB) == crop(ltr.image, inkA, mirrored: true)
                #expect(same, "\(a.accessory) is not flipped")
                if a.accessory == "checkmark" { #expect(!flipped) }
            default:
                break
            }
        }
    }

    @Test func titlesAreSetFromTheRight() throws {
        let directory = try TempDir()
        let rtl = try render(.rightToLeft, in: directory)
        let label = try #require(rtl.manifest.rows.first { $0.name == "label" })
        // White text on black: its ink ends 20 pt (the 390 pt layout margin) from the right edge of the content view.
        let textBand = PixelRect(x: label.rect.x + 24, y: label.rect.y + 16, width: label.rect.width - 28, height: 36)
        var inked: [Int] = []
        for x in textBand.x ..< textBand.maxX {
            if (textBand.y ..< textBand.maxY).contains(where: { rtl.image.pixel(x: x, y: $0).r > 128 }) { inked.append(x) }
        }
        let right = try #require(inked.max()), left = try #require(inked.min())
        #expect(abs(right - (label.rect.maxX - 2 * 20)) <= 6)  // the advance ends 20 pt in; "l" keeps a side bearing
        #expect(left > label.rect.x + label.rect.width / 2)
    }
}
