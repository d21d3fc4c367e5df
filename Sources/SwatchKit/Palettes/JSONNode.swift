import Foundation

/// A value in a parsed JSON file with the key path that leads to it, so every error can name the file,
/// the key path and the bad value: `brand.json: schemes[0].colors[2].light: "#GG0000" is not a colour`.
struct JSONNode {
    let value: Any
    /// `schemes[0].colors[2].light`; empty for the document itself.
    let path: String
    /// The file name used in messages.
    let file: String

    /// Parses `data` as JSON; the message names `file` and what JSONSerialization found.
    static func parse(_ data: Data, file: String) throws(PaletteError) -> JSONNode {
        do {
            return JSONNode(value: try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]), path: "", file: file)
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error.localizedDescription)"
            throw PaletteError("\(file): not valid JSON (\(reason))")
        }
    }

    /// An error about this value: `file: path: <what>`.
    func error(_ what: String) -> PaletteError {
        PaletteError(path.isEmpty ? "\(file): \(what)" : "\(file): \(path): \(what)")
    }

    /// The value as it appears in the file, for messages: `"1.7x"`, `12`, `{...}`.
    var shown: String {
        switch value {
        case let text as String: return "\"\(text)\""
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        case is NSNull: return "null"
        default: return "\(value)"
        }
    }

    func object() throws(PaletteError) -> [String: Any] {
        guard let object = value as? [String: Any] else { throw error("expected an object, found \(shown)") }
        return object
    }

    func array() throws(PaletteError) -> [JSONNode] {
        guard let array = value as? [Any] else { throw error("expected an array, found \(shown)") }
        return array.enumerated().map { JSONNode(value: $1, path: "\(path)[\($0)]", file: file) }
    }

    func string() throws(PaletteError) -> String {
        guard let text = value as? String else { throw error("expected a string, found \(shown)") }
        return text
    }

    /// A JSON number (booleans are not numbers).
    func number() throws(PaletteError) -> Double {
        guard let number = value as? NSNumber, type(of: value) == NSNumber.self, !(value is String) else {
            throw error("\(shown) is not a number")
        }
        return number.doubleValue
    }

    /// The member `key`, or nil when absent (null counts as absent).
    func child(_ key: String) throws(PaletteError) -> JSONNode? {
        guard let member = try object()[key], !(member is NSNull) else { return nil }
        return JSONNode(value: member, path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// The member `key`, which must exist.
    func required(_ key: String) throws(PaletteError) -> JSONNode {
        guard let member = try child(key) else { throw place(key).error("missing") }
        return member
    }

    /// Where member `key` is or would be, for messages about it.
    func place(_ key: String) -> JSONNode {
        JSONNode(value: NSNull(), path: path.isEmpty ? key : "\(path).\(key)", file: file)
    }

    /// Rejects members other than `allowed`, so typos (`"drak"`) are reported instead of silently ignored.
    func onlyKeys(_ allowed: Set<String>) throws(PaletteError) {
        for key in try object().keys.sorted() where !allowed.contains(key) {
            throw place(key).error("unknown key (expected one of \(allowed.sorted().joined(separator: ", ")))")
        }
    }
}
