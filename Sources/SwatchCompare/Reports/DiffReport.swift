import SwatchLayout

/// The outcome of comparing two images: whether they are equal, and how and where they differ.
///
/// Counts are in pixels of the canvas both images are laid on (top-left aligned). Pixels that only one
/// image has count as differing, so a size change always shows in the count and the bounding box.
public struct DiffReport: Sendable, Equatable {
    /// An image size in pixels.
    public struct Size: Sendable, Equatable, CustomStringConvertible {
        /// Pixels across and down.
        public let width: Int, height: Int
        public var description: String { "\(width) x \(height) px" }
    }

    /// The reference image's size.
    public let expectedSize: Size
    /// The compared image's size.
    public let actualSize: Size
    /// Pixels that either image has: the denominator of `differingShare`.
    public let comparedPixels: Int
    /// Counted differences: beyond the threshold and not ignored as anti-aliasing, or in one image only.
    public let differingPixels: Int
    /// Differences beyond the threshold that were not counted because they look like anti-aliasing.
    public let antialiasedPixels: Int
    /// Largest difference of any channel (alpha included) where both images have the pixel, 0...255,
    /// including differences within the threshold.
    public let maxChannelDelta: Int
    /// The smallest rectangle holding every counted difference; nil when there is none.
    public let boundingBox: PixelRect?
    /// Same size and the same decoded bytes everywhere.
    public let identical: Bool
    /// The options' threshold, 0...1.
    public let threshold: Double
    /// The most differing pixels that still count as equal, from the options' allowance.
    public let allowedPixels: Int
    /// Whether the pixels both images have were compared. False when the sizes differ and no diff picture
    /// was asked for: the headers decide, no row is decoded, and the counts and bounding box cover only
    /// the pixels one image has (`maxChannelDelta` is then 0, and the reports give no channel figure).
    public let overlapCompared: Bool

    /// Whether both images have the same width and height.
    public var sizesMatch: Bool { expectedSize == actualSize }

    /// Differing pixels as a fraction (0...1) of the compared pixels.
    public var differingShare: Double {
        comparedPixels == 0 ? 0 : Double(differingPixels) / Double(comparedPixels)
    }

    /// The verdict: same size, and no more differing pixels than allowed.
    public var isEqual: Bool { sizesMatch && differingPixels <= allowedPixels }
}
