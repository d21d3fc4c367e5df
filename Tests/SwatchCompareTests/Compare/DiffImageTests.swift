import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

@Suite struct DiffImageTests {
    typealias T = TestImages

    func drawn(_ expected: PNGImage, _ actual: PNGImage, options: ImageDiffOptions = .exact) throws -> PNGImage {
        let directory = try TempDir()
        let path = directory.file("diff.png")
        _ = try DiffImage.write(BandComparison(expected: ImageRows(expected), actual: ImageRows(actual), options: options), to: path, shownAs: path)
        return try PNGImage(contentsOfFile: path)
    }

    @Test func unchangedPixelsFadeDifferencesAreRed() throws {
        var expected = T.filled(4, 2, T.black)
        expected = T.setting(expected, 1, 0, to: T.white)
        expected = T.setting(expected, 2, 0, to: [0, 0, 255, 0])      // transparent
        expected = T.setting(expected, 3, 0, to: [0, 255, 0, 255])    // green: luma 149.6
        let actual = T.setting(expected, 0, 1, to: T.white)
        let image = try drawn(expected, actual)
        #expect(image.width == 4 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == (230, 230, 230, 255))  // 255 + (0 - 255) * 0.1 = 229.5
        #expect(image.pixel(x: 1, y: 0) == (255, 255, 255, 255))
        #expect(image.pixel(x: 2, y: 0) == (255, 255, 255, 255))
        #expect(image.pixel(x: 3, y: 0) == (244, 244, 244, 255))  // 255 + (149.6 - 255) * 0.1
        #expect(image.pixel(x: 0, y: 1) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 1) == (230, 230, 230, 255))
    }

    @Test func ignoredAntialiasingIsYellow() throws {
        let expected = T.edge()
        let actual = T.setting(expected, 4, 3, to: [100, 100, 100, 255])
        let image = try drawn(expected, actual, options: ImageDiffOptions(ignoreAntialiasing: true))
        #expect(image.pixel(x: 4, y: 3) == (255, 255, 0, 255))
        #expect(image.pixel(x: 4, y: 4) == (242, 242, 242, 255))  // grey 128 faded: 242.3
    }

    @Test func sizeChangesAreStripedAndEmptyCornersGrey() throws {
        // Expected 6 x 4 black, actual 4 x 6 black: (4...5, 0...3) only in expected, (0...3, 4...5) only in actual.
        let image = try drawn(T.filled(6, 4, T.black), T.filled(4, 6, T.black))
        #expect(image.width == 6 && image.height == 6)
        #expect(image.pixel(x: 4, y: 0) == (230, 230, 230, 255))  // (4 + 0) / 4 odd: the faded image
        #expect(image.pixel(x: 4, y: 4) == (128, 128, 128, 255))  // neither
        #expect(image.pixel(x: 0, y: 4) == (230, 230, 230, 255))
        #expect(image.pixel(x: 3, y: 5) == (255, 0, 255, 255))    // (3 + 5) / 4 even: a stripe
        #expect(image.pixel(x: 5, y: 3) == (255, 0, 255, 255))
    }

    @Test func unwritableDiffNamesThePath() throws {
        let directory = try TempDir()
        let png = directory.file("a.png")
        _ = try T.write(T.filled(1, 1, T.white), to: png)
        // A missing folder is made (as an export's is), so the folder in the way is a file.
        let error = #expect(throws: SwatchError.self) {
            try PNGComparison.compare(expected: png, actual: png, diffPath: png + "/diff.png")
        }
        #expect(error?.message == "cannot write \(png)/diff.png: \(png) is not a folder")
    }
}
