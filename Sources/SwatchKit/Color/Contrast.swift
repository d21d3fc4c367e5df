import Foundation

/// WCAG 2 contrast between sRGB colours, used to pick legible text over each row.
extension RGBA8 {
    /// Relative luminance of the opaque colour (alpha ignored), 0 for black to 1 for white.
    public var relativeLuminance: Double {
        func linear(_ c: UInt8) -> Double { SRGBTransfer.linear(Double(c) / 255) }
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    }

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
