import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

@Suite struct PNGImageReaderTests {
    // MARK: Fixtures (patterns mirror __Fixtures__/make_fixtures.py)

    static let (w, h) = (7, 5)

    static func rgb(_ x: Int, _ y: Int) -> [UInt8] {
        [UInt8((x * 36) % 256), UInt8((y * 60) % 256), UInt8((x * 20 + y * 30) % 256)]
    }

    static func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8((x * 40 + y * 50) % 256) }

    static let palette: [[UInt8]] = [
        [255, 0, 0, 255], [0, 255, 0, 128], [0, 0, 255, 0], [255, 255, 255, 255], [10, 20, 30, 64],
        [200, 100, 50, 255],
    ]

    /// Expected straight RGBA8 for each fixture, from its pixel pattern.
    static let expected: [(name: String, pixel: @Sendable (Int, Int) -> [UInt8])] = [
        ("rgb16.png", { x, y in rgb(x, y) + [255] }),
        ("rgba16.png", { x, y in rgb(x, y) + [(x + y) % 3 == 0 ? 0 : 255] }),  // colour kept at a == 0
        ("palette8.png", { x, y in palette[(x + 2 * y) % 6] }),
        ("palette2.png", { x, y in Array(palette[(x + y) % 4].prefix(3)) + [255] }),
        ("gray8.png", { x, y in [grey(x, y), grey(x, y), grey(x, y), 255] }),
        ("gray1.png", { x, y in (x + y) % 2 == 0 ? [0, 0, 0, 255] : [255, 255, 255, 255] }),
        ("grayalpha8.png", { x, y in [grey(x, y), grey(x, y), grey(x, y), UInt8((x * 30 + y * 20 + 15) % 256)] }),
        ("interlaced.png", { x, y in rgb(x, y) + [255] }),
        ("interlaced16.png", { x, y in rgb(x, y) + [255] }),  // libpng's simplified API got even rows wrong
    ]

    @Test(arguments: expected.map(\.name))
    func fixtureDecodesToStraightRGBA8(name: String) throws {
        let pattern = try #require(Self.expected.first { $0.name == name }).pixel
        let path = try fixture(name)
        let image = try PNGImage(contentsOfFile: path)
        #expect(image.width == Self.w && image.height == Self.h)
        var wanted = [UInt8]()
        for y in 0..<Self.h { for x in 0..<Self.w { wanted += pattern(x, y) } }
        #expect(image.pixels == wanted, "\(name)")

        let fromMemory = try PNGImage(data: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(fromMemory == image)
    }

    // MARK: Errors

    @Test func textFileIsNotAPNG() throws {
        let dir = try TempDir()
        let path = dir.file("notes.png")
        try "just some text\n".write(toFile: path, atomically: false, encoding: .utf8)
        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message == "\(path): Not a PNG file")
        #expect(throws: SwatchError.self) { try PNGImage(data: Array("just some text".utf8)) }
        #expect(throws: SwatchError.self) { try PNGImage.textChunks(ofFile: path) }
    }

    @Test(arguments: ["", "abc", "\u{89}PNG"])
    func filesShorterThanTheSignatureAreNotPNGs(content: String) throws {
        let dir = try TempDir()
        let path = dir.file("short.png")
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message == "\(path): Not a PNG file")
    }

    @Test func missingFileNamesThePath() throws {
        let path = "/nonexistent-dir/missing.png"
        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message == "\(path): no such file or folder")
    }

    @Test func truncatedPNGFailsCleanly() throws {
        let dir = try TempDir()
        let full = dir.file("full.png")
        try writePNG(full, width: 64, height: 64, hasAlpha: false, premultiplied: noisePixels(count: 64 * 64 * 4),
                     text: standardText)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: full)))
        let half = Array(bytes.prefix(bytes.count / 2))
        let path = dir.file("half.png")
        try Data(half).write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message.hasPrefix("\(path): truncated or corrupt PNG data (") == true)
        #expect(throws: SwatchError.self) { try PNGImage(data: half) }
        // Cut inside the header chunks as well.
        #expect(throws: SwatchError.self) { try PNGImage(data: Array(bytes.prefix(20))) }
        #expect(throws: SwatchError.self) { try PNGImage(data: []) }
    }

    @Test func corruptImageDataFails() throws {
        let dir = try TempDir()
        let path = dir.file("corrupt.png")
        try writePNG(path, width: 16, height: 16, hasAlpha: false, premultiplied: sheetPixels(width: 16, height: 16))
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let idat = try #require(findChunk("IDAT", in: bytes))
        bytes[idat + 8 + 2] ^= 0xFF  // inside the zlib stream; the CRC no longer matches
        #expect(throws: SwatchError.self) { try PNGImage(data: bytes) }
    }

    @Test func absurdDimensionsAreRejectedBeforeDecoding() throws {
        // A PNG claiming 1,000,000 x 1,000 pixels (> 2^29, the decoding budget) with an empty IDAT:
        // only decoding the image data would notice that it is missing.
        var ihdr = [UInt8]()
        for v in [UInt32(1_000_000), 1_000] { ihdr += withUnsafeBytes(of: v.bigEndian, Array.init) }
        ihdr += [8, 2, 0, 0, 0]
        let bytes: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr) + chunk("IDAT", [])
            + chunk("IEND", [])
        let error = #expect(throws: SwatchError.self) { try PNGImage(data: bytes) }
        #expect(error?.message == "1000000 x 1000 px is beyond swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)")
    }

    @Test func fixtureWithoutTextHasNoTextChunks() throws {
        #expect(try PNGImage.textChunks(ofFile: fixture("gray8.png")).isEmpty)
    }
}

// MARK: - Helpers

/// Path of a committed fixture PNG.
func fixture(_ name: String) throws -> String {
    let dir = FixtureFiles.folder
    return dir.appendingPathComponent(name).path
}

/// Offset of the first chunk of type `type`, or nil.
func findChunk(_ type: String, in bytes: [UInt8]) -> Int? {
    var i = 8
    while i + 8 <= bytes.count {
        let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        if bytes[i + 4..<i + 8].elementsEqual(type.utf8) { return i }
        i += 12 + length
    }
    return nil
}

/// CRC-32's byte table: chunks of megabytes take too long bit by bit in a debug build.
private let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
    var c = n
    for _ in 0..<8 { c = c & 1 != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
    return c
}

/// A complete PNG chunk: length, type, data, CRC-32.
func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    body.withUnsafeBufferPointer { bytes in
        crcTable.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
    }
    crc ^= 0xFFFF_FFFF
    return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
        + withUnsafeBytes(of: crc.bigEndian, Array.init)
}
