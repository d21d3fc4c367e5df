import Foundation
import Testing

/// A user's files survive swatch: interrupted runs leave no temporaries, a killed run's leftovers are
/// cleaned up by the next, and writing through a symbolic link keeps the link and the file's permissions.
@Suite struct FileSafetyTests {
    let cli = CLITests()

    /// Hidden temporaries swatch left in `directory`.
    func temporaries(in directory: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".swatch.") }
    }

    /// Starts a render of 4,000 rows at 3x (long enough to be caught mid-write on any machine) in
    /// `directory`, under `sh` with `trap '' SIGNAL` first when `ignoring` names one, and returns once its
    /// sheets are being written.
    func longRender(in directory: String, ignoring: String? = nil) throws -> Process {
        let list = (0..<4000).map { "colour\($0) #\(String(format: "%06X", $0 * 97 % 0xFFFFFF))" }.joined(separator: "\n")
        try Data(list.utf8).write(to: URL(fileURLWithPath: directory + "/c.txt"))
        let process = Process()
        let render = ["render", "--palette", "c.txt", "--mode", "both", "-o", "big.png"]
        if let ignoring {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "trap '' \(ignoring); exec \"$0\" \(render.joined(separator: " "))", CLITests.binary]
        } else {
            process.executableURL = URL(fileURLWithPath: CLITests.binary)
            process.arguments = render
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while try temporaries(in: directory).isEmpty, process.isRunning, Date() < deadline { usleep(10_000) }
        #expect(process.isRunning, "the render finished before the signal could be sent")
        return process
    }

    /// SIGINT, SIGTERM and SIGQUIT in the middle of writing remove the temporaries and exit 130, 143 and
    /// 131 (SIGQUIT would otherwise reach the Swift runtime's backtracer, which reports a crash and goes on).
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGQUIT, Int32(131))])
    func aSignalRemovesTheTemporaries(signal: Int32, status: Int32) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = try longRender(in: directory)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationStatus == status)
        #expect(try temporaries(in: directory).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory + "/big-light.png"))
    }

    /// A signal that comes while a run is failing still removes every temporary and ends the run with 128 + its
    /// number. `diff git:` copies four 60 MB files of a revision, refuses the fifth (over 256 MiB in all) and
    /// removes its copy; SIGQUIT arrives as the fourth is complete. The run used to exit 2 with its error
    /// while the handler was still removing the copy, leaving half of it in $TMPDIR (no marker left in it,
    /// so no later run would remove it either): 8 runs in 10 exited 2, 4 left a folder.
    @Test func aSignalWhileARunFailsStillRemovesItsTemporaries() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = try cli.swatch([], shell: #"""
            git init -q . && mkdir tmp && printf 'a #FF0000\n' > c.txt && B=$(head -c 60000000 /dev/zero | git hash-object -w --stdin) \
            && T=$(for i in 1 2 3 4 5; do printf '100644 blob %s\tc%s.txt\n' $B $i; done | git mktree) \
            && git update-ref refs/heads/big $(git -c user.name=t -c user.email=t@t commit-tree -m big $(printf '040000 tree %s\tT\n' $T | git mktree))
            """#, in: directory)
        try #require(setup.status == 0, "\(setup.stderr)")
        let temporary = directory + "/tmp"
        for _ in 0 ..< 3 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLITests.binary)
            process.arguments = ["diff", "git:big:T", "c.txt"]
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temporary]) { _, new in new }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // The fourth file complete: the run is about to refuse the fifth and remove its copy.
            let deadline = Date().addingTimeInterval(120)
            while process.isRunning, Date() < deadline {
                let copies = (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? []
                let fourth = copies.first.map { "\(temporary)/\($0)/copy/T/c4.txt" }
                if let fourth, let size = (try? FileManager.default.attributesOfItem(atPath: fourth))?[.size] as? Int, size == 60_000_000 { break }
                usleep(500)
            }
            kill(process.processIdentifier, SIGQUIT)
            process.waitUntilExit()
            #expect(process.terminationStatus == 131)
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [])
        }
    }

    /// A signal while an export puts its folder in place waits until the new folder is in: the folder it
    /// replaces has been renamed aside by then, under a temporary name the signal's cleanup removes, so a
    /// cleanup running between the two renames used to leave no folder at all. strace holds the first rename
    /// (the old folder aside) for two seconds and the signal comes during it. Needs strace and ptrace (`make
    /// test` installs strace); skipped, saying so, where either is missing.
    @Test func aSignalWhileAFolderIsPutInPlaceLeavesTheNewFolder() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = try cli.swatch([], shell: "printf 'old #FF0000\\n' > old.txt && printf 'new #00FF00\\n' > new.txt"
                                       + " && \"$SWATCH\" export --format xcassets --palette old.txt -o Out.xcassets", in: directory)
        try #require(setup.status == 0, "\(setup.stderr)")
        guard let process = try heldAtFirstRename("export --format xcassets --palette new.txt -o Out.xcassets", held: "delay_exit", in: directory) else { return }
        // Between the renames: the old folder is aside and no Out.xcassets is there.
        let deadline = Date().addingTimeInterval(60)
        while FileManager.default.fileExists(atPath: directory + "/Out.xcassets"), process.isRunning, Date() < deadline { usleep(1_000) }
        let pid = try #require(pid_t(String(decoding: FileManager.default.contents(atPath: directory + "/pid") ?? Data(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(process.isRunning, "the export finished before the signal could be sent")
        kill(pid, SIGTERM)
        process.waitUntilExit()
        let colours = try FileManager.default.contentsOfDirectory(atPath: directory + "/Out.xcassets")
        #expect(colours.contains("new.colorset") && !colours.contains("old.colorset"))
        #expect(try temporaries(in: directory).isEmpty)
    }

    /// A folder put at an export's path while swatch writes the new one (after the check that the folder
    /// there is one swatch wrote) is never moved aside and removed: it stays, and the run fails. strace
    /// holds the first rename (the old folder aside) until the swap is made. Needs strace, as above.
    @Test func aFolderSwappedInAtAnExportsPathIsKept() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = try cli.swatch([], shell: "printf 'old #FF0000\\n' > old.txt && printf 'new #00FF00\\n' > new.txt"
                                       + " && \"$SWATCH\" export --format android --palette old.txt -o out/Brand"
                                       + " && mkdir -p out/precious/deep && echo important > out/precious/deep/file", in: directory)
        try #require(setup.status == 0, "\(setup.stderr)")
        guard let process = try heldAtFirstRename("export --format android --palette new.txt -o out/Brand", held: "delay_enter", in: directory) else { return }
        // Once the new folder is written (its marker is written last), the old one is swapped for another.
        let deadline = Date().addingTimeInterval(60)
        func written() -> Bool {
            ((try? temporaries(in: directory + "/out")) ?? []).contains { FileManager.default.fileExists(atPath: "\(directory)/out/\($0)/.swatch-export") }
        }
        while !written(), process.isRunning, Date() < deadline { usleep(1_000) }
        #expect(process.isRunning, "the export finished before the folder could be swapped")
        #expect(rename(directory + "/out/Brand", directory + "/out/Brand.moved") == 0 && rename(directory + "/out/precious", directory + "/out/Brand") == 0)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(String(decoding: FileManager.default.contents(atPath: directory + "/err") ?? Data(), as: UTF8.self)
            == "swatch: error: cannot replace out/Brand: another folder was put there while swatch wrote it\n")
        #expect(String(decoding: FileManager.default.contents(atPath: directory + "/out/Brand/deep/file") ?? Data(), as: UTF8.self) == "important\n")
        #expect(try temporaries(in: directory + "/out").isEmpty)
    }

    /// A run writing more files than may be open at once (here 64) writes them all: swatch.yml's exports,
    /// each temporary's descriptor closed once it is written, and a catalog of a colour set per colour,
    /// only the folders above the file being written kept open.
    @Test func moreFilesThanMayBeOpenAtOnceAreAllWritten() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = (0..<100).map { "c\($0) #\(String(format: "%06X", $0 * 97))\n" }.joined()
        let config = "palette: c.txt\nexports:\n" + (0..<100).map { "  - format: css\n    output: o/c\($0).css\n" }.joined()
        try Data(list.utf8).write(to: URL(fileURLWithPath: directory + "/c.txt"))
        try Data(config.utf8).write(to: URL(fileURLWithPath: directory + "/swatch.yml"))
        let run = try cli.swatch([], shell: "ulimit -n 64 && mkdir o && \"$SWATCH\" export --quiet"
                                     + " && \"$SWATCH\" export --quiet --format xcassets --palette c.txt -o X.xcassets", in: directory)
        #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/o").count == 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/X.xcassets").filter { $0.hasSuffix(".colorset") }.count == 100)
        #expect(try temporaries(in: directory).isEmpty && temporaries(in: directory + "/o").isEmpty)
    }

    /// Runs `swatch ARGUMENTS` in `directory` under strace, its first rename held two seconds (`held`:
    /// `delay_enter`, before it is made, or `delay_exit`, after), `pid` holding its process id and `err`
    /// its standard error; nil, saying
    /// so, where strace is missing or ptrace is not permitted (`make test` installs strace).
    func heldAtFirstRename(_ arguments: String, held: String, in directory: String) throws -> Process? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/strace"),
              (try? cli.swatch([], shell: "/usr/bin/strace -qq -o /dev/null true"))?.status == 0 else {
            print("skipped: strace cannot trace here (not installed, or ptrace is not permitted)")
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/strace")
        process.arguments = ["-f", "-qq", "-o", "/dev/null", "-e", "trace=rename,renameat,renameat2",
                             "-e", "inject=rename,renameat,renameat2:\(held)=2000000:when=1",
                             // LeakSanitizer cannot run under ptrace, and says so into the stderr compared (make sanitize).
                             "/bin/sh", "-c", "echo $$ > pid; LSAN_OPTIONS=\"${LSAN_OPTIONS:+$LSAN_OPTIONS:}detect_leaks=0\" exec \"$0\" \(arguments) 2> err",
                             CLITests.binary]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A signal the parent ignores (here SIGHUP, as `nohup` does) stays ignored: the render runs to the end. Its PNG
    /// goes to standard output, a pipe read only once the signal is sent, so the render is still running then: it has
    /// begun writing (its signal dispositions are set) and waits for the pipe (the sheet is far more than a pipe holds).
    @Test func anIgnoredSignalStaysIgnored() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "trap '' HUP; exec \"$0\" render --mode light -o -", CLITests.binary]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var firstBytes = pollfd(fd: out.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&firstBytes, 1, 60_000) == 1, "the render wrote nothing in 60 s")
        kill(process.processIdentifier, SIGHUP)
        let png = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(png.count > 65_536, "the sheet must not fit in the pipe: \(png.count) bytes")
        #expect(png.suffix(12) == Data([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]), "the PNG ends with its IEND chunk")
    }

    /// A file name whose bytes are not UTF-8 is refused: Swift would replace the bytes and write another file.
    @Test func aFileNameThatIsNotUTF8IsRefused() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch([], shell: "\"$SWATCH\" render --scale 1 -o \"$(printf 'x\\377.png')\"", in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == #"swatch: error: 'x\xFF.png' is not UTF-8"# + ": swatch takes file names and values in UTF-8 (it would name another file)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Temporaries of a process that no longer runs (killed with SIGKILL) go with the next run there, and
    /// only they: a name must match swatch's pattern exactly, its process must be dead, and a folder must
    /// hold the marker swatch keeps in a temporary folder until it is put in place.
    @Test func theNextRunRemovesADeadRunsTemporariesAndNothingElse() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let dead = try Self.deadProcess()
        func file(_ name: String) throws -> String {
            try Data("content".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
            return directory + "/" + name
        }
        func folder(_ name: String, marked: Bool, marker: String = ".swatch-unfinished") throws -> String {
            try FileManager.default.createDirectory(atPath: directory + "/" + name, withIntermediateDirectories: false)
            if marked { _ = try file(name + "/" + marker) }
            return directory + "/" + name
        }
        let stale = try file(".swatch.\(dead).0123456789abcdef.tmp")
        let staleFolder = try folder(".swatch.\(dead).fedcba9876543210.tmp", marked: true)
        let kept = [
            try file(".swatch.\(getpid()).0123456789abcdef.tmp"),  // a live process's temporary
            try file(".swatch.2024-notes.txt"), try file(".swatch.\(dead).1.tmp"), try file(".swatch.\(dead).0123456789abcdef.tmp.bak"),
            try file(".swatch.0\(dead).0123456789abcdef.tmp"), try folder(".swatch.99999.backup", marked: true),
            try folder(".swatch.\(dead).00000000000000aa.tmp", marked: false),  // not filled by swatch
            // A finished export (or a user's folder holding one) renamed to a temporary's name: not unfinished.
            try folder(".swatch.\(dead).00000000000000cc.tmp", marked: true, marker: ".swatch-export"),
        ]
        try FileManager.default.createSymbolicLink(atPath: directory + "/.swatch.\(dead).00000000000000bb.tmp", withDestinationPath: kept[1])
        let run = try cli.swatch(["render", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors", "-o", "s.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: stale))
        #expect(!FileManager.default.fileExists(atPath: staleFolder))
        for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/.swatch.\(dead).00000000000000bb.tmp")) == kept[1])
    }

    /// The id of a process that has ended: a killed run's.
    static func deadProcess() throws -> pid_t {
        let gone = Process()
        gone.executableURL = URL(fileURLWithPath: "/bin/true")
        try gone.run()
        gone.waitUntilExit()
        return gone.processIdentifier
    }

    /// A dead run's leftover the run reads its palette from (a folder or a file of a temporary's name) is not
    /// cleaned up under it (the twelfth hostile pass's H12-7: the folder and the palette in it were removed).
    @Test(arguments: [true, false])
    func aLeftoverTheRunReadsIsKept(asFolder: Bool) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let leftover = ".swatch.\(try Self.deadProcess()).0123456789abcdef.tmp"
        let palette = asFolder ? leftover + "/colors.txt" : leftover
        if asFolder {
            try FileManager.default.createDirectory(atPath: directory + "/" + leftover, withIntermediateDirectories: false)
            try Data().write(to: URL(fileURLWithPath: directory + "/" + leftover + "/.swatch-unfinished"))
        }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/" + palette))
        let run = try cli.swatch(["export", "--format", "css", "--palette", palette, "-o", "out.css"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try String(contentsOfFile: directory + "/" + palette, encoding: .utf8) == "a #FF0000\n")
        #expect(FileManager.default.fileExists(atPath: directory + "/out.css"))
    }

    /// `-o` onto a symbolic link replaces the file it points to; the link and the file's mode stay.
    @Test func writingThroughALinkKeepsTheLinkAndTheMode() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let target = directory + "/real.png"
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        chmod(target, 0o640)
        try FileManager.default.createSymbolicLink(atPath: directory + "/link.png", withDestinationPath: "real.png")
        let run = try cli.swatch(["render", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors", "-o", "link.png"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link.png") == "real.png")
        let attributes = try FileManager.default.attributesOfItem(atPath: target)
        #expect((attributes[.posixPermissions] as? Int) == 0o640)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    /// A named pipe or a device as -o is written in place: renaming over it would replace it with a file.
    @Test func pipesAndDevicesStayWhatTheyAre() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch([], shell: """
            mkfifo out.css && (cat out.css > got.css &) && "$SWATCH" export --format css --name systemRed -o out.css && sleep 0.2
            test -p out.css && grep -q -- '--system-red: #FF383C;' got.css
            """, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        // /dev/full's twin (as root; skipped where mknod is not allowed): the error is the device's, and it stays a device.
        guard mknod(directory + "/full.png", S_IFCHR | 0o644, (1 << 8) | 7) == 0 else { return }  // major 1, minor 7: /dev/full
        let full = try cli.swatch(["render", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors", "-o", "full.png"], in: directory)
        #expect(full.status == 1)
        #expect(full.stderr == "swatch: error: cannot write full.png: no space left on device\n")
        var info = stat()
        #expect(stat(directory + "/full.png", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
    }
}
