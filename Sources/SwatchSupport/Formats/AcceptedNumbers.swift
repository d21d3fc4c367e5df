/// The numbers an option or a setting takes, and the one place that words them in a message: `a whole number from 1
/// to 3`, `a number 0 or more`, `a number above 0`. The command line's numeric options and swatch.yml's numeric keys
/// both say what they expect in these words (`--scale: invalid value 'nan' (expected a whole number from 1 to 3)`).
public struct AcceptedNumbers: Sendable, Hashable, CustomStringConvertible {
    /// The smallest value, or the bound every value lies above (`lowestIncluded` false).
    public let lowest: Double
    /// The largest value; `.infinity` for no upper bound.
    public let highest: Double
    /// Whether `lowest` itself is taken.
    public let lowestIncluded: Bool
    /// Whether only whole numbers are taken.
    public let whole: Bool

    /// The whole numbers of `range`; an upper bound of `Int.max` is none (`a whole number 0 or more`).
    public static func whole(_ range: ClosedRange<Int>) -> AcceptedNumbers {
        AcceptedNumbers(lowest: Double(range.lowerBound), highest: range.upperBound == .max ? .infinity : Double(range.upperBound),
                        lowestIncluded: true, whole: true)
    }

    /// The finite numbers of `range`; an upper bound of `.infinity` is none (`a number 0 or more`).
    public static func number(_ range: ClosedRange<Double>) -> AcceptedNumbers {
        AcceptedNumbers(lowest: range.lowerBound, highest: range.upperBound, lowestIncluded: true, whole: false)
    }

    /// The finite numbers above `lowest`, which is not one of them.
    public static func number(above lowest: Double) -> AcceptedNumbers {
        AcceptedNumbers(lowest: lowest, highest: .infinity, lowestIncluded: false, whole: false)
    }

    /// What a message says is expected: `a whole number from 1 to 3`, `a number 0 or more`, `a number above 0`.
    public var description: String {
        let kind = whole ? "a whole number" : "a number"
        if !lowestIncluded { return "\(kind) above \(formatNumber(lowest))" }
        if highest.isInfinite { return "\(kind) \(formatNumber(lowest)) or more" }
        return "\(kind) from \(formatNumber(lowest)) to \(formatNumber(highest))"
    }

    /// Whether `value` is one of these numbers (a whole one, when only those are taken).
    public func contains(_ value: Double) -> Bool {
        value.isFinite && (!whole || value == value.rounded()) && (lowestIncluded ? value >= lowest : value > lowest) && value <= highest
    }

    /// `text`, as typed on a command line, as one of these numbers; nil when it is not one. Only decimal spellings
    /// are numbers (`2`, `+2`, `-0`, `0.5`, `1e3`; a whole number without point or exponent): not Swift's `0x10`,
    /// `nan` or `inf`, a space around the digits, `1_000`, or anything too large to hold (`1e999`).
    public func value(of text: String) -> Double? {
        if whole { return wholeValue(of: text).map(Double.init) }
        guard let number = Self.decimal(text), contains(number) else { return nil }
        return number
    }

    /// `text` as a decimal number (`12`, `-0.5`, `.5`, `1e3`), or nil: no hexadecimal (`0x10`, Swift's `0x1p3`), no `inf` or
    /// `nan`, no YAML 1.1 spelling (`0o21`, `1_000`, `1:00`), which a YAML reader would otherwise take for a number.
    public static func decimal(_ text: String) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || Array("+-.eE".utf8).contains($0) }) else {
            return nil
        }
        return Double(text)
    }

    /// `text` as one of these numbers, when only whole ones are taken: `value(of:)` without a round trip through `Double`,
    /// which cannot hold every `Int`.
    public func wholeValue(of text: String) -> Int? {
        guard whole, let integer = Int(text), contains(Double(integer)) else { return nil }
        return integer
    }
}

/// `0.5` -> "0.5", `2.0` -> "2": the shortest decimal form, without a trailing ".0".
package func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
