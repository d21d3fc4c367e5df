import Foundation
import SwatchSupport

/// A value inside a design-token document (`OrderedJSON`, member order kept) with its key path in
/// JSON notation (`Brand.primary.$value.components[0]`), so every problem can say where it is. The
/// `JSONNode` of theme and asset-catalog files, for documents whose order matters.
package struct TokenNode {
    /// The value there; nil when the key or index is absent.
    let value: OrderedJSON?
    let keyPath: String

    init(root: OrderedJSON, keyPath: String = "") {
        value = root
        self.keyPath = keyPath
    }

    private init(value: OrderedJSON?, keyPath: String) {
        self.value = value
        self.keyPath = keyPath
    }

    /// Parses `data`; a syntax error is a problem of the whole file (`not valid JSON (… at line 3, column 5)`), the
    /// only words any JSON swatch reads is refused in.
    package static func parse(_ data: Data) throws(JSONProblem) -> TokenNode {
        try parse(bytes: Array(data))
    }

    /// `parse(_:)` of bytes already in an array (the embedded catalog), without a copy into `Data`.
    package static func parse(bytes: [UInt8]) throws(JSONProblem) -> TokenNode {
        do throws(OrderedJSONParser.SyntaxError) {
            return TokenNode(root: try OrderedJSONParser.parse(bytes))
        } catch {
            // UTF-16 or UTF-32 (with a byte order mark or without) and bytes that are not UTF-8 (Latin-1) are said as every text reader says them.
            if let problem = InputText.problem(in: bytes) { throw JSONProblem(keyPath: "", problem: problem) }
            throw JSONProblem(keyPath: "", problem: "not valid JSON (\(verbatim: error.message))")  // its values quoted already
        }
    }

    var isMissing: Bool { value == nil }

    /// The member `key` of this object (missing when this is not an object or has no such key).
    subscript(key: String) -> TokenNode {
        TokenNode(value: value?[key], keyPath: JSONProblem.keyPath(keyPath, key))
    }

    /// The members of an object in document order, each with its key path; nil when this is not an object.
    var members: [(key: String, node: TokenNode)]? {
        value?.members?.map { ($0.key, TokenNode(value: $0.value, keyPath: JSONProblem.keyPath(keyPath, $0.key))) }
    }

    var keys: [String] { value?.members?.map(\.key) ?? [] }

    func problem(_ text: MessageText) -> JSONProblem { JSONProblem(keyPath: keyPath, problem: text) }

    /// The members of an object that must be one.
    func requireMembers(_ what: String = "an object") throws(JSONProblem) -> [(key: String, node: TokenNode)] {
        if isMissing { throw problem("missing") }
        guard let members else { throw problem("\(shown) is not \(what)") }
        return members
    }

    /// The elements of an array, each with its index in the key path.
    func elements() throws(JSONProblem) -> [TokenNode] {
        if isMissing { throw problem("missing") }
        guard case .array(let array) = value else { throw problem("\(shown) is not an array") }
        return array.enumerated().map { TokenNode(value: $1, keyPath: "\(keyPath)[\($0)]") }
    }

    func string() throws(JSONProblem) -> String {
        if isMissing { throw problem("missing") }
        guard case .string(let text) = value else { throw problem("\(shown) is not a string") }
        return text
    }

    /// The string value, or nil when the key is absent.
    func optionalString() throws(JSONProblem) -> String? {
        isMissing ? nil : try string()
    }

    /// The value of a JSON number, or nil for anything else.
    var number: Double? {
        if case .number(let number) = value { return number }
        return nil
    }

    /// Rejects members other than `allowed`, so a typo is reported instead of silently ignored.
    func onlyKeys(_ allowed: Set<String>) throws(JSONProblem) {
        for (key, node) in try requireMembers() where !allowed.contains(key) {
            throw node.problem("unknown key (expected one of \(verbatim: allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// The value as a message shows it: strings between quotes as every message shows a value (escaped, then a long one
    /// cut: `VisibleText.quoted`; JSON's own escapes gave `\u001b` and cut the closing quote off: H22-6), numbers as JSON
    /// writes them, containers abbreviated.
    var shown: String {
        switch value {
        case nil: "nothing"
        case .string(let text): "\"\(VisibleText.quoted(text))\""
        case .number(let number): OrderedJSON.numberText(number)
        case .bool(let flag): flag ? "true" : "false"
        case .null: "null"
        case .array: "[...]"
        case .object: "{...}"
        }
    }
}
