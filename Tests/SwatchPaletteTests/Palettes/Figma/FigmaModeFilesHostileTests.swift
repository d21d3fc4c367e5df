import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// A folder of `Collection.Mode.tokens.json` files as a hostile user leaves it: links out of it and inside it, a
/// FIFO and a folder named like a token file, aliases across files, two files of one collection and mode but for
/// case, and 10,000 files.
@Suite struct FigmaModeFilesHostileTests {
    static let light = ##"{"a": {"$type": "color", "$value": "#FF0000"}}"##
    static let dark = ##"{"a": {"$type": "color", "$value": "#000000"}}"##

    /// A folder `x` of a two-mode collection, then `prepare` adds to it (the folder's path given).
    static func folder(_ prepare: (String) throws -> Void = { _ in }) throws -> TokenTestFiles {
        let files = try TokenTestFiles(["x/Theme.Light.tokens.json": light, "x/Theme.Dark.tokens.json": dark, "secret.json": ##"{"k": {"$type": "color", "$value": "#123456"}}"##])
        try prepare(files.directory.file("x"))
        return files
    }

    @Test func aLinkOutOfTheFolderIsRefusedWithoutQuotingIt() throws {
        let files = try Self.folder { try FileManager.default.createSymbolicLink(atPath: $0 + "/Extra.Mode 1.tokens.json", withDestinationPath: "../secret.json") }
        #expect(files.message("x") == "Extra.Mode 1.tokens.json: leads outside \(files.directory.file("x")); swatch reads only files inside it")
    }

    /// A link to a file of the folder is that file: here a second collection of one mode, read as light.
    @Test func aLinkInsideTheFolderReads() throws {
        let files = try Self.folder { try FileManager.default.createSymbolicLink(atPath: $0 + "/Other.Mode 1.tokens.json", withDestinationPath: "Theme.Dark.tokens.json") }
        #expect(try files.read("x").palette.color(named: "a")?.hexValues == ["light": "#FF0000FF", "dark": "#000000FF"])
    }

    /// A FIFO is refused before it is opened for reading, so no writer is waited for; a folder is refused too.
    @Test func aFIFOOrAFolderNamedLikeATokenFileIsOneLine() throws {
        let fifo = try Self.folder { #expect(mkfifo($0 + "/X.Y.tokens.json", 0o600) == 0) }
        #expect(fifo.message("x") == "X.Y.tokens.json: is a named pipe, not a file")
        let folder = try Self.folder { try FileManager.default.createDirectory(atPath: $0 + "/X.Y.tokens.json", withIntermediateDirectories: false) }
        #expect(folder.message("x") == "X.Y.tokens.json: is a folder, not a file")
    }

    /// An alias in one file to a token of another: the files of one appearance are one tree.
    @Test func aliasesReachAcrossFiles() throws {
        let files = try TokenTestFiles(["x/Base.Mode 1.tokens.json": ##"{"red": {"$type": "color", "$value": "#FF0000"}, "ink": {"$type": "color", "$value": "#111111"}}"##,
                                        "x/Theme.Light.tokens.json": ##"{"tint": {"$type": "color", "$value": "{red}"}}"##,
                                        "x/Theme.Dark.tokens.json": ##"{"tint": {"$type": "color", "$value": "{ink}"}}"##])
        #expect(try files.read("x").palette.color(named: "tint")?.hexValues == ["light": "#FF0000FF", "dark": "#111111FF"])
        let missing = try TokenTestFiles(["x/Theme.Light.tokens.json": ##"{"tint": {"$type": "color", "$value": "{nowhere}"}}"##])
        #expect(missing.message("x") == "Theme.Light.tokens.json: tint.$value: {nowhere} does not name a token")
    }

    /// On a disk that ignores case (macOS) the two would be one file: which one won would be the disk's choice.
    @Test(arguments: ["theme.dark.tokens.json", "THEME.Dark.tokens.json", "Theme.DARK.tokens.json"])
    func filesDifferingOnlyInCaseAreRefused(name: String) throws {
        let files = try Self.folder { try Data(Self.light.utf8).write(to: URL(fileURLWithPath: $0 + "/" + name)) }
        let names = [name, "Theme.Dark.tokens.json"].sorted()
        #expect(files.message("x") == "x: \(names[0]) and \(names[1]) differ only in case; keep one")
    }

    /// 2,000 collections of one mode each, grouped by hash (10,000 from the command line: `DesignToolHostileTests`).
    @Test func twoThousandFilesRead() throws {
        var contents: [String: String] = [:]
        for index in 0 ..< 2_000 {
            contents["x/Col\(index).Mode.tokens.json"] = ##"{"c\##(index)": {"$type": "color", "$value": "#\##(String(format: "%06X", index))"}}"##
        }
        let palette = try TokenTestFiles(contents).read("x").palette
        #expect(palette.colorCount == 2_000)
        #expect(palette.color(named: "c1999")?.hexValues == ["light": "#0007CFFF"])
    }
}
