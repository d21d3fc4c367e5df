import SwatchSupport

/// How many differing pixels still count as equal: a count (`12`) or a share of the compared pixels (`0.5%`).
public enum PixelAllowance: Hashable, Sendable, CustomStringConvertible {
    /// At most this many pixels; never negative.
    case count(Int)
    /// At most this percentage (0...100) of the pixels in either image.
    case percent(Double)

    /// No differing pixel allowed: the default.
    public static let none = PixelAllowance.count(0)

    /// Parses `N` (a whole number of pixels) or `P%` (a percentage, 0...100); nil for anything else.
    public init?(parsing text: String) {
        if text.hasSuffix("%") {
            guard let value = Double(text.dropLast()), value.isFinite, (0...100).contains(value) else { return nil }
            self = .percent(value)
        } else {
            guard let value = Int(text), value >= 0 else { return nil }
            self = .count(value)
        }
    }

    /// The largest number of differing pixels allowed among `compared` pixels (a percentage rounds down).
    public func allowedPixels(of compared: Int) -> Int {
        switch self {
        case .count(let count): count
        // A tiny epsilon so 1% of 300 pixels allows 3, not 2, despite binary fractions.
        case .percent(let percent): Int((Double(compared) * percent / 100 + 1e-9).rounded(.down))
        }
    }

    public var description: String {
        switch self {
        case .count(let count): "\(count)"
        case .percent(let percent): "\(formatNumber(percent))%"
        }
    }
}
