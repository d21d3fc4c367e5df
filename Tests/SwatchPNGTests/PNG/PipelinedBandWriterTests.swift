import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
@testable import SwatchRaster
import SwatchSupport
import SwatchTestSupport

/// `PNGBandWriter.write(pipelined: true)`: bands encoded on a second thread while the next is painted.
@Suite struct PipelinedBandWriterTests {
    /// Each row a different colour, so a band encoded from the wrong canvas or out of order shows.
    private static func paintRows(_ canvas: inout BandCanvas) {
        let top = canvas.originY, rows = canvas.height
        canvas.withMutablePixels { pixels in
            for row in 0 ..< rows {
                let y = top + row
                for x in 0 ..< pixels.count / rows / 4 {
                    let at = (row * (pixels.count / rows) + x * 4)
                    pixels[at] = UInt8(y % 256); pixels[at + 1] = UInt8((y / 256) % 256); pixels[at + 2] = UInt8(x % 256); pixels[at + 3] = 255
                }
            }
        }
    }

    private static func write(_ path: String, pipelined: Bool, height: Int, bandRows: Int) throws {
        try PNGBandWriter.write(to: path, shownAs: path, width: 37, height: height, hasAlpha: false, text: [(key: "Title", value: "t")],
                                bandRows: bandRows, pipelined: pipelined) { canvas in Self.paintRows(&canvas) }
    }

    @Test(arguments: [1, 7, 64]) func pipelinedGivesTheSameBytes(bandRows: Int) throws {
        let dir = try TempDir()
        try Self.write(dir.file("plain.png"), pipelined: false, height: 301, bandRows: bandRows)
        try Self.write(dir.file("pipelined.png"), pipelined: true, height: 301, bandRows: bandRows)
        let plain = try Data(contentsOf: URL(fileURLWithPath: dir.file("plain.png")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.file("pipelined.png"))) == plain)
        let image = try PNGImage(contentsOfFile: dir.file("pipelined.png"))
        #expect(image.pixel(x: 5, y: 300) == (UInt8(300 % 256), 1, 5, 255))
    }

    @Test func aPaintingErrorIsThrownAfterTheBandInFlight() throws {
        let dir = try TempDir()
        let path = dir.file("failing.png")
        var bands = 0
        #expect(throws: SwatchError.self) {
            try PNGBandWriter.write(to: path, shownAs: "out.png", width: 8, height: 100, hasAlpha: false, text: [], bandRows: 10,
                                    pipelined: true) { (canvas) throws(SwatchError) in
                bands += 1
                if bands == 4 { throw SwatchError(.image, "painting failed") }
                Self.paintRows(&canvas)
            }
        }
        #expect(bands == 4)
    }
}
