import Foundation

/// The sRGB transfer curve (IEC 61966-2-1), which Display P3 uses as well. Both directions take and give
/// fractions where 0...1 is the normal range; values outside it are extended sRGB and mirror around 0,
/// as Apple's extended colour spaces do.
package enum SRGBTransfer {
    /// Encoded (non-linear, as stored in files) → linear light.
    package static func linear(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let value = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -value : value
    }

    /// Linear light → encoded (non-linear).
    package static func encoded(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let value = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -value : value
    }

    /// The linear values whose encoding lies in `-slack ... 1 + slack`, told apart exactly as working out `encoded`
    /// would, with `pow` only within a billionth of the top: a gamut search asks this thousands of times a colour.
    package struct EncodedRange: Sendable {
        /// How far past 0 and 1 an encoded value may lie.
        let slack: Double
        /// The linear value whose encoding is 1 + `slack`, as near as `pow` gives it.
        let top: Double

        /// The range `-slack ... 1 + slack` of encoded values.
        package init(slack: Double) {
            self.slack = slack
            top = pow((1 + slack + 0.055) / 1.055, 2.4)
        }

        /// Whether `encoded(linear)` lies in the range.
        package func contains(_ linear: Double) -> Bool {
            let magnitude = abs(linear)
            // The straight part: worked out as `encoded` does (it is cheap); at 0 ... 0.0031308 it stays under 1.
            if magnitude <= 0.0031308 { return linear >= 0 || magnitude * 12.92 <= slack }
            // Past it the encoding is over 0.04 in size: a negative value is outside, a positive one inside above 0.
            if linear < 0 { return false }
            if magnitude < top * (1 - 1e-9) { return true }
            if magnitude > top * (1 + 1e-9) { return false }
            return SRGBTransfer.encoded(linear) <= 1 + slack  // next to the top (or NaN): as `encoded` says
        }
    }
}
