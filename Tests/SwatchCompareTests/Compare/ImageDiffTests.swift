import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

@Suite struct ImageDiffTests {
    typealias T = TestImages

    @Test func identicalImagesAreIdentical() throws {
        let image = T.edge()
        let diff = try ImageDiff(expected: image, actual: image)
        #expect(diff.report.identical && diff.report.isEqual)
        #expect(diff.report.differingPixels == 0 && diff.report.maxChannelDelta == 0 && diff.report.boundingBox == nil)
        #expect(diff.mask.isAllSame)
        #expect(diff.report.summary == "identical (8 x 8 px)")
    }

    @Test func onePixelDiffers() throws {
        let expected = T.filled(10, 6, T.white)
        let actual = T.setting(expected, 7, 2, to: [255, 250, 255, 255])
        let report = try ImageDiff(expected: expected, actual: actual).report
        #expect(!report.identical && !report.isEqual)
        #expect(report.differingPixels == 1 && report.comparedPixels == 60)
        #expect(report.differingShare == 1.0 / 60)
        #expect(report.maxChannelDelta == 5)
        #expect(report.boundingBox == PixelRect(x: 7, y: 2, width: 1, height: 1))
        #expect(report.summary == "different: 1 of 60 pixels differ (1.67%), largest channel difference 5, within x 7...7, y 2...2")
    }

    @Test func boundingBoxSpansEveryDifference() throws {
        var actual = T.filled(20, 20, T.black)
        for (x, y) in [(3, 15), (12, 4), (5, 9)] { actual = T.setting(actual, x, y, to: T.red) }
        let report = try ImageDiff(expected: T.filled(20, 20, T.black), actual: actual).report
        #expect(report.differingPixels == 3)
        #expect(report.boundingBox == PixelRect(x: 3, y: 4, width: 10, height: 12))
        #expect(report.text == """
            different
              differing pixels: 3 of 400 (0.75%); 0 allowed
              largest channel difference: 255
              bounding box: x 3...12, y 4...15 (10 x 12 px)
              size: 20 x 20 px

            """)
    }

    @Test func sizeMismatchIsShownAndAlwaysDifferent() throws {
        // Expected 4 x 4, actual 6 x 5 with the same top-left 4 x 4: 14 pixels only in actual.
        let diff = try ImageDiff(expected: T.filled(4, 4, T.white), actual: T.filled(6, 5, T.white),
                                 options: ImageDiffOptions(allowance: .percent(100)))
        #expect(diff.mask.width == 6 && diff.mask.height == 5)
        #expect(diff.mask[x: 3, y: 3] == .same)
        #expect(diff.mask[x: 5, y: 0] == .onlyInActual && diff.mask[x: 0, y: 4] == .onlyInActual)
        let report = diff.report
        #expect(!report.sizesMatch && !report.isEqual && !report.identical)
        #expect(report.comparedPixels == 30 && report.differingPixels == 14)
        #expect(report.boundingBox == PixelRect(x: 0, y: 0, width: 6, height: 5))
        #expect(report.summary.hasSuffix("size 6 x 5 px, expected 4 x 4 px"))
    }

    @Test func crossedSizesLeaveACornerInNeither() throws {
        let diff = try ImageDiff(expected: T.filled(6, 4, T.white), actual: T.filled(4, 6, T.white))
        #expect(diff.mask[x: 5, y: 0] == .onlyInExpected)
        #expect(diff.mask[x: 0, y: 5] == .onlyInActual)
        #expect(diff.mask[x: 5, y: 5] == .inNeither)
        #expect(diff.report.comparedPixels == 32 && diff.report.differingPixels == 16)
    }

    @Test func thresholdSeparatesSmallFromLargeChanges() throws {
        let expected = T.filled(3, 1, T.white)
        let actual = T.setting(T.setting(expected, 0, 0, to: [250, 250, 250, 255]), 2, 0, to: T.black)
        let small = ColorDelta.yiq(0xFFFF_FFFF, 0xFFFA_FAFA)
        #expect(abs(small - 0.5053 * 25) < 0.01)  // a grey step of 5 is pure luma
        let exact = try ImageDiff(expected: expected, actual: actual).report
        #expect(exact.differingPixels == 2)
        let below = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(threshold: 0.01)).report
        #expect(below.differingPixels == 2, "35215 * 0.01^2 = 3.5 < 12.6")
        let above = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(threshold: 0.1))
        #expect(above.report.differingPixels == 1, "352 > 12.6, but black on white is 32857")
        #expect(above.mask[x: 0, y: 0] == .similar && above.mask[x: 2, y: 0] == .different)
        #expect(above.report.maxChannelDelta == 255)
        #expect(!above.report.isEqual)
    }

    @Test func exactComparisonCountsInvisibleDifferences() throws {
        // Fully transparent pixels of different colours look the same, but the bytes differ.
        let expected = T.filled(2, 1, [255, 0, 0, 0])
        let actual = T.filled(2, 1, [0, 0, 255, 0])
        #expect(try ImageDiff(expected: expected, actual: actual).report.differingPixels == 2)
        #expect(try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(threshold: 0.001)).report.isEqual)
    }

    @Test func antialiasedEdgePixelsCanBeIgnored() throws {
        let expected = T.edge(grey: 128)
        let actual = T.setting(T.setting(expected, 4, 3, to: [100, 100, 100, 255]), 1, 1, to: T.red)
        let counted = try ImageDiff(expected: expected, actual: actual)
        #expect(counted.report.differingPixels == 2 && counted.report.antialiasedPixels == 0)
        let ignoring = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(ignoreAntialiasing: true))
        #expect(ignoring.mask[x: 4, y: 3] == .antialiased)
        #expect(ignoring.mask[x: 1, y: 1] == .different, "inside a flat area: not anti-aliasing")
        #expect(ignoring.report.differingPixels == 1 && ignoring.report.antialiasedPixels == 1)
        #expect(ignoring.report.boundingBox == PixelRect(x: 1, y: 1, width: 1, height: 1))
        #expect(ignoring.report.text.contains("  ignored as anti-aliasing: 1 pixels\n"))
    }

    @Test func antialiasingNeedsSolidAreasOnBothSides() throws {
        // A lone grey pixel between noisy neighbours has no flat side: pixelmatch calls it a real change.
        var pixels = [UInt8]()
        for y in 0..<5 { for x in 0..<5 { pixels += [UInt8(x * 50 + y * 7), UInt8(y * 40 + x * 3), UInt8((x * y * 29) % 256), 255] } }
        let expected = PNGImage(width: 5, height: 5, pixels: pixels)
        let actual = T.setting(expected, 2, 2, to: [128, 128, 128, 255])
        let diff = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(ignoreAntialiasing: true))
        #expect(diff.mask[x: 2, y: 2] == .different)
    }

    @Test func allowanceInPixelsAndPercent() throws {
        var actual = T.filled(10, 10, T.white)
        for x in 0..<3 { actual = T.setting(actual, x, 0, to: T.black) }
        let expected = T.filled(10, 10, T.white)
        func isEqual(_ allowance: PixelAllowance) throws -> Bool {
            try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(allowance: allowance)).report.isEqual
        }
        #expect(try isEqual(.count(3)))
        #expect(try !isEqual(.count(2)))
        #expect(try isEqual(.percent(3)))
        #expect(try !isEqual(.percent(2.9)))
        let report = try ImageDiff(expected: expected, actual: actual, options: ImageDiffOptions(allowance: .count(5))).report
        #expect(report.verdict == "equal" && report.allowedPixels == 5)
    }

    @Test func thresholdOutOfRangeIsAnError() {
        for threshold in [-0.1, 1.5, .nan] {
            let error = #expect(throws: SwatchError.self) {
                try ImageDiff(expected: T.filled(1, 1, T.white), actual: T.filled(1, 1, T.white),
                              options: ImageDiffOptions(threshold: threshold))
            }
            #expect(error?.message.contains("out of range: use 0 (exact) to 1") == true)
        }
    }
}
