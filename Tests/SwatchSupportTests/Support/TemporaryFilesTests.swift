import Foundation
import Testing
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport

/// Temporaries are created exclusively under names no one can predict, written only through their own descriptors,
/// and only swatch's own leftovers are ever cleaned up.
@Suite struct TemporaryFilesTests {
    @Test func namesFollowThePatternAndDoNotRepeat() throws {
        let dir = try TempDir()
        let names = try (0 ..< 200).map { _ in try TemporaryFiles.createFile(in: dir.path, shownAs: "x") }
        defer { for name in names { unlink(name); TemporaryFiles.forget(name) } }
        #expect(Set(names).count == names.count)
        for name in names {
            let file = (name as NSString).lastPathComponent
            #expect(TemporaryFiles.stalePID(file) == getpid(), "\(file)")
            #expect(file.count == ".swatch.".count + "\(getpid())".count + 1 + 16 + ".tmp".count)
        }
    }

    @Test(arguments: [
        (".swatch.123.0123456789abcdef.tmp", Int32(123)), ("swatch-77-00000000000000ff", 77),
        (".swatch.123.1.tmp", nil), (".swatch.2024-notes.txt", nil), (".swatch.99999.backup", nil),
        (".swatch.0123.0123456789abcdef.tmp", nil), (".swatch.123.0123456789abcdeg.tmp", nil),
        (".swatch.123.0123456789abcdef.tmp.old", nil), ("swatch-20240101-backup", nil), ("swatch-1-2-3", nil),
        (".swatch.-5.0123456789abcdef.tmp", nil), (".swatch.123.0123456789ABCDEF.tmp", nil), (".swatch.١٢٣.0123456789abcdef.tmp", nil),
    ] as [(String, Int32?)])
    func onlyTheExactPatternIsATemporary(name: String, pid: Int32?) {
        #expect(TemporaryFiles.stalePID(name) == pid)
    }

    /// A symbolic link put in place of a temporary after it was made is never followed: the temporary is
    /// written through the descriptor that created it, and its name no longer holds what was made.
    @Test func aLinkPlantedAtATemporaryIsNotFollowed() throws {
        let dir = try TempDir()
        let victim = dir.file("victim.txt")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let temporary = try TemporaryFiles.createFile(in: dir.path, shownAs: "out.png")
        defer { unlink(temporary); TemporaryFiles.forget(temporary) }
        #expect(TemporaryFiles.holdsWhatWasMade(temporary))
        unlink(temporary)
        try FileManager.default.createSymbolicLink(atPath: temporary, withDestinationPath: victim)
        let descriptor = try OutputDescriptor.open(temporary, shownAs: "out.png")
        try OutputDescriptor.writeAll(Array("swatch".utf8), to: descriptor, shownAs: "out.png")
        close(descriptor)
        #expect(!TemporaryFiles.holdsWhatWasMade(temporary))
        #expect(TemporaryFiles.contents(of: temporary) == Array("swatch".utf8))
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
    }

    /// Outside its temporaries swatch writes in place only devices and pipes, and creates new files only
    /// exclusively: an existing file, or a link to one, is never opened for writing.
    @Test func anExistingFileIsNeverWrittenInPlace() throws {
        let dir = try TempDir()
        let file = dir.file("keep.png")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: file))
        let link = dir.file("link.png")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file)
        let dangling = dir.file("dangling.png")
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: dir.file("created-through-a-link.png"))
        for path in [file, link, dangling] {
            #expect(throws: SwatchError.self) { _ = try OutputDescriptor.open(path, shownAs: path) }
        }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: dir.file("created-through-a-link.png")))
        let device = try OutputDescriptor.open("/dev/null", shownAs: "/dev/null")
        close(device)
    }

    /// Stale leftovers go only when the name is exactly swatch's, the process is dead, and a folder holds
    /// the marker swatch writes; links are never followed.
    @Test func staleCleanupRemovesOnlySwatchsOwn() throws {
        let dir = try TempDir()
        let dead: pid_t = 2_000_000_000  // above any pid_max, so no such process
        let stale = dir.file(".swatch.\(dead).0123456789abcdef.tmp")
        try Data().write(to: URL(fileURLWithPath: stale))
        let outside = try TempDir()
        try Data("x".utf8).write(to: URL(fileURLWithPath: outside.file(TemporaryFiles.unfinishedMarker)))
        let link = dir.file(".swatch.\(dead).00000000000000aa.tmp")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: outside.path)
        TemporaryFiles.removeStale(in: dir.path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(FileManager.default.fileExists(atPath: outside.file(TemporaryFiles.unfinishedMarker)))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link)) == outside.path)
    }

    /// A folder of swatch's pattern is swatch's only when its marker is a regular file: one whose marker is a link (to
    /// any file) or a folder holds what a user put there, and stays whole (the eleventh hostile pass removed both).
    @Test(arguments: ["link", "folder"])
    func aMarkerThatIsNoFileMarksNothing(kind: String) throws {
        let dir = try TempDir()
        let folder = dir.file(".swatch.2000000000.0123456789abcdef.tmp")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/mine.txt"))
        let marker = folder + "/" + TemporaryFiles.unfinishedMarker
        if kind == "link" {
            try FileManager.default.createSymbolicLink(atPath: marker, withDestinationPath: folder + "/mine.txt")
        } else {
            try FileManager.default.createDirectory(atPath: marker, withIntermediateDirectories: false)
        }
        TemporaryFiles.removeStale(in: dir.path)
        #expect((try? String(contentsOfFile: folder + "/mine.txt", encoding: .utf8)) == "mine")
    }

    /// A folder this process has a temporary in is held (a shared flock) until the temporary is gone, so no run's cleanup
    /// judges a leftover there by its pid, which may be of a process in another PID namespace (H24-10); once let go, it does.
    @Test func aFolderWithALiveTemporaryIsNotCleaned() throws {
        let dir = try TempDir()
        let temporary = try TemporaryFiles.createFile(in: dir.path, shownAs: dir.file("out.png"))
        let second = try TemporaryFiles.createFile(in: dir.path, shownAs: dir.file("other.png"))
        let unseen = dir.file(".swatch.2000000000.0123456789abcdef.tmp")
        try Data().write(to: URL(fileURLWithPath: unseen))
        TemporaryFiles.removeStale(in: dir.path)
        #expect(FileManager.default.fileExists(atPath: unseen))
        TemporaryFiles.remove(temporary)
        TemporaryFiles.removeStale(in: dir.path)
        #expect(FileManager.default.fileExists(atPath: unseen), "one temporary is still there")
        TemporaryFiles.remove(second)
        TemporaryFiles.removeStale(in: dir.path)
        #expect(!FileManager.default.fileExists(atPath: unseen))
    }

    /// A folder another process locked exclusively when this run made its temporary there is waited for at most a
    /// second, then written unheld; a thread takes the lock once it is free and keeps it for the process (H25-2, H26-2:
    /// the run stayed unheld for its life, or until it made another temporary there, which a render may never do).
    @Test func aFolderLockedAWhileIsHeldOnceItIsFree() throws {
        let dir = try TempDir()
        let locker = open(dir.path, O_RDONLY | O_DIRECTORY)
        defer { close(locker) }
        #expect(flock(locker, LOCK_EX) == 0)
        let temporary = try TemporaryFiles.createFile(in: dir.path, shownAs: dir.file("a.png"))
        #expect(flock(locker, LOCK_UN) == 0)
        var held = false
        for _ in 0 ..< 200 where !held {
            held = flock(locker, LOCK_EX | LOCK_NB) != 0  // the waiting thread has its shared lock
            if !held { flock(locker, LOCK_UN); usleep(10_000) }
        }
        #expect(held, "no thread took the folder's lock once it was free")
        let unseen = dir.file(".swatch.2000000000.0123456789abcdef.tmp")
        try Data().write(to: URL(fileURLWithPath: unseen))
        TemporaryFiles.removeStale(in: dir.path)
        #expect(FileManager.default.fileExists(atPath: unseen), "held for the temporary made unheld")
        TemporaryFiles.remove(temporary)
    }
}
