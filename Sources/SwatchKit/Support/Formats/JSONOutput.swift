import Foundation

/// The one way swatch writes JSON (manifests, `list --format json`, compare reports): pretty-printed with
/// sorted keys and unescaped slashes, newline-terminated, so the same value always gives the same bytes.
enum JSONOutput {
    /// `value` as JSON bytes. Encoding swatch's own documents (strings, numbers, arrays and objects of
    /// them) cannot fail; if it ever did, the error says which document.
    static func bytes(_ value: some Encodable) throws(SwatchError) -> [UInt8] {
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
