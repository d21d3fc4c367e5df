import SwatchColor

/// The nearest colour that passes: the failing colour's hue and chroma in OKLCH, its lightness moved just
/// far enough for the ratio to reach the minimum (the chroma lowered only where sRGB cannot hold it).
enum NearestPassing {
    /// The colour closest in lightness to `color` whose contrast on `background` reaches `minimum`. It moves
    /// the way `hint` (the Increase Contrast variant) lies when that differs from `color`, else away from
    /// the background; the other way when that way cannot reach the minimum. Nil when neither can.
    static func color(for color: RGBA8, on background: RGBA8, minimum: Double, toward hint: RGBA8? = nil) -> RGBA8? {
        let start = OKLCH(srgb: Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255)
        let backgroundLightness = OKLCH(srgb: Double(background.r) / 255, Double(background.g) / 255, Double(background.b) / 255).lightness
        var darker = start.lightness <= backgroundLightness
        if let hint, hint != color {
            darker = OKLCH(srgb: Double(hint.r) / 255, Double(hint.g) / 255, Double(hint.b) / 255).lightness < start.lightness
        }
        return search(start, background: background, minimum: minimum, darker: darker)
            ?? search(start, background: background, minimum: minimum, darker: !darker)
    }

    /// sRGB's gamut, with a millionth either side for rounding.
    private static let gamut = SRGBTransfer.EncodedRange(slack: 1e-6)

    /// Whether `color` (its hue's `angle` given) lies in sRGB: its linear values, encoded, in `gamut`.
    private static func inGamut(_ color: OKLCH, _ angle: OKLCH.HueAngle) -> Bool {
        let linear = color.linearSRGB(angle)
        return gamut.contains(linear.red) && gamut.contains(linear.green) && gamut.contains(linear.blue)
    }

    /// Bisects the lightness between the colour and the end of the range for the first that passes.
    private static func search(_ start: OKLCH, background: RGBA8, minimum: Double, darker: Bool) -> RGBA8? {
        let angle = OKLCH.HueAngle(degrees: start.hue)  // the hue never moves
        func rendered(_ lightness: Double) -> RGBA8 {
            var color = start
            color.lightness = lightness
            // Outside sRGB at this lightness, the chroma gives way (CSS Color 4's gamut mapping), never the hue.
            if !inGamut(color, angle) {
                var inside = 0.0, outside = color.chroma
                for _ in 0..<30 {
                    color.chroma = (inside + outside) / 2
                    if inGamut(color, angle) { inside = color.chroma } else { outside = color.chroma }
                }
                color.chroma = inside
            }
            let rgb = color.srgb(angle)
            return RGBA8(r: HexRounding.halfUp.byte(rgb.red), g: HexRounding.halfUp.byte(rgb.green), b: HexRounding.halfUp.byte(rgb.blue))
        }
        let end = darker ? 0.0 : 1.0
        guard rendered(end).contrastRatio(with: background) >= minimum else { return nil }
        var failing = start.lightness, passing = end
        for _ in 0..<40 {
            let middle = (failing + passing) / 2
            if rendered(middle).contrastRatio(with: background) >= minimum { passing = middle } else { failing = middle }
        }
        return rendered(passing)
    }
}
