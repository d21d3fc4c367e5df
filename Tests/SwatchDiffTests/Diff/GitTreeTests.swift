import Foundation
import Testing
import SwatchKit
@testable import SwatchDiff
import SwatchTestSupport

/// `GitTree`: raw tree objects parsed exactly, and the one rule for a safe file name.
@Suite struct GitTreeTests {
    static let id = [UInt8](repeating: 0xAB, count: 20)

    static func entry(_ mode: String, _ name: [UInt8], id: [UInt8] = GitTreeTests.id) -> [UInt8] {
        Array(mode.utf8) + [0x20] + name + [0] + id
    }

    @Test func parsesEveryKindAndKeepsNamesAsBytes() throws {
        let bytes = Self.entry("100644", Array("a.txt".utf8)) + Self.entry("100755", Array("x".utf8)) + Self.entry("40000", Array("Café".utf8))
            + Self.entry("120000", Array("link".utf8)) + Self.entry("160000", Array("sub".utf8)) + Self.entry("100644", [0x61, 0x2F, 0x62])
        let entries = try GitTree.entries(bytes, idLength: 20)
        #expect(entries.map(\.kind) == [.file, .file, .folder, .symbolicLink, .submodule, .file])
        #expect(entries[2].name == Array("Café".utf8))
        #expect(entries[5].name == [0x61, 0x2F, 0x62])
        #expect(entries[0].id == String(repeating: "ab", count: 20))
        #expect(try GitTree.entries([], idLength: 20).isEmpty)
        // SHA-256 repositories have 32-byte ids.
        #expect(try GitTree.entries(Self.entry("100644", [0x61], id: [UInt8](repeating: 1, count: 32)), idLength: 32)[0].id == String(repeating: "01", count: 32))
    }

    static let malformed: [([UInt8], String)] = [
        (Array("100644a".utf8), "is not a tree object (an entry's mode is missing)"),
        (Array(" a".utf8) + [0] + GitTreeTests.id, "is not a tree object (an entry's mode is missing)"),
        (Array("10064400 a".utf8) + [0] + GitTreeTests.id, "is not a tree object (an entry's mode is missing)"),
        (Array("100648 a".utf8) + [0] + GitTreeTests.id, "is not a tree object (an entry's mode is not octal)"),
        (Array("100644 a".utf8), "is not a tree object (an entry is cut short)"),
        (Array("100644 a".utf8) + [0] + GitTreeTests.id.dropLast(), "is not a tree object (an entry is cut short)"),
        (Array("777 a".utf8) + [0] + GitTreeTests.id, #"holds an entry "a" of mode 777, which is no git type"#),
    ]

    @Test(arguments: malformed)
    func refusesMalformedTrees(bytes: [UInt8], message: String) {
        #expect(throws: GitTree.Problem(message: MessageText(verbatim: message))) { try GitTree.entries(bytes, idLength: 20) }
    }

    static let unsafeNames: [([UInt8], String)] = [
        ([UInt8](), #"holds an entry named "" (not a file name)"#),
        (Array(".".utf8), #"holds an entry named "." (not a file name)"#),
        (Array("..".utf8), #"holds an entry named ".." (not a file name)"#),
        (Array("a/b".utf8), #"holds an entry named "a/b" (not a file name)"#),
        (Array("/etc/passwd".utf8), #"holds an entry named "/etc/passwd" (not a file name)"#),
        ([0x61, 0xFF, 0x0A], #"holds an entry whose name is not UTF-8 ("a\xFF\u{A}")"#),
    ]

    @Test(arguments: unsafeNames)
    func refusesNamesThatLeaveTheFolder(name: [UInt8], message: String) {
        #expect(throws: GitTree.Problem(message: MessageText(verbatim: message))) { try GitTree.fileName(name) }
    }

    @Test func keepsOrdinaryNames() throws {
        #expect(try GitTree.fileName(Array("Café.colorset".utf8)) == "Café.colorset")
        #expect(try GitTree.fileName(Array("...".utf8)) == "...")
        #expect(try GitTree.fileName(Array(".swatch-export".utf8)) == ".swatch-export")
    }

    @Test func printableNamesStayOnOneLine() {
        #expect(GitTree.printable(Array("Café".utf8)) == "Café")
        #expect(GitTree.printable(Array("a\nb\u{202E}c".utf8)) == #"a\u{A}b\u{202E}c"#)
        #expect(GitTree.printable([0x61, 0xC3]) == #"a\xC3"#)
        #expect(GitTree.printable(Array("caf\u{E9}".utf8) + [0xE9]) == #"café\xE9"#)  // UTF-8 kept, only the bad byte shown
        #expect(GitTree.printable(Array("cafe\u{301}".utf8)) == #"cafe\u{301}"#)
        #expect(GitTree.printable(Array(String(repeating: "x", count: 200).utf8)) == String(repeating: "x", count: 80) + "… (200 characters)")
    }
}
