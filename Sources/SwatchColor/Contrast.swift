import Foundation

/// WCAG 2 contrast between sRGB colours, used to pick legible text over each row.
extension RGBA8 {
    /// Relative luminance of the opaque colour (alpha ignored), 0 for black to 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear[Int(r)] + 0.7152 * Self.linear[Int(g)] + 0.0722 * Self.linear[Int(b)]
    }

    /// Each byte's linear light, worked out once: `swatch check` takes hundreds of ratios for every failing
    /// pair while it looks for the nearest passing colour.
    private static let linear = (0 ... 255).map { SRGBTransfer.linear(Double($0) / 255) }

    /// WCAG contrast ratio with another opaque colour, from 1 (none) to 21 (black on white).
    public func contrastRatio(with other: RGBA8) -> Double {
        let (l1, l2) = (relativeLuminance, other.relativeLuminance)
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    /// Whichever of `dark` and `light` reads better on this colour; ties go to `dark`.
    public func legibleText(dark: RGBA8 = .black, light: RGBA8 = .white) -> RGBA8 {
        contrastRatio(with: light) > contrastRatio(with: dark) ? light : dark
    }
}
