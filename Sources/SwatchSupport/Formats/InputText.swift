/// The one place an input's bytes become text (a text list, a pairs file, swatch.yml, an export settings file, a YAML
/// theme; a JSON document's parser reads the bytes, and asks `problem` when they do not parse): UTF-8, a byte order
/// mark first allowed. A file in UTF-16 or UTF-32 is named as what it is, with the command that converts it, in one
/// wording whether or not it starts with a byte order mark (without one, its NULs decode as UTF-8 and a reader
/// complained of `\u{0}` in a name instead).
package enum InputText {
    /// `bytes`, read from the file messages name as `file`, as text; an error of `kind` naming it when they are UTF-16 or
    /// UTF-32 (`p.txt: is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)`) or
    /// not UTF-8 (`p.txt: not UTF-8 text at line 2, column 5`).
    package static func decoded(_ bytes: some Collection<UInt8>, file: MessageText, kind: SwatchError.Kind) throws(SwatchError) -> String {
        if let encoding = otherEncoding(of: bytes) { throw SwatchError(kind, "\(file): \(message(encoding))") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw SwatchError(kind, "\(file): \(TextPosition.notUTF8(bytes))") }
        return text
    }

    /// What keeps `bytes` from being UTF-8 text, as `decoded` words it after the file's name; nil when they are.
    package static func problem(in bytes: some Collection<UInt8>) -> MessageText? {
        if let encoding = otherEncoding(of: bytes) { return message(encoding) }
        return TextPosition.firstNonUTF8(in: bytes) == nil ? nil : TextPosition.notUTF8(bytes)
    }

    /// The reason for text in `encoding` (`UTF-16LE`, as iconv names it).
    private static func message(_ encoding: String) -> MessageText {
        let order = encoding.hasSuffix("LE") ? "little-endian" : "big-endian"
        return "is \(verbatim: String(encoding.dropLast(2))) (\(verbatim: order)) text; swatch reads UTF-8: convert it (iconv -f \(verbatim: encoding) -t UTF-8)"
    }

    /// The encoding `bytes` are in when it is UTF-16 or UTF-32, as iconv names it (`UTF-16LE`); nil for anything else.
    /// Known by its byte order mark, else by where the NULs of its first four bytes are.
    static func otherEncoding(of bytes: some Collection<UInt8>) -> String? {
        let head = Array(bytes.prefix(4))
        // Byte order marks; UTF-32LE's starts with UTF-16LE's, so it is looked for first.
        if head.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32BE" }
        if head.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32LE" }
        if head.starts(with: [0xFE, 0xFF]) { return "UTF-16BE" }
        if head.starts(with: [0xFF, 0xFE]) { return "UTF-16LE" }
        guard head.count == 4 else { return nil }
        // No mark: RFC 4627's NUL pattern, unambiguous when the text starts with two ASCII characters (every palette
        // format does); any other pattern is left to UTF-8, so no text is taken for UTF-16 on less than that.
        switch head.map({ $0 == 0 }) {
        case [true, true, true, false]: return "UTF-32BE"
        case [false, true, true, true]: return "UTF-32LE"
        case [true, false, true, false]: return "UTF-16BE"
        case [false, true, false, true]: return "UTF-16LE"
        default: return nil
        }
    }
}
