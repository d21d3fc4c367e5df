/// A place in a text file as a message names it, `line 3, column 7` (from 1; a column counts Unicode scalars, as YAML
/// parsers count them; lines end at LF, CRLF or CR): a reader says where a problem is in its own words, rather than
/// passing on its parser's wording of the place.
package enum TextPosition {
    /// The line and column of the scalar after `scalars`.
    package static func after(_ scalars: some Sequence<Unicode.Scalar>) -> (line: Int, column: Int) {
        var (line, column) = (1, 1)
        var afterCR = false
        for scalar in scalars {
            if scalar == "\n" || scalar == "\r" {
                if !(scalar == "\n" && afterCR) { line += 1 }
                column = 1
            } else {
                column += 1
            }
            afterCR = scalar == "\r"
        }
        return (line, column)
    }

    /// The line and column of the byte `offset` bytes into `text` (libyaml's `problem_offset`).
    package static func of(byte offset: Int, in text: String) -> (line: Int, column: Int)? {
        guard offset >= 0, offset <= text.utf8.count else { return nil }
        return after(String(decoding: text.utf8.prefix(offset), as: UTF8.self).unicodeScalars)
    }

    /// The line and column of the first byte of `bytes` that is not part of a UTF-8 character; nil when all of it is
    /// UTF-8.
    package static func firstNonUTF8(in bytes: some Collection<UInt8>) -> (line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var valid = 0  // the bytes of the characters before the first bad one
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded): valid += encoded.count
            case .emptyInput: return nil
            case .error: return after(String(decoding: bytes.prefix(valid), as: UTF8.self).unicodeScalars)
            }
        }
    }

    /// What a message says of `bytes` that are not all UTF-8: `not UTF-8 text at line 2, column 5`.
    package static func notUTF8(_ bytes: some Collection<UInt8>) -> MessageText {
        guard let (line, column) = firstNonUTF8(in: bytes) else { return "not UTF-8 text" }
        return "not UTF-8 text at line \(line), column \(column)"
    }
}
