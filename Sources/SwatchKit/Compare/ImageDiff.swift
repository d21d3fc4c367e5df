import Foundation

/// Compares two decoded images pixel by pixel: one verdict per pixel and a report.
///
/// Both images are laid top-left on a canvas of max width x max height. Where both have a pixel it is
/// `same` (identical bytes), `similar` (within the threshold), `antialiased` (beyond it, ignored when the
/// options say so) or `different`; elsewhere it belongs to one image only, which counts as different.
/// With threshold 0 any byte difference counts, even between fully transparent pixels.
struct ImageDiff: Sendable {
    let report: DiffReport
    let mask: DiffMask

    /// Compares `actual` against `expected`.
    init(expected: PNGImage, actual: PNGImage, options: ImageDiffOptions = .exact) {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        let compared = expected.width * expected.height + actual.width * actual.height - overlapWidth * overlapHeight
        let sizesMatch = expected.width == actual.width && expected.height == actual.height

        var tally = Tally()
        // pixelmatch's fast path: identical buffers need no per-pixel verdicts at all.
        var verdicts: [PixelVerdict]?
        if !(sizesMatch && Self.bytesEqual(expected.pixels, actual.pixels)) {
            var marks = [PixelVerdict](repeating: .same, count: width * height)
            marks.withUnsafeMutableBufferPointer { out in
                expected.pixels.withUnsafeBytes { expectedBytes in
                    actual.pixels.withUnsafeBytes { actualBytes in
                        let classifier = PixelClassifier(
                            expected: PixelGrid(bytes: expectedBytes, stride: expected.width, width: overlapWidth, height: overlapHeight),
                            actual: PixelGrid(bytes: actualBytes, stride: actual.width, width: overlapWidth, height: overlapHeight),
                            expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                            options: options)
                        for y in 0..<height {
                            for x in 0..<width {
                                let verdict = classifier.verdict(x, y, maxChannelDelta: &tally.maxChannelDelta)
                                guard verdict != .same else { continue }
                                out[y * width + x] = verdict
                                tally.add(verdict, x, y)
                            }
                        }
                    }
                }
            }
            verdicts = marks
        }

        mask = DiffMask(width: width, height: height, verdicts: verdicts)
        report = DiffReport(
            expectedSize: .init(width: expected.width, height: expected.height),
            actualSize: .init(width: actual.width, height: actual.height),
            comparedPixels: compared, differingPixels: tally.differing, antialiasedPixels: tally.antialiased,
            maxChannelDelta: tally.maxChannelDelta, boundingBox: tally.boundingBox,
            identical: sizesMatch && tally.maxChannelDelta == 0, threshold: options.threshold,
            allowedPixels: options.allowance.allowedPixels(of: compared))
    }

    /// memcmp, so identical sheets (the common case in CI) cost one pass over memory.
    private static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { x in b.withUnsafeBytes { y in
            guard let left = x.baseAddress, let right = y.baseAddress else { return true }  // both empty
            return memcmp(left, right, x.count) == 0
        } }
    }
}

/// Decides the verdict of one canvas pixel.
private struct PixelClassifier {
    /// Both restricted to the overlap of the two images.
    let expected: PixelGrid, actual: PixelGrid
    let expectedSize: (width: Int, height: Int), actualSize: (width: Int, height: Int)
    let options: ImageDiffOptions

    func verdict(_ x: Int, _ y: Int, maxChannelDelta: inout Int) -> PixelVerdict {
        guard x < expected.width, y < expected.height else { return outsideOverlap(x, y) }
        let e = expected.pixel(x, y), a = actual.pixel(x, y)
        guard e != a else { return .same }
        maxChannelDelta = max(maxChannelDelta, e.maxChannelDelta(a))
        if options.threshold > 0, ColorDelta.yiq(e, a) <= options.maxYIQDelta { return .similar }
        if options.ignoreAntialiasing,
           AntialiasDetector(image: expected, other: actual).isAntialiased(x, y)
            || AntialiasDetector(image: actual, other: expected).isAntialiased(x, y) {
            return .antialiased
        }
        return .different
    }

    private func outsideOverlap(_ x: Int, _ y: Int) -> PixelVerdict {
        let inExpected = x < expectedSize.width && y < expectedSize.height
        let inActual = x < actualSize.width && y < actualSize.height
        return inExpected ? .onlyInExpected : inActual ? .onlyInActual : .inNeither
    }
}

/// Running counts and the bounding box of counted differences.
private struct Tally {
    var differing = 0, antialiased = 0, maxChannelDelta = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    mutating func add(_ verdict: PixelVerdict, _ x: Int, _ y: Int) {
        if verdict == .antialiased { antialiased += 1 }
        guard verdict.counts else { return }
        differing += 1
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    var boundingBox: PixelRect? {
        differing == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
