import Testing
import SwatchKit
@testable import SwatchLayout
@testable import SwatchPalette
@testable import SwatchSheet

/// A plan lays its rows out as they are read (`RowPlans`): it keeps a section's start, not a row, and every row
/// reads the same each time, where the band search finds it and where the manifest does, left to right and mirrored.
@Suite struct RowPlansTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    func plan(_ style: TableStyle, _ direction: LayoutDirection) throws -> SheetPlan {
        var options = SheetOptions(style: style, scale: 2, look: .ios26)
        options.layoutDirection = direction
        return try SheetPlanner(palette: palette, chrome: palette, options: options).plan(for: .dark)
    }

    @Test(arguments: TableStyle.allCases)
    func rowsTileTheirSectionsAndReadTheSameEachTime(style: TableStyle) throws {
        let sheet = try plan(style, .leftToRight)
        #expect(sheet.rows.count == palette.colorCount)
        #expect(sheet.rows.sections.map(\.name) == palette.sections.filter { !$0.colors.isEmpty }.map(\.name))
        #expect(sheet.rows.map(\.name) == palette.colorNames)
        for (index, row) in sheet.rows.enumerated() {
            #expect(sheet.rows.cellRect(at: index) == row.cellRect, "row \(index)")
            let again = sheet.rows[index]
            #expect(again.cellRect == row.cellRect && again.contentRect == row.contentRect && again.hairlines == row.hairlines
                    && again.title == row.title && again.subtitle == row.subtitle && again.textX == row.textX, "row \(index)")
            if index + 1 < sheet.rows.count, sheet.rows[index + 1].section == row.section {
                #expect(sheet.rows[index + 1].cellRect.y == row.cellRect.maxY, "row \(index)")
            }
        }
        // Each section's rows start just under its header.
        for (header, section) in zip(sheet.headers, sheet.rows.sections) {
            #expect(sheet.rows[section.firstRow].cellRect.y == header.rect.maxY, "\(section.name)")
        }
    }

    @Test(arguments: TableStyle.allCases)
    func rightToLeftRowsAreTheLeftToRightOnesMirrored(style: TableStyle) throws {
        let leftToRight = try plan(style, .leftToRight), rightToLeft = try plan(style, .rightToLeft)
        let width = leftToRight.width
        #expect(rightToLeft.rows.count == leftToRight.rows.count)
        for (ltr, rtl) in zip(leftToRight.rows, rightToLeft.rows) {
            #expect(rtl.cellRect == PixelRect(x: width - ltr.cellRect.maxX, y: ltr.cellRect.y, width: ltr.cellRect.width, height: ltr.cellRect.height))
            #expect(rtl.contentRect.maxX == width - ltr.contentRect.x && rtl.contentRect.width == ltr.contentRect.width)
            #expect(rtl.hairlines.map(\.x) == ltr.hairlines.map { width - $0.maxX })
            #expect(rtl.clip?.rect.x == ltr.clip.map { width - $0.rect.maxX })
            #expect(rtl.textX == width - ltr.textX - ltr.maxTextWidth)
        }
        for index in rightToLeft.rows.indices {
            #expect(rightToLeft.rows.cellRect(at: index) == rightToLeft.rows[index].cellRect)
        }
        // Mirrored back, the rows are the left-to-right ones.
        let back = rightToLeft.mirrored()
        #expect(back.rows.map(\.cellRect) == leftToRight.rows.map(\.cellRect))
        #expect(back.rows.map(\.textX) == leftToRight.rows.map(\.textX))
    }
}
