/// Read-only view of straight RGBA8 pixels (`stride` pixels per row) restricted to a `width` x `height`
/// window at the origin, so two images of different sizes can be walked over their overlap.
/// Valid only inside the `withUnsafeBytes` call that made it.
struct PixelGrid {
    let bytes: UnsafeRawBufferPointer
    /// Pixels per row in memory.
    let stride: Int
    /// The window; x < width <= stride and y < height must hold for every read.
    let width: Int, height: Int

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> RGBAWord {
        bytes.loadUnaligned(fromByteOffset: (y * stride + x) * 4, as: RGBAWord.self)
    }
}
