import Foundation
import Testing
import SwatchKit
@testable import SwatchRaster
import SwatchTestSupport
@testable import SwatchSheet

/// Sheets drawn in bands of 1, 7 and 64 rows against the same sheet drawn in one band: every layer (view,
/// table, title bar, headers, cells, text, accessories, separators, rounded clips, borders, shadows and
/// the side-by-side divider) must give the same PNG bytes and pixels whatever the band height.
@Suite(.needsDejaVu) struct BandHeightTests {
    /// Rows of `a` that differ from `b` (same size), found with memcmp so a debug build stays fast.
    static func differingRows(_ a: PNGImage, _ b: PNGImage) -> [Int] {
        let row = a.width * 4
        return a.pixels.withUnsafeBytes { a in
            b.pixels.withUnsafeBytes { b in
                (0 ..< a.count / row).filter { memcmp(a.baseAddress! + $0 * row, b.baseAddress! + $0 * row, row) != 0 }
            }
        }
    }

    /// Each band height gives the same file bytes and decoded pixels as one band the height of the sheet.
    @Test(arguments: TestSheets.Sheet.allCases)
    func everyBandHeightGivesTheSameSheet(_ sheet: TestSheets.Sheet) throws {
        let directory = try TempDir()
        let whole = try SheetRenderer.render(TestSheets.request(sheet, output: directory.file("whole.png")), bandRows: 100_000)
        #expect(whole.count == 1 && whole[0].height < 100_000)
        let reference = try Data(contentsOf: URL(fileURLWithPath: whole[0].image))
        let referencePixels = try PNGImage(contentsOfFile: whole[0].image)
        #expect(referencePixels.width == whole[0].width && referencePixels.height == whole[0].height)
        let column = (0 ..< referencePixels.height).map { y in
            let p = referencePixels.pixel(x: referencePixels.width / 3, y: y)
            return [p.r, p.g, p.b, p.a]
        }
        #expect(Set(column).count >= 8, "a column through the rows crosses their colours, not just a background")
        for bandRows in [1, 7, 64] {
            let path = directory.file("bands-\(bandRows).png")
            let banded = try SheetRenderer.render(TestSheets.request(sheet, output: path), bandRows: bandRows)
            #expect(banded == [WrittenSheet(image: path, manifest: nil, width: whole[0].width, height: whole[0].height)])
            let image = try PNGImage(contentsOfFile: path)
            try #require(image.width == referencePixels.width && image.height == referencePixels.height)
            let differing = Self.differingRows(image, referencePixels)
            #expect(differing.isEmpty, "\(sheet) in bands of \(bandRows): \(differing.count) rows differ, first \(differing.prefix(8))")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == reference, "\(sheet) in bands of \(bandRows): PNG bytes differ")
        }
    }
}
