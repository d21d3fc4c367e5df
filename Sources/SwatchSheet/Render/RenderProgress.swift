import Foundation

/// How far a render, comparison or check has got, for a progress line: rows drawn (or compared) of all the
/// rows, and PNGs done (none planned for a comparison). Workers add to it as they go; anyone may read it
/// at any time.
public final class RenderProgress: @unchecked Sendable {  // every field is guarded by `lock`
    private let lock = NSLock()
    private var rowsDone = 0
    private var rowsTotal = 0
    private var sheetsDone = 0
    private var sheetsTotal = 0

    /// A progress with nothing planned yet.
    public init() {}

    /// A snapshot: rows drawn, rows in all, PNGs finished, PNGs in all.
    public var counts: (rows: Int, totalRows: Int, sheets: Int, totalSheets: Int) {
        lock.withLock { (rowsDone, rowsTotal, sheetsDone, sheetsTotal) }
    }

    /// The work has planned `sheets` PNGs (0 for a comparison) of `rows` rows in all; a later plan replaces it.
    package func plan(rows: Int, sheets: Int) {
        lock.withLock {
            rowsTotal = rows
            sheetsTotal = sheets
        }
    }

    /// `rows` more rows are drawn and encoded.
    package func advance(rows: Int) {
        lock.withLock { rowsDone += rows }
    }

    /// One more PNG is complete.
    func finishSheet() {
        lock.withLock { sheetsDone += 1 }
    }
}
