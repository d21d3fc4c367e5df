/// Parses RFC 8259 JSON into `OrderedJSON`, keeping object members in document order. Numbers are read
/// with Swift's correctly rounded `Double(_:)`, so `OrderedJSON.number`'s text reads back exactly.
/// A repeated key, nesting deeper than `ResolutionLimits.maxDepth` levels or a number beyond `Double`'s range is
/// an error; the depth limit keeps every recursion over the parsed value (here and in the readers) off the
/// end of the stack.
package struct OrderedJSONParser {
    /// What is wrong, and where: `unexpected "}" at line 3, column 5`.
    package struct SyntaxError: Error, Equatable {
        package let message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    static let maximumDepth = ResolutionLimits.maxDepth

    /// Parses `bytes` (UTF-8, an optional byte order mark first) as one JSON document.
    package static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> OrderedJSON {
        var parser = OrderedJSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.unexpected() }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func value() throws(SyntaxError) -> OrderedJSON {
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try nested { (parser: inout OrderedJSONParser) throws(SyntaxError) in try parser.object() }
        case UInt8(ascii: "["): return try nested { (parser: inout OrderedJSONParser) throws(SyntaxError) in try parser.array() }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw unexpected()
        }
    }

    private mutating func nested(_ body: (inout OrderedJSONParser) throws(SyntaxError) -> OrderedJSON) throws(SyntaxError) -> OrderedJSON {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
        return try body(&self)
    }

    private mutating func object() throws(SyntaxError) -> OrderedJSON {
        index += 1
        var members: [OrderedJSON.Member] = []
        var keys: Set<String> = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else { throw unexpected(expecting: "a key in quotes") }
            let keyStart = index
            let key = try string()
            let repeated: Bool
            if members.count < Self.keysCheckedInPlace {
                repeated = members.contains { $0.key == key }  // most objects are small: no set made and hashed
            } else {
                if keys.isEmpty { keys = Set(members.map(\.key)) }
                repeated = !keys.insert(key).inserted
            }
            if repeated { throw error(Self.repeatedKey(key, earlier: members.first { $0.key == key }?.key), at: keyStart) }
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else { throw unexpected(expecting: "\":\"") }
            index += 1
            members.append(OrderedJSON.Member(key, try value()))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw unexpected(expecting: "\",\" or \"}\"")
        }
    }

    /// What is said of `key` given a second time in an object, whose first is `earlier`: `key "a" appears twice`, and
    /// when the two are spelt differently (Swift's strings, and so swatch, take canonically equal text as one key),
    /// both: `key "é" appears twice (also spelled "e\u{301}")`.
    private static func repeatedKey(_ key: String, earlier: String?) -> MessageText {
        guard let earlier, !earlier.utf8.elementsEqual(key.utf8) else { return "key \"\(key)\" appears twice" }
        return "key \"\(earlier)\" appears twice (also spelled \"\(key)\")"
    }

    /// How many members an object has before its keys are looked up in a set rather than among its members.
    private static let keysCheckedInPlace = 16

    private mutating func array() throws(SyntaxError) -> OrderedJSON {
        index += 1
        var elements: [OrderedJSON] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        while true {
            elements.append(try value())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
            throw unexpected(expecting: "\",\" or \"]\"")
        }
    }

    private mutating func string() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var utf8: [UInt8] = []  // what the escapes so far stand for, with the runs before them; empty without one
        var run = index  // start of the current run of bytes without escapes
        while true {
            guard index < bytes.count else { throw error("a string is not closed", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // A string without escapes (almost every one) is made from its bytes where they are, not a copy.
                let text = utf8.isEmpty ? String(validating: bytes[run..<index], as: UTF8.self)
                    : String(validating: utf8 + bytes[run..<index], as: UTF8.self)
                index += 1
                guard let text else { throw error("a string is not valid UTF-8", at: start) }
                return text
            }
            if byte < 0x20 { throw error("a control character must be escaped in a string") }
            guard byte == UInt8(ascii: "\\") else { index += 1; continue }
            utf8 += bytes[run..<index]
            index += 1
            guard index < bytes.count else { throw error("a string is not closed", at: start) }
            let escape = bytes[index]
            index += 1
            if let replacement = Self.escapes[escape] {
                utf8.append(replacement)
            } else if escape == UInt8(ascii: "u") {
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("\\u escape \(String(low, radix: 16)) is not a low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("\\u escape \(String(code, radix: 16)) is not a character") }
                utf8 += Array(String(scalar).utf8)
            } else {
                index -= 2  // at the backslash
                throw error("\"\\\(String(UnicodeScalar(escape)))\" is not an escape")
            }
            run = index
        }
    }

    /// The one-letter escapes and the bytes they stand for.
    private static let escapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count, let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16),
              bytes[index..<index + 4].allSatisfy({ UnicodeScalar($0).properties.isASCIIHexDigit }) else {
            throw error("\\u needs four hex digits")
        }
        index += 4
        return code
    }

    private mutating func number() throws(SyntaxError) -> Double {
        let start = index
        func digits(_ parser: inout OrderedJSONParser) -> Int {
            let first = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) { parser.index += 1 }
            return parser.index - first
        }
        if peek(UInt8(ascii: "-")) { index += 1 }
        let integerStart = index
        let integerDigits = digits(&self)
        guard integerDigits > 0 else { throw unexpected(expecting: "a digit") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") { throw error("a number must not start with 0", at: integerStart) }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digits(&self) > 0 else { throw unexpected(expecting: "a digit") }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digits(&self) > 0 else { throw unexpected(expecting: "a digit") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("\(text) is too large a number", at: start) }
        return value
    }

    private mutating func literal(_ word: String) throws(SyntaxError) {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw unexpected() }
        index += word.utf8.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    private func unexpected(expecting: MessageText? = nil) -> SyntaxError {
        let expected: MessageText = expecting.map { ", expected \($0)" } ?? ""
        guard index < bytes.count else { return error("unexpected end of file" + expected) }
        let scalar = UnicodeScalar(bytes[index])
        let shown: MessageText = bytes[index] < 0x80 && bytes[index] >= 0x20 ? "\"\(String(scalar))\"" : "byte 0x\(String(bytes[index], radix: 16, uppercase: true))"
        return error("unexpected \(shown)" + expected)
    }

    /// `message` at `offset` (the current position unless given) as `… at line L, column C`. Its values are quoted one
    /// by one (`MessageText`), so a 100 KB key is cut to its start and the place after it is kept.
    private func error(_ message: MessageText, at offset: Int? = nil) -> SyntaxError {
        let position = min(offset ?? index, bytes.count)
        // Lines end at LF, CRLF or CR and columns count scalars, as every place swatch names in a text file.
        let (line, column) = TextPosition.after(String(decoding: bytes[..<position], as: UTF8.self).unicodeScalars)
        return SyntaxError(message: ("\(message) at line \(line), column \(column)" as MessageText).text)
    }
}
