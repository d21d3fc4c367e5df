// The render floor of issue 30: the least CPU any program spends on swatch's default render, from the programs in
// Benchmarks/ run in the same rounds as swatch (start-floor: a Foundation-linked Swift binary that exits, linked as
// the swatch measured is;
// render_floor.c: making the scanlines of swatch's own sheets, igzip level 1 over them, writing two files).
import Foundation

struct RenderFloor {
    /// Median CPU seconds of each part.
    let start, scanlines, igzip, write: Double
    /// Runs whose deflated stream was not as long as the IDAT data of swatch's files (not the same rows or settings).
    let otherStreams: Int
    var sum: Double { start + scanlines + igzip + write }

    /// The commands to alternate with swatch's render, which must come before them in each round: the
    /// scanline part reads the sheets swatch just wrote, `sheets`. None when they are not built.
    static func commands(_ options: BenchOptions, sheets: [String]) -> [(String, [String])] {
        guard [options.startFloor, options.renderFloor].allSatisfy(FileManager.default.isExecutableFile) else { return [] }
        return [("start-floor", [options.startFloor]), ("render-floor", [options.renderFloor, options.work] + sheets)]
    }

    /// The parts' medians from the alternated runs, or nil when the floor programs are not built.
    init?(_ runs: [String: Measured]) throws {
        guard let start = runs["start-floor"], let parts = runs["render-floor"] else { return nil }
        // render-floor prints "SCANLINES_MS IGZIP_MS WRITE_MS DEFLATED_BYTES SAME".
        let rows = try parts.samples.map { sample in
            let fields = sample.output.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
            guard sample.status == 0, fields.count == 5 else { throw BenchError("render-floor: \(sample.output)") }
            return fields
        }
        func median(_ column: Int) -> Double { rows.map { $0[column] / 1000 }.sorted()[rows.count / 2] }
        self.start = start.cpuMedian
        (scanlines, igzip, write) = (median(0), median(1), median(2))
        otherStreams = rows.filter { $0[4] != 1 }.count
    }

    /// The floor's line: each part, their sum and swatch's CPU as a multiple of it.
    func line(swatch: Measured) -> String {
        "  floor: " + String(format: "start %.1f + scanlines %.1f + igzip-1 %.1f + write %.1f = %.1f ms CPU",
                             start * 1000, scanlines * 1000, igzip * 1000, write * 1000, sum * 1000)
            + String(format: "   swatch/floor %.2fx   (<= 1.5x)", swatch.cpuMedian / sum)
            + (otherStreams == 0 ? "" : "   \(otherStreams) runs NOT swatch's deflate stream")
    }

    /// A peer's CPU as a multiple of the floor, as swatch's is.
    func ratio(_ measured: Measured) -> String {
        String(format: "peer/floor %.1fx CPU", measured.cpuMedian / sum)
    }
}
