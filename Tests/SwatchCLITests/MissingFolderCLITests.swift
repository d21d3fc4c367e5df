import Foundation
import Testing

/// Folders missing above what `verify` and `compare` write (a reference recorded into a fresh `Snapshots/`, the
/// evidence of a failure, a diff picture) are made as an export's are, and removed again when the run fails or does
/// not write into them; a folder missing beyond a link to nothing (`ln -s nodir/t.png L`) is named, never made through
/// the link. verify made them through the link, and left them when it failed; compare refused them.
@Suite struct MissingFolderCLITests {
    let cli = CLITests()
    let directory: String
    static let render = ["--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors"]

    init() throws {
        directory = try cli.temporaryDirectory()
        let made = try cli.swatch(["render"] + Self.render + ["-o", "old.png", "--quiet"], in: directory)
        #expect(made.status == 0, "\(made.stderr)")
        try FileManager.default.copyItem(atPath: directory + "/old.png", toPath: directory + "/keep.png")
    }

    private func swatch(_ arguments: [String]) throws -> CLITests.Run {
        try cli.swatch(arguments, in: directory)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory + "/" + path)
    }

    @Test func verifyMakesTheActualCopysFolders() throws {
        let run = try swatch(["verify", "--quiet", "--actual", "nd1/x/a.png", "--against", "old.png", "--", "--mode", "dark", "--scale", "1",
                              "--section", "Standard Fixed Colors"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(exists("nd1/x/a.png"))
    }

    @Test func verifyRecordsIntoAFreshFolder() throws {
        let run = try swatch(["verify", "--quiet", "--record", "--against", "nd2/r.png", "--"] + Self.render)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/nd2/r.png")) == Data(contentsOf: URL(fileURLWithPath: directory + "/old.png")))
    }

    @Test func verifyLeavesNoFolderItDidNotWriteInto() throws {
        // Equal: no actual copy and no diff picture, so neither folder stays.
        let run = try swatch(["verify", "--quiet", "--actual", "nd3/a.png", "--diff", "nd4/d/d.png", "--against", "old.png", "--"] + Self.render)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!exists("nd3") && !exists("nd4"))
    }

    @Test func verifyLeavesNoFolderWhenItsReportCannotBeWritten() throws {
        // The reference waits for the report (`OutputBeforeFiles`); a report that fails drops it, and its folder.
        let run = try cli.swatch([], shell: #""$SWATCH" verify --record --against nd7/x/r.png -- \#(Self.render.map { "'\($0)'" }.joined(separator: " ")) > /dev/full"#,
                                 in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: cannot write to standard output: no space left on device\n")
        #expect(!exists("nd7"))
    }

    @Test(arguments: [["--record", "--against", "L"], ["--actual", "L", "--against", "old.png"]])
    func verifyNamesAFolderMissingBeyondALink(options: [String]) throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/L", withDestinationPath: "nodir/t.png")
        let run = try swatch(["verify"] + options + ["--", "--mode", "dark", "--scale", "1", "--section", "Standard Fixed Colors"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: cannot write L: folder \(directory)/nodir does not exist\n")
        #expect(!exists("nodir"))
    }

    @Test func compareMakesTheDiffPicturesFolder() throws {
        let run = try swatch(["compare", "old.png", "keep.png", "--diff", "nd5/x/d.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(exists("nd5/x/d.png"))
    }

    @Test func compareRemovesTheFolderWhenItFails() throws {
        try "not a PNG\n".write(toFile: directory + "/notes.png", atomically: false, encoding: .utf8)
        let run = try swatch(["compare", "old.png", "notes.png", "--diff", "nd6/x/d.png"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: notes.png: not a PNG file\n")
        #expect(!exists("nd6"))
    }

    @Test func compareNamesAFolderMissingBeyondALink() throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/L", withDestinationPath: "nodir/d.png")
        let run = try swatch(["compare", "old.png", "keep.png", "--diff", "L"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: cannot write L: folder \(directory)/nodir does not exist\n")
        #expect(!exists("nodir"))
    }

    /// A folder that is a link to nothing (`lnk -> nodir/deeper`): the folder missing beyond it is named, for the
    /// output in it and in a folder below it, and nothing is made (the ninth hostile pass said `folder lnk does not exist`
    /// and `lnk is not a folder`).
    @Test(arguments: [["compare", "old.png", "keep.png", "--diff"], ["verify", "--against", "old.png", "--diff"],
                      ["verify", "--against", "old.png", "--actual"], ["verify", "--record", "--against"]],
          ["lnk/y.png", "lnk/sub/y.png"])
    func aFolderLinkToNothingNamesTheFolderMissingBeyondIt(command: [String], output: String) throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/lnk", withDestinationPath: "nodir/deeper")
        let render = command[0] == "verify" ? ["--", "--mode", "dark", "--scale", "1", "--section", "Standard Fixed Colors"] : []
        let run = try swatch(command + [output] + render)
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: cannot write \(output): folder \(directory)/nodir does not exist\n")
        #expect(!exists("nodir"))
    }

    @Test func compareNamesAFileWhereAFolderGoes() throws {
        let run = try swatch(["compare", "old.png", "keep.png", "--diff", "keep.png/d.png"])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: cannot write keep.png/d.png: keep.png is not a folder\n")
    }
}
