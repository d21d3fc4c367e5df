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
}
