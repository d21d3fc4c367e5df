import ArgumentParser
import SwatchKit

/// How every numeric option reads its value: as the numbers it accepts (`AcceptedNumbers`) spell it, refusing anything
/// else, out-of-range values included, with what it expects. The parser then quotes the value as it was typed
/// (`ParserWording`): `--scale: invalid value 'nan' (expected a whole number from 1 to 3)`,
/// `--cvd-threshold: invalid value '1e999' (expected a number above 0)`.
///
/// Each option reads its value with `parsing: .unconditional`, so a negative number is a value, not an option:
/// `--scale -0` is refused as a scale, not as `--scale needs a value`.
enum NumberOption {
    /// The parser's transform for an option taking a whole number of `accepted`.
    static func whole(_ accepted: AcceptedNumbers) -> @Sendable (String) throws -> Int {
        { text in
            guard let value = accepted.wholeValue(of: text) else { throw ValidationError(expected(accepted)) }
            return value
        }
    }

    /// The parser's transform for an option taking a number of `accepted`.
    static func number(_ accepted: AcceptedNumbers) -> @Sendable (String) throws -> Double {
        { text in
            guard let value = accepted.value(of: text) else { throw ValidationError(expected(accepted)) }
            return value
        }
    }

    /// The reason the parser gives after the value it refused.
    private static func expected(_ accepted: AcceptedNumbers) -> String { "expected \(accepted)" }
}
