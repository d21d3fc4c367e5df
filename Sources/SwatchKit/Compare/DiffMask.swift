/// What a comparison decided for one pixel of the diff canvas.
enum PixelVerdict: UInt8, Sendable {
    /// Both images have this pixel, with identical bytes.
    case same
    /// The bytes differ, but by no more than the threshold.
    case similar
    /// A counted difference.
    case different
    /// A difference beyond the threshold that the detector takes for anti-aliasing; not counted.
    case antialiased
    /// Only the expected image reaches here (the actual one is smaller); counted.
    case onlyInExpected
    /// Only the actual image reaches here (it is larger); counted.
    case onlyInActual
    /// Neither image reaches this corner of the canvas (one is wider, the other taller).
    case inNeither

    /// True for the verdicts that count as differing pixels.
    var counts: Bool { self == .different || self == .onlyInExpected || self == .onlyInActual }
}

/// One verdict per pixel of the canvas both images are laid on: max width x max height, origin top left.
struct DiffMask: Sendable, Equatable {
    /// The canvas size.
    let width: Int, height: Int
    /// Row-major, `width * height` verdicts; nil when every pixel is `.same`, so identical images (the
    /// common case in CI) cost no per-pixel memory.
    private let verdicts: [PixelVerdict]?

    init(width: Int, height: Int, verdicts: [PixelVerdict]?) {
        precondition(verdicts.map { $0.count == width * height } ?? true, "DiffMask: verdicts do not cover \(width)x\(height)")
        self.width = width
        self.height = height
        self.verdicts = verdicts
    }

    /// Whether every pixel is `.same`.
    var isAllSame: Bool { verdicts?.allSatisfy { $0 == .same } ?? true }

    /// The verdict of canvas pixel (x, y).
    subscript(x x: Int, y y: Int) -> PixelVerdict { verdicts?[y * width + x] ?? .same }
}
