/// A colour as its source wrote it, before it was rounded to bytes: a colour space, its components and
/// alpha as fractions. Exports write these, so a display-P3 brand colour stays display-P3 and `0.18`
/// stays `0.18`, not `46/255`.
public struct SourceColor: Sendable, Hashable {
    /// The spaces a source colour is kept in. Other spaces a file may use (grey, linear sRGB, OKLCH, ...)
    /// are converted to sRGB at full precision when read.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// Gamma-encoded sRGB; components outside 0...1 are extended sRGB (Apple's `extendedSRGB`).
        case srgb
        /// Gamma-encoded Display P3 (the sRGB curve on P3 primaries).
        case displayP3 = "display-p3"
    }

    /// The colour space of `red`, `green` and `blue`.
    public let space: Space
    /// Red, in `space`'s encoding; 0...1 unless extended.
    public let red: Double
    /// Green, in `space`'s encoding.
    public let green: Double
    /// Blue, in `space`'s encoding.
    public let blue: Double
    /// Alpha, 0...1.
    public let alpha: Double

    /// A colour in `space`.
    public init(space: Space = .srgb, red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The fractions a byte colour stands for: each byte / 255, in sRGB.
    public init(_ color: RGBA8) {
        self.init(red: Double(color.r) / 255, green: Double(color.g) / 255, blue: Double(color.b) / 255,
                  alpha: Double(color.a) / 255)
    }

    /// Whether a component lies outside 0...1: only extended sRGB can hold it.
    public var isExtended: Bool { [red, green, blue].contains { $0 < 0 || $0 > 1 } }
}
