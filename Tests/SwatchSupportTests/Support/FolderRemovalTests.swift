import Foundation
import Testing
@testable import SwatchSupport
import SwatchTestSupport

/// A folder swatch made is removed through descriptors: only the folder expected, never through a link, and a
/// folder exchanged in at its name while it is emptied keeps everything (the tenth hostile pass's H1: a path walk
/// went on inside the user's folder swapped in at the name, and removed their files).
@Suite struct FolderRemovalTests {
    /// Makes `files` (paths relative to `root`, folders made as needed) each holding its own path.
    private func make(_ files: [String], in root: String) throws {
        for file in files {
            let path = root + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.utf8).write(to: URL(fileURLWithPath: path))
        }
    }

    @Test func aNestedFolderGoesWhole() throws {
        let dir = try TempDir()
        try make(["made/a.txt", "made/x/b.txt", "made/x/y/z/c.txt", "made/.hidden"], in: dir.path)
        #expect(FolderRemoval.remove(dir.path + "/made", expected: FileIdentity(dir.path + "/made")))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/made"))
    }

    @Test func anotherFolderAtTheNameIsLeftWhole() throws {
        let dir = try TempDir()
        try make(["made/a.txt", "users/mine.txt", "users/sub/more.txt"], in: dir.path)
        let made = try #require(FileIdentity(dir.path + "/made"))
        // The user's folder exchanged in at the name after swatch took its identity.
        try FileManager.default.moveItem(atPath: dir.path + "/made", toPath: dir.path + "/aside")
        try FileManager.default.moveItem(atPath: dir.path + "/users", toPath: dir.path + "/made")
        #expect(!FolderRemoval.remove(dir.path + "/made", expected: made))
        #expect(try String(contentsOfFile: dir.path + "/made/mine.txt", encoding: .utf8) == "users/mine.txt")
        #expect(try String(contentsOfFile: dir.path + "/made/sub/more.txt", encoding: .utf8) == "users/sub/more.txt")
    }

    /// A folder mounted inside (a bind mount of another folder) is never entered: what it holds lives elsewhere (the
    /// twenty-first hostile pass's H21-13). Needs `mount --bind` (root): where it cannot mount, there is nothing to check.
    @Test func aMountedFolderInsideIsNotEntered() throws {
        let dir = try TempDir()
        try make(["made/a.txt", "made/m/.keep", "outside/keep.txt", "outside/sub/more.txt"], in: dir.path)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["--bind", dir.path + "/outside", dir.path + "/made/m"]
        mount.standardError = FileHandle.nullDevice
        guard (try? mount.run()) != nil else { return }
        mount.waitUntilExit()
        guard mount.terminationStatus == 0 else { return }  // no bind mount here
        let removed = FolderRemoval.remove(dir.path + "/made", expected: FileIdentity(dir.path + "/made"))
        let umount = try Process.run(URL(fileURLWithPath: "/bin/umount"), arguments: [dir.path + "/made/m"])
        umount.waitUntilExit()
        #expect(!removed)
        #expect(try String(contentsOfFile: dir.path + "/outside/keep.txt", encoding: .utf8) == "outside/keep.txt")
        #expect(try String(contentsOfFile: dir.path + "/outside/sub/more.txt", encoding: .utf8) == "outside/sub/more.txt")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/made/a.txt"))  // the rest of the folder went
    }

    @Test func linksAreRemovedNotFollowed() throws {
        let dir = try TempDir()
        try make(["made/a.txt", "outside/keep.txt"], in: dir.path)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/made/to-outside", withDestinationPath: dir.path + "/outside")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link", withDestinationPath: dir.path + "/outside")
        // A link at the name is not a folder swatch made: nothing is removed through it.
        #expect(!FolderRemoval.remove(dir.path + "/link", expected: nil))
        #expect(FolderRemoval.remove(dir.path + "/made", expected: FileIdentity(dir.path + "/made")))
        #expect(try String(contentsOfFile: dir.path + "/outside/keep.txt", encoding: .utf8) == "outside/keep.txt")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/link"))
    }

    /// The folder is emptied through the descriptor opened first: exchanged for the user's folder after it was opened
    /// (the hook runs between the open and the walk), the user's folder keeps every file and swatch's is emptied.
    @Test func aFolderExchangedWhileEmptiedIsNotEntered() throws {
        let dir = try TempDir()
        try make(["made/a.txt", "made/b/c.txt", "users/mine.txt", "users/sub/more.txt"], in: dir.path)
        let made = try #require(FileIdentity(dir.path + "/made"))
        let removed = FolderRemoval.remove(dir.path + "/made", expected: made) {
            rename(dir.path + "/made", dir.path + "/aside")
            rename(dir.path + "/users", dir.path + "/made")
        }
        #expect(!removed)  // the name holds the user's folder now: not removed
        #expect(try String(contentsOfFile: dir.path + "/made/mine.txt", encoding: .utf8) == "users/mine.txt")
        #expect(try String(contentsOfFile: dir.path + "/made/sub/more.txt", encoding: .utf8) == "users/sub/more.txt")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/aside") == [])
    }

    /// H1's leftover: a folder inside is entered only if it is the one looked at. The user's folder exchanged in at a
    /// subfolder's name between the look and the open (the hook) keeps every file, on every later pass too, and the
    /// folder holding it is not removed; swatch's subfolder, moved out by the exchange, is not followed either.
    @Test(arguments: ["b", "b/d"])
    func aSubfolderExchangedBeforeItIsEnteredIsNotEntered(at exchanged: String) throws {
        let dir = try TempDir()
        try make(["made/a.txt", "made/b/c.txt", "made/b/d/e.txt", "users/mine.txt", "users/sub/more.txt"], in: dir.path)
        let made = try #require(FileIdentity(dir.path + "/made"))
        var done = false
        let removed = FolderRemoval.remove(dir.path + "/made", expected: made, entering: { name in
            guard !done, name == (exchanged as NSString).lastPathComponent else { return }
            done = true
            rename(dir.path + "/made/" + exchanged, dir.path + "/aside")
            rename(dir.path + "/users", dir.path + "/made/" + exchanged)
        })
        #expect(done)
        #expect(!removed)
        #expect(try String(contentsOfFile: dir.path + "/made/\(exchanged)/mine.txt", encoding: .utf8) == "users/mine.txt")
        #expect(try String(contentsOfFile: dir.path + "/made/\(exchanged)/sub/more.txt", encoding: .utf8) == "users/sub/more.txt")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/made/a.txt"))
    }

    /// Session 41 (F1's remainder): a folder exchanged in for a subfolder *before* the removal lists it looks like any
    /// other at the look and at the open. Given the folders the removed one held when it was checked (`FolderRecord`),
    /// the removal enters only those: the user's folder keeps every file, the folder holding it is not removed, and the
    /// removal names it as the first folder it did not enter; swatch's own files around it go.
    @Test(arguments: ["b", "b/d"])
    func aSubfolderExchangedBeforeItIsListedIsNotEntered(at exchanged: String) throws {
        let dir = try TempDir()
        try make(["made/a.txt", "made/b/c.txt", "made/b/d/e.txt", "users/mine.txt", "users/sub/more.txt"], in: dir.path)
        let record = try #require(FolderRecord(dir.path + "/made"))
        #expect(record.root == FileIdentity(dir.path + "/made"))
        #expect(record.folders == Set([FileIdentity(dir.path + "/made/b"), FileIdentity(dir.path + "/made/b/d")].compactMap { $0 }))
        #expect(rename(dir.path + "/made/" + exchanged, dir.path + "/aside") == 0)
        #expect(rename(dir.path + "/users", dir.path + "/made/" + exchanged) == 0)
        let scope = FolderRemoval.Scope(known: record.folders)
        #expect(!FolderRemoval.remove(dir.path + "/made", expected: record.root, scope: scope))
        #expect(scope.unknown == exchanged)
        #expect(try String(contentsOfFile: dir.path + "/made/\(exchanged)/mine.txt", encoding: .utf8) == "users/mine.txt")
        #expect(try String(contentsOfFile: dir.path + "/made/\(exchanged)/sub/more.txt", encoding: .utf8) == "users/sub/more.txt")
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/made/a.txt"))
        #expect(exchanged == "b" || !FileManager.default.fileExists(atPath: dir.path + "/made/b/c.txt"))
    }

    /// A record is taken through descriptors: a link to a folder is not followed (what it leads to is no folder of the
    /// one recorded), nor is a folder nested deeper than a removal goes.
    @Test func aRecordHoldsOnlyTheFoldersInside() throws {
        let dir = try TempDir()
        try make(["made/x/y/a.txt", "outside/keep.txt"], in: dir.path)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/made/to-outside", withDestinationPath: dir.path + "/outside")
        let record = try #require(FolderRecord(dir.path + "/made"))
        #expect(record.folders == Set([FileIdentity(dir.path + "/made/x"), FileIdentity(dir.path + "/made/x/y")].compactMap { $0 }))
        #expect(FolderRecord(dir.path + "/made/x/y/a.txt") == nil)
        #expect(FolderRecord(dir.path + "/nothing") == nil)
        // Deeper than a removal goes: the deepest folder is recorded, what it holds is not.
        var deep = dir.path + "/deep"
        for _ in 0 ... FolderRemoval.deepest + 1 {
            #expect(mkdir(deep, 0o755) == 0)
            deep += "/d"
        }
        #expect(FolderRecord(dir.path + "/deep")?.folders.count == FolderRemoval.deepest)
    }

    /// A folder left deep inside (here one the removal may not enter, at depth 12) is looked at once, and each folder
    /// above it entered once: a pass that removes nothing is not repeated. Each level repeated its passes while anything
    /// was left, 3 to the power of the depth (531,441 looks here; a folder 300 deep never ended). Files beside the chain
    /// still go, listed again after a pass that removed some.
    @Test func aFolderLeftDeepIsEnteredOncePerLevel() throws {
        let dir = try TempDir()
        let chain = (1 ... 12).map { "d\($0)" }.joined(separator: "/")
        try make(["made/\(chain)/x/kept.txt", "made/a.txt", "made/d1/b.txt"], in: dir.path)
        let record = try #require(FolderRecord(dir.path + "/made"))
        let scope = FolderRemoval.Scope(known: record.folders.subtracting([FileIdentity(dir.path + "/made/\(chain)/x")].compactMap { $0 }))
        var entered: [String] = []
        #expect(!FolderRemoval.remove(dir.path + "/made", expected: record.root, scope: scope, entering: { entered.append($0) }))
        #expect(entered == (1 ... 12).map { "d\($0)" })
        #expect(scope.unknown == chain + "/x")
        #expect(FileManager.default.fileExists(atPath: dir.path + "/made/\(chain)/x/kept.txt"))
        #expect(!FileManager.default.fileExists(atPath: dir.path + "/made/a.txt") && !FileManager.default.fileExists(atPath: dir.path + "/made/d1/b.txt"))
    }
}
