extension PixelRect {
    /// The pixels of this rectangle outside `hole`, as up to four disjoint rectangles (above, below, left, right).
    package func subtracting(_ hole: PixelRect) -> [PixelRect] {
        let cut = intersection(hole)
        guard !cut.isEmpty else { return isEmpty ? [] : [self] }
        return [PixelRect(x: x, y: y, width: width, height: cut.y - y),
                PixelRect(x: x, y: cut.maxY, width: width, height: maxY - cut.maxY),
                PixelRect(x: x, y: cut.y, width: cut.x - x, height: cut.height),
                PixelRect(x: cut.maxX, y: cut.y, width: maxX - cut.maxX, height: cut.height)].filter { !$0.isEmpty }
    }

    /// The pixels of this rectangle outside every one of `holes`, as disjoint rectangles.
    package func subtracting(_ holes: [PixelRect]) -> [PixelRect] {
        holes.reduce([self]) { pieces, hole in pieces.flatMap { $0.subtracting(hole) } }
    }
}
