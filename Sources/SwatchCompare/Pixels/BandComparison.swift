import Foundation
import SwatchPNG
import SwatchSheet
import SwatchSupport

/// Compares two pictures pixel by pixel as their rows stream in, a band at a time, so memory stays a few
/// bands whatever their height: the engine behind `swatch compare`, `swatch verify` and `SwatchTesting`.
///
/// Both pictures are laid top-left on a canvas of max width x max height. Where both have a pixel it is
/// `same` (identical bytes), `similar` (within the threshold), `antialiased` (beyond it, ignored when the
/// options say so) or `different`; elsewhere it belongs to one picture only, which counts as different.
/// With threshold 0 any byte difference counts, even between fully transparent pixels. Rows whose bytes
/// are equal are skipped with one memcmp, so identical pictures (the common case in CI) cost a pass over
/// memory. Every row of both pictures is read, so a file that breaks off is an error, whatever the verdict.
final class BandComparison {
    /// Canvas rows classified per band by default (the last band may be shorter).
    static let defaultBandRows = PNGBandWriter.defaultBandRows
    /// Rows of each picture above and below a band that the anti-aliasing detector looks at: its
    /// neighbours' neighbours.
    static let detectorContext = 2

    /// The rows each picture's source must allow in one read, and that the comparison holds of each:
    /// a band and, when the detector runs, its context above and below.
    static func heldRows(_ options: ImageDiffOptions, bandRows: Int = defaultBandRows) -> Int {
        bandRows + (PixelClassifier(options).needsContext ? 2 * detectorContext : 0)
    }

    /// The rows of a band of a `width` px canvas: `requested`, unless a band of more than one row would pass
    /// `ReadAhead.chunkBytes` (a 2,000,000 px wide canvas gets bands of one row, not 64 rows of 512 MB for its diff
    /// picture); verdicts and the diff picture's bytes do not depend on it.
    static func bandRows(_ requested: Int, width: Int) -> Int {
        max(1, min(requested, ReadAhead.chunkBytes / max(1, width * 4)))
    }

    /// What a comparison of `expected` and `actual` under `options` allocates from when it is made: each
    /// picture's rows held (`RowWindow`) and what its source allocates once read (`ImageRowSource.pendingBytes`: a
    /// read-ahead's chunks), and the verdicts of a band of the canvas.
    static func heldBytes(expected: any ImageRowSource, actual: any ImageRowSource, options: ImageDiffOptions,
                          bandRows requested: Int = defaultBandRows) -> Int {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let bandRows = bandRows(requested, width: width), held = heldRows(options, bandRows: bandRows)
        let pictures = [expected, actual].reduce(0) { $0 + min(held, $1.height) * $1.width * 4 + $1.pendingBytes }
        return pictures + width * min(bandRows, height) * MemoryLayout<PixelVerdict>.stride
    }

    /// Checks that what a comparison of `expected` and `actual` allocates can be had and, with `diffImage`, drawing
    /// its picture there too (`DiffImage.heldBytes`): one line and exit 2 (`MemoryBudget`), never an abort. Made
    /// before the comparison is, once both headers are read. The pictures' line names the wider of them
    /// (`expectedName` when they are as wide), the drawing's the diff image.
    static func checkMemory(expected: any ImageRowSource, named expectedName: String, actual: any ImageRowSource,
                            named actualName: String, options: ImageDiffOptions, diffImage: String?) throws(SwatchError) {
        let pictures = heldBytes(expected: expected, actual: actual, options: options)
        try MemoryBudget.check(needing: pictures, for: actual.width > expected.width ? actualName : expectedName)
        guard let diffImage else { return }
        let drawing = DiffImage.heldBytes(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        try MemoryBudget.check(needing: pictures + drawing, for: diffImage)
    }

    /// The canvas: max width x max height of the two pictures.
    let width: Int, height: Int
    /// Canvas rows classified per band (the last band may be shorter).
    let bandRows: Int
    /// Canvas rows classified so far.
    private(set) var rowsDone = 0
    private let expected: RowWindow, actual: RowWindow
    private let options: ImageDiffOptions
    private let context: Int
    private var classifier: PixelClassifier
    private var tally = DiffTally()
    private let verdicts: UnsafeMutablePointer<PixelVerdict>
    private let progress: RenderProgress?

    /// A comparison of `actual` against `expected` in bands of `bandRows` (fewer for a very wide canvas:
    /// `bandRows(_:width:)`), whose sources allow reads of `heldRows(options, bandRows:)` rows; `progress`, when
    /// given, counts the canvas rows as they are compared.
    init(expected: any ImageRowSource, actual: any ImageRowSource, options: ImageDiffOptions,
         bandRows: Int = defaultBandRows, progress: RenderProgress? = nil) {
        width = max(expected.width, actual.width)
        height = max(expected.height, actual.height)
        self.bandRows = Self.bandRows(bandRows, width: width)
        let held = Self.heldRows(options, bandRows: self.bandRows)
        self.expected = RowWindow(expected, capacity: held)
        self.actual = RowWindow(actual, capacity: held)
        self.options = options
        classifier = PixelClassifier(options)
        context = classifier.needsContext ? Self.detectorContext : 0
        verdicts = .allocate(capacity: max(1, width * min(self.bandRows, height)))
        self.progress = progress
    }

    deinit {
        verdicts.deallocate()
    }

    /// Reads and classifies the next `rows` canvas rows (1 ... `bandRows`, no more than are left).
    func next(rows: Int) throws(SwatchError) -> DiffBand {
        precondition(rows > 0 && rows <= bandRows && rowsDone + rows <= height, "BandComparison: \(rows) rows after \(rowsDone) of \(height)")
        let top = rowsDone
        if top == 0 {
            // Both pictures draw their decoding budget before either decodes: the expected one first, always.
            try expected.source.prepare()
            try actual.source.prepare()
        }
        try expected.hold(top - context, top + rows + context)
        try actual.hold(top - context, top + rows + context)
        let differs = classify(top: top, rows: rows)
        rowsDone += rows
        progress?.advance(rows: rows)
        return DiffBand(top: top, height: rows, width: width, verdicts: differs ? UnsafePointer(verdicts) : nil,
                        expected: expected.grid(width: expected.width, height: expected.height),
                        actual: actual.grid(width: actual.width, height: actual.height))
    }

    /// Compares every row left, drawing nothing. Pictures whose sizes differ are different whatever their
    /// pixels: their headers decide and their pixels are not compared (`DiffReport.overlapCompared` is false),
    /// but both are still read to the end, so a corrupt file is an error, not a difference, whatever its size.
    func run() throws(SwatchError) -> DiffReport {
        guard expected.width == actual.width, expected.height == actual.height else {
            try expected.source.prepare()  // as `next` draws the budget: the expected picture first
            try actual.source.prepare()
            try expected.readToEnd()
            try actual.readToEnd()
            return sizesReport
        }
        while rowsDone < height { _ = try next(rows: min(bandRows, height - rowsDone)) }
        return report
    }

    /// The report of pictures of different sizes from their sizes alone: the pixels one of them has differ,
    /// those both have are not compared.
    private var sizesReport: DiffReport {
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        let onlyInOne = expected.width * expected.height + actual.width * actual.height - 2 * overlapWidth * overlapHeight
        // Those pixels reach the canvas's right and bottom edges, and its left (top) edge when the heights (widths) differ.
        let x = expected.height != actual.height ? 0 : overlapWidth, y = expected.width != actual.width ? 0 : overlapHeight
        var tally = DiffTally()
        tally.differing = onlyInOne
        (tally.minX, tally.minY, tally.maxX, tally.maxY) = (x, y, width - 1, height - 1)
        return report(tally, overlapCompared: false)
    }

    /// The verdicts of canvas rows `top ..< top + rows` into `verdicts`; false when every one is `.same`.
    private func classify(top: Int, rows: Int) -> Bool {
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        let e = expected.grid(width: overlapWidth, height: overlapHeight)
        let a = actual.grid(width: overlapWidth, height: overlapHeight)
        verdicts.update(repeating: .same, count: width * rows)
        // Locals, not properties, in the pixel loop: no exclusivity check per pixel.
        var classifier = self.classifier, tally = self.tally
        defer { self.classifier = classifier; self.tally = tally }
        let verdicts = self.verdicts
        var differs = false
        for y in top ..< top + rows {
            let out = verdicts + (y - top) * width
            var outsideFrom = 0
            if y < overlapHeight {
                outsideFrom = overlapWidth
                let eRow = e.row(y), aRow = a.row(y)
                if memcmp(eRow, aRow, overlapWidth * 4) != 0 {
                    differs = true
                    for x in 0 ..< overlapWidth {
                        let ep = eRow.loadUnaligned(fromByteOffset: x * 4, as: RGBAWord.self)
                        let ap = aRow.loadUnaligned(fromByteOffset: x * 4, as: RGBAWord.self)
                        guard ep != ap else { continue }
                        let verdict = classifier.verdict(ep, ap, x, y, expected: e, actual: a, maxChannelDelta: &tally.maxChannelDelta)
                        out[x] = verdict
                        tally.add(verdict, x, y)
                    }
                }
            }
            if outsideFrom < width {
                differs = true
                for x in outsideFrom ..< width {
                    let verdict = outsideOverlap(x, y)
                    out[x] = verdict
                    tally.add(verdict, x, y)
                }
            }
        }
        return differs
    }

    /// The verdict of a canvas pixel that not both pictures have.
    private func outsideOverlap(_ x: Int, _ y: Int) -> PixelVerdict {
        let inExpected = x < expected.width && y < expected.height
        let inActual = x < actual.width && y < actual.height
        return inExpected ? .onlyInExpected : inActual ? .onlyInActual : .inNeither
    }

    /// The report of the rows compared so far: the comparison's, once every row is.
    var report: DiffReport { report(tally, overlapCompared: true) }

    private func report(_ tally: DiffTally, overlapCompared: Bool) -> DiffReport {
        let overlapWidth = min(expected.width, actual.width), overlapHeight = min(expected.height, actual.height)
        let compared = expected.width * expected.height + actual.width * actual.height - overlapWidth * overlapHeight
        let sizesMatch = expected.width == actual.width && expected.height == actual.height
        return DiffReport(
            expectedSize: .init(width: expected.width, height: expected.height),
            actualSize: .init(width: actual.width, height: actual.height),
            comparedPixels: compared, differingPixels: tally.differing, antialiasedPixels: tally.antialiased,
            maxChannelDelta: tally.maxChannelDelta, boundingBox: tally.boundingBox,
            identical: sizesMatch && tally.maxChannelDelta == 0, threshold: options.threshold,
            allowedPixels: options.allowance.allowedPixels(of: compared), overlapCompared: overlapCompared)
    }
}
