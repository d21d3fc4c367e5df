import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

@Suite struct PNGStreamWriterTests {
    @Test func roundTripOpaqueRGB() throws {
        let dir = try TempDir()
        let (w, h) = (5, 4)
        var pixels = [UInt8]()
        for y in 0..<h {
            for x in 0..<w { pixels += [UInt8(x * 50), UInt8(y * 60), UInt8((x * y * 13) % 256), 255] }
        }
        let path = dir.file("rgb.png")
        try writePNG(path, width: w, height: h, hasAlpha: false, premultiplied: pixels, bands: [3, 1])
        let image = try PNGImage(contentsOfFile: path)
        #expect(image == PNGImage(width: w, height: h, pixels: pixels))
    }

    @Test func roundTripTranslucentRGBADemultiplies() throws {
        let dir = try TempDir()
        // Premultiplied input, including the edge cases a == 0, a == 1 and c == a.
        let premultiplied: [UInt8] = [
            64, 0, 0, 128, 0, 0, 0, 0, 255, 255, 255, 255, 1, 0, 1, 1,
            10, 20, 30, 40, 100, 50, 0, 200, 3, 2, 1, 7, 128, 128, 128, 128,
            0, 0, 0, 255, 77, 77, 77, 77, 12, 0, 254, 254, 5, 6, 7, 255,
        ]
        let path = dir.file("rgba.png")
        try writePNG(path, width: 4, height: 3, hasAlpha: true, premultiplied: premultiplied, bands: [2, 1])
        let image = try PNGImage(contentsOfFile: path)
        #expect(image.width == 4 && image.height == 3)
        #expect(image.pixel(x: 0, y: 0) == (128, 0, 0, 128))
        #expect(image.pixel(x: 1, y: 0) == (0, 0, 0, 0))
        #expect(image.pixel(x: 3, y: 0) == (255, 0, 255, 1))
        #expect(image.pixel(x: 1, y: 1) == (128, 64, 0, 200))
        #expect(image.pixels == demultiplied(premultiplied))
    }

    @Test func identicalInputGivesIdenticalBytes() throws {
        let dir = try TempDir()
        let pixels = sheetPixels(width: 64, height: 48)
        for name in ["a.png", "b.png"] {
            try writePNG(dir.file(name), width: 64, height: 48, hasAlpha: true, premultiplied: pixels,
                         bands: [17, 31], text: standardText)
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: dir.file("a.png")))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir.file("b.png")))
        #expect(a.count > 100)
        #expect(a == b)
    }

    @Test(arguments: [(false, UInt8(2)), (true, UInt8(6))])
    func headerColourType(hasAlpha: Bool, colourType: UInt8) throws {
        let dir = try TempDir()
        let path = dir.file("ihdr.png")
        try writePNG(path, width: 3, height: 2, hasAlpha: hasAlpha, premultiplied: sheetPixels(width: 3, height: 2))
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes[12..<16].elementsEqual("IHDR".utf8))
        #expect(bytes[24] == 8)  // bit depth
        #expect(bytes[25] == colourType)
        #expect(bytes[28] == 0)  // not interlaced
    }

    @Test func chunksHaveColourSpaceAndTextButNoTime() throws {
        let dir = try TempDir()
        let path = dir.file("chunks.png")
        let text = standardText + [(key: "Comment", value: "Crème brûlée – ✓")]
        try writePNG(path, width: 8, height: 8, hasAlpha: false, premultiplied: sheetPixels(width: 8, height: 8),
                     text: text)
        let names = try chunkNames(path)
        #expect(names.first == "IHDR" && names.last == "IEND")
        #expect(names.contains("sRGB"))
        #expect(names.filter { $0 == "tEXt" }.count == 2)
        #expect(names.filter { $0 == "iTXt" }.count == 1)  // non-ASCII value
        #expect(!names.contains("tIME"))
        // All metadata precedes the image data.
        #expect(names.lastIndex(of: "tEXt")! < names.firstIndex(of: "IDAT")!)

        let read = try PNGImage.textChunks(ofFile: path)
        #expect(read.map(\.key) == text.map(\.key))
        #expect(read.map(\.value) == text.map(\.value))
    }

    /// The image data igzip deflates: one zlib stream with a 32 KiB window (PNG allows no more), split into
    /// IDAT chunks of 64 KiB but the last, which decodes to the pixels written.
    @Test func imageDataIsOneZlibStreamInFullChunks() throws {
        let dir = try TempDir()
        let (width, height) = (300, 400)
        let pixels = noisePixels(count: width * height * 4)
        let path = dir.file("noise.png")
        try writePNG(path, width: width, height: height, hasAlpha: false, premultiplied: pixels, bands: [7, 100, 293])
        let chunks = try chunkList(path)
        let idat = chunks.enumerated().filter { $0.element.name == "IDAT" }
        try #require(idat.count >= 2)
        #expect(idat.last!.offset - idat.first!.offset == idat.count - 1, "IDAT chunks are consecutive")
        #expect(idat.dropLast().allSatisfy { $0.element.data.count == 65536 })
        let stream = idat.flatMap(\.element.data)
        #expect(stream[0] == 0x78, "deflate with a 32 KiB window")
        #expect((Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, "zlib header check bits")
        #expect(chunks.last?.name == "IEND" && chunks.last?.data.isEmpty == true)
        // Noise does not compress: the stream holds every row's filter byte and pixels, and a little more.
        #expect(stream.count > height * (1 + width * 3))
        #expect(try PNGImage(contentsOfFile: path).pixels == pixels)
    }

    /// A tall image written in bands, from a non-main thread.
    @Test func tallImageInBandsOnBackgroundThread() async throws {
        let dir = try TempDir()
        let path = dir.file("tall.png")
        let (w, h, band) = (300, 2000, 64)
        try await Task.detached {
            let writer = try PNGStreamWriter(path: path, width: w, height: h, hasAlpha: false, text: standardText)
            var y = 0
            while y < h {
                let rows = min(band, h - y)
                let pixels = sheetPixels(width: w, height: rows, top: y)
                try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: rows) }
                y += rows
            }
            #expect(writer.rowsWritten == h)
            try writer.finish()
        }.value
        let image = try PNGImage(contentsOfFile: path)
        #expect(image.pixels == sheetPixels(width: w, height: h))
    }

    // MARK: Errors

    @Test func unwritablePathNamesThePath() {
        let path = "/nonexistent-dir/x.png"
        let error = #expect(throws: SwatchError.self) {
            try PNGStreamWriter(path: path, width: 2, height: 2, hasAlpha: false, text: [])
        }
        #expect(error?.message == "cannot write \(path): no such file or folder")
    }

    @Test func invalidSizesAreRejected() throws {
        let dir = try TempDir()
        for (w, h) in [(0, 5), (5, 0), (-1, 5), (1 << 31, 1)] {
            let error = #expect(throws: SwatchError.self) {
                try PNGStreamWriter(path: dir.file("size.png"), width: w, height: h, hasAlpha: false, text: [])
            }
            #expect(error?.message.contains("\(w)x\(h)") == true)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("size.png")))
    }

    @Test func invalidTextKeywordIsRejected() throws {
        let dir = try TempDir()
        for key in ["", " Lead", "Two  spaces", String(repeating: "k", count: 80), "Tab\tKey"] {
            #expect(throws: SwatchError.self) {
                try PNGStreamWriter(path: dir.file("key.png"), width: 1, height: 1, hasAlpha: false,
                                    text: [(key: key, value: "v")])
            }
        }
    }

    @Test func finishingEarlyFailsAndKillsTheWriter() throws {
        let dir = try TempDir()
        let path = dir.file("short.png")
        let writer = try PNGStreamWriter(path: path, width: 4, height: 4, hasAlpha: true, text: [])
        let row = [UInt8](repeating: 255, count: 16)
        try row.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 1) }
        let error = #expect(throws: SwatchError.self) { try writer.finish() }
        #expect(error?.message == "\(path): only 1 of 4 rows were written")
        let again = #expect(throws: SwatchError.self) {
            try row.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 1) }
        }
        #expect(again?.message == "\(path): writer already failed: only 1 of 4 rows were written")
        #expect(throws: SwatchError.self) { try writer.finish() }
    }

    @Test func writingTooManyRowsFails() throws {
        let dir = try TempDir()
        let path = dir.file("long.png")
        let writer = try PNGStreamWriter(path: path, width: 2, height: 3, hasAlpha: false, text: [])
        let rows = [UInt8](repeating: 255, count: 2 * 4 * 4)
        try rows.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 2) }
        let error = #expect(throws: SwatchError.self) {
            try rows.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 2) }
        }
        #expect(error?.message.contains("exceeds image height 3") == true)
        // Nothing was written by the failed call; the writer is still usable.
        try rows.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 1) }
        try writer.finish()
        #expect(try PNGImage(contentsOfFile: path).height == 3)
        #expect(throws: SwatchError.self) { try writer.finish() }
    }

    @Test func shortPixelBufferIsRejected() throws {
        let dir = try TempDir()
        let writer = try PNGStreamWriter(path: dir.file("buf.png"), width: 4, height: 2, hasAlpha: false, text: [])
        let pixels = [UInt8](repeating: 255, count: 4 * 4 + 3)
        let error = #expect(throws: SwatchError.self) {
            try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 2) }
        }
        #expect(error?.message.contains("need 32") == true)
    }

    /// /dev/full accepts open but fails every write with ENOSPC: a big image
    /// fails inside libpng's writes, a small one only when stdio flushes at close.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")), arguments: [512, 4])
    func diskFullIsReported(side: Int) throws {
        let pixels = noisePixels(count: side * side * 4)
        let error = #expect(throws: SwatchError.self) {
            let writer = try PNGStreamWriter(path: "/dev/full", width: side, height: side, hasAlpha: false,
                                             text: [])
            try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: side) }
            try writer.finish()
        }
        #expect(error?.message == "cannot write /dev/full: no space left on device")
    }
}

// MARK: - Helpers shared by the PNG tests

let standardText: [(key: String, value: String)] = [
    (key: "Software", value: "swatch 0.1.0"),
    (key: "Title", value: "System Colors"),
]

/// Writes `premultiplied` (width*height RGBA8 pixels) in consecutive bands of the given heights, replacing
/// a fixture of the same name (the writer itself never writes over a file in place).
func writePNG(_ path: String, width: Int, height: Int, hasAlpha: Bool, premultiplied: [UInt8],
              bands: [Int]? = nil, text: [(key: String, value: String)] = []) throws {
    unlink(path)
    let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: hasAlpha, text: text)
    var y = 0
    for rows in bands ?? [height] {
        let start = y * width * 4
        try premultiplied[start..<start + rows * width * 4].withUnsafeBufferPointer {
            try writer.write(premultipliedRows: $0, rowCount: rows)
        }
        y += rows
    }
    try writer.finish()
}

/// Straight alpha from premultiplied, with the rounding the writer promises.
func demultiplied(_ pixels: [UInt8]) -> [UInt8] {
    var out = pixels
    for i in stride(from: 0, to: pixels.count, by: 4) {
        let a = Int(pixels[i + 3])
        for c in 0..<3 { out[i + c] = a == 0 ? 0 : UInt8(min(255, (Int(pixels[i + c]) * 255 + a / 2) / a)) }
    }
    return out
}

/// Opaque sheet-like rows starting at image row `top`: flat bands, separators, a noisy block.
func sheetPixels(width: Int, height: Int, top: Int = 0) -> [UInt8] {
    var out = [UInt8]()
    out.reserveCapacity(width * height * 4)
    for y in top..<top + height {
        for x in 0..<width {
            if y % 40 == 39 {
                out += [198, 198, 200, 255]
            } else if x % 50 > 10, x % 50 < 30, y % 40 > 8, y % 40 < 20 {
                out += [UInt8((x * 7 + y * 13) % 256), UInt8((x * y) % 256), UInt8((x ^ y) % 256), 255]
            } else {
                out += [UInt8(y / 40 * 37 % 256), 122, 255, 255]
            }
        }
    }
    return out
}

/// Deterministic opaque noise (poorly compressible).
func noisePixels(count: Int) -> [UInt8] {
    var state: UInt32 = 2463534242
    return (0..<count).map { i in
        state ^= state << 13; state ^= state >> 17; state ^= state << 5
        return i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state)
    }
}

/// Chunk type names in file order; fails the test on a malformed chunk list.
func chunkNames(_ path: String) throws -> [String] {
    try chunkList(path).map(\.name)
}

/// Chunks in file order with their payloads; fails the test on a malformed chunk list.
func chunkList(_ path: String) throws -> [(name: String, data: [UInt8])] {
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    try #require(bytes.count >= 8 && bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]))
    var chunks: [(name: String, data: [UInt8])] = []
    var i = 8
    while i + 12 <= bytes.count {
        let length = bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
        try #require(i + 12 + length <= bytes.count, "chunk runs past the end of the file")
        chunks.append((String(decoding: bytes[i + 4..<i + 8], as: UTF8.self), Array(bytes[i + 8..<i + 8 + length])))
        i += 12 + length
    }
    try #require(i == bytes.count, "chunk list does not end at the end of the file")
    return chunks
}
