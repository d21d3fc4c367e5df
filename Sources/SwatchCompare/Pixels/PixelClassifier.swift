/// Decides the verdict of a pixel that both images have and whose bytes differ: `similar` within the
/// threshold, else `antialiased` when the options ignore anti-aliasing and pixelmatch's detector takes
/// either image's pixel for it, else `different`.
///
/// Pictures repeat colours in long runs (a sheet's backgrounds, light against dark), so the last pair's
/// colour distance is remembered: a run of the same pair costs one YIQ distance, not one per pixel.
struct PixelClassifier {
    private let threshold: Bool
    private let maxYIQDelta: Double
    private let ignoreAntialiasing: Bool
    /// The last pair measured (never equal to each other, so the initial zeros match no pair) and what
    /// it gave: whether it is beyond the threshold, and its largest channel difference.
    private var lastExpected: RGBAWord = 0, lastActual: RGBAWord = 0
    private var lastBeyond = false, lastChannelDelta = 0

    init(_ options: ImageDiffOptions) {
        threshold = options.threshold > 0
        maxYIQDelta = options.maxYIQDelta
        ignoreAntialiasing = options.ignoreAntialiasing
    }

    /// Whether the detector can change a verdict, so it needs rows above and below the band.
    var needsContext: Bool { ignoreAntialiasing }

    /// The verdict of (x, y), whose pixels `e` and `a` differ; `expected` and `actual` are the overlap
    /// of the two images, holding rows y - 2 ... y + 2 where they exist. Raises `maxChannelDelta`.
    @inline(__always)
    mutating func verdict(_ e: RGBAWord, _ a: RGBAWord, _ x: Int, _ y: Int, expected: PixelGrid, actual: PixelGrid,
                          maxChannelDelta: inout Int) -> PixelVerdict {
        if e != lastExpected || a != lastActual {
            lastExpected = e
            lastActual = a
            lastChannelDelta = e.maxChannelDelta(a)
            lastBeyond = !threshold || ColorDelta.yiq(e, a) > maxYIQDelta
        }
        if lastChannelDelta > maxChannelDelta { maxChannelDelta = lastChannelDelta }
        guard lastBeyond else { return .similar }
        if ignoreAntialiasing,
           AntialiasDetector(image: expected, other: actual).isAntialiased(x, y)
            || AntialiasDetector(image: actual, other: expected).isAntialiased(x, y) {
            return .antialiased
        }
        return .different
    }
}
