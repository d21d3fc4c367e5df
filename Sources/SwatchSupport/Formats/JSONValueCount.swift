import Foundation

/// How many values a JSON document can hold at most, counted without parsing it: one for the document, and one more
/// for each `,`, `[`, `{` and `:` outside a string (every value but the first of its container follows a comma, the
/// first follows its opening bracket or its key's colon). A document of small values costs its parse and reader far
/// more a byte than one of colours (`1,` repeated: 142 bytes a value as a JSON theme's colours), so memory is judged
/// by this count as well as by the bytes (`MemoryBudget.jsonBytesPerValue`). Linear in the bytes; malformed
/// documents are left to the parser, which refuses them.
package enum JSONValueCount {
    /// The upper bound for `bytes`.
    package static func upperBound(in bytes: Data) -> Int {
        bytes.withUnsafeBytes { raw in
            var count = 1, inString = false, escaped = false
            for byte in raw {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":"): count += 1
                default: break
                }
            }
            return count
        }
    }
}
