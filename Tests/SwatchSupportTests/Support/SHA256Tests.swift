import Foundation
import Testing
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport

/// SHA-256 against FIPS 180-4's examples (NIST's "SHA256.pdf" and the CAVS short messages) and against
/// sha256sum on a font file, with every length around the padding's block boundaries.
@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
        ("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
         "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"),
    ])
    func standardExamples(message: String, digest: String) {
        #expect(SHA256.hex(of: Array(message.utf8)) == digest)
    }

    @Test func aMillionAs() {
        #expect(SHA256.hex(of: [UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths 0...200 (across the 55/56/64-byte padding edges) against sha256sum.
    @Test func everyPaddingLengthMatchesSha256sum() throws {
        let dir = try TempDir()
        var expected: [String] = []
        for length in 0 ... 200 {
            let bytes = (0 ..< length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
            try Data(bytes).write(to: URL(fileURLWithPath: dir.file("m\(length)")))
            expected.append(SHA256.hex(of: bytes))
        }
        let sums = try SHA256Sum.digests((0 ... 200).map { dir.file("m\($0)") })
        #expect(sums == expected)
    }

    @Test(.needsDejaVu) func aFontFileMatchesSha256sum() throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: FontFiles.dejaVu)))
        #expect(SHA256.hex(of: bytes) == (try SHA256Sum.digests([FontFiles.dejaVu]))[0])
    }
}
