import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

/// `ReferenceCheck.run(rendering:)`: a sheet compared with its reference as it is painted, band by band,
/// never encoded unless the check keeps or records it.
@Suite(.needsDejaVu) struct RenderedCheckTests {
    enum Sheet: CaseIterable, CustomTestStringConvertible {
        case band(TestSheets.Sheet), translucent
        static let allCases: [Sheet] = TestSheets.Sheet.allCases.map(Sheet.band) + [.translucent]
        var testDescription: String {
            switch self {
            case .band(let sheet): sheet.rawValue
            case .translucent: "translucent"
            }
        }

        func request(output: String) throws -> RenderRequest {
            switch self {
            case .band(let sheet):
                return try TestSheets.request(sheet, output: output)
            case .translucent:
                // A half-transparent view makes an RGBA PNG: what verify compares must be demultiplied as the writer does.
                let chrome = TestSheets.catalog
                let seeThrough = Palette(name: chrome.name, title: chrome.title, sections: chrome.sections.map { section in
                    PaletteSection(name: section.name, colors: section.colors.map { color in
                        color.name != "systemBackground" ? color : NamedColor(name: color.name, values: color.values.mapValues { _ in RGBA8(hex: "#F0E0D080")! })
                    })
                })
                return RenderRequest(palette: TestSheets.slice, chrome: seeThrough, options: SheetOptions(style: .grouped, scale: 1),
                                     appearances: [.light], output: output, fonts: TestFonts.dejaVu)
            }
        }
    }

    /// A sheet painted for the check is, pixel for pixel, the PNG a render writes, whatever the sheet, the
    /// alpha and the context rows the options read.
    @Test(arguments: Sheet.allCases)
    func aPaintedSheetIsItsPNG(_ sheet: Sheet) throws {
        let directory = try TempDir()
        let request = try sheet.request(output: directory.file("sheet.png"))
        let png = try SheetRenderer.render(request)[0].image
        if case .translucent = sheet { #expect(try PNGImage(contentsOfFile: png).pixel(x: 1, y: 1).a == 0x80) }
        for options in [ImageDiffOptions.exact, try ImageDiffOptions(ignoreAntialiasing: true)] {
            let outcome = try ReferenceCheck(reference: png, options: options).run(rendering: request)
            guard case .matched(let report) = outcome else { Issue.record("\(outcome)"); continue }
            #expect(report.identical, "\(report.summary)")
        }
    }

    /// A changed render keeps its evidence: the diff picture (drawn in a second pass) and the actual PNG;
    /// `failed` rewrites the reference with the render, `all` only when it changed.
    @Test func aChangedRenderKeepsItsEvidenceAndRecords() throws {
        let directory = try TempDir()
        let request = try TestSheets.request(.grouped, output: directory.file("ref.png"))
        var changed = request
        changed.options.tint = .named("systemPink")
        changed.output = directory.file("changed.png")
        let reference = try SheetRenderer.render(request)[0].image
        let changedPNG = try SheetRenderer.render(changed)[0].image

        let check = ReferenceCheck(reference: reference, diffImage: directory.file("out/diff.png"), keepActual: directory.file("out/actual.png"))
        guard case .differed(let report, rerecorded: false) = try check.run(rendering: changed) else { Issue.record(); return }
        #expect(report == (try PNGComparison.compare(expected: reference, actual: changedPNG)))
        #expect(try PNGComparison.compare(expected: changedPNG, actual: directory.file("out/actual.png")).identical)
        let diff = try PNGImage(contentsOfFile: directory.file("out/diff.png"))
        let red = stride(from: 0, to: diff.pixels.count, by: 4).filter { diff.pixels[$0] == 255 && diff.pixels[$0 + 1] == 0 && diff.pixels[$0 + 2] == 0 }
        #expect(red.count == report.differingPixels && report.differingPixels > 0, "every counted difference is red, nothing else")

        var failed = check
        failed.record = .failed
        failed.diffImage = nil
        failed.keepActual = nil
        guard case .differed(_, rerecorded: true) = try failed.run(rendering: changed) else { Issue.record(); return }
        #expect(try PNGComparison.compare(expected: reference, actual: changedPNG).identical)

        let before = try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
        guard case .matched = try ReferenceCheck(reference: reference, record: .all).run(rendering: changed) else { Issue.record(); return }
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date == before)
        guard case .recorded(let previous?) = try ReferenceCheck(reference: reference, record: .all).run(rendering: request) else { Issue.record(); return }
        #expect(previous.differingPixels == report.differingPixels)
        guard case .matched(let again) = try ReferenceCheck(reference: reference).run(rendering: request) else { Issue.record(); return }
        #expect(again.identical)
    }
}
