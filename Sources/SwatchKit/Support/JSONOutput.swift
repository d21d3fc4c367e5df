import Foundation

/// The one way swatch writes JSON (manifests, `list --format json`, compare reports): pretty-printed with
/// sorted keys and unescaped slashes, newline-terminated, so the same value always gives the same bytes.
enum JSONOutput {
    /// `value` as JSON bytes. Encoding swatch's own documents (strings, numbers, arrays and objects of
    /// them) cannot fail; if it ever did, the error says which document.
    static func bytes(_ value: some Encodable) throws(SwatchError) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return Array(try encoder.encode(value)) + [10]
        } catch {
            throw SwatchError(.output, "cannot encode \(type(of: value)) as JSON: \(error)")
        }
    }
}
