/// Hex codes as iOS designers write them: `#RRGGBBAA`, upper case.
extension RGBA8 {
    /// `#RRGGBBAA`, upper case, always eight digits.
    public var hex: String {
        // Nine ASCII bytes written in place: every swatch report and manifest writes several a colour.
        String(unsafeUninitializedCapacity: 9) { bytes in
            bytes[0] = UInt8(ascii: "#")
            for (index, byte) in [r, g, b, a].enumerated() {
                bytes[1 + 2 * index] = Self.hexDigits[Int(byte >> 4)]
                bytes[2 + 2 * index] = Self.hexDigits[Int(byte & 0xF)]
            }
            return 9
        }
    }

    /// The upper-case hex digits' ASCII bytes, `hex`'s alphabet.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (either case; the `#` is optional). Returns nil for anything else.
    public init?(hex text: String) {
        var digits = Substring(text)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 6 || digits.count == 8,
              digits.allSatisfy(\.isHexDigit),
              var value = UInt32(digits, radix: 16) else { return nil }
        if digits.count == 6 { value = value << 8 | 0xFF }
        self.init(r: UInt8(value >> 24), g: UInt8(value >> 16 & 0xFF), b: UInt8(value >> 8 & 0xFF), a: UInt8(value & 0xFF))
    }
}

/// How a fraction in 0...1 becomes a byte.
public enum HexRounding: String, Sendable, CaseIterable {
    /// `x * 255` rounded half up, as the facts file and UIKit's own dumps do (0.18 -> 46, `2E`).
    case halfUp = "half-up"
    /// `x * 255` truncated, as the reference app and one seed print (0.18 -> 45, `2D`).
    case truncate

    /// The byte for `fraction`, clamped to 0...1 first.
    public func byte(_ fraction: Double) -> UInt8 {
        let scaled = min(max(fraction, 0), 1) * 255
        switch self {
        // The small epsilon keeps values such as 0.3 * 255 = 76.49999... on the side the decimal means.
        case .halfUp: return UInt8((scaled + 0.5 + 1e-9).rounded(.down))
        case .truncate: return UInt8((scaled + 1e-9).rounded(.down))
        }
    }
}
