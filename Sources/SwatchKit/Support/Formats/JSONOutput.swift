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
            return Array(try encoder.encode(value))
        } catch {
            throw SwatchError(.output, "cannot encode \(String(describing: type(of: value))) as JSON: \(error)")
        }
    }
}
