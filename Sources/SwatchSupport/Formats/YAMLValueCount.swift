import Foundation

/// A bound on the nodes a YAML document composes to, counted without parsing it: every `,`, `[`, `{`, `:`, `-` and
/// `?` in the text, quoted or not, plus one. Each node but the document's first is a flow entry (after `[`, `{` or
/// `,`), a mapping's value (after `:`, its key with it) or a block entry (after `-`), so the nodes are at most twice
/// this count and one; characters in strings and comments only raise it. No quote is skipped: telling where a
/// quoted scalar starts takes YAML's own grammar (a `'` in `it's` or in a block scalar starts none), and a guess
/// there would let a hostile document hide its nodes. Composing costs far more a node than a byte, so memory is
/// judged by this count as well as by the bytes (`MemoryBudget.yamlBytesPerValue`). Linear in the bytes.
package enum YAMLValueCount {
    /// The count for `bytes`.
    package static func upperBound<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int {
        var count = 1
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "?"): count += 1
            default: break
            }
        }
        return count
    }
}
