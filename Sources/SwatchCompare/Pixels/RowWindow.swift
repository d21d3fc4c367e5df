import Foundation
import SwatchPNG
import SwatchSupport

/// The rows of one picture that a band comparison needs at a time: the band's rows, plus up to `context`
/// rows above and below it for the anti-aliasing detector, read from the picture's source as the band
/// moves down. Memory: `capacity` rows (no more than the picture has), whatever the picture's height.
final class RowWindow {
    let source: any ImageRowSource
    /// The most rows held at once.
    let capacity: Int
    /// The picture row held in the buffer's first row.
    private(set) var first = 0
    /// Rows held, from `first` on.
    private(set) var count = 0
    private let buffer: UnsafeMutablePointer<UInt8>
    private let rowBytes: Int

    /// A window of `capacity` rows over `source`, which must allow reads of that many rows (a PNG
    /// reader opened for them has checked that the memory can be had).
    init(_ source: any ImageRowSource, capacity: Int) {
        self.source = source
        self.capacity = max(1, min(capacity, source.height))
        rowBytes = source.width * 4
        buffer = .allocate(capacity: max(1, self.capacity * rowBytes))
    }

    deinit {
        buffer.deallocate()
    }

    var width: Int { source.width }
    var height: Int { source.height }

    /// Holds picture rows `from ..< to` (clamped to the picture), dropping those above and reading those
    /// below. Ranges must move down: `from` and `to` never smaller than the last call's, and `from` at most
    /// the last `to`, so every row is read once, in order.
    func hold(_ from: Int, _ to: Int) throws(SwatchError) {
        let from = min(max(from, 0), height), to = min(max(to, from), height)
        precondition(from >= first && from <= first + count && to - from <= capacity, "RowWindow: rows \(from)..<\(to) skip or exceed the window")
        let dropped = from - first
        if dropped > 0 {
            count -= dropped
            if count > 0 { memmove(buffer, buffer + dropped * rowBytes, count * rowBytes) }
            first = from
        }
        let needed = to - (first + count)
        if needed > 0 {
            try source.read(rows: needed, into: buffer + count * rowBytes)
            count += needed
        }
    }

    /// Reads every row not yet read, a window at a time, keeping none: checks the picture decodes to its end.
    func readToEnd() throws(SwatchError) {
        while first + count < height { try hold(first + count, first + count + capacity) }
    }

    /// The held rows as a grid of `width` x `height` pixels (the window's picture, or a smaller area
    /// of it at the origin, for the overlap of two pictures).
    func grid(width: Int, height: Int) -> PixelGrid {
        PixelGrid(base: UnsafeRawPointer(buffer), stride: self.width, firstRow: first, width: width, height: height)
    }
}
