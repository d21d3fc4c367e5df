/// Perceived colour distance between two straight RGBA8 pixels, as mapbox/pixelmatch 5.x computes it
/// (`colorDelta` in its index.js): both pixels are blended over white, then compared in NTSC YIQ space
/// with the weights of Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC
/// transmission color space in mobile applications" (2010).
///
/// Pixels are `RGBAWord`s: the four bytes r, g, b, a of a row loaded as one little-endian UInt32.
enum ColorDelta {
    /// The largest squared YIQ distance of any two colours (pixelmatch's constant; black to white is 32857).
    static let maxYIQ = 35215.0

    /// Squared YIQ distance, 0...35215; 0 for identical pixels.
    static func yiq(_ first: RGBAWord, _ second: RGBAWord) -> Double {
        guard first != second else { return 0 }
        let a = BlendedRGB(first), b = BlendedRGB(second)
        let y = a.y - b.y, i = a.i - b.i, q = a.q - b.q
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }
}

/// One pixel, r in the low byte and a in the high byte (bytes r, g, b, a loaded little-endian).
typealias RGBAWord = UInt32

extension RGBAWord {
    var red: UInt8 { UInt8(truncatingIfNeeded: self) }
    var green: UInt8 { UInt8(truncatingIfNeeded: self >> 8) }
    var blue: UInt8 { UInt8(truncatingIfNeeded: self >> 16) }
    var alpha: UInt8 { UInt8(truncatingIfNeeded: self >> 24) }

    /// Largest absolute difference of any channel, alpha included: 0...255.
    func maxChannelDelta(_ other: RGBAWord) -> Int {
        var largest = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let a = Int((self >> shift) & 0xFF), b = Int((other >> shift) & 0xFF)
            largest = Swift.max(largest, abs(a - b))
        }
        return largest
    }
}

/// A straight pixel blended over white (pixelmatch's `blend`: 255 + (c - 255) * alpha), channels 0...255.
struct BlendedRGB {
    let r: Double, g: Double, b: Double

    init(_ pixel: RGBAWord) {
        let alpha = Double(pixel.alpha) / 255
        func over(_ c: UInt8) -> Double { pixel.alpha == 255 ? Double(c) : 255 + (Double(c) - 255) * alpha }
        r = over(pixel.red)
        g = over(pixel.green)
        b = over(pixel.blue)
    }

    /// Luma (Y of YIQ), 0...255.
    var y: Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }

    /// `BlendedRGB(pixel).y`, to the bit, without blending an opaque pixel.
    @inline(__always)
    static func luma(_ pixel: RGBAWord) -> Double {
        guard pixel.alpha == 255 else { return BlendedRGB(pixel).y }
        return Double(pixel.red) * 0.29889531 + Double(pixel.green) * 0.58662247 + Double(pixel.blue) * 0.11448223
    }
    var i: Double { r * 0.59597799 - g * 0.27417610 - b * 0.32180189 }
    var q: Double { r * 0.21147017 - g * 0.52261711 + b * 0.31114694 }
}
