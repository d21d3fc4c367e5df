import Foundation
import Testing
@testable import SwatchPNG
import SwatchTestSupport

/// igzip's level-1 body once hashed a byte of the stream state's own address on a stream's first call
/// (`idat_deflate.c` says how), so the same rows written by deflaters at different places in memory now and then
/// gave different files. Every writer here is open at once, so each deflater has an address of its own.
@Suite struct DeflaterAddressTests {
    static let writers = 160

    /// 3 x 2 RGB (20 bytes of image data) showed the slip most: about 1 deflater address in 30 lost a match,
    /// so 160 writers all agreed by chance about once in 200 runs. 10 x 10 (310 bytes) takes the other path,
    /// where the first call compresses one byte alone.
    @Test(arguments: [(3, 2), (10, 10)])
    func writersAtDifferentAddressesWriteTheSameBytes(width: Int, height: Int) throws {
        let dir = try TempDir()
        let pixels = [UInt8]((0 ..< width * height).flatMap { _ in [10, 200, 30, 255] as [UInt8] })
        var open: [PNGStreamWriter] = []
        for index in 0 ..< Self.writers {
            let writer = try PNGStreamWriter(path: dir.file("\(index).png"), width: width, height: height,
                                             hasAlpha: false, text: [])
            try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: height) }
            open.append(writer)
        }
        for writer in open { try writer.finish() }
        let files = try (0 ..< Self.writers).map { try Data(contentsOf: URL(fileURLWithPath: dir.file("\($0).png"))) }
        #expect(try PNGImage(contentsOfFile: dir.file("0.png")).pixels == pixels)
        #expect(files.indices.filter { files[$0] != files[0] } == [])
    }
}
