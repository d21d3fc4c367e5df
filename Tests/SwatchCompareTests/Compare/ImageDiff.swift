import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

/// One verdict per pixel of the canvas both images are laid on: max width x max height, origin top left.
struct DiffMask: Equatable {
    let width: Int, height: Int
    var verdicts: [PixelVerdict]

    var isAllSame: Bool { verdicts.allSatisfy { $0 == .same } }

    subscript(x x: Int, y y: Int) -> PixelVerdict { verdicts[y * width + x] }
}

/// A whole comparison of two images in memory, its bands collected into one mask: what the tests look at.
struct ImageDiff {
    let report: DiffReport
    let mask: DiffMask

    init(expected: PNGImage, actual: PNGImage, options: ImageDiffOptions = .exact,
         bandRows: Int = BandComparison.defaultBandRows) throws(SwatchError) {
        let comparison = BandComparison(expected: ImageRows(expected), actual: ImageRows(actual), options: options, bandRows: bandRows)
        var mask = DiffMask(width: comparison.width, height: comparison.height, verdicts: [])
        while comparison.rowsDone < comparison.height {
            let band = try comparison.next(rows: min(comparison.bandRows, comparison.height - comparison.rowsDone))
            for y in band.top..<band.top + band.height { for x in 0..<band.width { mask.verdicts.append(band.verdict(x: x, y: y)) } }
        }
        self.report = comparison.report
        self.mask = mask
    }
}
