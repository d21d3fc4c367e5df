import Foundation
import Testing

/// compare and verify under a memory limit, their diff picture and kept copy included: whatever the limit, exit 0 or 1,
/// or one line `not enough memory: needs at least N MB, this process may use M MB` and exit 2 with no folder left, never
/// an abort. The ninth hostile pass found `Fatal error: failed to allocate 8000000 bytes` (exit 134) and the made
/// folder left at 300 MB: the diff picture of two sizes is as wide as the wider one, and its buffers were not counted.
@Suite struct DiffImageMemoryTests {
    let cli = CLITests()
    let directory: String

    /// `wide.png`, 2,000,000 x 2 px RGBA (8 MB a row), and `small.png`, 10 x 10 px, as the hostile pass made them;
    /// `w1.png` and `w1b.png`, 16,777,216 x 1 px in RGBA and grey, whose rows libpng itself allocates; `ref.png`,
    /// 100,000 x 2 px, a reference for verify whose diff picture (as tall as the sheet) a debug build draws in seconds.
    static let pictures = #"python3 -c "import struct,zlib; c=lambda t,d: struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d)&0xffffffff); p=lambda n,w,h,kind,bpp: open(n,'wb').write(b'\x89PNG\r\n\x1a\n'+c(b'IHDR',struct.pack('>IIBBBBB',w,h,8,kind,0,0,0))+c(b'IDAT',zlib.compress(b''.join(b'\0'+bytes(w*bpp) for _ in range(h)),9))+c(b'IEND',b'')); p('wide.png',2000000,2,6,4); p('small.png',10,10,6,4); p('w1.png',1<<24,1,6,4); p('w1b.png',1<<24,1,0,1); p('ref.png',100000,2,6,4)""#

    /// The limits swept, in MB: from where start-up alone nearly fills it to where everything fits, finer at the foot,
    /// where the diff picture's own check speaks (for `wide.png` against `small.png`: 140 MB for the release build, 130 MB
    /// for the static one `make test` runs, whose start-up maps no shared Swift runtime). Above it, every 100 MB.
    static let limits = [100, 120, 130, 140] + Array(stride(from: 150, through: 650, by: 100))

    /// The one line of a run that ran out of memory: the file it names, N and M.
    static var memoryLine: Regex<(Substring, Substring, Substring, Substring)> { #/swatch: error: ([^ ]+): not enough memory: needs at least ([0-9]+) MB, this process may use ([0-9]+) MB\n/# }

    /// `pictures` made once for the suite's five tests (python's level-9 deflate of their 100 MB of rows takes about
    /// 0.6 s of CPU a time): the folder holding them, removed at exit, and the shell's run.
    static let made: Result<(folder: String, run: CLITests.Run), any Error> = Result {
        let cli = CLITests()
        let folder = try cli.temporaryDirectory()
        atexit { if case .success(let made) = DiffImageMemoryTests.made { try? FileManager.default.removeItem(atPath: made.folder) } }
        return (folder, try cli.swatch([], shell: pictures, in: folder))
    }

    /// A folder of the test's own (its runs write `out.txt` and `mv`) holding a copy of each of `pictures`.
    init() throws {
        directory = try cli.temporaryDirectory()
        let made = try Self.made.get()
        #expect(made.run.status == 0, "\(made.run.stderr)")
        for name in try FileManager.default.contentsOfDirectory(atPath: made.folder) {
            try FileManager.default.copyItem(atPath: made.folder + "/" + name, toPath: directory + "/" + name)
        }
    }

    /// Runs `command` (after `"$SWATCH"`) under `ulimit -v` of each limit; returns each limit's exit status and standard
    /// error, having checked that no folder under `mv` was left when it failed, and removed what it wrote.
    func sweep(_ command: String, limits: [Int] = limits) throws -> [(limit: Int, status: Int, stderr: String)] {
        var results: [(Int, Int, String)] = []
        for limit in limits {
            // Killed after two minutes (exit 137), so a run that hangs fails the test instead of stopping the suite.
            let run = try cli.swatch([], shell: #"(ulimit -v \#(limit * 1024); timeout -s KILL 120 "$SWATCH" \#(command) > out.txt); echo "$?""#,
                                     in: directory)
            let status = Int(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1
            if status == 2 { #expect(!FileManager.default.fileExists(atPath: directory + "/mv"), "\(limit) MB: \(command) left mv") }
            try? FileManager.default.removeItem(atPath: directory + "/mv")
            results.append((limit, status, run.stderr))
        }
        return results
    }

    /// Each run ended in `expected` or in the one memory line naming one of `named`; the highest limit did not run out,
    /// and the lowest did when `runsOut`.
    func expectOneLineOrDone(_ results: [(limit: Int, status: Int, stderr: String)], expected: Int, named: Set<String>,
                             runsOut: Bool = true) {
        for (limit, status, stderr) in results {
            if status == 2 {
                let line = stderr.wholeMatch(of: Self.memoryLine)
                #expect(line != nil, "\(limit) MB: \(stderr)")
                if let line {
                    #expect(named.contains(String(line.1)), "\(limit) MB: \(stderr)")
                    #expect(Int(line.2)! >= Int(line.3)! && Int(line.3)! <= limit, "\(limit) MB: \(stderr)")
                }
            } else {
                #expect(status == expected && stderr.isEmpty, "\(limit) MB: exit \(status), \(stderr)")
            }
        }
        if runsOut { #expect(results.first?.status == 2, "\(results.first.map { "\($0)" } ?? "")") }
        #expect(results.last?.status == expected, "\(results.last.map { "\($0)" } ?? "")")
    }

    @Test func compareWithADiffPictureOfTwoSizes() throws {
        guard CLITests.sanitizer == nil else { return }
        let results = try sweep("compare wide.png small.png --diff mv/x/d.png")
        expectOneLineOrDone(results, expected: 1, named: ["wide.png", "mv/x/d.png"])
        // Where it fits, the picture is drawn: as wide as the wider image, as tall as the taller.
        #expect(results.contains { $0.status == 2 && $0.stderr.contains("mv/x/d.png: ") }, "the drawing's own check never spoke")
    }

    @Test func compareOfTwoSizesWithoutAPicture() throws {
        guard CLITests.sanitizer == nil else { return }
        // Without a picture it fits in as little as start-up leaves, or says so.
        expectOneLineOrDone(try sweep("compare wide.png small.png"), expected: 1, named: ["wide.png"], runsOut: false)
    }

    @Test func compareOfOneSizeWithADiffPicture() throws {
        guard CLITests.sanitizer == nil else { return }
        expectOneLineOrDone(try sweep("compare wide.png wide.png --diff mv/x/d.png"), expected: 0, named: ["wide.png", "mv/x/d.png"])
    }

    /// libpng's own row buffers (64 MB a row): its failed allocation is the same line, not `(libpng: Out of memory)`.
    @Test func aRowLibpngCannotAllocateIsTheOneLine() throws {
        guard CLITests.sanitizer == nil else { return }
        // libpng holds two rows of each (256 MB for the two): this one needs more than the others to fit.
        expectOneLineOrDone(try sweep("compare w1.png w1b.png", limits: Self.limits + [1000]), expected: 1, named: ["w1.png", "w1b.png"])
    }

    /// verify draws its diff picture in a second pass, against the reference as wide as it is, and keeps the actual.
    @Test func verifyWithADiffPictureAndTheActualKept() throws {
        guard CLITests.sanitizer == nil else { return }
        let render = "-- --mode light --scale 1 --section 'Standard Fixed Colors'"
        let results = try sweep("verify --quiet --against ref.png --diff mv/x/d.png --actual mv/y/a.png \(render)",
                                limits: [150, 200, 250, 1000])
        for (limit, status, stderr) in results where status == 2 {
            #expect(stderr.wholeMatch(of: Self.memoryLine) != nil, "\(limit) MB: \(stderr)")
        }
        #expect(results.allSatisfy { $0.status == 1 || $0.status == 2 }, "\(results.map { ($0.limit, $0.status, $0.stderr) })")
        #expect(results.last?.status == 1)
    }
}
