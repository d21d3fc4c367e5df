import Foundation
import SwatchKit

/// A progress line on standard error for work that takes more than a second: rows drawn (or compared) of
/// all, sheets done, rate and time left, rewritten in place and cleared when done. Only on a terminal (never
/// in a pipe or CI log), and never with `--quiet`.
final class ProgressLine: @unchecked Sendable {  // `stopped`, `shown` and `drawing` are guarded by `condition`
    /// Whether a progress line may be shown: standard error is a terminal and TERM is not `dumb`.
    static var isWanted: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    private let progress: RenderProgress
    private let unit: String
    private let start = DispatchTime.now()
    private let condition = NSCondition()
    private var stopped = false, shown = false, drawing = false

    /// Runs `body` with a progress to count its rows in, shown as a line unless `quiet` or standard error
    /// is not a terminal; the line is cleared when `body` returns or throws. `unit` names what is counted.
    static func showing<R>(quiet: Bool, counting unit: String = "rows",
                           _ body: (RenderProgress) throws(SwatchError) -> R) throws(SwatchError) -> R {
        let progress = RenderProgress()
        let line = quiet || !isWanted ? nil : ProgressLine(progress, counting: unit)
        defer { line?.finish() }
        return try body(progress)
    }

    /// Starts watching `progress`, whose rows are `unit` ("rows", "rows compared"); the first line
    /// appears after a second. The line is drawn by a thread of swatch's own, not a dispatch timer (whose
    /// worker a run short of threads never gets); when no thread can be made there is no line.
    init(_ progress: RenderProgress, counting unit: String = "rows") {
        self.progress = progress
        self.unit = unit
        drawing = startDetachedThread(stackBytes: 256 << 10) { [self] in run() }
    }

    /// Stops and clears the line, once the thread has drawn its last.
    func finish() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        condition.broadcast()
        while drawing { condition.wait() }
        if shown { Console.err("\r\u{1B}[K") }
    }

    /// The thread's loop: after a second, a line every 200 ms until `finish`.
    private func run() {
        condition.lock()
        defer { condition.unlock() }
        var due = Date(timeIntervalSinceNow: 1)
        while !stopped {
            if !condition.wait(until: due), !stopped {
                draw()
                due = Date(timeIntervalSinceNow: 0.2)
            }
        }
        drawing = false
        condition.broadcast()
    }

    private func draw() {
        let counts = progress.counts
        guard counts.totalRows > 0 else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        Console.err("\r\u{1B}[K" + Self.text(rows: counts.rows, of: counts.totalRows, sheets: counts.sheets,
                                              of: counts.totalSheets, seconds: seconds, unit: unit))
        shown = true
    }

    /// `swatch: 4512 of 19392 rows, 1 of 2 sheets, 8100 rows/s, 2 s left`; without sheets when there are
    /// none to count (a comparison): `swatch: 4512 of 9696 rows compared, 8100 rows/s, 1 s left`.
    static func text(rows: Int, of totalRows: Int, sheets: Int, of totalSheets: Int, seconds: Double, unit: String = "rows") -> String {
        let rate = seconds > 0 ? Double(rows) / seconds : 0
        var text = "swatch: \(rows) of \(totalRows) \(unit)"
        if totalSheets > 0 { text += ", \(sheets) of \(totalSheets) sheets" }
        if rate > 0 {
            text += ", \(Int(rate)) rows/s, \(Int((Double(totalRows - rows) / rate).rounded(.up))) s left"
        }
        return text
    }
}
