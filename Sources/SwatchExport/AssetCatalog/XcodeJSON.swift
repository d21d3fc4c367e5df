import SwatchSupport

/// JSON as Xcode writes an asset catalog's `Contents.json`: two-space indentation, `"key" : value`, keys
/// in alphabetical order, a trailing newline. Writing it the same way means a round trip through Xcode
/// changes nothing.
indirect enum XcodeJSON {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    /// A number that is not whole, in Swift's shortest form (a property a catalog gave; Xcode writes none).
    case number(Double)
    case bool(Bool)
    case null

    /// `json` as Xcode would write it (members sorted): a catalog's `properties` written back.
    init(_ json: OrderedJSON) {
        switch json {
        case .object(let members):
            var object: [String: XcodeJSON] = [:]
            for member in members where object[member.key] == nil { object[member.key] = XcodeJSON(member.value) }
            self = .object(object)
        case .array(let elements): self = .array(elements.map(XcodeJSON.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = number.rounded() == number && abs(number) < 1e15 ? .integer(Int(number)) : .number(number)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    /// The document's text, newline-terminated.
    var text: String {
        var out = ""
        render(indent: "", into: &out)
        return out + "\n"
    }

    /// The catalog-wide `info` block Xcode puts in every `Contents.json`.
    /// (Computed, not a stored global: a boxed enum in a global reads as a leak to LeakSanitizer.)
    static var info: XcodeJSON { .object(["author": .string("xcode"), "version": .integer(1)]) }

    /// Appends the value's text to `out`, its inner lines indented past `indent`.
    private func render(indent: String, into out: inout String) {
        let inner = indent + "  "
        switch self {
        case .object(let members):
            guard !members.isEmpty else { return out += "{\n\n\(indent)}" }
            out += "{\n"
            for (index, member) in members.sorted(by: { $0.key < $1.key }).enumerated() {
                out += (index == 0 ? "" : ",\n") + inner + quoted(member.key) + " : "
                member.value.render(indent: inner, into: &out)
            }
            out += "\n\(indent)}"
        case .array(let elements):
            guard !elements.isEmpty else { return out += "[\n\n\(indent)]" }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += (index == 0 ? "" : ",\n") + inner
                element.render(indent: inner, into: &out)
            }
            out += "\n\(indent)]"
        case .string(let value): out += quoted(value)
        case .integer(let value): out += String(value)
        case .number(let value): out += OrderedJSON.numberText(value)
        case .bool(let value): out += value ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// A JSON string literal, escaped as Xcode escapes it: quotes, backslashes and control characters.
    private func quoted(_ text: String) -> String { OrderedJSON.quoted(text) }
}

import Foundation
