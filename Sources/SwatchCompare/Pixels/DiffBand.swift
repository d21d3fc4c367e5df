/// One band of a comparison's canvas as `BandComparison.next(rows:)` leaves it: the verdicts of rows
/// `top ..< top + height` and both pictures' pixels there. Valid until the comparison's next band.
struct DiffBand {
    /// The canvas rows: `top ..< top + height`, `width` pixels each.
    let top: Int, height: Int, width: Int
    /// Row-major verdicts of the band; nil when every pixel is `.same`.
    let verdicts: UnsafePointer<PixelVerdict>?
    /// Each picture's pixels (its own width and height), holding at least the band's rows it has.
    let expected: PixelGrid, actual: PixelGrid

    /// The verdict of canvas pixel (x, y), a pixel of the band.
    @inline(__always)
    func verdict(x: Int, y: Int) -> PixelVerdict {
        verdicts?[(y - top) * width + x] ?? .same
    }
}
