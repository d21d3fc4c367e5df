import Foundation
import Yams
import SwatchSupport

/// Themes may be written in YAML: the document is turned into the same tree JSON gives, so the theme
/// reader, its key paths and its messages are the same for both.
///
/// The document is composed (aliases stay shared, so a small file stays small in memory) and then
/// expanded with a budget: a file whose aliases expand to more than `maxValues` values is refused in
/// well under a second, rather than growing to gigabytes ("billion laughs").
enum YAMLTheme {
    /// The most values (scalars, sequences and mappings, aliases counted each time they are used) a
    /// theme may expand to: `ResolutionLimits.maxValues`.
    static let maxValues = ResolutionLimits.maxValues

    /// The hint for the usual YAML slip, an unquoted `#5B2EFF`, which YAML reads as a comment: in block style
    /// the value is then null (`ThemeReader` says so), in flow style (`{ light: #5B2EFF }`) the rest of the
    /// line is gone and the document does not parse (`root` says so, naming the line).
    static let quoteHexCodes = "in YAML, quote hex codes: \"#5B2EFF\""

    /// The YAML document in `data` as a JSON-shaped tree; the message names `file` and what Yams found.
    static func root(_ data: Data, file: String) throws(SwatchError) -> JSONNode {
        let text = try InputText.decoded(data, file: "\(place: file)", kind: .palette)
        let document: Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch {
            if let (line, code) = unquotedHexCode(in: text) {
                throw SwatchError(.palette, "\(place: file): line \(line): not valid YAML: the unquoted \(code) starts a comment (\(verbatim: quoteHexCodes))")
            }
            throw SwatchError(.palette, "\(place: file): \(YAMLProblem.message(error))")
        }
        guard let document else { throw SwatchError(.palette, "\(place: file): the YAML document is empty") }
        var budget = maxValues
        return JSONNode(root: try jsonShaped(document, budget: &budget, file: file))
    }

    /// The first line (1-based) where a value is a hex code YAML reads as a comment: a `#` outside quotes,
    /// after `key:`, `,`, `[`, `{` or `-` and white space, followed by 3 to 8 hex digits. One pass over the text.
    static func unquotedHexCode(in text: String) -> (line: Int, code: String)? {
        for (index, line) in textLines(text).enumerated() {
            let scalars = Array(line.unicodeScalars)
            var quote: Unicode.Scalar?
            var position = 0
            while position < scalars.count {
                let scalar = scalars[position]
                if let open = quote {
                    if open == "\"", scalar == "\\" { position += 1 } else if scalar == open { quote = nil }
                } else if scalar == "\"" || scalar == "'" {
                    quote = scalar
                } else if scalar == "#", position > 0, scalars[position - 1] == " " || scalars[position - 1] == "\t" {
                    // A comment starts here: is it a value's hex code?
                    let before = scalars[..<position].reversed().first { $0 != " " && $0 != "\t" }
                    let digits = scalars[(position + 1)...].prefix { $0.properties.isASCIIHexDigit }
                    let after = scalars.dropFirst(position + 1 + digits.count).first
                    if let before, [":", ",", "[", "{", "-"].contains(before), (3...8).contains(digits.count),
                       after.map({ [" ", "\t", ",", "}", "]"].contains($0) }) ?? true {
                        return (index + 1, "#" + String(String.UnicodeScalarView(digits)))
                    }
                    break  // the rest of the line is a comment
                }
                position += 1
            }
        }
        return nil
    }

    /// The node as JSONSerialization would give it (dictionaries, arrays, strings, NSNumber, NSNull);
    /// throws once more than `budget` values have been made, or for a key that is not text (JSON has none).
    /// Timestamps and binary data stay text.
    private static func jsonShaped(_ node: Node, budget: inout Int, file: String) throws(SwatchError) -> Any {
        budget -= 1
        guard budget >= 0 else {
            throw SwatchError(.palette, "\(place: file): \(ResolutionLimits.yamlTooManyValues)")
        }
        switch node {
        case .scalar(let scalar):
            switch Tag.Name(rawValue: node.tag.rawValue) {
            case .null: return NSNull()
            case .bool: return node.bool.map { NSNumber(value: $0) } ?? scalar.string
            // A number is decimal, as in JSON and swatch.yml: YAML 1.1's `1:00` (60), `0x40` and `1_00` stay the text they are,
            // which the theme reader then refuses where it wants a number (the twenty-third hostile pass's H23-6), and `050` is
            // fifty, not YAML 1.1's octal forty (H24-5).
            case .int, .float: return AcceptedNumbers.decimal(scalar.string).map { NSNumber(value: $0) } ?? scalar.string
            default: return scalar.string
            }
        case .sequence(let sequence):
            var elements: [Any] = []
            for element in sequence {
                elements.append(try jsonShaped(element, budget: &budget, file: file))
            }
            return elements
        case .mapping(let mapping):
            var members: [String: Any] = [:]
            for (key, value) in mapping {
                // Found by fuzzing (`{{}}`): a key that is a list or a mapping has no JSON form.
                guard case .scalar(let scalar) = key else {
                    let line = key.mark.map { "line \($0.line): " } ?? ""
                    throw SwatchError(.palette, "\(place: file): \(line)a mapping key must be text, not a list or a mapping")
                }
                let converted = try jsonShaped(value, budget: &budget, file: file)
                if members[scalar.string] == nil { members[scalar.string] = converted }  // the first of duplicate keys, as before
            }
            return members
        case .alias(let alias):
            return "*\(alias.anchor)"  // compose resolves aliases; an unresolved one reads as its text
        }
    }
}
