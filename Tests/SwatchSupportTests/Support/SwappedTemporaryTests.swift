import Foundation
import Testing
import SwatchKit
@testable import SwatchSupport
@testable import SwatchCompare
@testable import SwatchSheet
import SwatchTestSupport

/// Issue 28, cause 1: a temporary is written only through the descriptor its exclusive creation returned.
/// Whoever can write the output's folder may replace the temporary's name between its creation and its
/// writing (a hard link to a file elsewhere, a named pipe, a symbolic link); every writer must then leave
/// that file alone, never block, and the commit must fail with one line, putting nothing in place.
@Suite struct SwappedTemporaryTests {
    /// What is put at a temporary's name once swatch made it.
    enum Swap: String, CaseIterable, Sendable {
        case hardLink, namedPipe, symbolicLink
    }

    /// Every way swatch writes a file's bytes into a transaction's temporary.
    enum Writer: String, CaseIterable, Sendable {
        /// `FileTransaction.write`: text exports (css, json, swift...), the diff report.
        case text
        /// `FileTransaction.copy`: `verify --record` and `--actual` of a PNG file.
        case copy
        /// `PNGBandWriter`: render's sheets, the diff review sheet, colour chips.
        case bandPNG
        /// `ManifestFile` through `BufferedFileWriter`: `render --manifest`.
        case manifest
        /// `DiffImage`: `compare --diff`, `verify --diff`.
        case diffImage

        func write(into transaction: FileTransaction, path: String, source: String) throws {
            let temporary = try transaction.temporary(for: path)
            switch self {
            case .text: try transaction.write(StreamedText("body { color: red }\n"), to: path)
            case .copy:
                let descriptor = open(source, O_RDONLY | O_CLOEXEC)
                defer { close(descriptor) }
                try transaction.copy(from: descriptor, sourceShownAs: source, to: path)
            case .bandPNG:
                try PNGBandWriter.write(to: temporary, shownAs: path, width: 3, height: 2, hasAlpha: false, text: []) { canvas in
                    canvas.composite([RGBA8(r: 255, g: 0, b: 0).premultiplied], in: PixelRect(x: 0, y: canvas.originY, width: 3, height: canvas.height))
                }
            case .manifest:
                let composition = try SheetRenderer.compose(TestSheets.request(.grouped, output: "/dev/null/sheet.png"))[0]
                let header = SheetManifest(image: "x.png", palette: "p", panes: composition.panes, width: 1, height: 1, fonts: [], rows: [])
                try ManifestFile.write(header, rows: [], to: temporary, shownAs: path)
            case .diffImage:
                let image = TestImages.filled(2, 2, TestImages.black)
                _ = try DiffImage.write(BandComparison(expected: ImageRows(image), actual: ImageRows(image), options: .exact),
                                        to: temporary, shownAs: path)
            }
        }
    }

    /// Puts `swap` at `temporary` in place of the file swatch made there, pointing at `victim`.
    static func plant(_ swap: Swap, at temporary: String, victim: String) {
        unlink(temporary)
        switch swap {
        case .hardLink: link(victim, temporary)
        case .namedPipe: mkfifo(temporary, 0o666)
        case .symbolicLink: symlink(victim, temporary)
        }
    }

    /// The file type at `path` (not following a link).
    static func kind(_ path: String) -> mode_t? {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    @Test(arguments: Writer.allCases, Swap.allCases)
    func aSwappedTemporaryIsNeverWrittenOrWaitedOn(writer: Writer, swap: Swap) throws {
        let directory = try TempDir()
        let victim = directory.file("victim.txt")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let output = directory.file("out.png")
        let transaction = try FileTransaction(outputs: [RunFile("the sheet", output)])
        let temporary = try transaction.temporary(for: output)
        Self.plant(swap, at: temporary, victim: victim)
        // A named pipe opened by name would block here, holding the temporaries' lock.
        try writer.write(into: transaction, path: output, source: victim)
        let error = #expect(throws: SwatchError.self) { try transaction.commit() }
        #expect(error?.message == "cannot write \(output): its temporary file was replaced while swatch wrote it")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        #expect(!FileManager.default.fileExists(atPath: output))
        // What was planted is not swatch's to remove: it stays where it was found.
        #expect(Self.kind(temporary) == [.hardLink: S_IFREG, .namedPipe: S_IFIFO, .symbolicLink: S_IFLNK][swap])
        unlink(temporary)
    }

    /// Replacing an existing output: the file swatch would replace, and the planted one, both stay as they were.
    @Test(arguments: Swap.allCases)
    func anExistingOutputSurvivesASwappedTemporary(swap: Swap) throws {
        let directory = try TempDir()
        let victim = directory.file("victim.txt"), output = directory.file("out.css")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        try Data("old".utf8).write(to: URL(fileURLWithPath: output))
        chmod(victim, 0o600)
        chmod(output, 0o644)
        let transaction = try FileTransaction(outputs: [RunFile("the export", output)])
        Self.plant(swap, at: try transaction.temporary(for: output), victim: victim)
        try transaction.write(StreamedText("new"), to: output)
        #expect(throws: SwatchError.self) { try transaction.commit() }
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious")
        var info = stat()
        stat(victim, &info)
        #expect(info.st_mode & 0o777 == 0o600, "the output's mode was given to the planted file")
    }

    /// Unswapped, the same writers land their bytes in the output.
    @Test(arguments: Writer.allCases)
    func anUntouchedTemporaryIsCommitted(writer: Writer) throws {
        let directory = try TempDir()
        let source = directory.file("source.png"), output = directory.file("out.png")
        try Data("source".utf8).write(to: URL(fileURLWithPath: source))
        let transaction = try FileTransaction(outputs: [RunFile("the sheet", output)])
        try writer.write(into: transaction, path: output, source: source)
        try transaction.commit()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: output)))
        switch writer {
        case .text: #expect(bytes == Array("body { color: red }\n".utf8))
        case .copy: #expect(bytes == Array("source".utf8))
        case .manifest: #expect(bytes.first == UInt8(ascii: "{"))
        case .bandPNG, .diffImage: #expect(Array(bytes.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".swatch.") }.isEmpty)
    }

    /// A folder export (css themes, xcassets, tokens, the diff's chips): its temporary folder swapped for
    /// another before it is installed is not installed, and the one swapped in is left whole.
    @Test func aSwappedTemporaryFolderIsNotInstalled() throws {
        let directory = try TempDir()
        let target = directory.file("Out.xcassets")
        let staged = try FolderWrite.Staged(StreamedFolder([FolderFile(path: "Brand/Contents.json", bytes: Array("{}".utf8))]), to: target,
                                            format: "xcassets", source: "test", force: false, inputs: [], warn: { _ in })
        let temporary = try #require(try FileManager.default.contentsOfDirectory(atPath: directory.path).first { $0.hasPrefix(".swatch.") })
        let path = directory.file(temporary)
        try FileManager.default.moveItem(atPath: path, toPath: directory.file("moved"))
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
        let error = #expect(throws: SwatchError.self) { try staged.install() }
        #expect(error?.message == "cannot write \(target): its temporary folder was replaced while swatch wrote it")
        #expect(!FileManager.default.fileExists(atPath: target))
        #expect(try String(contentsOfFile: path + "/notes.txt", encoding: .utf8) == "mine")
    }

    /// The last window of a folder install: an empty folder made at the target in the instant before the rename
    /// was replaced by it (rename(2) replaces an empty folder). The rename is exclusive: the folder made there stays,
    /// and nothing of swatch's is left beside it.
    @Test func aFolderMadeAtTheTargetJustBeforeTheInstallStays() throws {
        let directory = try TempDir()
        let target = directory.file("Out.xcassets")
        FolderWrite.Staged.beforeInstall(at: target) { mkdir(target, 0o777) }
        defer { FolderWrite.Staged.beforeInstall(at: target, nil) }
        do {
            let staged = try FolderWrite.Staged(StreamedFolder([FolderFile(path: "Brand/Contents.json", bytes: Array("{}".utf8))]), to: target,
                                                format: "xcassets", source: "test", force: false, inputs: [], warn: { _ in })
            let error = #expect(throws: SwatchError.self) { try staged.install() }
            #expect(error?.message == "cannot write \(target): something was put there while swatch wrote it")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Out.xcassets"])
    }

    /// The same window when a folder is replaced: swatch's old one is moved aside, a folder is made at the name, and
    /// neither the new folder nor the old one is renamed over it.
    @Test func aFolderMadeWhereAReplacedOneWasStays() throws {
        let directory = try TempDir()
        let target = directory.file("Out.xcassets")
        let files = StreamedFolder([FolderFile(path: "Brand/Contents.json", bytes: Array("{}".utf8))])
        try FolderWrite.write(files, to: target, format: "xcassets", source: "test", force: false)
        FolderWrite.Staged.beforeInstall(at: target) { mkdir(target, 0o777) }
        defer { FolderWrite.Staged.beforeInstall(at: target, nil) }
        do {
            let staged = try FolderWrite.Staged(files, to: target, format: "xcassets", source: "test", force: false, inputs: [], warn: { _ in })
            let error = #expect(throws: SwatchError.self) { try staged.install() }
            #expect(error?.message == "cannot write \(target): something was put there while swatch wrote it")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: target).isEmpty)
        // The old export is kept, aside under a temporary's name, not removed with the run's temporaries.
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasPrefix(".swatch.") }
        #expect(aside.count == 1)
        #expect(FileManager.default.fileExists(atPath: directory.file(aside.first ?? "") + "/Brand/Contents.json"))
    }

    /// A new file's name taken while swatch wrote it (another run, an editor): the commit does not replace what was put
    /// there. A file that was there when the run began is replaced, as ever.
    @Test func aFileMadeAtANewOutputsNameStays() throws {
        let directory = try TempDir()
        let output = directory.file("new.css")
        let transaction = try FileTransaction(outputs: [RunFile("the export", output)])
        try transaction.write(StreamedText("body { color: red }\n"), to: output)
        try Data("theirs".utf8).write(to: URL(fileURLWithPath: output))
        let error = #expect(throws: SwatchError.self) { try transaction.commit() }
        #expect(error?.message == "cannot write \(output): something was put there while swatch wrote it")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "theirs")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["new.css"])
    }

    /// `FileRename.exclusive` itself: to a free name it renames; onto an empty folder or a file it fails with EEXIST
    /// and leaves both where they were.
    @Test func anExclusiveRenameNeverReplaces() throws {
        let directory = try TempDir()
        mkdir(directory.file("a"), 0o777)
        mkdir(directory.file("empty"), 0o777)
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory.file("f")))
        #expect(FileRename.exclusive(directory.file("a"), directory.file("empty")) == -1 && FileRename.wasTaken(errno))
        #expect(FileRename.exclusive(directory.file("a"), directory.file("f")) == -1 && FileRename.wasTaken(errno))
        #expect(FileRename.exclusive(directory.file("a"), directory.file("b")) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["b", "empty", "f"])
    }

    /// A temporary folder's name given to a link to another folder before swatch opens it: nothing is
    /// written into that folder.
    @Test func aTemporaryFolderSwappedForALinkIsNotFilled() throws {
        let directory = try TempDir(), elsewhere = try TempDir()
        let made = try TemporaryFiles.createFolder(in: directory.path, shownAs: "out")
        defer { TemporaryFiles.forget(made) }
        rename(made, made + ".aside")  // kept, so its inode is not given to the folder made below
        symlink(elsewhere.path, made)
        #expect(FolderDescriptor.openMade(made) == -1)
        unlink(made)
        mkdir(made, 0o777)  // a folder of the same owner, but not the one swatch made
        #expect(FolderDescriptor.openMade(made) == -1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
    }

    /// The signal path removes a temporary only while its name holds what swatch made.
    @Test func cleanupLeavesWhatWasSwappedIn() throws {
        let directory = try TempDir()
        let victim = directory.file("victim.txt")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
        let temporary = try TemporaryFiles.createFile(in: directory.path, shownAs: "out.png")
        Self.plant(.hardLink, at: temporary, victim: victim)
        TemporaryFiles.remove(temporary)
        #expect(Self.kind(temporary) == S_IFREG)
        #expect(!TemporaryFiles.isRegistered(temporary))
        let own = try TemporaryFiles.createFile(in: directory.path, shownAs: "out.png")
        TemporaryFiles.remove(own)
        #expect(Self.kind(own) == nil)
    }
}
