import Foundation

/// The one way swatch writes JSON (manifests, `list --format json`, compare reports): pretty-printed with
/// sorted keys and unescaped slashes, newline-terminated, so the same value always gives the same bytes.
package enum JSONOutput {
    /// Spaces per nesting level, as the pretty-printer indents.
    private static let indentWidth = 2

    /// `value` as JSON bytes. Encoding swatch's own documents (strings, numbers, arrays and objects of
    /// them) cannot fail; if it ever did, the error says which document.
    package static func bytes(_ value: some Encodable) throws(SwatchError) -> [UInt8] {
        try bytes(value, encoder: encoder()) + [10]
    }

    /// The encoder `bytes(_:)` uses, for a caller that encodes many values (a streamed document's parts).
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `value` as `encoder` writes it, without the final newline: a part of a streamed document.
    static func bytes(_ value: some Encodable, encoder: JSONEncoder) throws(SwatchError) -> [UInt8] {
        do {
            return visible(Array(try encoder.encode(value)))
        } catch {
            throw SwatchError(.output, "cannot encode \(String(describing: type(of: value))) as JSON: \(error)")
        }
    }

    /// Writes into `writer` the bytes `bytes(_:)` gives a document whose top-level array `key` holds
    /// `elements`, without building it: `header` is the document with that array empty, and each element is
    /// encoded on its own, indented as the array nests it, so memory does not grow with the elements. JSON
    /// strings hold no raw newline, so indenting after each is safe.
    package static func stream<Element: Encodable>(_ header: some Encodable, array key: String, elements: some Sequence<Element>,
                                           into writer: BufferedFileWriter) throws(SwatchError) {
        let encoder = encoder()
        let fields = try bytes(header, encoder: encoder) + [10]
        // The empty array opens right after the key and closes at the first `]` after it (an empty one holds
        // nothing). The key cannot occur inside a string, whose quotes are escaped, and a top-level key comes
        // before any nested one of the same name only when no earlier member holds one: callers' headers hold none.
        guard let opened = fields.firstRange(of: Array("\"\(key)\" : [".utf8)),
              let close = fields[opened.upperBound...].firstIndex(of: UInt8(ascii: "]")) else {
            throw SwatchError(.output, "cannot encode \(verbatim: String(describing: type(of: header))) as JSON: no \(key) array")  // a programming error
        }
        try writer.write(fields[..<opened.upperBound])
        let elementIndent = [10] + [UInt8](repeating: 32, count: indentWidth * 2)  // the document's object, then the array
        var any = false
        for element in elements {
            try writer.write(any ? [44] + elementIndent : elementIndent)  // ",\n    " between elements
            any = true
            let encoded = try bytes(element, encoder: encoder)
            var start = 0
            for (index, byte) in encoded.enumerated() where byte == 10 {
                try writer.write(encoded[start ..< index])
                try writer.write(elementIndent)
                start = index + 1
            }
            try writer.write(encoded[start...])
        }
        // The array closes on a line of its own at the object's indent; an empty one as it was encoded.
        try writer.write(any ? [10] + [UInt8](repeating: 32, count: indentWidth) + fields[close...] : fields[opened.upperBound...])
    }

    /// `json` with the characters `VisibleText` hides that the encoder leaves raw (DEL, C1 controls, line
    /// separators, bidirectional formatting) written as `\uXXXX`, as it writes C0 controls: the same string
    /// to a reader, and `list --format json` on a terminal cannot be reordered or driven by a name. JSON's own
    /// characters are ASCII, so every such character is inside a string.
    static func visible(_ json: [UInt8]) -> [UInt8] {
        // Each of them starts with one of these bytes in UTF-8; most documents hold none.
        guard json.contains(where: { $0 == 0x7F || $0 == 0xC2 || $0 == 0xD8 || $0 == 0xE2 }) else { return json }
        var out: [UInt8] = []
        out.reserveCapacity(json.count)
        for scalar in String(decoding: json, as: UTF8.self).unicodeScalars {
            if scalar.value >= 0x20, VisibleText.isHidden(scalar) {
                out += OrderedJSON.escape(scalar).utf8
            } else {
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        return out
    }
}
