import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

/// An RGB file written from scanlines (`BandPixelLayout.scanlines`: the filter byte, then R, G, B), the whole
/// chunks deflated where they lie, is byte for byte the file premultiplied RGBA rows make; and what is not a
/// scanline of an RGB writer is refused.
@Suite struct ScanlineWriterTests {
    static let width = 300

    /// `premultiplied`'s rows as scanlines: 0, then each pixel's red, green and blue.
    static func scanlines(_ premultiplied: [UInt8], width: Int) -> [UInt8] {
        var out: [UInt8] = []
        for row in 0 ..< premultiplied.count / (width * 4) {
            out.append(0)
            for x in 0 ..< width { out += premultiplied[(row * width + x) * 4 ..< (row * width + x) * 4 + 3] }
        }
        return out
    }

    /// Writes `rows` (scanlines) in bands of the given heights.
    static func write(_ path: String, scanlines rows: [UInt8], width: Int, height: Int, bands: [Int]) throws {
        let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: false, text: standardText)
        var y = 0
        for band in bands {
            let start = y * (1 + width * 3)
            try rows[start ..< start + band * (1 + width * 3)].withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: band) }
            y += band
        }
        try writer.finish()
    }

    /// Whole chunks (deflated in place), bands that straddle chunks (staged), and a mix: the RGBA rows' file each time.
    @Test func scanlinesMakeTheFileRGBARowsMake() throws {
        let dir = try TempDir()
        let chunk = PNGStreamWriter.chunkRows(width: Self.width, hasAlpha: false)
        #expect(chunk == 262_144 / (1 + Self.width * 3))
        let height = 3 * chunk + 17
        let pixels = sheetPixels(width: Self.width, height: height)
        let reference = dir.file("rgba.png")
        try writePNG(reference, width: Self.width, height: height, hasAlpha: false, premultiplied: pixels, bands: [64, height - 64],
                     text: standardText)
        let expected = try Data(contentsOf: URL(fileURLWithPath: reference))
        let rows = Self.scanlines(pixels, width: Self.width)
        for bands in [[chunk, chunk, chunk, 17], [64, height - 64], [1, chunk, 2 * chunk - 1, 17], [height]] {
            let path = dir.file("scanlines.png")
            unlink(path)
            try Self.write(path, scanlines: rows, width: Self.width, height: height, bands: bands)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == expected, "bands \(bands)")
        }
    }

    @Test func aRowNotFilteredNoneIsRefused() throws {
        let dir = try TempDir()
        let path = dir.file("filter.png")
        let writer = try PNGStreamWriter(path: path, width: 2, height: 2, hasAlpha: false, text: [])
        let rows: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 1, 1, 2, 3, 4, 5, 6]
        let error = #expect(throws: SwatchError.self) {
            try rows.withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: 2) }
        }
        #expect(error?.message == "\(path): scanline 1 has filter type 1, not 0")
        #expect(writer.rowsWritten == 0)
    }

    @Test func anRGBAWriterRefusesScanlines() throws {
        let dir = try TempDir()
        let path = dir.file("alpha.png")
        let writer = try PNGStreamWriter(path: path, width: 1, height: 1, hasAlpha: true, text: [])
        let error = #expect(throws: SwatchError.self) {
            try [0, 1, 2, 3].withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: 1) }
        }
        #expect(error?.message == "\(path): scanlines given to an RGBA writer")
    }

    @Test func tooManyOrTooShortScanlinesAreRefused() throws {
        let dir = try TempDir()
        let path = dir.file("long.png")
        let writer = try PNGStreamWriter(path: path, width: 2, height: 1, hasAlpha: false, text: [])
        let rows = [UInt8](repeating: 0, count: 14)
        let tooMany = #expect(throws: SwatchError.self) { try rows.withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: 2) } }
        #expect(tooMany?.message == "\(path): too many rows: 0 written + 2 more exceeds image height 1")
        let short = #expect(throws: SwatchError.self) {
            try rows.prefix(6).withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: 1) }
        }
        #expect(short?.message == "\(path): scanline buffer holds 6 bytes, 1 rows need 7")
        try rows.prefix(7).withUnsafeBufferPointer { try writer.write(scanlines: $0, rowCount: 1) }
        try writer.finish()
        #expect(try PNGImage(contentsOfFile: path).pixels == [0, 0, 0, 255, 0, 0, 0, 255])
    }
}
