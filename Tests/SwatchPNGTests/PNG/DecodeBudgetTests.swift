import Foundation
import Testing
import SwatchKit
@testable import SwatchPNG
import SwatchTestSupport

/// One decoding budget for a whole run: readers draw what they hold from it and give it back when freed.
@Suite struct DecodeBudgetTests {
    /// A 1000 x 10 PNG whose header alone matters here (its rows are never read).
    private func header(in dir: TempDir, _ name: String) throws -> String {
        let path = dir.file(name)
        try Data(PNGReaderLimitsTests.signature + PNGReaderLimitsTests.ihdr(1000, 10) + chunk("IDAT", []) + chunk("IEND", []))
            .write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func twoReadersTogetherOverTheBudgetAreRefusedAndOneAloneIsNot() throws {
        let dir = try TempDir()
        let a = try header(in: dir, "a.png"), b = try header(in: dir, "b.png")
        // Each reader holds 8 rows of 1000 px: 8000 pixels; the budget has room for one, not two.
        let budget = DecodeBudget(pixels: 12_000)
        let first = try PNGRowReader(path: a, bandRows: 8, budget: budget)
        #expect(budget.available == 12_000)  // nothing is drawn before the first row
        try first.prepare()
        #expect(budget.available == 4_000)
        let second = try PNGRowReader(path: b, bandRows: 8, budget: budget)
        let error = #expect(throws: SwatchError.self) { try second.prepare() }
        #expect(error?.message == "\(b): 1000 x 10 px is beyond what is left of swatch's decoding budget (4000 of 12000 pixels; the run's other images hold the rest)")
        #expect(budget.available == 4_000)  // a refused reader holds nothing
        _ = first
    }

    @Test func aFreedReaderGivesItsPixelsBack() throws {
        let dir = try TempDir()
        let a = try header(in: dir, "a.png"), b = try header(in: dir, "b.png")
        let budget = DecodeBudget(pixels: 12_000)
        do { try PNGRowReader(path: a, bandRows: 8, budget: budget).prepare() }
        #expect(budget.available == 12_000)
        // A reader that reads ahead gives its pixels back once it is dropped, even while its thread is decoding.
        let tall = dir.file("tall.png")
        try writePNG(tall, width: 10, height: 1000, hasAlpha: false, premultiplied: [UInt8](repeating: 255, count: 10 * 1000 * 4))
        do {
            let ahead = ReadAhead(try PNGRowReader(path: tall, bandRows: ReadAhead.chunkRows, budget: budget))
            var row = [UInt8](repeating: 0, count: 10 * 4)
            try row.withUnsafeMutableBufferPointer { buffer throws(SwatchError) in
                if let base = buffer.baseAddress { try ahead.read(rows: 1, into: base) }
            }
            #expect(row == [UInt8](repeating: 255, count: 10 * 4))
            #expect(budget.available == 12_000 - 10 * ReadAhead.chunkRows)
        }
        #expect(budget.available == 12_000)
        try PNGRowReader(path: b, bandRows: 8, budget: budget).prepare()
        #expect(budget.available == 12_000)
    }

    @Test func aComparisonDrawsBothImagesFromOneBudget() throws {
        // Each image alone is within the budget (2,000,000 x 260 rows held = 520,000,000 of 536,870,912 pixels);
        // the two together are not, and the second is refused by its header, before any row is decoded.
        let dir = try TempDir()
        let path = dir.file("wide.png")
        try Data(PNGReaderLimitsTests.signature + PNGReaderLimitsTests.ihdr(2_000_000, 400) + chunk("IDAT", []) + chunk("IEND", []))
            .write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: path, actual: path) }
        #expect(error?.message == "\(path): 2000000 x 400 px is beyond what is left of swatch's decoding budget (24870912 of 536870912 pixels; the run's other images hold the rest)")
    }

    @Test func imagesOfDifferentSizesAreStillReadToTheEnd() throws {
        // The sizes decide the verdict, but a file without image data is an error, not a difference
        // (issue 28 N6: it was "different", exit 1, without --diff and corrupt, exit 2, with it).
        let dir = try TempDir()
        let small = dir.file("small.png"), other = dir.file("other.png")
        try Data(PNGReaderLimitsTests.signature + PNGReaderLimitsTests.ihdr(4, 4) + chunk("IDAT", []) + chunk("IEND", []))
            .write(to: URL(fileURLWithPath: small))
        try Data(PNGReaderLimitsTests.signature + PNGReaderLimitsTests.ihdr(5, 5) + chunk("IDAT", []) + chunk("IEND", []))
            .write(to: URL(fileURLWithPath: other))
        let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: small, actual: other) }
        #expect(error?.message.hasPrefix("\(small): truncated or corrupt PNG data") == true, "\(error?.message ?? "")")
    }
}
