import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

/// Hostile and extreme PNGs: what a chunk's declared length, an image's size or a failed allocation may
/// cost, and the one-line error each gets.
@Suite struct PNGReaderLimitsTests {
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// IHDR of an 8-bit RGB image (colour type 2) of `width` x `height`.
    static func ihdr(_ width: UInt32, _ height: UInt32) -> [UInt8] {
        chunk("IHDR", withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init)
              + [8, 2, 0, 0, 0])
    }

    /// A chunk header that declares `length` bytes, followed by only `data` and no CRC: what a hostile
    /// file looks like when it claims more than it has.
    static func lyingChunk(_ type: String, length: UInt32, _ data: [UInt8]) -> [UInt8] {
        withUnsafeBytes(of: length.bigEndian, Array.init) + Array(type.utf8) + data
    }

    /// A valid 1 x 1 RGB PNG (a white pixel, written by swatch) with `extra` inserted after IHDR.
    static func onePixelPNG(inserting extra: [UInt8], in dir: TempDir) throws -> [UInt8] {
        let path = dir.file("plain.png")
        try writePNG(path, width: 1, height: 1, hasAlpha: false, premultiplied: [255, 255, 255, 255])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let afterIHDR = 8 + 12 + 13
        return Array(bytes[..<afterIHDR]) + extra + Array(bytes[afterIHDR...])
    }

    // MARK: 1. A chunk's declared length costs nothing

    /// 141 bytes whose text chunk declares 2^31 - 1 bytes: libpng's simplified API allocated and zeroed
    /// 2 GiB for it (its length limit is only a warning) before finding the file short. Now the decoder
    /// reads past text chunks without storing them, and the text reader refuses chunks beyond 8 MB.
    @Test(arguments: ["tEXt", "zTXt", "iTXt"])
    func aTextChunkClaiming2GiBCostsNothing(type: String) throws {
        let dir = try TempDir()
        let path = dir.file("claims.png")
        let body = Array("Comment".utf8) + [0] + [UInt8](repeating: 65, count: 68)
        let bytes = Self.signature + Self.ihdr(1, 1) + Self.lyingChunk(type, length: 0x7FFF_FFFF, body)
            + chunk("IDAT", []) + chunk("IEND", [])
        #expect(bytes.count == 141)
        try Data(bytes).write(to: URL(fileURLWithPath: path))

        // libpng once allocated (and zeroed) the 2 GiB the chunk claims before finding the file short; now the
        // largest block it asks for is its own small buffers (zlib's window), whatever the chunk says.
        let decoding = largestPNGAllocation { #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) } }
        #expect(decoding.result?.message == "\(path): truncated or corrupt PNG data (the file ends early)")
        #expect(decoding.bytes > 0 && decoding.bytes < 1 << 20)
        let memory = largestPNGAllocation { #expect(throws: SwatchError.self) { try PNGImage(data: bytes) } }
        #expect(memory.result?.message == "truncated or corrupt PNG data (the data ends early)")
        #expect(memory.bytes > 0 && memory.bytes < 1 << 20)
        let text = #expect(throws: SwatchError.self) { try PNGImage.textChunks(ofFile: path) }
        #expect(text?.message == "\(path): its \(type) chunk is longer than swatch reads (8000000 bytes)")
        #expect(text?.kind == .image)
    }

    /// A real 9 MB tEXt chunk: the decoder skips it and decodes the image; the text reader refuses it.
    @Test func aTextChunkBeyondTheLimitIsSkippedForPixelsAndRefusedForText() throws {
        let dir = try TempDir()
        let text = Array("Comment".utf8) + [0] + [UInt8](repeating: 66, count: 9_000_000)
        let path = dir.file("long-text.png")
        try Data(Self.onePixelPNG(inserting: chunk("tEXt", text), in: dir)).write(to: URL(fileURLWithPath: path))
        let image = try PNGImage(contentsOfFile: path)
        #expect(image.pixel(x: 0, y: 0) == (255, 255, 255, 255))
        let error = #expect(throws: SwatchError.self) { try PNGImage.textChunks(ofFile: path) }
        #expect(error?.message == "\(path): its tEXt chunk is longer than swatch reads (8000000 bytes)")
    }

    /// A 16 KB zTXt that inflates to 16 MB: the decoder never inflates it; the text reader stops at 8 MB.
    @Test func aCompressedTextBombIsNotInflated() throws {
        let path = try fixture("ztxt-bomb.png")
        #expect(try PNGImage(contentsOfFile: path).pixel(x: 0, y: 0) == (128, 128, 128, 255))
        let error = #expect(throws: SwatchError.self) { try PNGImage.textChunks(ofFile: path) }
        // The fixture's long path, quoted.
        #expect(error?.message == "\(VisibleText.quoted(path)): the compressed text of its zTXt chunk is cut short or longer than swatch reads (8000000 bytes)")
    }

    /// Text of ordinary size is still read, next to chunks the decoder skips.
    @Test func ordinaryTextIsStillRead() throws {
        let dir = try TempDir()
        let path = dir.file("text.png")
        let text = chunk("tEXt", Array("Title".utf8) + [0] + Array("Colours".utf8))
        try Data(Self.onePixelPNG(inserting: text + chunk("prVt", [1, 2, 3]), in: dir)).write(to: URL(fileURLWithPath: path))
        let chunks = try PNGImage.textChunks(ofFile: path)
        #expect(chunks.map(\.key) == ["Title"] && chunks.map(\.value) == ["Colours"])
        #expect(try PNGImage(contentsOfFile: path).width == 1)
    }
}

extension PNGReaderLimitsTests {
    // MARK: 2. Any size swatch writes, within the decoding budget

    /// libpng refuses more than 1,000,000 rows by default ("Invalid IHDR data"); swatch writes sheets
    /// that tall (about 5,950 table rows at 3x). The readers now accept what the writer allows.
    @Test func imagesTallerOrWiderThanAMillionPixelsDecode() throws {
        let dir = try TempDir()
        for (width, height) in [(1, 1_100_000), (2_000_000, 1)] {
            let path = dir.file("\(width)x\(height).png")
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            pixels.replaceSubrange(pixels.count - 4..<pixels.count, with: [10, 20, 30, 255])
            try writePNG(path, width: width, height: height, hasAlpha: false, premultiplied: pixels, text: standardText)
            let image = try PNGImage(contentsOfFile: path)
            #expect(image.width == width && image.height == height)
            #expect(image.pixel(x: 0, y: 0) == (255, 255, 255, 255))
            #expect(image.pixel(x: width - 1, y: height - 1) == (10, 20, 30, 255))
            #expect(try PNGImage.textChunks(ofFile: path).map(\.key) == standardText.map(\.key))
        }
    }

    /// Beyond width * height * 4 = 2 GiB the header is enough to refuse, before any allocation.
    @Test(arguments: [(16_384, 200_000), (0x7FFF_FFFF, 1), (23_171, 23_171)])
    func imagesBeyondTheDecodingBudgetAreRefused(width: UInt32, height: UInt32) throws {
        let dir = try TempDir()
        let path = dir.file("big.png")
        try Data(Self.signature + Self.ihdr(width, height) + chunk("IDAT", []) + chunk("IEND", []))
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        #expect(error?.message == "\(path): \(width) x \(height) px is beyond swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)")
    }
}

extension PNGReaderLimitsTests {
    // MARK: 3. Memory that cannot be had is an error, not a crash

    /// Swift traps when an allocation fails, so the reader checks first that malloc can provide the
    /// pixel buffer. The test hook makes that check fail as an exhausted address space would.
    @Test func aPixelBufferThatCannotBeAllocatedIsAnError() throws {
        let dir = try TempDir()
        let path = dir.file("big.png")
        try writePNG(path, width: 64, height: 64, hasAlpha: false, premultiplied: sheetPixels(width: 64, height: 64))
        let error = withPNGMemoryLimit(64 * 64 * 4 - 1) {
            #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: path) }
        }
        // swatch's one memory line, for what the process holds and the buffer (no limit: its first half).
        #expect(error?.message.wholeMatch(of: #/.*/big\.png: not enough memory: needs at least [0-9]+ MB(, this process may use [0-9]+ MB)?/#) != nil,
                "\(error?.message ?? "")")
        #expect(error?.kind == .memory)
        let compared = withPNGMemoryLimit(64 * 64 * 4 - 1) {
            #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: path, actual: path) }
        }
        // The same line, but for its figure: what the process holds now, which other tests running beside it move.
        let figure = #/[0-9]+ MB/#
        #expect(compared?.message.replacing(figure, with: "N MB") == error?.message.replacing(figure, with: "N MB"))
        // Exactly enough is enough; and the limit ends with the call.
        #expect(try withPNGMemoryLimit(64 * 64 * 4) { try PNGImage(contentsOfFile: path) }.width == 64)
        #expect(try PNGImage(contentsOfFile: path).height == 64)
    }
}

extension PNGReaderLimitsTests {
    // MARK: 5. Animated PNGs

    /// acTL and the first frame's fcTL, as an APNG whose default image is its first frame has them.
    static let animationChunks: [UInt8] = chunk("acTL", [0, 0, 0, 2, 0, 0, 0, 0])
        + chunk("fcTL", [0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1] + [UInt8](repeating: 0, count: 8) + [0, 1, 0, 10, 0, 0])

    @Test func anAnimatedPNGIsComparedByItsDefaultImageWithAWarning() throws {
        let dir = try TempDir()
        let plain = dir.file("plain.png")
        try writePNG(plain, width: 1, height: 1, hasAlpha: false, premultiplied: [255, 255, 255, 255])
        let animated = dir.file("animated.png")
        try Data(Self.onePixelPNG(inserting: Self.animationChunks, in: dir)).write(to: URL(fileURLWithPath: animated))

        #expect(try PNGImage.decodeFile(animated).isAnimated)
        #expect(try !PNGImage.decodeFile(plain).isAnimated)
        var warnings: [String] = []
        let report = try PNGComparison.compare(expected: plain, actual: animated) { warnings.append($0) }
        #expect(report.identical)
        #expect(warnings == ["\(animated) is an animated PNG: only its default image is compared"])
        warnings = []
        _ = try PNGComparison.compare(expected: plain, actual: plain) { warnings.append($0) }
        #expect(warnings.isEmpty)
    }
}
