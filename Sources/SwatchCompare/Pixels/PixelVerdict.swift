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
