import SwatchCompare
import SwatchSheet
import SwatchSupport

/// What one key of `swatch.yml` holds. The reader checks a value against it and the JSON Schema for
/// editors is written from it, so the two cannot disagree.
public indirect enum ConfigType: Sendable, Equatable {
    /// Text: a YAML string (quoted, or a plain scalar that is not a number, boolean or null).
    case text
    /// A path, relative to the folder of the config file. `confined`: it must lie inside that folder
    /// (links and `..` followed); fonts may be anywhere.
    case path(confined: Bool)
    /// Exactly one of `choices`; `noun` names the value in messages (`unknown format 'swif'`).
    case choice([String], noun: String)
    /// A whole number in `range`.
    case integer(ClosedRange<Int>)
    /// A number in `range`.
    case number(ClosedRange<Double>)
    /// `true` or `false`.
    case boolean
    /// A count of pixels (a whole number) or a percentage of them (`0.5%`), as `--max-diff-pixels` takes.
    case pixelAllowance
    /// A list of values of one type.
    case list(ConfigType)
    /// A mapping of known keys; any other key is an error.
    case object([ConfigKey])

    /// The value as a message names what was expected: `a path`, `a list`.
    var expected: String {
        switch self {
        case .text: "text"
        case .path: "a path"
        case .choice(_, let noun): "a \(noun)"
        case .integer(let range): AcceptedNumbers.whole(range).description
        case .number(let range): AcceptedNumbers.number(range).description
        case .boolean: "true or false"
        case .pixelAllowance: PixelAllowance.expected
        case .list: "a list"
        case .object: "a mapping"
        }
    }
}

/// One key of `swatch.yml`: its name, what it holds, and the sentence editors show for it.
public struct ConfigKey: Sendable, Equatable {
    /// The key as written in the file: `wcag-level`. For keys that stand for a command-line option it is the
    /// option's name without `--`.
    public let name: String
    /// What it holds.
    public let type: ConfigType
    /// One sentence for the JSON Schema's `description`.
    public let summary: String
    /// Whether a mapping of this key must have it.
    public let required: Bool

    /// A key `name` of `type`.
    public init(_ name: String, _ type: ConfigType, required: Bool = false, _ summary: String) {
        self.name = name
        self.type = type
        self.summary = summary
        self.required = required
    }
}
