import Foundation
import SwatchSupport

/// A problem at one place in a JSON file (an asset catalog's `Contents.json`, a theme): the key path (`colors[1].color.components.red`, empty
/// for the file as a whole) and what is wrong there (`"1.7x" is not a number`).
package struct JSONProblem: Error, Equatable {
    let keyPath: String
    let problem: MessageText

    /// `parent.key`, or `key` at the top: a key path one member deeper. The key is shown as a message quotes a value
    /// (`VisibleText.quoted`: `e\u{301}` apart from `é`, `\u{1B}`), and one longer than a message quotes whole is cut, so a 100 KB key gives a line, not 100 KB of one; and a path longer than
    /// `longestKeyPath` keeps its first and last keys around `…`: 200 levels of 81-character keys made a 20 KB path,
    /// which the line's backstop cut off before the message's reason.
    static func keyPath(_ parent: String, _ key: String) -> String {
        let shown = VisibleText.quoted(key)
        let path = parent.isEmpty ? shown : "\(parent).\(shown)"
        guard path.utf8.count > longestKeyPath else { return path }
        if let cut = cutByBytes(path) { return cut }
        guard path.count > longestKeyPath else { return path }
        return "\(path.prefix(longestKeyPath / 2))…\(path.suffix(longestKeyPath / 2))"
    }

    /// `path` cut as `keyPath` cuts it, when it is printable ASCII and the cut's `…` (each a character of one
    /// scalar, found by its bytes): finding characters cost more than the rest of reading a file of deep groups,
    /// whose every token's key paths are cut. Nil for other text, which is cut by characters.
    private static func cutByBytes(_ path: String) -> String? {
        let bytes = Array(path.utf8)
        var starts: [Int] = []  // where each character starts
        starts.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            starts.append(index)
            if (0x20 ..< 0x7F).contains(bytes[index]) {
                index += 1
            } else if index + 2 < bytes.count, bytes[index] == 0xE2, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA6 {
                index += 3
            } else {
                return nil
            }
        }
        guard starts.count > longestKeyPath else { return path }
        let head = String(decoding: bytes[..<starts[longestKeyPath / 2]], as: UTF8.self)
        return head + "…" + String(decoding: bytes[starts[starts.count - longestKeyPath / 2]...], as: UTF8.self)
    }

    /// The longest key path a message shows whole, in characters: four keys as long as a message quotes.
    static let longestKeyPath = 4 * VisibleText.longestQuoted

    /// The one-line palette error for `file`, a path relative to the catalog root (or the folder of the palette file).
    func paletteError(in file: String) -> SwatchError {
        paletteError(named: "\(place: file)")
    }

    /// The one-line palette error for the document `named` names (`the built-in colour catalog`).
    func paletteError(named: MessageText) -> SwatchError {
        SwatchError(.palette, keyPath.isEmpty ? "\(named): \(problem)" : "\(named): \(verbatim: keyPath): \(problem)")
    }
}

/// A value inside a `JSONSerialization` result together with its key path in JSON notation
/// (`colors[0].appearances[1].value`), so every problem can say where it is.
package struct JSONNode {
    /// What `JSONSerialization` produced there; nil when the key or index is absent.
    let value: Any?
    let keyPath: String

    package init(root: Any) {
        value = root
        keyPath = ""
    }

    private init(value: Any?, keyPath: String) {
        self.value = value
        self.keyPath = keyPath
    }

    /// Parses `data` as a JSON document (an asset catalog's `Contents.json`). The token parser checks it first, so
    /// whatever is wrong is said in its words with the place (`not valid JSON (key "red" appears twice at line 1,
    /// column 89)`): JSONSerialization would keep the last of a repeated key silently, and word the rest its own way
    /// (`invalid value around character 72`). What it reads then is what the token parser took.
    static func parse(_ data: Data) throws(JSONProblem) -> JSONNode {
        _ = try TokenNode.parse(data)
        // Foundation takes every document the token parser does (RFC 8259, numbers within Double, 256 levels deep).
        guard let root = try? JSONSerialization.jsonObject(with: data) else { throw JSONProblem(keyPath: "", problem: "not valid JSON") }
        return JSONNode(root: root)
    }

    var isMissing: Bool { value == nil }

    /// The member `key` of this object (missing when this is not an object or has no such key).
    subscript(key: String) -> JSONNode {
        JSONNode(value: (value as? [String: Any])?[key], keyPath: JSONProblem.keyPath(keyPath, key))
    }

    func problem(_ text: MessageText) -> JSONProblem { JSONProblem(keyPath: keyPath, problem: text) }

    /// Checks that the value is a JSON object.
    func requireObject() throws(JSONProblem) {
        if isMissing { throw problem("missing") }
        guard value is [String: Any] else { throw problem("\(shown) is not an object") }
    }

    /// The elements of a JSON array, each with its index in the key path.
    func elements() throws(JSONProblem) -> [JSONNode] {
        if isMissing { throw problem("missing") }
        guard let array = value as? [Any] else { throw problem("\(shown) is not an array") }
        return array.enumerated().map { JSONNode(value: $1, keyPath: "\(keyPath)[\($0)]") }
    }

    func string() throws(JSONProblem) -> String {
        if isMissing { throw problem("missing") }
        guard let text = value as? String else { throw problem("\(shown) is not a string") }
        return text
    }

    /// The string value, or nil when the key is absent.
    func optionalString() throws(JSONProblem) -> String? {
        isMissing ? nil : try string()
    }

    func bool() throws(JSONProblem) -> Bool {
        if isMissing { throw problem("missing") }
        guard let number = value as? NSNumber, number.isJSONBool else { throw problem("\(shown) is not true or false") }
        return number.boolValue
    }

    /// The keys of this object, sorted; empty when it is not an object.
    var keys: [String] { ((value as? [String: Any])?.keys).map { $0.sorted() } ?? [] }

    /// Rejects members other than `allowed`, so a typo (`"drak"`) is reported instead of silently ignored.
    func onlyKeys(_ allowed: Set<String>) throws(JSONProblem) {
        try requireObject()
        for key in keys where !allowed.contains(key) {
            throw self[key].problem("unknown key (expected one of \(verbatim: allowed.sorted().joined(separator: ", ")))")
        }
    }

    /// A JSON number that must be there.
    func requiredNumber() throws(JSONProblem) -> Double {
        if isMissing { throw problem("missing") }
        guard let number else { throw problem("\(shown) is not a number") }
        return number
    }

    /// The value of a JSON number (not a string, not `true`/`false`), or nil for anything else.
    var number: Double? {
        guard let number = value as? NSNumber, !number.isJSONBool else { return nil }
        return number.doubleValue
    }

    /// The value as a message shows it: strings quoted, numbers and literals as JSON writes them,
    /// containers abbreviated.
    var shown: String {
        switch value {
        case nil: "nothing"
        case let text as String: "\"\(VisibleText.quoted(text))\""  // escaped, then cut (H22-6)
        case let number as NSNumber where number.isJSONBool: number.boolValue ? "true" : "false"
        case let number as NSNumber:
            number.doubleValue.rounded() == number.doubleValue && abs(number.doubleValue) < 1e15
                ? String(Int64(number.doubleValue)) : String(number.doubleValue)
        case is NSNull: "null"
        case is [Any]: "[...]"
        default: "{...}"
        }
    }
}

extension JSONNode {
    /// The `properties` object of an asset catalog `Contents.json` (group folder or colour set), kept whole so
    /// a catalog written back has every property it had; nil when there is none. `provides-namespace`, when
    /// given, must be true or false.
    func properties() throws(JSONProblem) -> OrderedJSON? {
        let properties = self["properties"]
        guard !properties.isMissing else { return nil }
        try properties.requireObject()
        let flag = properties["provides-namespace"]
        if !flag.isMissing { _ = try flag.bool() }
        return try properties.ordered(depth: 0, top: properties.keyPath)
    }

    /// The value as `OrderedJSON`, object members sorted by key (Xcode's order), at most
    /// `ResolutionLimits.maxDepth` levels deep; deeper is a problem of `top`, the value converted.
    func ordered(depth: Int, top: String) throws(JSONProblem) -> OrderedJSON {
        guard depth < ResolutionLimits.maxDepth else {
            throw JSONProblem(keyPath: top, problem: "nests more than \(ResolutionLimits.maxDepth) levels deep")
        }
        switch value {
        case let text as String: return .string(text)
        case let number as NSNumber where number.isJSONBool: return .bool(number.boolValue)
        case let number as NSNumber: return .number(number.doubleValue)
        case is [Any]:
            var elements: [OrderedJSON] = []
            for element in try self.elements() { elements.append(try element.ordered(depth: depth + 1, top: top)) }
            return .array(elements)
        case is [String: Any]:
            var members: [OrderedJSON.Member] = []
            for key in keys { members.append(OrderedJSON.Member(key, try self[key].ordered(depth: depth + 1, top: top))) }
            return .object(members)
        default: return .null
        }
    }
}

extension NSNumber {
    /// Whether JSONSerialization made this from `true`/`false` (booleans have the C type `char`, numbers never do).
    var isJSONBool: Bool { String(cString: objCType) == "c" }
}
