import Dispatch
import Foundation
import SwatchKit

/// A progress line on standard error for work that takes more than a second: rows drawn of all, sheets done,
/// rate and time left, rewritten in place and cleared when done. Only on a terminal (never in a pipe or CI
/// log), and never with `--quiet`.
final class ProgressLine: @unchecked Sendable {  // `timer` is touched only on `queue` and in `finish`
    /// Whether a progress line may be shown: standard error is a terminal and TERM is not `dumb`.
    static var isWanted: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    private let progress: RenderProgress
    private let queue = DispatchQueue(label: "swatch.progress")
    private let start = DispatchTime.now()
    private var timer: DispatchSourceTimer?
    private var shown = false

    /// Starts watching `progress`; the first line appears after a second.
    init(_ progress: RenderProgress) {
        self.progress = progress
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + 1, repeating: .milliseconds(200))
        timer.setEventHandler { [weak self] in self?.draw() }
        timer.resume()
        self.timer = timer
    }

    /// Stops and clears the line.
    func finish() {
        queue.sync {
            timer?.cancel()
            timer = nil
            if shown { Console.err("\r\u{1B}[K") }
        }
    }

    private func draw() {
        let counts = progress.counts
        guard counts.totalRows > 0 else { return }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        Console.err("\r\u{1B}[K" + Self.text(rows: counts.rows, of: counts.totalRows, sheets: counts.sheets,
                                              of: counts.totalSheets, seconds: seconds))
        shown = true
    }

    /// `swatch: 4512 of 19392 rows, 1 of 2 sheets, 8100 rows/s, 2 s left`.
    static func text(rows: Int, of totalRows: Int, sheets: Int, of totalSheets: Int, seconds: Double) -> String {
        let rate = seconds > 0 ? Double(rows) / seconds : 0
        var text = "swatch: \(rows) of \(totalRows) rows, \(sheets) of \(totalSheets) sheets"
        if rate > 0 {
            text += ", \(Int(rate)) rows/s, \(Int((Double(totalRows - rows) / rate).rounded(.up))) s left"
        }
        return text
    }
}
