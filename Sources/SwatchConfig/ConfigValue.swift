/// A value of `swatch.yml` that has passed its `ConfigType`: paths are resolved against the config file's
/// folder, choices are exact, numbers in range.
public indirect enum ConfigValue: Sendable, Equatable {
    case text(String)
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case list([ConfigValue])
    /// The members of a mapping in file order, each key known to the schema and given once.
    case object([Member])

    /// One member of a mapping.
    public struct Member: Sendable, Equatable {
        /// The key as written.
        public let key: String
        /// Its checked value.
        public let value: ConfigValue
    }

    /// The value of member `key`, or nil when this is not a mapping or has no such member.
    public subscript(key: String) -> ConfigValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The members of a mapping; none for any other value.
    public var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// The text of a text, path or choice; nil otherwise.
    public var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    /// A number, whole or not; nil otherwise.
    public var number: Double? {
        switch self {
        case .number(let number): number
        case .integer(let integer): Double(integer)
        default: nil
        }
    }

    /// The elements of a list; none for any other value.
    public var elements: [ConfigValue] {
        if case .list(let elements) = self { return elements }
        return []
    }

    /// The value as it goes on a command line after its option: `0.5`, `light`, `15`.
    public var argument: String {
        switch self {
        case .text(let text): text
        case .integer(let integer): String(integer)
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        case .boolean(let flag): flag ? "true" : "false"
        case .list(let elements): elements.map(\.argument).joined(separator: ",")
        case .object: ""
        }
    }
}
