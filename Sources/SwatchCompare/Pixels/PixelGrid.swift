/// Read-only view of straight RGBA8 pixels (`stride` pixels per row) restricted to a `width` x `height`
/// window at the origin, so two images of different sizes can be walked over their overlap. Only rows
/// from `firstRow` on are in memory (a band and its context); valid while the memory it views is.
struct PixelGrid {
    let base: UnsafeRawPointer
    /// Pixels per row in memory.
    let stride: Int
    /// The picture row at `base`.
    let firstRow: Int
    /// The window; x < width <= stride and firstRow <= y < height must hold for every read, and row y
    /// must be in memory.
    let width: Int, height: Int

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> RGBAWord {
        base.loadUnaligned(fromByteOffset: ((y - firstRow) * stride + x) * 4, as: RGBAWord.self)
    }

    /// The first byte of row `y` (which must be in memory).
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer {
        base + (y - firstRow) * stride * 4
    }
}
