/// JSON as Xcode writes an asset catalog's `Contents.json`: two-space indentation, `"key" : value`, keys
/// in alphabetical order, a trailing newline. Writing it the same way means a round trip through Xcode
/// changes nothing.
indirect enum XcodeJSON {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The document's text, newline-terminated.
    var text: String { render(indent: "") + "\n" }

    /// The catalog-wide `info` block Xcode puts in every `Contents.json`.
    /// (Computed, not a stored global: a boxed enum in a global reads as a leak to LeakSanitizer.)
    static var info: XcodeJSON { .object(["author": .string("xcode"), "version": .integer(1)]) }

    private func render(indent: String) -> String {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return "{\n\n\(indent)}" }
            let lines = members.sorted { $0.key < $1.key }.map { "\(inner)\(quoted($0.key)) : \($0.value.render(indent: inner))" }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return "[\n\n\(indent)]" }
            return "[\n" + elements.map { inner + $0.render(indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case .string(let value): return quoted(value)
        case .integer(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        }
    }

    /// A JSON string literal, escaped as Xcode escapes it: quotes, backslashes and control characters.
    private func quoted(_ text: String) -> String { OrderedJSON.quoted(text) }
}

import Foundation
