import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

@Suite struct PNGImageReaderTests {
    @Test(arguments: PNGFixturePixels.expected.map(\.name))
    func fixtureDecodesToStraightRGBA8(name: String) throws {
        let pattern = try #require(PNGFixturePixels.expected.first { $0.name == name }).pixel
        let path = try fixture(name)
        let image = try PNGImage(contentsOfFile: path)
        #expect(image.width == PNGFixturePixels.w && image.height == PNGFixturePixels.h)
        var wanted = [UInt8]()
        for y in 0..<PNGFixturePixels.h { for x in 0..<PNGFixturePixels.w { wanted += pattern(x, y) } }
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
        #expect(error?.message == "\(path): not a PNG file")
        #expect(throws: SwatchError.self) { try PNGImage(data: Array("just some text".utf8)) }
        #expect(throws: SwatchError.self) { try PNGImage.textChunks(ofFile: path) }
    }

    @Test(arguments: ["", "abc", "\u{89}PNG"])
    func filesShorterThanTheSignatureAreNotPNGs(content: String) throws {
        let dir = try TempDir()
        let path = dir.file("short.png")
        try content.write(toFile: path, atomically: false, encoding: .utf8)
        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message == "\(path): not a PNG file")
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
