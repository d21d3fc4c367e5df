/// A JSON value whose objects keep their members in document order, for formats where order means
/// something (design tokens: groups and tokens in palette order). Numbers are `Double`s written in their
/// shortest round-trip form, so a value written and parsed again is the same `Double`.
///
/// `JSONOutput` (Foundation's encoder, sorted keys) stays the one writer for swatch's own documents; this
/// type reads and writes documents whose member order is part of the content.
///
/// Not `indirect`: objects and arrays hold their values in arrays already, so a string or number is kept inline
/// rather than in a box of its own (a file of 300,000 tokens kept 600,000 of them).
package enum OrderedJSON: Hashable, Sendable {
    case object([Member])
    case array([OrderedJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// One member of an object.
    package struct Member: Hashable, Sendable {
        package let key: String
        package var value: OrderedJSON

        package init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }
    }

    /// An object of `members`, in that order.
    package static func keyed(_ members: [(String, OrderedJSON)]) -> OrderedJSON {
        .object(members.map { Member($0.0, $0.1) })
    }

    /// The members of an object; nil for anything else.
    package var members: [Member]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The value of member `key` of an object (the first, should a document repeat it); nil when absent.
    package subscript(key: String) -> OrderedJSON? {
        members?.first { $0.key == key }?.value
    }

    /// The document as text: two-space indentation, one member per line; arrays of scalars and objects of
    /// one scalar member (`{"$ref": "dark.tokens.json"}`) on one line; a final newline.
    package var text: String {
        var out = ""
        write(to: &out, indent: "")
        return out + "\n"
    }

    /// The value as text where it stands inside a document whose line it starts on is indented by `indent`, without a
    /// final newline: what a document written a member at a time puts after a member's key.
    package func text(indent: String) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    private func write(to out: inout String, indent: String) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            if members.count == 1, members[0].value.isScalar {
                out += "{" + Self.quoted(members[0].key) + ": " + members[0].value.text.dropLast() + "}"
                return
            }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + Self.quoted(member.key) + ": "
                member.value.write(to: &out, indent: indent + "  ")
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            if elements.allSatisfy(\.isScalar) {
                out += "[" + elements.map { $0.text.dropLast() }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += indent + "  "
                element.write(to: &out, indent: indent + "  ")
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): out += Self.quoted(text)
        case .number(let number): out += Self.numberText(number)
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: false
        case .string, .number, .bool, .null: true
        }
    }

    /// A whole number without a fraction (`1`, not `1.0`); anything else in Swift's shortest form that
    /// reads back as the same `Double` (`0.1`, `1e-05`).
    package static func numberText(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(describing: value)
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped, the rest as is.
    package static func quoted(_ text: String) -> String {
        // Printable ASCII but the quote and backslash, most names and every key, is written as it is.
        if text.utf8.allSatisfy({ (0x20 ..< 0x7F).contains($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where VisibleText.isHidden(scalar): out += escape(scalar)  // C0, DEL, C1, bidirectional: none raw
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// `scalar`, one of the Basic Multilingual Plane, as a JSON escape: `\u001b`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
