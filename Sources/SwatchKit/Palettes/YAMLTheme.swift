import Foundation
import Yams

/// Themes may be written in YAML: the document is turned into the equivalent JSON, so the theme reader,
/// its key paths and its messages are the same for both.
enum YAMLTheme {
    /// The YAML document in `data` as JSON bytes; the message names `file` and what Yams found.
    static func jsonData(_ data: Data, file: String) throws(SwatchError) -> Data {
        guard let text = String(data: data, encoding: .utf8) else { throw SwatchError(.palette, "\(file): not UTF-8 text") }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch {
            let reason = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            throw SwatchError(.palette, "\(file): not valid YAML (\(reason))")
        }
        guard let root else { throw SwatchError(.palette, "\(file): the YAML document is empty") }
        var values = 0
        try check(root, file: file, values: &values)
        // What `Yams.load(yaml:)` returns: the composed tree, constructed.
        let tree = root.any
        do {
            return try JSONSerialization.data(withJSONObject: jsonCompatible(tree), options: [.fragmentsAllowed])
        } catch {
            throw SwatchError(.palette, "\(file): YAML that has no JSON equivalent (\(error.localizedDescription))")
        }
    }

    /// Most values (scalars, lists and mappings) a YAML theme may hold once its aliases are expanded: a
    /// colour takes about twenty, so this is far more than a palette needs, yet quick to construct.
    static let maxValues = 1_000_000

    /// Checks the composed tree before Yams constructs it, which would stop the program or never end:
    /// - Yams constructs every mapping key as a string and stops the program on a key that is a list or a
    ///   mapping (`? [a, b] : c`, `{ {a: 1}: 2 }`);
    /// - aliases are expanded, so a few lines of nested aliases (a "billion laughs" document) make billions
    ///   of values: at most `maxValues` are allowed. `values` counts the values seen so far.
    private static func check(_ node: Node, file: String, values: inout Int) throws(SwatchError) {
        values += 1
        guard values <= maxValues else {
            throw SwatchError(.palette, "\(file): more than \(maxValues) values once aliases are expanded")
        }
        switch node {
        case .scalar, .alias:  // compose resolves aliases into copies of the anchored node
            return
        case .sequence(let sequence):
            for item in sequence { try check(item, file: file, values: &values) }
        case .mapping(let mapping):
            for (key, value) in mapping {
                guard case .scalar = key else {
                    let line = key.mark.map { "line \($0.line): " } ?? ""
                    throw SwatchError(.palette, "\(file): \(line)a mapping key must be text, not a list or a mapping")
                }
                try check(value, file: file, values: &values)
            }
        }
    }

    /// Mapping keys become strings and scalars JSON types; YAML timestamps and binary data become text.
    private static func jsonCompatible(_ value: Any) -> Any {
        switch value {
        case let mapping as [AnyHashable: Any]:
            return Dictionary(mapping.map { ("\($0.key.base)", jsonCompatible($0.value)) }, uniquingKeysWith: { first, _ in first })
        case let mapping as [String: Any]:
            return mapping.mapValues(jsonCompatible)
        case let sequence as [Any]:
            return sequence.map(jsonCompatible)
        case is String, is Int, is Double, is Bool, is NSNull:
            return value
        default:
            return "\(value)"
        }
    }
}
