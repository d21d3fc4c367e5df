import Foundation
import Testing
@testable import SwatchSupport
import SwatchTestSupport

/// A symbolic link to a file not made yet is the file it will make: a write through it lands at its target, so
/// `PathIdentity` follows it (through a chain, a relative target read from the link's own folder) and two outputs
/// landing on one path are one output, refused by `checkApart` before either exists.
@Suite struct DanglingLinkIdentityTests {
    /// `checkApart`'s message for a sheet at `sheet` and a report at `report`, both in `dir` (named relative to it
    /// in the message); nil when allowed.
    static func clash(_ sheet: String, _ report: String, in dir: TempDir) -> String? {
        do {
            try PathIdentity.checkApart([(RunFile("the sheet", dir.file(sheet)), false), (RunFile("the report", dir.file(report)), false)])
            return nil
        } catch {
            return error.message.replacingOccurrences(of: dir.path + "/", with: "")
        }
    }

    @Test(arguments: [
        // setup (links: name → target), sheet, report, the message (nil: two files)
        ([("l.png", "s.png")], "s.png", "l.png", "l.png: written twice by this run, as the sheet and as the report"),
        ([("l.png", "s.png")], "l.png", "s.png", "s.png: written twice by this run, as the sheet and as the report"),
        ([("l.png", "m.png"), ("m.png", "s.png")], "s.png", "l.png", "l.png: written twice by this run, as the sheet and as the report"),
        ([("sub/l.png", "../s.png")], "s.png", "sub/l.png", "sub/l.png: written twice by this run, as the sheet and as the report"),
        ([("l.png", "sub/../s.png")], "s.png", "l.png", "l.png: written twice by this run, as the sheet and as the report"),
        ([("l.png", "/TMP/s.png")], "s.png", "l.png", "l.png: written twice by this run, as the sheet and as the report"),
        ([("dir", "made")], "made/s.png", "dir/s.png", "dir/s.png: written twice by this run, as the sheet and as the report"),
        ([("sub/l.png", "s.png")], "s.png", "sub/l.png", nil),  // sub/s.png: a relative target is read from the link's folder
        ([("l.png", "t.png")], "s.png", "l.png", nil),
        ([("loop.png", "loop.png")], "s.png", "loop.png", nil),  // a loop names no file: left to requireNoLinkLoop
    ])
    func aLinkToNothingYetIsItsTarget(links: [(String, String)], sheet: String, report: String, message: String?) throws {
        let dir = try TempDir()
        try FileManager.default.createDirectory(atPath: dir.file("sub"), withIntermediateDirectories: true)
        for (name, target) in links {
            #expect(symlink(target.replacingOccurrences(of: "/TMP", with: dir.path), dir.file(name)) == 0)
        }
        #expect(Self.clash(sheet, report, in: dir) == message)
        #expect(!FileManager.default.fileExists(atPath: dir.file("s.png")))
    }

    /// The resolved path of a link to nothing is its target's, with the folders missing above it as written.
    @Test func theResolvedPathIsTheTargets() throws {
        let dir = try TempDir()
        let real = PathIdentity.resolved(dir.path).path
        #expect(symlink("new/deeper/s.png", dir.file("l.png")) == 0)
        #expect(PathIdentity.resolved(dir.file("l.png")) == (real + "/new/deeper/s.png", real + "/new/deeper"))
        #expect(symlink("l.png", dir.file("k.png")) == 0)
        #expect(PathIdentity.resolved(dir.file("k.png")).path == real + "/new/deeper/s.png")
    }

    /// A write through a link to nothing yet goes to the link's target and keeps the link, as through any link; when
    /// the target's folder is missing, the message names that folder, not the link's, which is there.
    @Test func aWriteThroughItMakesTheTarget() throws {
        let dir = try TempDir()
        let real = PathIdentity.resolved(dir.path).path
        #expect(symlink("x.css", dir.file("l.css")) == 0)
        let transaction = try FileTransaction(outputs: [RunFile("the export", dir.file("l.css"))])
        try transaction.write(StreamedText("a"), to: dir.file("l.css"))
        try transaction.commit()
        #expect(try String(contentsOfFile: dir.file("x.css"), encoding: .utf8) == "a")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir.file("l.css"))) == "x.css")
        #expect(symlink("sub/new/y.css", dir.file("m.css")) == 0)
        #expect(throws: SwatchError(.output, "cannot write \(dir.file("m.css")): folder \(real)/sub/new does not exist")) {
            _ = try FileTransaction(outputs: [RunFile("the export", dir.file("m.css"))])
        }
    }

    /// A folder written through a link to nothing into a folder that is missing names that folder as resolved, as a
    /// file does (the message named the current folder by its empty name: `folder  does not exist`); one
    /// function makes both messages.
    @Test func aFolderThroughALinkIntoAMissingFolderNamesIt() throws {
        let dir = try TempDir()
        let real = PathIdentity.resolved(dir.path).path
        #expect(symlink("nod/T", dir.file("L")) == 0)
        let expected = SwatchError(.output, "cannot write \(dir.file("L")): folder \(real)/nod does not exist")
        #expect(throws: expected) {
            try FolderWrite.write(StreamedFolder([FolderFile(path: "a.txt", bytes: [1])]), to: dir.file("L"), format: "xcassets", source: "test", force: false)
        }
        #expect(throws: expected) { _ = try FileTransaction(outputs: [RunFile("the export", dir.file("L"))]) }
        #expect(!FileManager.default.fileExists(atPath: dir.file("nod")))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir.file("L"))) == "nod/T")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["L"])
    }

    /// A link to nothing whose target ends in `/` names a folder: a file is not written through it (swatch wrote a
    /// file `t` and said "wrote l.png", the link still leading nowhere), through a chain of links too. A folder is.
    @Test func aLinkToAFolderNameTakesNoFile() throws {
        let dir = try TempDir()
        #expect(symlink("t/", dir.file("l.png")) == 0)
        #expect(symlink("l.png", dir.file("k.png")) == 0)
        for name in ["l.png", "k.png"] {
            #expect(throws: SwatchError(.usage, "\(dir.file(name)): links to t/, which can only be a folder: give a file name")) {
                _ = try FileTransaction(outputs: [RunFile("the sheet", dir.file(name))])
            }
        }
        #expect(!FileManager.default.fileExists(atPath: dir.file("t")))
        // A link to a folder that is missing, with the file below it, is a missing folder as before.
        #expect(symlink("new/", dir.file("d")) == 0)
        #expect(PathIdentity.linkToFolderName(dir.file("d/x.png")) == nil)
        // A folder output through such a link is the folder it names.
        #expect(symlink("T.xcassets/", dir.file("L")) == 0)
        try FolderWrite.write(StreamedFolder([FolderFile(path: "a.txt", bytes: [1])]), to: dir.file("L"), format: "xcassets", source: "test", force: false)
        #expect(FileManager.default.fileExists(atPath: dir.file("T.xcassets/a.txt")))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: dir.file("L"))) == "T.xcassets/")
    }

    /// Two outputs of one role on one file (a pair's light and dark sheets) say the role once and give the other name.
    @Test func oneRoleTwiceIsSaidOnce() throws {
        let dir = try TempDir()
        #expect(symlink("r-dark.png", dir.file("r-light.png")) == 0)
        #expect(throws: SwatchError(.usage, "\(dir.file("r-dark.png")): written twice by this run as the sheet, also named \(dir.file("r-light.png"))")) {
            try PathIdentity.checkApart([(RunFile("the sheet", dir.file("r-light.png")), false), (RunFile("the sheet", dir.file("r-dark.png")), false)])
        }
        #expect(throws: SwatchError(.usage, "-: written twice by this run as the sheet")) {
            _ = try FileTransaction(outputs: [RunFile("the sheet", "-"), RunFile("the sheet", "-")], standardOutput: true)
        }
    }
}
