/// How much of each pixel of a filled rectangle a shape covers, row by row, so that plain rectangles stay
/// on the fast path and only anti-aliased edges pay for per-pixel coverage.
package struct CoverageRows {
    enum Row {
        case none
        /// Pixels `from ..< to` fully covered; the rest of the requested span not at all.
        case full(from: Int, to: Int)
        /// Pixels `from ..< to` covered by `cover(x)` (0...255).
        case partial(from: Int, to: Int, cover: (Int) -> UInt8)
    }

    let row: (_ y: Int, _ from: Int, _ to: Int) -> Row

    /// Every pixel fully covered.
    package static var full: CoverageRows { CoverageRows { _, from, to in .full(from: from, to: to) } }

    /// Inside a rounded rectangle, with anti-aliased corners.
    package static func rounded(_ clip: RoundedRectShape) -> CoverageRows {
        let r = clip.radius, rect = clip.rect
        return CoverageRows { y, from, to in
            let lo = max(from, rect.x), hi = min(to, rect.maxX)
            guard y >= rect.y, y < rect.maxY, lo < hi else { return .none }
            let cy = Double(y) + 0.5
            // Rows clear of the corner arcs are plain spans.
            guard cy < Double(rect.y) + r || cy > Double(rect.maxY) - r else { return .full(from: lo, to: hi) }
            return .partial(from: lo, to: hi) { x in clip.coverage(x: Double(x) + 0.5, y: cy) }
        }
    }

    /// Inside `shape`, anti-aliased, within its pixel bounds.
    package static func shape(_ shape: some CoverageShape) -> CoverageRows {
        CoverageRows { y, from, to in
            .partial(from: from, to: to) { x in shape.coverage(x: Double(x) + 0.5, y: Double(y) + 0.5) }
        }
    }
}
