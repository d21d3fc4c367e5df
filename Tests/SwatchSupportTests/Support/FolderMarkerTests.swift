import Foundation
import Testing
@testable import SwatchSupport

/// `.swatch-export`'s lines: every path a format may write survives the round trip, a name holding `%` stays one line,
/// and a line that names no file inside the folder, or one swatch never writes (a control character), is not read as one.
@Suite struct FolderMarkerTests {
    @Test(arguments: ["a.txt", "Brand/Primary.colorset/Contents.json", "50%/x", "%0A", "é/ü.json", " lead", "#1", "a\u{A0}b"])
    func aPathRoundTrips(_ path: String) {
        let line = FolderMarker.line(for: path)
        #expect(line.hasSuffix("\n"))
        let breaks = line.utf8.dropLast().filter { $0 == 10 || $0 == 13 }
        #expect(breaks.isEmpty)
        #expect(FolderMarker.path(fromLine: Array(line.utf8.dropLast())) == path)
    }

    @Test func escapesAreExact() {
        #expect(FolderMarker.line(for: "a%b\nc\rd") == "a%25b%0Ac%0Dd\n")
    }

    @Test(arguments: ["../x", "a/../../x", "/etc/passwd", "a//b", "a/", ".", ".swatch-export", "a%", "a%4", "a%zz", "a%00b",
                     "a%+2b", "a%-0b", "a%+fb", "a% 2b", "a%0Ab", "a%0Db", "a%1B[31m", "a%7Fb", "a%C2%85b"])  // an escape is two hex digits: no sign, no space
    func aLineNamingNoFileInsideIsRefused(_ line: String) {
        #expect(FolderMarker.path(fromLine: Array(line.utf8)) == nil)
    }

    @Test func invalidUTF8IsRefused() {
        #expect(FolderMarker.path(fromLine: [0x61, 0xFF, 0x62]) == nil)
        #expect(FolderMarker.path(fromLine: Array("a%FFb".utf8)) == nil)
    }

    /// The set holds each file and the folders above it, apart: a folder is not a file of its name.
    @Test func pathsHoldFilesAndTheirFolders() throws {
        var paths = FolderPaths()
        try paths.insert(file: "Brand/Primary.colorset/Contents.json", at: "test")
        #expect(paths.depth == 3)
        #expect(paths.contains("Brand/Primary.colorset/Contents.json", isFolder: false))
        #expect(paths.contains("Brand/Primary.colorset", isFolder: true))
        #expect(paths.contains("Brand", isFolder: true))
        #expect(!paths.contains("Brand", isFolder: false))
        #expect(!paths.contains("Brand/Primary.colorset/Contents.json", isFolder: true))
        #expect(!paths.contains("Brand/Other.colorset", isFolder: true))
        #expect(paths.count == 3)
    }
}
