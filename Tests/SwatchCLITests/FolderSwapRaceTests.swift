import Foundation
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport
import Testing

/// What a user puts into a folder swatch is replacing after the run checked it, and before the new folder is put in
/// place, is kept: the folder is checked again once moved aside, and the run refused with the usual line, every output
/// left as it was. The run is held mid-write without timing: the folder's files are made by the test's function, which
/// changes the folder once the run's temporary folder is there (made after the first check). Export folders (alone
/// and beside another) and the diff's chips folder.
@Suite struct FolderSwapRaceTests {
    /// The files every folder here holds, the text of each made by `text`.
    static func files(_ text: String) -> [StreamedFolder.File] {
        ["Contents.json", "a.colorset/Contents.json"].map { StreamedFolder.File(path: $0, text: StreamedText(text)) }
    }

    /// A folder of `files(text)` that calls `change` as the run fills its temporary folder in `parent`.
    static func folder(_ text: String, filling parent: String, change: @escaping @Sendable () -> Void = {}) -> StreamedFolder {
        let files = files(text)
        return StreamedFolder { (take) throws(SwatchError) in
            if isFilling(parent) { change() }
            for file in files {
                guard try take(file) else { return }
            }
        }
    }

    /// Whether a run is filling a temporary folder in `parent`: one holding the marker of an unfinished folder.
    static func isFilling(_ parent: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        return names.contains { $0.hasPrefix(".swatch.") && FileManager.default.fileExists(atPath: "\(parent)/\($0)/.swatch-unfinished") }
    }

    /// What the folder `path` holds: each path inside it, its kind and a file's text, in order.
    static func listing(_ path: String) -> [String] {
        let manager = FileManager.default
        return (manager.subpaths(atPath: path) ?? []).sorted().map { (name) -> String in
            let full = path + "/" + name
            let kind = (try? manager.attributesOfItem(atPath: full)[.type] as? FileAttributeType) ?? nil
            let text = kind == .typeRegular ? String(decoding: manager.contents(atPath: full) ?? Data(), as: UTF8.self) : ""
            return "\(name) \(kind?.rawValue ?? "?") \(text)"
        }
    }

    /// The names in `parent` a run left behind: temporaries, or a folder moved aside.
    static func leftovers(_ parent: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []).filter { $0.hasPrefix(".swatch.") }
    }

    /// Writes a user's file, `keep` and a line break, at `path`.
    @Sendable static func keep(_ path: String) {
        #expect(FileManager.default.createFile(atPath: path, contents: Data("keep\n".utf8)))
    }

    /// A change made to the folder `D` mid-run, and what the refusal then says of it (after `D: `).
    static let changes: [(name: String, change: @Sendable (String) -> Void, refusal: String)] = [
        ("a file of the user's", { keep($0 + "/mine.txt") },
         "holds mine.txt, which swatch did not write; --force replaces it"),
        ("a file inside a folder swatch wrote", { keep($0 + "/a.colorset/notes.txt") },
         "holds a.colorset/notes.txt, which swatch did not write; --force replaces it"),
        ("a link", { _ = symlink("/etc/passwd", $0 + "/link") }, "holds link, which swatch did not write; --force replaces it"),
        ("an empty folder", { _ = mkdir($0 + "/empty", 0o755) }, "holds empty, which swatch did not write; --force replaces it"),
        ("the marker of another format", { try? "swatch-export 1 android\n# x\nContents.json\n".write(toFile: $0 + "/.swatch-export", atomically: false, encoding: .utf8) },
         "swatch wrote it as android, and this run writes xcassets; --force replaces it"),
        ("the marker removed", { _ = unlink($0 + "/.swatch-export") },
         "a folder swatch did not write (no .swatch-export); --force replaces it"),
        ("the marker a named pipe", { _ = unlink($0 + "/.swatch-export"); _ = mkfifo($0 + "/.swatch-export", 0o644) },
         "a folder swatch did not write (.swatch-export is not a regular file); --force replaces it"),
        ("the marker of 65 MB", { _ = truncate($0 + "/.swatch-export", 65 << 20) },
         "a folder swatch did not write (.swatch-export: larger than 64 MiB); --force replaces it"),
    ]

    @Test(arguments: changes.indices)
    func anExportFolderChangedMidRunIsKept(_ index: Int) throws {
        let (_, change, refusal) = Self.changes[index]
        let directory = try TempDir()
        let target = directory.file("D")
        func job(_ folder: StreamedFolder, force: Bool = false) -> ExportJob {
            ExportJob(path: target, output: .folder(folder), source: "p.txt", force: force, format: "xcassets")
        }
        _ = try ExportWriter.write([job(Self.folder("old\n", filling: directory.path))], inputs: [])
        // What the folder must be after the run: as it was, with the change made to it mid-run.
        try FileManager.default.copyItem(atPath: target, toPath: directory.file("expected"))
        change(directory.file("expected"))
        let expected = Self.listing(directory.file("expected"))

        #expect(throws: SwatchError(.usage, "\(target): \(verbatim: refusal)")) {
            try ExportWriter.write([job(Self.folder("new\n", filling: directory.path) { change(target) })], inputs: [])
        }
        #expect(Self.listing(target) == expected)
        #expect(Self.leftovers(directory.path).isEmpty)
    }

    /// The folder swapped for a link to it mid-run: not the folder checked, so neither is replaced.
    @Test func aFolderSwappedForALinkMidRunIsKept() throws {
        let directory = try TempDir()
        let (target, moved) = (directory.file("D"), directory.file("moved"))
        func job(_ text: String, change: @escaping @Sendable () -> Void = {}) -> ExportJob {
            ExportJob(path: target, output: .folder(Self.folder(text, filling: directory.path, change: change)), source: "p.txt", format: "xcassets")
        }
        _ = try ExportWriter.write([job("old\n")], inputs: [])
        let before = Self.listing(target)

        #expect(throws: SwatchError(.output, "cannot replace \(target): another folder was put there while swatch wrote it")) {
            try ExportWriter.write([job("new\n") { _ = rename(target, moved); _ = symlink(moved, target) }], inputs: [])
        }
        #expect(Self.listing(moved) == before)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: target)) == moved)
        #expect(Self.leftovers(directory.path).isEmpty)
    }

    /// Two exports, the second's folder changed mid-run: neither is written (the first, put in place, is put back).
    @Test func aChangedFolderKeepsTheRunsOtherFolder() throws {
        let directory = try TempDir()
        // Apart, so the first's temporary folder is not taken for the second's.
        let (one, two) = (directory.file("one"), directory.file("two"))
        let (first, second) = (one + "/A", two + "/B")
        func jobs(_ text: String, change: @escaping @Sendable () -> Void = {}) -> [ExportJob] {
            [ExportJob(path: first, output: .folder(Self.folder(text, filling: one)), source: "p.txt", format: "xcassets"),
             ExportJob(path: second, output: .folder(Self.folder(text, filling: two, change: change)), source: "p.txt", format: "xcassets")]
        }
        _ = try ExportWriter.write(jobs("old\n"), inputs: [])
        let before = Self.listing(first)

        #expect(throws: SwatchError(.usage, "\(second): holds mine.txt, which swatch did not write; --force replaces it")) {
            try ExportWriter.write(jobs("new\n") { Self.keep(second + "/mine.txt") }, inputs: [])
        }
        #expect(Self.listing(first) == before)
        #expect(Self.listing(second).contains("mine.txt NSFileTypeRegular keep\n"))
        #expect(Self.leftovers(one).isEmpty && Self.leftovers(two).isEmpty)
    }

    /// With `--force` the folder is replaced whatever it holds, what was put in mid-run too.
    @Test func forceReplacesWhatWasPutInMidRun() throws {
        let directory = try TempDir()
        let target = directory.file("D")
        func job(_ text: String, change: @escaping @Sendable () -> Void = {}) -> ExportJob {
            ExportJob(path: target, output: .folder(Self.folder(text, filling: directory.path, change: change)), source: "p.txt", force: true, format: "xcassets")
        }
        _ = try ExportWriter.write([job("old\n")], inputs: [])
        _ = try ExportWriter.write([job("new\n") { Self.keep(target + "/mine.txt") }], inputs: [])
        #expect(!FileManager.default.fileExists(atPath: target + "/mine.txt"))
        #expect(Self.listing(target).contains("a.colorset/Contents.json NSFileTypeRegular new\n"))
    }

    /// The diff's chips folder, a file put in it mid-run: refused as before the run, the report not written either.
    @Test func aChipsFolderChangedMidRunIsKept() throws {
        let directory = try TempDir()
        let (chips, report) = (directory.file("r-chips"), directory.file("r.md"))
        func write(_ text: String, change: @escaping @Sendable () -> Void = {}) throws {
            _ = try DiffOutputs.write(sheet: nil, sheetPath: nil, report: (report, StreamedText(text)),
                                      chips: (chips, Self.folder(text, filling: directory.path, change: change)), inputs: [])
        }
        try write("old\n")
        let before = Self.listing(chips)

        #expect(throws: SwatchError(.usage, "\(chips): holds mine.txt, which swatch did not write; remove it, or give --no-images")) {
            try write("new\n") { Self.keep(chips + "/mine.txt") }
        }
        #expect(Self.listing(chips) == (before + ["mine.txt NSFileTypeRegular keep\n"]).sorted())
        #expect(FileManager.default.contents(atPath: report) == Data("old\n".utf8))
        #expect(Self.leftovers(directory.path).isEmpty)
    }

    /// After the last check the folder is aside, where only a handle inside it (a shell's working folder) can add to it:
    /// what is added so is kept, in the folder aside, and only swatch's files go.
    @Test func whatIsPutInTheFolderAsideIsKept() throws {
        let directory = try TempDir()
        let target = directory.file("D")
        _ = try ExportWriter.write([ExportJob(path: target, output: .folder(Self.folder("old\n", filling: directory.path)), source: "p.txt", format: "xcassets")],
                                   inputs: [])
        var warnings: [String] = []
        let staged = try FolderWrite.Staged(Self.folder("new\n", filling: directory.path), to: target, format: "xcassets", source: "p.txt",
                                            force: false, inputs: []) { warnings.append($0) }
        let inside = open(target, O_RDONLY | O_DIRECTORY)
        defer { close(inside) }
        try staged.install()
        for name in ["mine.txt", "a.colorset/notes.txt"] {
            let file = openat(inside, name, O_WRONLY | O_CREAT | O_EXCL, 0o644)
            #expect(file >= 0 && write(file, "keep\n", 5) == 5)
            close(file)
        }
        staged.finish()

        #expect(Self.listing(target).contains("a.colorset/Contents.json NSFileTypeRegular new\n"))
        let aside = Self.leftovers(directory.path)
        #expect(aside.count == 1)
        #expect(Self.listing(directory.path + "/" + (aside.first ?? "")) == [
            "a.colorset NSFileTypeDirectory ", "a.colorset/notes.txt NSFileTypeRegular keep\n", "mine.txt NSFileTypeRegular keep\n",
        ])
        // Said once, naming what is left and why; the run still succeeds.
        let left: MessageText = "\(target) is written, but the folder it replaced is left beside it as \(aside.first ?? ""): it holds files swatch did not write"
        #expect(warnings == [left.text])
    }

    /// H1's leftover: another folder exchanged in at the name the replaced folder was moved aside to, before it is
    /// removed. It is not removed (not the folder moved there) and the run says so in one warning naming that name; the
    /// new folder is in place. With and without `--force`.
    @Test(arguments: [false, true])
    func aFolderExchangedInAsideIsLeftAndSaid(force: Bool) throws {
        let directory = try TempDir()
        let target = directory.file("D")
        try FileManager.default.createDirectory(atPath: directory.file("users"), withIntermediateDirectories: false)
        Self.keep(directory.file("users/mine.txt"))
        _ = try ExportWriter.write([ExportJob(path: target, output: .folder(Self.folder("old\n", filling: directory.path)), source: "p.txt", format: "xcassets")],
                                   inputs: [])
        var warnings: [String] = []
        let staged = try FolderWrite.Staged(Self.folder("new\n", filling: directory.path), to: target, format: "xcassets", source: "p.txt",
                                            force: force, inputs: []) { warnings.append($0) }
        try staged.install()
        let aside = try #require(Self.leftovers(directory.path).first)
        // The exchange (renameat2's RENAME_EXCHANGE in two renames): the old export out, the user's folder in.
        #expect(rename(directory.file(aside), directory.file("old")) == 0)
        #expect(rename(directory.file("users"), directory.file(aside)) == 0)
        staged.finish()

        #expect(Self.listing(target).contains("a.colorset/Contents.json NSFileTypeRegular new\n"))
        #expect(Self.listing(directory.file(aside)) == ["mine.txt NSFileTypeRegular keep\n"])
        let left: MessageText = "\(target) is written, but \(aside) beside it is left: the folder it replaced was moved aside to that name, and another folder was put there while swatch wrote, so swatch did not remove it"
        #expect(warnings == [left.text])
    }

    /// An export whose colour set holds a folder (`a.colorset/inner`), the text of each file `text`.
    static func nested(_ text: String) -> StreamedFolder {
        StreamedFolder(files: ["Contents.json", "a.colorset/Contents.json", "a.colorset/inner/Contents.json"].map { StreamedFolder.File(path: $0, text: StreamedText(text)) })
    }

    /// A folder of the user's, `users` in `directory`, holding `Contents.json` (a name swatch's export lists) and `mine.txt`.
    static func usersFolder(in directory: TempDir) throws {
        try FileManager.default.createDirectory(atPath: directory.file("users"), withIntermediateDirectories: false)
        keep(directory.file("users/Contents.json"))
        keep(directory.file("users/mine.txt"))
    }

    /// Session 41 (F1's remainder): a subfolder of the folder moved aside exchanged for a user's folder after the move and
    /// before the removal lists it (renameat2's RENAME_EXCHANGE, driven by inotify). The removal enters only the folders
    /// the replaced folder held when it was checked: the user's folder keeps every file (its `Contents.json` too, a name
    /// the export lists), left where it was put, and one warning names it; the new folder is in place. With and without
    /// `--force`, at two depths.
    @Test(arguments: [false, true], ["a.colorset", "a.colorset/inner"])
    func aSubfolderExchangedInAsideIsLeftAndSaid(force: Bool, at exchanged: String) throws {
        let directory = try TempDir()
        let target = directory.file("D")
        try Self.usersFolder(in: directory)
        _ = try ExportWriter.write([ExportJob(path: target, output: .folder(Self.nested("old\n")), source: "p.txt", format: "xcassets")], inputs: [])
        var warnings: [String] = []
        let staged = try FolderWrite.Staged(Self.nested("new\n"), to: target, format: "xcassets", source: "p.txt", force: force, inputs: []) {
            warnings.append($0)
        }
        try staged.install()
        let aside = try #require(Self.leftovers(directory.path).first)
        #expect(rename(directory.file(aside + "/" + exchanged), directory.file("old")) == 0)
        #expect(rename(directory.file("users"), directory.file(aside + "/" + exchanged)) == 0)
        staged.finish()

        #expect(Self.listing(target).contains("a.colorset/inner/Contents.json NSFileTypeRegular new\n"))
        #expect(Self.listing(directory.file(aside + "/" + exchanged)) == ["Contents.json NSFileTypeRegular keep\n", "mine.txt NSFileTypeRegular keep\n"])
        let left: MessageText = "\(target) is written, but the folder it replaced is left beside it as \(aside): it holds \(exchanged), a folder put there after swatch checked it, which swatch did not enter"
        #expect(warnings == [left.text])
    }

    /// With `--force`, a user's folder exchanged in for a subfolder of the folder being replaced while the run writes
    /// (after it was checked, before it is moved aside) is not the export's either: left, whole, in the folder aside, and said.
    @Test func aSubfolderExchangedMidRunIsLeftWithForce() throws {
        let directory = try TempDir()
        let target = directory.file("D")
        try Self.usersFolder(in: directory)
        _ = try ExportWriter.write([ExportJob(path: target, output: .folder(Self.nested("old\n")), source: "p.txt", format: "xcassets")], inputs: [])
        let (files, parent) = (Self.nested("new\n"), directory.path)
        let exchanging = StreamedFolder { (take) throws(SwatchError) in
            if Self.isFilling(parent) {
                _ = rename(target + "/a.colorset", parent + "/old")
                _ = rename(parent + "/users", target + "/a.colorset")
            }
            try files.forEach(take)
        }
        var warnings: [String] = []
        _ = try ExportWriter.write([ExportJob(path: target, output: .folder(exchanging), source: "p.txt", force: true, format: "xcassets")], inputs: []) {
            warnings.append($0)
        }
        #expect(Self.listing(target).contains("a.colorset/inner/Contents.json NSFileTypeRegular new\n"))
        let aside = try #require(Self.leftovers(directory.path).first)
        #expect(Self.listing(directory.file(aside + "/a.colorset")) == ["Contents.json NSFileTypeRegular keep\n", "mine.txt NSFileTypeRegular keep\n"])
        let left: MessageText = "\(target) is written, but the folder it replaced is left beside it as \(aside): it holds a.colorset, a folder put there after swatch checked it, which swatch did not enter"
        #expect(warnings == [left.text])
    }

    /// A replaced folder that goes whole is no warning.
    @Test func aReplacedFolderRemovedWholeIsNoWarning() throws {
        let directory = try TempDir()
        let target = directory.file("D")
        var warnings: [String] = []
        for text in ["old\n", "new\n"] {
            _ = try ExportWriter.write([ExportJob(path: target, output: .folder(Self.folder(text, filling: directory.path)), source: "p.txt", format: "xcassets")],
                                       inputs: []) { warnings.append($0) }
        }
        #expect(warnings.isEmpty)
        #expect(Self.leftovers(directory.path).isEmpty)
    }
}
