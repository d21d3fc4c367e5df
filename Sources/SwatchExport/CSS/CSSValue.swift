import Foundation
import SwatchPalette

/// A colour as a CSS value: `#5B2EFF`, `#5B2EFF80`, `rgb(60 60 67 / 0.18)` where the channels are whole bytes, or
/// `color(srgb 0.18 0.5 1 / 0.6)`, `color(display-p3 0.4 0.2 0.9)` with the source's exact numbers, so no
/// wide-gamut or extended colour is clipped.
enum CSSValue {
    /// `source` as a CSS colour.
    static func text(_ source: SourceColor) -> String {
        func byte(_ value: Double) -> Int? {
            let scaled = (value * 255).rounded()
            return abs(value * 255 - scaled) < 1e-9 && (0...255).contains(scaled) ? Int(scaled) : nil
        }
        let channels = [source.red, source.green, source.blue].compactMap(byte)
        if source.space == .srgb, channels.count == 3 {
            if let alpha = byte(source.alpha) {
                return "#" + (channels + (alpha == 255 ? [] : [alpha])).map { String(format: "%02X", $0) }.joined()
            }
            return "rgb(\(channels.map(String.init).joined(separator: " ")) / \(number(source.alpha)))"
        }
        let space = source.space == .displayP3 ? "display-p3" : "srgb"
        let rgb = [source.red, source.green, source.blue].map(number).joined(separator: " ")
        return "color(\(space) \(rgb)\(source.alpha == 1 ? "" : " / \(number(source.alpha))"))"
    }

    /// The shortest decimal that reads back as the same Double, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
