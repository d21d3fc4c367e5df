import Foundation
import Testing
import SwatchKit
@testable import SwatchCompare
@testable import SwatchPNG
import SwatchTestSupport

/// The band comparison: verdicts that do not depend on where bands start, interlaced files handed out in
/// bands, memory held per band rather than per image, and progress counted row by row.
@Suite struct BandComparisonTests {
    typealias T = TestImages

    /// `width` x `height`: flat grey stripes crossed by an anti-aliased diagonal edge whose position is moved
    /// by `shift` pixels, so most rows have flat areas (siblings), edge pixels and differences.
    static func diagonal(_ width: Int, _ height: Int, shift: Double) -> PNGImage {
        var pixels = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let cover = min(1, max(0, Double(x) - (Double(y) * 0.37 + shift) + 0.5))
                let ground: UInt8 = (y / 9) % 2 == 0 ? 230 : 40
                let value = UInt8((Double(ground) * (1 - cover) + 128 * cover).rounded())
                pixels += [value, value, (y / 5) % 3 == 0 ? value : 200, 255]
            }
        }
        return PNGImage(width: width, height: height, pixels: pixels)
    }

    /// Bands of 1, 2, 3, 7 and 64 rows give exactly the verdicts and report of one band holding every row:
    /// the detector's two rows of context above and below reach across band boundaries.
    @Test(arguments: [1, 2, 3, 7, 64])
    func verdictsDoNotDependOnTheBands(bandRows: Int) throws {
        let expected = Self.diagonal(48, 150, shift: 0), actual = Self.diagonal(48, 150, shift: 0.4)
        for options in [try ImageDiffOptions(ignoreAntialiasing: true), try ImageDiffOptions(threshold: 0.05, ignoreAntialiasing: true), .exact] {
            let whole = try ImageDiff(expected: expected, actual: actual, options: options, bandRows: 150)
            let banded = try ImageDiff(expected: expected, actual: actual, options: options, bandRows: bandRows)
            #expect(Self.firstDifference(banded.mask, whole.mask) == nil)
            #expect(banded.report == whole.report)
        }
        let ignoring = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(ignoreAntialiasing: true), bandRows: bandRows)
        #expect(ignoring.report.antialiasedPixels > 100 && ignoring.report.differingPixels > 0, "the pair exercises the detector both ways")
    }

    /// "(x, y): a, expected b" for the first pixel whose verdicts differ; nil when none does.
    static func firstDifference(_ mask: DiffMask, _ reference: DiffMask) -> String? {
        guard mask.width == reference.width, mask.height == reference.height else { return "size \(mask.width) x \(mask.height)" }
        guard let i = mask.verdicts.indices.first(where: { mask.verdicts[$0] != reference.verdicts[$0] }) else { return nil }
        return "(\(i % mask.width), \(i / mask.width)): \(mask.verdicts[i]), expected \(reference.verdicts[i])"
    }

    /// Sizes that differ are laid on one canvas whatever the bands: the taller image's rows below the
    /// shorter one are read too.
    @Test func differentSizesInBands() throws {
        let diff = try ImageDiff(expected: T.gradient(5, 130), actual: T.gradient(7, 70), bandRows: 64)
        #expect(diff.mask.width == 7 && diff.mask.height == 130)
        #expect(diff.mask[x: 6, y: 0] == .onlyInActual && diff.mask[x: 0, y: 129] == .onlyInExpected && diff.mask[x: 6, y: 129] == .inNeither)
        #expect(diff.report.differingPixels == 5 * 130 + 7 * 70 - 2 * 5 * 70)
        #expect(diff.report.maxChannelDelta == 0 && !diff.report.identical)
    }

    /// An interlaced file has no final row before its last pass: the reader decodes it whole, then hands it
    /// out in bands like any other.
    @Test func interlacedFilesAreComparedInBands() throws {
        let directory = try TempDir()
        let image = T.gradient(10, 300)
        let interlaced = try T.write(image, to: directory.file("interlaced.png"), interlaced: true)
        let plain = try T.write(image, to: directory.file("plain.png"))
        #expect(try PNGImage(contentsOfFile: interlaced) == image)
        #expect(try PNGComparison.compare(expected: interlaced, actual: plain).identical)
        let changed = try T.write(T.setting(image, 3, 200, to: [1, 2, 3, 255]), to: directory.file("changed.png"), interlaced: true)
        let report = try PNGComparison.compare(expected: plain, actual: changed, diffPath: directory.file("diff.png"))
        #expect(report.differingPixels == 1 && report.boundingBox == PixelRect(x: 3, y: 200, width: 1, height: 1))
        #expect(try PNGImage(contentsOfFile: directory.file("diff.png")).pixel(x: 3, y: 200) == (255, 0, 0, 255))
    }

    /// A comparison holds bands, not images: with memory for 256 rows of 64 pixels, a 64 x 4096 PNG cannot
    /// be decoded whole but compares; interlaced, it needs the whole image and says so.
    @Test func aComparisonHoldsBandsNotImages() throws {
        let directory = try TempDir()
        let image = T.gradient(64, 4096)
        let plain = try T.write(image, to: directory.file("plain.png"))
        let interlaced = try T.write(image, to: directory.file("interlaced.png"), interlaced: true)
        let limit = 64 * 4 * (BandComparison.heldRows(.exact) + ReadAhead.heldRows)
        try withPNGMemoryLimit(limit) { () throws in
            let whole = #expect(throws: SwatchError.self) { try PNGImage(contentsOfFile: plain) }
            #expect(whole?.message.hasPrefix("\(plain): not enough memory: needs at least ") == true, "\(whole?.message ?? "")")
            #expect(try PNGComparison.compare(expected: plain, actual: plain).identical)
            let banded = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: plain, actual: interlaced) }
            #expect(banded?.message.hasPrefix("\(interlaced): not enough memory: needs at least ") == true, "\(banded?.message ?? "")")
        }
        #expect(try PNGComparison.compare(expected: plain, actual: interlaced).identical)
    }

    /// A canvas too wide for 64 rows in 4 MB is compared in fewer rows a band, one at 2,000,000 px, and a picture one
    /// row tall is read ahead in one chunk, not three: the hostile pass's 2,000,000 x 2 px against 10 x 10 px diff
    /// picture held 64 rows of 8 MB (a 512 MB band) and three chunks of 8 MB per picture.
    @Test func aVeryWideCanvasIsComparedInThinnerBands() {
        #expect(BandComparison.bandRows(64, width: 16_384) == 64)
        #expect(BandComparison.bandRows(64, width: 16_385) == 63)
        #expect(BandComparison.bandRows(64, width: 2_000_000) == 1)
        #expect(BandComparison.bandRows(7, width: 100) == 7)
        #expect(ReadAhead.chunkCount(width: 2_000_000, height: 2) == 2)
        #expect(ReadAhead.chunkCount(width: 16_777_216, height: 1) == 1)
        #expect(ReadAhead.chunkCount(width: 1170, height: 9696) == ReadAhead.chunks)
        // What the memory check counts for that comparison: each picture's rows and chunks, a band's verdicts.
        let tiny = ImageRows(T.gradient(2, 2)), small = ImageRows(T.gradient(10, 10))
        #expect(BandComparison.heldBytes(expected: tiny, actual: small, options: .exact)
                == 2 * 2 * 4 + 10 * 10 * 4 + 10 * 10 * MemoryLayout<PixelVerdict>.stride)
        #expect(DiffImage.heldBytes(width: 2_000_000, height: 10) == 2_000_000 * 4 + PNGStreamWriter.heldBytes(width: 2_000_000, hasAlpha: false))
    }

    /// Every canvas row is counted once, for the progress line; a comparison plans no sheets.
    @Test func progressCountsEveryRow() throws {
        let directory = try TempDir()
        let a = try T.write(T.gradient(3, 200), to: directory.file("a.png"))
        let b = try T.write(T.gradient(3, 150), to: directory.file("b.png"))
        let progress = RenderProgress()
        _ = try PNGComparison.compare(expected: a, actual: b, diffPath: directory.file("diff.png"), progress: progress)
        let counts = progress.counts
        #expect(counts.rows == 200 && counts.totalRows == 200 && counts.totalSheets == 0)
    }

    /// A reader dropped before its thread is done stops it: the error of the other file is what comes back.
    @Test func aFailureLeavesNoReaderBehind() throws {
        let directory = try TempDir()
        let good = try T.write(T.gradient(16, 2000), to: directory.file("good.png"))
        let bytes = try Data(contentsOf: URL(fileURLWithPath: good))
        let cut = directory.file("cut.png")
        try bytes.prefix(bytes.count / 3).write(to: URL(fileURLWithPath: cut))
        for _ in 0..<20 {
            let error = #expect(throws: SwatchError.self) { try PNGComparison.compare(expected: good, actual: cut) }
            #expect(error?.message.hasPrefix("\(cut): truncated or corrupt PNG data (") == true)
        }
    }
}
