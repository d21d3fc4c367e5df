import Foundation
import SwatchKit
@testable import SwatchSupport
import SwatchTestSupport
import Testing

/// The tenth hostile pass's H4: a folder the run made for an output (`-o d/sub/x.swift`, `d` missing) swapped mid-run
/// for a link to another folder. Nothing is written through the link, the run fails with one line naming the folder
/// replaced, and what swatch made (the folders, a temporary in them) is removed where the folders went, the link and
/// the folder it leads to left as they are. The swap is made by the export's own text or folder as it is written, so
/// no timing is involved.
@Suite struct MadeFolderSwapTests {
    /// Moves `made` aside to `made.x` and puts a link to `elsewhere` at its name, once.
    @Sendable static func swap(_ made: String, for elsewhere: String) {
        var info = stat()
        guard lstat(made, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return }
        #expect(rename(made, made + ".x") == 0)
        #expect(symlink(elsewhere, made) == 0)
    }

    /// What each kind of export does: the jobs, swapping `d` as the first is written, and the output the error names.
    static let kinds: [(name: String, jobs: @Sendable (String, @escaping @Sendable () -> Void) -> [ExportJob], failing: String)] = [
        ("a file, swapped as it is written", { d, change in
            [ExportJob(path: d + "/sub/a.swift", output: .text(StreamedText { writer throws(SwatchError) in change(); try writer.write("a\n".utf8) }), source: "p.txt")]
        }, "sub/a.swift"),
        ("a second file, its temporary not made yet", { d, change in
            [ExportJob(path: d + "/sub/a.swift", output: .text(StreamedText { writer throws(SwatchError) in change(); try writer.write("a\n".utf8) }), source: "p.txt"),
             ExportJob(path: d + "/sub/b.swift", output: .text(StreamedText("b\n")), source: "p.txt")]
        }, "sub/b.swift"),
        ("a folder export", { d, change in
            [ExportJob(path: d + "/sub/Brand", output: .folder(FolderSwapRaceTests.folder("new\n", filling: d + "/sub", change: change)),
                       source: "p.txt", format: "xcassets")]
        }, "sub/Brand"),
        ("a file planned after the swap, its path resolved through the link", { d, change in
            [ExportJob(path: d + "/sub/Brand", output: .folder(FolderSwapRaceTests.folder("new\n", filling: d + "/sub", change: change)),
                       source: "p.txt", format: "xcassets"),
             ExportJob(path: d + "/sub/a.swift", output: .text(StreamedText("a\n")), source: "p.txt")]
        }, "sub/a.swift"),
    ]

    @Test(arguments: kinds.indices)
    func aMadeFolderSwappedForALinkIsNotWrittenThrough(_ index: Int) throws {
        let (_, jobs, failing) = Self.kinds[index]
        let directory = try TempDir()
        let (made, elsewhere) = (directory.file("d"), directory.file("elsewhere"))
        try FileManager.default.createDirectory(atPath: elsewhere + "/sub", withIntermediateDirectories: true)
        let error = #expect(throws: SwatchError.self) {
            try ExportWriter.write(jobs(made) { Self.swap(made, for: elsewhere) }, inputs: [])
        }
        let expected: MessageText = "cannot write \(made + "/" + failing): the folder \(made), made by this run, was replaced while swatch wrote it"
        #expect(error == SwatchError(.output, expected))
        // Nothing through the link; the link and its folder as they were; swatch's folders gone from where they went.
        #expect(try FileManager.default.subpathsOfDirectory(atPath: elsewhere) == ["sub"])
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: made)) == elsewhere)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["d", "elsewhere"])
    }

    /// A folder exchanged in at a made folder's name between its `mkdir` and its open (a catalog the run reads) is not
    /// adopted: the run fails naming it, and nothing is written into it or removed from it (the twelfth hostile pass's
    /// H12-1: `export -o d/x.css` wrote into the palette's catalog). Swatch's own empty folder is left where it went.
    @Test(arguments: ["d/x.css", "d/e/x.css"])
    func aFolderExchangedAtAMadeFoldersNameIsNotAdopted(_ output: String) throws {
        let directory = try TempDir()
        let catalog = directory.file("P.xcassets")
        try FileManager.default.createDirectory(atPath: catalog + "/a.colorset", withIntermediateDirectories: true)
        try "{}".write(toFile: catalog + "/a.colorset/Contents.json", atomically: false, encoding: .utf8)
        let made = directory.file("d")
        let error = #expect(throws: SwatchError.self) {
            _ = try CreatedFolders(above: [directory.file(output)]) { path in
                guard path == made else { return }
                #expect(rename(made, made + ".made") == 0)
                #expect(rename(catalog, made) == 0)
            }
        }
        let expected: MessageText = "cannot write \(directory.file(output)): the folder \(made), made by this run, was replaced while swatch wrote it"
        #expect(error == SwatchError(.output, expected))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: made).sorted() == ["a.colorset", "a.colorset/Contents.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["d", "d.made"])
    }

    /// A link loop above an output is said as the loop, not as a folder that does not exist (the twelfth hostile pass).
    @Test(arguments: ["loop/x.css", "loop/e/x.css"])
    func aLinkLoopAboveAnOutputIsSaidAsALoop(_ output: String) throws {
        let directory = try TempDir()
        #expect(symlink("loop", directory.file("loop")) == 0)
        let error = #expect(throws: SwatchError.self) { _ = try CreatedFolders(above: [directory.file(output)]) }
        #expect(error == SwatchError(.output, "\(directory.file(output)): too many levels of symbolic links"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["loop"])
    }

    /// A made folder still in place is written and kept, and an empty one removed, as before.
    @Test func madeFoldersInPlaceAreKept() throws {
        let directory = try TempDir()
        _ = try ExportWriter.write([ExportJob(path: directory.file("d/sub/a.swift"), output: .text(StreamedText("a\n")), source: "p.txt")], inputs: [])
        #expect(FileManager.default.contents(atPath: directory.file("d/sub/a.swift")) == Data("a\n".utf8))
        #expect(CreatedFolders.replaced(above: directory.file("d/sub/a.swift"), in: directory.file("d/sub")) == nil)
    }
}
