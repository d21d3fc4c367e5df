import Testing
import SwatchKit
@testable import SwatchRaster
@testable import SwatchColor
import SwatchTestSupport

/// `BandCanvas` compositing: what a band draws never depends on where the band boundaries fall, and
/// stacked translucent layers composite exactly as `RGBA8.stacked` predicts.
@Suite struct BandCanvasTests {
    static let width = 75, height = 20  // full-width fills of 75 pixels: two 32-pixel steps and a rest
    static let ground = RGBA8(hex: "#F2F2F7")!
    static let red = RGBA8(hex: "#FF383C80")!, blue = RGBA8(hex: "#0088FF40")!

    /// Draws a picture whose rect, rounded rect, disc and glyph mask all straddle rows 7 and 14 in bands of
    /// `bandRows` rows, and returns the sheet's premultiplied bytes.
    static func picture(bandRows: Int, layout: BandPixelLayout = .rgba) -> [UInt8] {
        var canvas = BandCanvas(width: width, capacityRows: bandRows, layout: layout)
        var sheet: [UInt8] = []
        let glyph = (0 ..< 5 * 9).map { UInt8(($0 * 37) % 256) }
        for top in stride(from: 0, to: height, by: bandRows) {
            canvas.start(originY: top, height: min(bandRows, height - top))
            canvas.composite(ground.premultiplied, in: canvas.bounds)
            canvas.composite([red.premultiplied, blue.premultiplied], in: PixelRect(x: 2, y: 3, width: 9, height: 9))
            let card = RoundedRectShape(rect: PixelRect(x: 12, y: 2, width: 11, height: 16), radius: 5)
            canvas.composite([red.premultiplied, blue.premultiplied], in: card.rect, coverage: .rounded(card))
            let dot = DiscShape(cx: 6.3, cy: 14.2, radius: 3.4)
            canvas.composite(RGBA8.black.premultiplied, in: dot.pixelBounds, coverage: .shape(dot))
            canvas.blend(mask: glyph, maskWidth: 5, maskHeight: 9, x: 14, y: 9, color: blue.premultiplied,
                         clip: PixelRect(x: 0, y: 10, width: width, height: 6))
            canvas.composite(image: emoji, width: 3, height: 3, x: 18, y: 1)
            canvas.composite([blue.premultiplied], in: PixelRect(x: 0, y: 18, width: width, height: 2))
            canvas.simulate(ColorVisionFilter(ColorVisionSimulation(.deuteranopia)), in: PixelRect(x: 0, y: 16, width: 8, height: 4))
            sheet += canvas.withPixels { Array($0) }
        }
        return sheet
    }

    /// A 3 x 3 colour glyph: premultiplied pixels, some translucent, one transparent.
    static let emoji: [UInt8] = (0 ..< 9).flatMap { i -> [UInt8] in
        let a = UInt8(i * 31)
        return [a / 2, a, a / 3, a]
    }

    /// The picture painted as RGB scanlines holds the red, green and blue its RGBA painting does (every pixel of it
    /// opaque), each row led by the filter byte 0, in bands of any height.
    @Test(arguments: [1, 3, 7, 20])
    func scanlinesHoldTheRGBAPicturesColours(bandRows: Int) {
        let rgba = Self.picture(bandRows: Self.height)
        #expect((0 ..< rgba.count / 4).allSatisfy { rgba[$0 * 4 + 3] == 255 }, "an opaque picture")
        let scanlines = Self.picture(bandRows: bandRows, layout: .scanlines)
        let rowBytes = 1 + Self.width * 3
        #expect(scanlines.count == rowBytes * Self.height)
        #expect((0 ..< Self.height).allSatisfy { scanlines[$0 * rowBytes] == 0 }, "filter bytes")
        var differing: [(Int, Int)] = []
        for y in 0 ..< Self.height {
            for x in 0 ..< Self.width {
                let at = y * rowBytes + 1 + x * 3, from = (y * Self.width + x) * 4
                if Array(scanlines[at ..< at + 3]) != Array(rgba[from ..< from + 3]) { differing.append((x, y)) }
            }
        }
        #expect(differing.isEmpty, "pixels differing at (x, y): \(differing.prefix(8))")
    }

    /// The straight colour of pixel (x, y) of premultiplied `bytes` in rows `width` pixels long.
    static func pixel(_ bytes: [UInt8], _ x: Int, _ y: Int, width: Int = width) -> RGBA8 {
        let i = (y * width + x) * 4
        return PremultipliedRGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3]).straight
    }

    /// Bands of 1, 2, 3, 7 and 13 rows give the same bytes as one band of the whole picture.
    @Test(arguments: [1, 2, 3, 7, 13])
    func bandBoundariesDoNotChangePixels(bandRows: Int) {
        let whole = Self.picture(bandRows: Self.height)
        #expect(whole.count == Self.width * Self.height * 4)
        let banded = Self.picture(bandRows: bandRows)
        #expect(banded.count == whole.count)
        let differing = (0 ..< whole.count / 4).filter { whole[$0 * 4 ..< $0 * 4 + 4] != banded[$0 * 4 ..< $0 * 4 + 4] }
        #expect(differing.isEmpty, "pixels differing at (x, y): \(differing.prefix(8).map { ($0 % Self.width, $0 / Self.width) })")
    }

    /// The picture holds what was drawn: the ground, both layers stacked, a clipped glyph, anti-aliased edges.
    @Test func thePictureHoldsWhatWasDrawn() {
        let p = Self.picture(bandRows: 7)
        #expect(Self.pixel(p, 0, 0) == Self.ground)
        #expect(Self.pixel(p, 2, 6) == RGBA8.stacked([Self.ground, Self.red, Self.blue]))
        #expect(Self.pixel(p, 10, 11) == RGBA8.stacked([Self.ground, Self.red, Self.blue]))
        #expect(Self.pixel(p, 11, 11) == Self.ground)
        #expect(Self.pixel(p, 17, 9) == RGBA8.stacked([Self.ground, Self.red, Self.blue]), "glyph row 9 is clipped")
        #expect(Self.pixel(p, 17, 12) != RGBA8.stacked([Self.ground, Self.red, Self.blue]), "glyph row 12 is drawn")
        #expect(Self.pixel(p, 17, 16) == RGBA8.stacked([Self.ground, Self.red, Self.blue]), "glyph row 16 is clipped")
        #expect(Self.pixel(p, 6, 14) == .black)
        // A pixel on the rounded corner takes the two layers' combined colour once, scaled by its coverage.
        let cover = RoundedRectShape(rect: PixelRect(x: 12, y: 2, width: 11, height: 16), radius: 5).coverage(x: 12.5, y: 4.5)
        #expect(cover > 0 && cover < 255)
        let combined = Self.blue.premultiplied.composited(over: Self.red.premultiplied)
        #expect(Self.pixel(p, 12, 4) == combined.scaled(by: cover).composited(over: Self.ground.premultiplied).straight)
    }

    /// A fully covered stack of translucent layers equals `RGBA8.stacked`, on opaque and transparent ground.
    @Test(arguments: ["#FFFFFF", "#1C1C1E", "#F2F2F7", "#00000000"])
    func fullyCoveredLayersMatchStacked(ground: String) {
        let base = RGBA8(hex: ground)!
        let stacks = [["#FF383C80", "#0088FF40"], ["#3C3C4399", "#78788033", "#FFFFFF01"], ["#E11F26FF", "#0A1E3C40"],
                      ["#74748014", "#00000000", "#EBEBF54D"]]
        for hexes in stacks {
            let layers = hexes.map { RGBA8(hex: $0)! }
            var canvas = BandCanvas(width: 4, capacityRows: 3)
            canvas.start(originY: 10, height: 3)
            canvas.composite(base.premultiplied, in: canvas.bounds)
            canvas.composite(layers.map(\.premultiplied), in: PixelRect(x: 1, y: 11, width: 2, height: 2))
            let bytes = canvas.withPixels { Array($0) }
            let expected = RGBA8.stacked([base] + layers)
            #expect(Self.pixel(bytes, 1, 1, width: 4) == expected, "\(hexes) over \(ground)")
            #expect(Self.pixel(bytes, 2, 2, width: 4) == expected, "\(hexes) over \(ground)")
            #expect(Self.pixel(bytes, 0, 1, width: 4) == base.premultiplied.straight)
            #expect(Self.pixel(bytes, 1, 0, width: 4) == base.premultiplied.straight)
        }
    }
}
