import SwatchSupport

/// What counts as a difference between two images, and how many differences still count as equal.
public struct ImageDiffOptions: Hashable, Sendable {
    /// Perceptual tolerance per pixel, 0...1, in pixelmatch's units: two pixels differ when their YIQ
    /// distance exceeds `35215 * threshold²` (35215 is the largest distance of any two colours). 0, the default,
    /// is exact: any channel difference counts, as swatch's output is deterministic and a one-step colour
    /// change is a real change. pixelmatch's own default, 0.1, suits images from different renderers.
    public let threshold: Double
    /// Differing pixels allowed before the images count as different.
    public let allowance: PixelAllowance
    /// Do not count pixels pixelmatch's detector takes for anti-aliasing (they show yellow in the diff image).
    public let ignoreAntialiasing: Bool

    /// The thresholds taken: 0 (exact) to 1.
    public static let thresholds: ClosedRange<Double> = 0...1

    /// Options with a threshold in 0...1 (anything else is a usage error naming `--threshold`).
    public init(threshold: Double = 0, allowance: PixelAllowance = .none, ignoreAntialiasing: Bool = false) throws(SwatchError) {
        guard threshold.isFinite, Self.thresholds.contains(threshold) else {
            throw SwatchError(.usage, "--threshold \(formatNumber(threshold)) is out of range: use 0 (exact) to 1")
        }
        self.threshold = threshold
        self.allowance = allowance
        self.ignoreAntialiasing = ignoreAntialiasing
    }

    /// Pixel-exact comparison: the default.
    public static let exact = ImageDiffOptions(exactly: ())

    private init(exactly: Void) {
        threshold = 0
        allowance = .none
        ignoreAntialiasing = false
    }

    /// Largest squared YIQ distance that still counts as the same colour.
    var maxYIQDelta: Double { ColorDelta.maxYIQ * threshold * threshold }
}
