import Foundation
import SwatchSupport

/// What the theme reader asks of a parsed document, with key paths for its messages: a JSON theme is read from
/// the `TokenNode` every `.json` palette is parsed into (to tell what it is), so it is parsed once and kept once;
/// a YAML theme, and JSON the strict parser refuses (a repeated key), from a `JSONNode`.
protocol ThemeNode {
    var isMissing: Bool { get }
    var keyPath: String { get }
    /// The value as a message shows it.
    var shown: String { get }
    /// Whether the value is null.
    var isNull: Bool { get }
    /// The value when it is a string.
    var text: String? { get }
    /// The value when it is a number.
    var number: Double? { get }
    subscript(key: String) -> Self { get }
    func elements() throws(JSONProblem) -> [Self]
    func string() throws(JSONProblem) -> String
    func optionalString() throws(JSONProblem) -> String?
    func onlyKeys(_ allowed: Set<String>) throws(JSONProblem)
    func requiredNumber() throws(JSONProblem) -> Double
    func problem(_ text: MessageText) -> JSONProblem
}

extension JSONNode: ThemeNode {
    var isNull: Bool { value is NSNull }
    var text: String? { value as? String }
}

extension TokenNode: ThemeNode {
    var isNull: Bool {
        if case .null = value { return true }
        return false
    }

    var text: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// A JSON number that must be there.
    func requiredNumber() throws(JSONProblem) -> Double {
        if isMissing { throw problem("missing") }
        guard let number else { throw problem("\(shown) is not a number") }
        return number
    }
}
