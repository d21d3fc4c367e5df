import Testing
@testable import SwatchSupport

/// `InputText`: UTF-16 and UTF-32 are known by a byte order mark, or without one by RFC 4627's pattern of NULs in the
/// first four bytes, and by nothing less; anything else is UTF-8 or not, as before.
@Suite struct InputTextTests {
    static let encoded: [(bytes: [UInt8], encoding: String?)] = [
        ([0xFF, 0xFE, 0x61, 0x00], "UTF-16LE"), ([0xFE, 0xFF, 0x00, 0x61], "UTF-16BE"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0xFE, 0xFF], "UTF-32BE"),
        ([0x61, 0x00, 0x20, 0x00], "UTF-16LE"), ([0x00, 0x61, 0x00, 0x20], "UTF-16BE"),
        ([0x61, 0x00, 0x00, 0x00], "UTF-32LE"), ([0x00, 0x00, 0x00, 0x61], "UTF-32BE"),
        // Too little to tell, or a pattern no encoding makes of two ASCII characters: left to UTF-8.
        ([0x61, 0x00], nil), ([0x61, 0x00, 0x62], nil), ([0x00, 0x00, 0x00, 0x00], nil), ([0x00, 0x61, 0x62, 0x00], nil),
        ([0x61, 0x62, 0x00, 0x00], nil), ([], nil), ([0xEF, 0xBB, 0xBF, 0x61], nil), ([0xFF], nil),
    ]

    @Test(arguments: encoded) func theEncodingIsKnownOnlyWhereItIsUnambiguous(bytes: [UInt8], encoding: String?) {
        #expect(InputText.otherEncoding(of: bytes) == encoding)
    }

    @Test func everyProblemIsOneWording() throws {
        #expect(InputText.problem(in: [0x61, 0x00, 0x20, 0x00])?.text == "is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)")
        #expect(InputText.problem(in: [0xFF, 0xFE, 0x61, 0x00])?.text == "is UTF-16 (little-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16LE -t UTF-8)")
        #expect(InputText.problem(in: [0x00, 0x00, 0x00, 0x61])?.text == "is UTF-32 (big-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-32BE -t UTF-8)")
        #expect(InputText.problem(in: Array("a\n\u{FF}".utf8) + [0xFF])?.text == "not UTF-8 text at line 2, column 2")
        #expect(InputText.problem(in: Array("a #FF0000\n".utf8)) == nil)
        #expect(throws: SwatchError(.palette, "p.txt: is UTF-16 (big-endian) text; swatch reads UTF-8: convert it (iconv -f UTF-16BE -t UTF-8)")) {
            try InputText.decoded([0xFE, 0xFF, 0x00, 0x61], file: "p.txt", kind: .palette)
        }
        #expect(try InputText.decoded(Array("\u{FEFF}a".utf8), file: "p.txt", kind: .usage) == "\u{FEFF}a")
    }
}
