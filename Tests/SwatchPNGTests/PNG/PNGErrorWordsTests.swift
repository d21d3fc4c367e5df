import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

/// Every way a PNG can be damaged is said in swatch's words, never libpng's (`Not enough image data`, `IDAT: CRC
/// error`, `Invalid IHDR data`: the ninth hostile pass found them in messages): the shim translates them in one place.
@Suite struct PNGErrorWordsTests {
    /// A zlib stream of `raw` in stored blocks (no compressor needed), with its Adler-32.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        let count = raw.count
        return [0x78, 0x01, 1, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            + raw + withUnsafeBytes(of: (b << 16 | a).bigEndian, Array.init)
    }

    /// A PNG of `width` x `height` (8-bit, colour type `kind`) whose image data is `raw`, filter bytes included.
    static func png(_ width: UInt32, _ height: UInt32, kind: UInt8 = 2, raw: [UInt8]) -> [UInt8] {
        let ihdr = withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, kind, 0, 0, 0]
        return PNGReaderLimitsTests.signature + chunk("IHDR", ihdr) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// Three white RGB rows of one pixel.
    static let rows: [UInt8] = Array([[0, 255, 255, 255], [0, 255, 255, 255], [0, 255, 255, 255]].joined())

    static let cases: [(name: String, bytes: [UInt8], reason: String)] = {
        let good = png(1, 3, raw: rows)
        var badCRC = good
        let idat = findChunk("IDAT", in: good)!
        badCRC[idat + 8 + zlibStored(rows).count] ^= 0xFF  // the first byte of IDAT's CRC
        var badDepth = good
        badDepth.replaceSubrange(8..<33, with: chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 3, 3, 2, 0, 0, 0]))  // 3 bits per sample
        let garbage = PNGReaderLimitsTests.signature + Array(good[8..<33]) + chunk("IDAT", [0x78, 0x01, 0xFF, 0xFF, 0x12, 0x34]) + chunk("IEND", [])
        return [
            ("a short image", png(1, 3, raw: Array(rows[0..<4])), "its image data ends after 1 of its 3 rows"),
            ("no image data", png(1, 3, raw: []), "its image data ends after 0 of its 3 rows"),
            ("a wrong CRC", badCRC, "the CRC-32 of its IDAT chunk does not match its data"),
            ("an invalid header", badDepth, "its header (IHDR) is missing or invalid"),
            ("damaged compressed data", garbage, "its image data is corrupt"),
            ("an unknown filter", png(1, 3, raw: [9] + Array(rows[1...])), "a row of its image data has an unknown filter type"),
            ("colour type 3 without a palette", png(1, 1, kind: 3, raw: [0, 0]), "its palette (PLTE) is missing or invalid"),
            // PNG 11.2.3: an index past the palette is an error; libpng decoded it as opaque black (H19-1).
            ("a pixel past its palette", paletted(indices: [1, 2]), "a pixel indexes past its palette"),
        ]
    }()

    /// A 2 x 1 8-bit palette image of two entries, red and green, whose pixels are `indices`.
    static func paletted(indices: [UInt8]) -> [UInt8] {
        let ihdr: [UInt8] = [0, 0, 0, UInt8(indices.count), 0, 0, 0, 1, 8, 3, 0, 0, 0]
        return PNGReaderLimitsTests.signature + chunk("IHDR", ihdr) + chunk("PLTE", [255, 0, 0, 0, 255, 0])
            + chunk("IDAT", zlibStored([0] + indices)) + chunk("IEND", [])
    }

    /// Its indices within the palette decode to its entries, opaque (the shim expands a palette itself).
    @Test func aPaletteImageDecodesToItsEntries() throws {
        let dir = try TempDir()
        let path = dir.file("p.png")
        try Data(Self.paletted(indices: [1, 0])).write(to: URL(fileURLWithPath: path))
        let image = try PNGImage(contentsOfFile: path)
        let (green, red) = (image.pixel(x: 0, y: 0), image.pixel(x: 1, y: 0))
        #expect([green.r, green.g, green.b, green.a] == [0, 255, 0, 255])
        #expect([red.r, red.g, red.b, red.a] == [255, 0, 0, 255])
    }

    @Test(arguments: cases.indices)
    func damageIsSaidInSwatchsWords(_ index: Int) throws {
        let (name, bytes, reason) = Self.cases[index]
        let dir = try TempDir()
        let path = dir.file("damaged.png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let whole = #expect(throws: SwatchError.self, "\(name)") { try PNGImage(contentsOfFile: path) }
        #expect(whole?.message == "\(path): truncated or corrupt PNG data (\(reason))", "\(name)")
        let banded = #expect(throws: SwatchError.self, "\(name)") { try PNGComparison.compare(expected: path, actual: path) }
        #expect(banded?.message == whole?.message, "\(name)")
    }
}
