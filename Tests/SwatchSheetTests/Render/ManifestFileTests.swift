import Foundation
import Testing
import SwatchKit
@testable import SwatchSheet
import SwatchTestSupport

/// A manifest streamed row by row is byte for byte the one encoded whole.
@Suite struct ManifestFileTests {
    static let palette = try! SystemCatalog.palette(named: "ios26")

    /// Sheets whose manifests differ in their optional keys and rows: plain and grouped, side by side,
    /// contrast badges, right to left, simulations, a Dynamic Type ramp, a palette of one row.
    static let requests: [(name: String, request: RenderRequest)] = {
        func request(_ options: SheetOptions, _ appearances: [Appearance], palette: Palette = ManifestFileTests.palette,
                     arrangement: SheetArrangement = .pair, simulate: SimulationChoice? = nil,
                     textSizes: [ContentSizeCategory] = []) -> RenderRequest {
            RenderRequest(palette: palette, chrome: ManifestFileTests.palette, options: options, appearances: appearances,
                          arrangement: arrangement, output: "/dev/null/sheet.png", manifest: "/dev/null/sheet.json",
                          fonts: TestFonts.dejaVu, simulate: simulate, textSizes: textSizes)
        }
        let one = Palette(name: "one", title: "one.txt", sections: [
            PaletteSection(name: "one", colors: [NamedColor(name: "a \"quoted\"/slashed\nname", values: [.light: RGBA8(r: 1, g: 2, b: 3, a: 128)])]),
        ])
        return [
            ("grouped light", request(SheetOptions(style: .grouped, scale: 1), [.light])),
            ("plain, side by side", request(SheetOptions(style: .plain, scale: 2), [.light, .dark], arrangement: .sideBySide)),
            ("contrast, right to left", request(SheetOptions(style: .insetGrouped, scale: 1, contrastAnnotation: .aa,
                                                             layoutDirection: .rightToLeft), [.dark])),
            ("every simulation", request(SheetOptions(scale: 1), [.light], simulate: .all)),
            ("a text-size ramp", request(SheetOptions(scale: 1), [.light], textSizes: [.small, .ax3])),
            ("one odd row", request(SheetOptions(scale: 1), [.light], palette: one)),
        ]
    }()

    @Test(.needsDejaVu, arguments: requests.indices)
    func aStreamedManifestIsTheWholeOnesBytes(index: Int) throws {
        let directory = try TempDir()
        for (number, composition) in try SheetRenderer.compose(Self.requests[index].request).enumerated() {
            let path = directory.file("manifest-\(number).json")
            let fonts = try FontIdentity.of(Self.requests[index].request.fonts)
            try ManifestFile.write(composition, image: "sheet.png", palette: "ios26", fonts: fonts, to: path, shownAs: path)
            let whole = SheetManifest(image: "sheet.png", palette: "ios26", panes: composition.panes,
                                      width: composition.width, height: composition.height, fonts: fonts)
            let streamed = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(streamed == (try JSONOutput.bytes(whole)), "\(Self.requests[index].name)")
            #expect(try JSONDecoder().decode(SheetManifest.self, from: Data(streamed)) == whole)
        }
    }

    @Test func aManifestWithoutRowsKeepsItsEmptyArray() throws {
        let directory = try TempDir()
        let composition = try SheetRenderer.compose(Self.requests[0].request)[0]
        let header = SheetManifest(image: "x.png", palette: "p", panes: composition.panes, width: 1, height: 1, fonts: [], rows: [])
        let path = directory.file("empty.json")
        try ManifestFile.write(header, rows: [], to: path, shownAs: path)
        #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == (try JSONOutput.bytes(header)))
    }

    @Test func aFullDiskIsOneLine() throws {
        let composition = try SheetRenderer.compose(Self.requests[0].request)[0]
        let error = #expect(throws: SwatchError.self) {
            try ManifestFile.write(composition, image: "x.png", palette: "p", fonts: [], to: "/dev/full", shownAs: "m.json")
        }
        #expect(error?.message == "cannot write m.json: no space left on device")
    }
}
