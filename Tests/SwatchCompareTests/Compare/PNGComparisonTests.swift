import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

/// Comparing files: every PNG colour type decodes to the same RGBA, and every broken file is a one-line error.
@Suite struct PNGComparisonTests {
    typealias T = TestImages

    /// The fixture's pixels as PNGImageReaderTests states them, built without decoding the fixture.
    static func pattern(_ name: String) throws -> PNGImage {
        let pixel = try #require(PNGFixturePixels.expected.first { $0.name == name }).pixel
        var pixels = [UInt8]()
        for y in 0..<PNGFixturePixels.h { for x in 0..<PNGFixturePixels.w { pixels += pixel(x, y) } }
        return PNGImage(width: PNGFixturePixels.w, height: PNGFixturePixels.h, pixels: pixels)
    }

    @Test(arguments: PNGFixturePixels.expected.map(\.name))
    func everyColourTypeMatchesItsRGBA8Twin(name: String) throws {
        let directory = try TempDir()
        let twin = try T.write(Self.pattern(name), to: directory.file("twin.png"))
        let report = try PNGComparison.compare(expected: fixture(name), actual: twin)
        #expect(report.identical, "\(name): \(report.summary)")

        // One changed pixel is found, whatever the encoding of the other file.
        let changed = try T.write(T.setting(Self.pattern(name), 6, 4, to: [1, 2, 3, 255]), to: directory.file("changed.png"))
        let different = try PNGComparison.compare(expected: fixture(name), actual: changed)
        #expect(different.differingPixels == 1 && different.boundingBox == PixelRect(x: 6, y: 4, width: 1, height: 1))
    }

    @Test func interlacedAndSixteenBitEncodingsOfOnePictureAreIdentical() throws {
        #expect(try PNGComparison.compare(expected: fixture("rgb16.png"), actual: fixture("interlaced.png")).identical)
    }

    @Test func diffImageIsWrittenWhenAsked() throws {
        let directory = try TempDir()
        let report = try PNGComparison.compare(expected: fixture("gray8.png"), actual: fixture("gray1.png"),
                                               diffPath: directory.file("diff.png"))
        #expect(!report.isEqual)
        let diff = try PNGImage(contentsOfFile: directory.file("diff.png"))
        #expect(diff.width == 7 && diff.height == 5)
    }

    // MARK: Errors: one line naming the file, never a crash

    @Test func notAPNG() throws {
        let directory = try TempDir()
        let path = directory.file("notes.png")
        try "just text\n".write(toFile: path, atomically: false, encoding: .utf8)
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: fixture("gray8.png"), actual: path) }
        #expect(error?.message == "\(path): not a PNG file")
    }

    @Test func missingFile() {
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: "/nonexistent/a.png", actual: "/nonexistent/b.png") }
        #expect(error?.message == "/nonexistent/a.png: no such file or folder")
    }

    @Test(arguments: [0.5, 0.9])
    func truncated(keep: Double) throws {
        let directory = try TempDir()
        let full = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fixture("rgb16.png"))))
        let path = directory.file("cut.png")
        try Data(full.prefix(Int(Double(full.count) * keep))).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: fixture("rgb16.png"), actual: path) }
        #expect(error?.message.hasPrefix("\(path): ") == true)
        #expect(error?.message.contains("\n") == false)
    }

    @Test func corruptImageData() throws {
        let directory = try TempDir()
        var bytes = T.straightRGBAPNG(T.filled(16, 16, T.red))
        let idat = try #require(findChunk("IDAT", in: bytes))
        bytes[idat + 8 + 9] ^= 0xFF  // inside the stored block: the CRC no longer matches
        let path = directory.file("corrupt.png")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: path, actual: path) }
        #expect(error?.message.hasPrefix("\(path): ") == true)
    }

    /// The image data's zlib Adler-32 is not checked (a tenth of a decode): the CRC-32 of its IDAT chunks
    /// covers the same bytes, and a byte changed under a correct CRC is still an error (`corruptImageData`).
    @Test func aWrongAdler32UnderCorrectCRCsDecodes() throws {
        let directory = try TempDir()
        let image = T.gradient(16, 16)
        let bytes = T.straightRGBAPNG(image)
        let idat = try #require(findChunk("IDAT", in: bytes))
        let length = bytes[idat..<idat + 4].reduce(0) { $0 << 8 | Int($1) }
        var data = Array(bytes[idat + 8..<idat + 8 + length])
        data[data.count - 1] ^= 0xFF  // the last byte of the Adler-32
        let path = directory.file("adler.png")
        try Data(Array(bytes[..<idat]) + chunk("IDAT", data) + chunk("IEND", [])).write(to: URL(fileURLWithPath: path))
        #expect(try PNGImage(contentsOfFile: path) == image)
        #expect(try PNGComparison.compare(expected: path, actual: T.write(image, to: directory.file("plain.png"))).identical)
    }

    /// Rows too wide for the bands a comparison holds are refused by the header, before any allocation.
    @Test func absurdWidth() throws {
        let directory = try TempDir()
        let path = directory.file("huge.png")
        try Data(Self.header(0x7FFF_FFFF, 1_000) + chunk("IDAT", []) + chunk("IEND", [])).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: fixture("gray8.png"), actual: path) }
        #expect(error?.message == "\(path): 2147483647 x 1000 px is beyond swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)")
    }

    /// A height beyond the whole-image budget is no reason to refuse: only a band is decoded at a time,
    /// so this file fails for its missing data, not for its size.
    @Test func aHeightBeyondTheWholeImageBudgetIsReadInBands() throws {
        let directory = try TempDir()
        let path = directory.file("tall.png")
        try Data(Self.header(16_384, 200_000) + chunk("IDAT", []) + chunk("IEND", [])).write(to: URL(fileURLWithPath: path))
        #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: path, actual: path) }
        #expect(error?.message == "\(path): truncated or corrupt PNG data (its image data ends after 0 of its 200000 rows)")
    }

    /// The PNG signature and the IHDR of an 8-bit RGB image of `width` x `height`.
    static func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        var ihdr = [UInt8]()
        for v in [width, height] { ihdr += withUnsafeBytes(of: v.bigEndian, Array.init) }
        ihdr += [8, 2, 0, 0, 0]
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", ihdr)
    }
}
