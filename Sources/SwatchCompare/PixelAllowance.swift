import SwatchSupport

/// How many differing pixels still count as equal: a count (`12`) or a share of the compared pixels (`0.5%`).
public enum PixelAllowance: Hashable, Sendable, CustomStringConvertible {
    /// At most this many pixels; never negative.
    case count(Int)
    /// At most this percentage (0...100) of the pixels in either image.
    case percent(Double)

    /// No differing pixel allowed: the default.
    public static let none = PixelAllowance.count(0)

    /// What a message says an allowance is, on the command line and in swatch.yml alike.
    public static let expected = "a pixel count (10) or a percentage from 0 to 100 (0.5%)"

    /// The spellings `init(parsing:)` takes, as a JSON Schema pattern: digits (`10`), or digits with an optional
    /// fraction and a percent sign (`0.5%`).
    public static let pattern = "^([0-9]+|[0-9]+(\\.[0-9]+)?%)$"

    /// Parses `N` (a whole number of pixels) or `P%` (a percentage, 0...100), spelt as `pattern` says; nil for anything
    /// else: not Swift's `+2`, `0x10`, `1e1%` or `0x1p3%`, nor YAML's `1_000`.
    public init?(parsing text: String) {
        let isPercent = text.hasSuffix("%")
        let body = isPercent ? text.dropLast() : Substring(text)
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } }
        guard isPercent ? parts.allSatisfy(digits) : parts.count == 1 && digits(parts[0]) else { return nil }
        if isPercent {
            guard let value = Double(body), value.isFinite, (0...100).contains(value) else { return nil }
            self = .percent(value)
        } else {
            guard let value = Int(body) else { return nil }
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
