import Foundation
import SwatchPNG
import SwatchSupport

/// How many threads draw a run's sheets, and whether a sheet drawn alone encodes on a thread of its own: as many
/// as the memory the process may use allows, down to one. Each thread reserves a stack and holds a sheet's
/// bands while it draws, and Swift's runtime aborts when an allocation fails, so the choice is made by the
/// figures before anything is drawn; when not even one sheet drawn alone fits, the run stops with the memory line
/// naming the sheet (under `ulimit -v 100000` a default render aborted, or called the font unreadable, before).
struct DrawingThreads {
    /// Threads drawing sheets at once (the caller's among them).
    let threads: Int
    /// Whether a run of one sheet encodes its bands on a second thread while painting the next.
    let pipelined: Bool

    /// The plan for drawing `compositions` in bands of `bandRows`, when opening the fallback fonts their text needs will
    /// add `fallbackBytes`; throws the memory line when one sheet drawn alone does not fit.
    init(_ compositions: [SheetComposition], bandRows: Int?, fallbackBytes: Int = 0) throws(SwatchError) {
        let needs = compositions.map { (bytes: Self.bytes(drawing: $0, bandRows: bandRows, pipelined: false), image: $0.image) }
            .sorted { $0.bytes > $1.bytes }
        guard let largest = needs.first else {
            (threads, pipelined) = (1, false)
            return
        }
        try MemoryBudget.check(needing: largest.bytes, for: largest.image)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // The fallback fonts are counted only against more threads or the pipeline: each is checked as it opens, so a
        // run drawing alone stops with their memory line, and one that can afford them drawing alone is not stopped.
        var threads = 1, total = largest.bytes + fallbackBytes
        // Each thread more draws the next largest sheet on a stack of its own.
        while threads < min(cores, needs.count), MemoryBudget.fits(needing: total + needs[threads].bytes + parallelLoopStackBytes) {
            total += needs[threads].bytes + parallelLoopStackBytes
            threads += 1
        }
        self.threads = threads
        pipelined = compositions.count == 1 && cores > 1
            && MemoryBudget.fits(needing: Self.bytes(drawing: compositions[0], bandRows: bandRows, pipelined: true) + fallbackBytes)
    }

    /// What drawing `composition` holds: its band canvases and PNG encoder, and what painting holds beside them.
    static func bytes(drawing composition: SheetComposition, bandRows: Int?, pipelined: Bool) -> Int {
        paintingBytes + PNGBandWriter.heldBytes(width: composition.width, height: composition.height, hasAlpha: !composition.isOpaque,
                                                opaque: composition.isOpaque,
                                                bandRows: bandRows, pipelined: pipelined)
    }

    /// What painting a sheet holds beyond its bands and encoder: the primary fonts as HarfBuzz maps them and FreeType
    /// reads them, their glyph masks, the lines laid out. Measured (debug build, one sheet drawn alone, `--mode light`
    /// and `--mode both` of the default render, grouped and plain, 2x and 3x): the peak address space (VmPeak) less
    /// that before drawing, 3.8 MB, of which the bands and encoder are 0.9–1.0 MB; 4 MB leaves room. Fallback fonts are
    /// not in it: the renderer finds the ones the palette's names need (`fallbackBytes`), and each is checked as it opens.
    static let paintingBytes = 4 << 20
}
