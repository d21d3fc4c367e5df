import SwatchLayout

/// Running counts of a comparison and the bounding box of its counted differences.
struct DiffTally {
    var differing = 0, antialiased = 0, maxChannelDelta = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

    /// Counts `verdict` at (x, y).
    @inline(__always)
    mutating func add(_ verdict: PixelVerdict, _ x: Int, _ y: Int) {
        if verdict == .antialiased { antialiased += 1 }
        guard verdict.counts else { return }
        differing += 1
        minX = min(minX, x); maxX = max(maxX, x)
        minY = min(minY, y); maxY = max(maxY, y)
    }

    /// The smallest rectangle holding every counted difference; nil when there is none.
    var boundingBox: PixelRect? {
        differing == 0 ? nil : PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
