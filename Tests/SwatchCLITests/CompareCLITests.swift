import Foundation
import Testing
@testable import SwatchKit
@testable import SwatchPNG

/// `swatch compare` and `swatch verify` as CI runs them: exit 0 equal, 1 different, 2 error, one-line errors.
@Suite struct CompareCLITests {
    let cli = CLITests()
    let directory: String

    init() throws {
        directory = try cli.temporaryDirectory()
    }

    /// Writes an opaque `width` x `height` PNG whose pixel (x, y) is `color(x, y)` (r, g, b).
    @discardableResult
    func png(_ name: String, _ width: Int, _ height: Int, _ color: (Int, Int) -> [UInt8] = { _, _ in [255, 255, 255] }) throws -> String {
        let path = directory + "/" + name
        var pixels = [UInt8]()
        for y in 0..<height { for x in 0..<width { pixels += color(x, y) + [255] } }
        let writer = try PNGStreamWriter(path: path, width: width, height: height, hasAlpha: false, text: [])
        try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: height) }
        try writer.finish()
        return path
    }

    func swatch(_ arguments: [String]) throws -> CLITests.Run {
        try cli.swatch(arguments, in: directory)
    }

    // MARK: compare

    @Test func identicalFilesExitZero() throws {
        try png("a.png", 5, 3)
        try png("b.png", 5, 3)
        let run = try swatch(["compare", "a.png", "b.png"])
        #expect(run.status == 0)
        #expect(run.stdout == "identical\n  size: 5 x 3 px\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func onePixelExitsOneWithTheDetailsAndADiffImage() throws {
        try png("a.png", 5, 3)
        try png("b.png", 5, 3) { x, y in x == 3 && y == 1 ? [255, 0, 0] : [255, 255, 255] }
        let run = try swatch(["compare", "a.png", "b.png", "--diff", "diff.png"])
        #expect(run.status == 1)
        #expect(run.stdout == """
            different
              differing pixels: 1 of 15 (6.67%); 0 allowed
              largest channel difference: 255
              bounding box: x 3...3, y 1...1 (1 x 1 px)
              size: 5 x 3 px
              diff image: diff.png

            """)
        let diff = try PNGImage(contentsOfFile: directory + "/diff.png")
        #expect(diff.pixel(x: 3, y: 1) == (255, 0, 0, 255))
        #expect(diff.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    }

    @Test func jsonForTools() throws {
        try png("a.png", 4, 4)
        try png("b.png", 4, 5)
        let run = try swatch(["compare", "a.png", "b.png", "--format", "json"])
        #expect(run.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(json["verdict"] as? String == "different")
        #expect(json["sizesMatch"] as? Bool == false)
        #expect(json["differingPixels"] as? Int == 4)
        #expect(json["diff"] is NSNull)
        #expect((json["actual"] as? [String: Any])?["height"] as? Int == 5)
        #expect((json["boundingBox"] as? [String: Int]) == ["x": 0, "y": 4, "width": 4, "height": 1])
    }

    @Test func toleranceOptionsDecideEquality() throws {
        try png("a.png", 10, 10)
        try png("b.png", 10, 10) { x, y in y == 0 && x < 2 ? [250, 250, 250] : [255, 255, 255] }
        #expect(try swatch(["compare", "a.png", "b.png"]).status == 1)
        #expect(try swatch(["compare", "a.png", "b.png", "--threshold", "0.1"]).status == 0)
        #expect(try swatch(["compare", "a.png", "b.png", "--max-diff-pixels", "2"]).status == 0)
        #expect(try swatch(["compare", "a.png", "b.png", "--max-diff-pixels", "1"]).status == 1)
        let percent = try swatch(["compare", "a.png", "b.png", "--max-diff-pixels", "2%"])
        #expect(percent.status == 0)
        #expect(percent.stdout.hasPrefix("equal\n  differing pixels: 2 of 100 (2%); 2 allowed\n"))
    }

    @Test func antialiasingCanBeIgnored() throws {
        // A vertical edge black | grey | white whose grey column changes shade.
        func edge(_ grey: UInt8) -> (Int, Int) -> [UInt8] { { x, _ in x < 4 ? [0, 0, 0] : x > 4 ? [255, 255, 255] : [grey, grey, grey] } }
        try png("a.png", 8, 8, edge(128))
        try png("b.png", 8, 8, edge(100))
        #expect(try swatch(["compare", "a.png", "b.png"]).status == 1)
        let run = try swatch(["compare", "a.png", "b.png", "--ignore-antialiasing"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("  ignored as anti-aliasing: 8 pixels\n"))
    }

    @Test(arguments: [
        (["compare", "a.png", "missing.png"], "swatch: error: missing.png: no such file or folder\n"),
        (["compare", "a.png", "notes.png"], "swatch: error: notes.png: not a PNG file\n"),
        (["compare", "a.png"], "swatch: error: missing argument <actual>\n"),
        (["compare", "a.png", "a.png", "--threshold", "2"], "swatch: error: --threshold: invalid value '2' (expected a number from 0 to 1)\n"),
        (["compare", "a.png", "a.png", "--max-diff-pixels", "lots"],
         "swatch: error: --max-diff-pixels: invalid value 'lots' (expected a pixel count (10) or a percentage from 0 to 100 (0.5%))\n"),
        (["compare", "a.png", "a.png", "--diff", "notes.png/d.png"], "swatch: error: cannot write notes.png/d.png: notes.png is not a folder\n"),
        (["compare", "a.png", "a.png", "--diff", "-"], "swatch: error: -: the diff image cannot go to standard output: give a file name\n"),
        (["compare", "a.png", "a.png", "--bogus"], "swatch: error: unknown option '--bogus'\n"),
    ])
    func errorsExitTwoWithOneLine(arguments: [String], message: String) throws {
        try png("a.png", 3, 3)
        try "just some text\n".write(toFile: directory + "/notes.png", atomically: false, encoding: .utf8)
        let run = try swatch(arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message)
        #expect(run.stdout.isEmpty)
    }

    @Test func truncatedFileExitsTwo() throws {
        let full = try png("a.png", 64, 64) { x, y in [UInt8(x * 4), UInt8(y * 4), UInt8((x * y) % 256)] }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: full))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: directory + "/cut.png"))
        let run = try swatch(["compare", "a.png", "cut.png"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("swatch: error: cut.png: "))
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    /// A corrupt file of another size is an error, not a difference: both are read to the end before the sizes
    /// decide (it was exit 1, "different", without `--diff` and exit 2 with it).
    @Test(arguments: [[], ["--diff", "d.png"]])
    func corruptFileOfAnotherSizeExitsTwo(_ extra: [String]) throws {
        try png("small.png", 4, 4)
        let full = try png("a.png", 64, 64) { x, y in [UInt8(x * 4), UInt8(y * 4), UInt8((x * y) % 256)] }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: full))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: directory + "/cut.png"))
        let run = try swatch(["compare", "small.png", "cut.png"] + extra)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("swatch: error: cut.png: truncated or corrupt PNG data"), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory + "/d.png"))
    }

    /// A 1,000,000 x 1 PNG: its row buffers are a few rows, not 64 rows per chunk (256 MB each), and are counted
    /// by the memory check, so a limit that cannot hold them is one line and exit 2, never an abort (exit 134).
    @Test func aVeryWidePNGIsOneLineUnderAMemoryLimit() throws {
        guard !CLITests.hasShadowMemory else { return }
        try png("w.png", 1_000_000, 1)
        let fits = try cli.swatch([], shell: #"(ulimit -v 300000; "$SWATCH" compare w.png w.png --diff d.png); echo "$?""#, in: directory)
        #expect(fits.stdout.hasSuffix("0\n"), "\(fits.stderr)")
        let short = try cli.swatch([], shell: #"(ulimit -v 110000; "$SWATCH" compare w.png w.png); echo "$?""#, in: directory)
        #expect(short.stdout == "2\n", "\(short.stderr)")
        #expect(short.stderr.hasPrefix("swatch: error: w.png: not enough memory"), "\(short.stderr)")
        #expect(short.stderr.filter { $0 == "\n" }.count == 1)
    }

    // MARK: hostile and extreme PNGs

    /// A 1 x 1 PNG written by swatch, with `extra` bytes inserted after its IHDR chunk.
    func png(_ name: String, inserting extra: [UInt8]) throws -> String {
        let plain = try png("plain-" + name, 1, 1)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: plain)))
        let afterIHDR = 8 + 12 + 13
        try Data(bytes[..<afterIHDR] + extra + bytes[afterIHDR...]).write(to: URL(fileURLWithPath: directory + "/" + name))
        return name
    }

    /// A text chunk declaring 2^31 - 1 bytes made libpng allocate and zero 2 GiB (taking seconds and
    /// 2 GB of memory) before it found the file short. Now it is read past: a one-line error, exit 2.
    @Test(arguments: ["tEXt", "zTXt", "iTXt"])
    func aTextChunkClaiming2GiBIsAQuickError(type: String) throws {
        try png("a.png", 1, 1)
        let claim: [UInt8] = [0x7F, 0xFF, 0xFF, 0xFF] + Array(type.utf8) + Array("Comment".utf8) + [0] + [UInt8](repeating: 65, count: 80)
        let name = try png("claims.png", inserting: claim)
        // That no big block is allocated is shown in-process (PNGReaderLimitsTests); here, the message the user gets.
        let run = try swatch(["compare", "a.png", name])
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: claims.png: truncated or corrupt PNG data (the file ends early)\n")
        #expect(run.stdout.isEmpty)
    }

    /// More than 1,000,000 rows got libpng's "Invalid IHDR data", though swatch writes sheets that tall.
    @Test func aPNGTallerThanAMillionRowsCompares() throws {
        let height = 1_100_000
        let writer = try PNGStreamWriter(path: directory + "/tall.png", width: 1, height: height, hasAlpha: false, text: [])
        try [UInt8](repeating: 255, count: height * 4).withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: height) }
        try writer.finish()
        let run = try swatch(["compare", "tall.png", "tall.png"])
        #expect(run.status == 0)
        #expect(run.stdout == "identical\n  size: 1 x 1100000 px\n")
        #expect(run.stderr.isEmpty)
    }

    /// compare decodes a band of rows at a time: a height beyond the whole-image budget is no reason to
    /// refuse (this file then fails for its missing data), but rows too wide for a band are.
    @Test func onlyRowsTooWideForABandAreRefusedByTheHeader() throws {
        try png("a.png", 1, 1)
        func header(_ width: UInt32, _ height: UInt32) -> [UInt8] {
            let ihdr = withUnsafeBytes(of: width.bigEndian, Array.init) + withUnsafeBytes(of: height.bigEndian, Array.init) + [8, 2, 0, 0, 0]
            return [137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13] + Array("IHDR".utf8) + ihdr + crc32(Array("IHDR".utf8) + ihdr)
        }
        let empty = { (type: String) in [0, 0, 0, 0] + Array(type.utf8) + crc32(Array(type.utf8)) }
        try Data(header(16_384, 200_000) + empty("IDAT") + empty("IEND")).write(to: URL(fileURLWithPath: directory + "/tall.png"))
        let tall = try swatch(["compare", "tall.png", "tall.png"])  // the same size: its rows are decoded
        #expect(tall.status == 2)
        #expect(tall.stderr == "swatch: error: tall.png: truncated or corrupt PNG data (its image data ends after 0 of its 200000 rows)\n")
        try Data(header(0x7FFF_FFFF, 2) + empty("IDAT") + empty("IEND")).write(to: URL(fileURLWithPath: directory + "/wide.png"))
        let wide = try swatch(["compare", "a.png", "wide.png"])
        #expect(wide.status == 2)
        #expect(wide.stderr == "swatch: error: wide.png: 2147483647 x 2 px is beyond swatch's decoding budget of 536870912 pixels (2 GiB of RGBA)\n")
    }

    /// An APNG's frames are not decoded: compare says so on stderr, and compares the default image.
    @Test func anAnimatedPNGGetsAWarning() throws {
        try png("a.png", 1, 1)
        let acTL = [0, 0, 0, 8] + Array("acTL".utf8) + [0, 0, 0, 2, 0, 0, 0, 0]
        let name = try png("anim.png", inserting: acTL + crc32(Array(acTL[4...])))
        let run = try swatch(["compare", "a.png", name])
        #expect(run.status == 0)
        #expect(run.stderr == "swatch: warning: anim.png is an animated PNG: only its default image is compared\n")
        #expect(run.stdout == "identical\n  size: 1 x 1 px\n")
        let piped = try cli.swatch(["compare", "-", "a.png"], in: directory, input: directory + "/anim.png")
        #expect(piped.stderr == "swatch: warning: standard input is an animated PNG: only its default image is compared\n")
    }

    // MARK: inputs read once: pipes, FIFOs, standard input

    /// A FIFO can be read only once: swatch must not open an input twice (it used to probe the
    /// signature first, and libpng's second open found the FIFO drained: "Read Error").
    @Test func aFIFOIsReadOnce() throws {
        try png("a.png", 6, 4) { x, _ in x == 2 ? [0, 0, 0] : [255, 255, 255] }
        let fifo = directory + "/in.fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        // The writer runs beside swatch, as bash's <(cat a.png) does.
        let run = try cli.swatch([], shell: #"cat a.png > in.fifo & exec "$SWATCH" compare in.fifo a.png"#, in: directory)
        #expect(run.status == 0)
        #expect(run.stdout == "identical\n  size: 6 x 4 px\n")
        #expect(run.stderr.isEmpty)
    }

    @Test func dashReadsStandardInput() throws {
        try png("a.png", 6, 4)
        try png("b.png", 6, 4) { x, y in x == 5 && y == 3 ? [0, 0, 0] : [255, 255, 255] }
        let same = try cli.swatch(["compare", "-", "a.png"], in: directory, input: directory + "/a.png")
        #expect(same.status == 0)
        #expect(same.stdout == "identical\n  size: 6 x 4 px\n")
        let different = try cli.swatch(["compare", "a.png", "-"], in: directory, input: directory + "/b.png")
        #expect(different.status == 1)
        #expect(different.stdout.hasPrefix("different\n  differing pixels: 1 of 24"))
        try "just text\n".write(toFile: directory + "/notes.txt", atomically: false, encoding: .utf8)
        let notPNG = try cli.swatch(["compare", "a.png", "-"], in: directory, input: directory + "/notes.txt")
        #expect(notPNG.status == 2)
        #expect(notPNG.stderr == "swatch: error: standard input: not a PNG file\n")
    }

    @Test func standardInputCannotBeBothImages() throws {
        try png("a.png", 2, 2)
        let run = try cli.swatch(["compare", "-", "-"], in: directory, input: directory + "/a.png")
        #expect(run.status == 2)
        #expect(run.stderr == "swatch: error: only one of the two PNGs can be read from standard input (-)\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func helpNamesTheExitCodes() throws {
        let compare = try swatch(["compare", "--help"])
        #expect(compare.status == 0)
        // Help wraps at the terminal width: compare words, not lines.
        #expect(compare.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("exit 0 if equal, 1 if different, 2 on error"))
        for option in ["--threshold", "--max-diff-pixels", "--ignore-antialiasing", "--diff", "--format", "--quiet"] {
            #expect(compare.stdout.contains(option), "\(option)")
        }
        let verify = try swatch(["verify", "--help"])
        for option in ["--against", "--record", "--diff", "--actual", "--threshold", "--quiet"] {
            #expect(verify.stdout.contains(option), "\(option)")
        }
    }

    // MARK: verify

    static let render = ["--", "render", "--mode", "light", "--scale", "1", "--font", CLITests.font, "--section", "Standard System Colors"]

    @Test(.needsDejaVu) func verifyRecordsThenPassesThenCatchesAChangedColour() throws {
        let missing = try swatch(["verify", "--against", "ref/sheet.png"] + Self.render)
        #expect(missing.status == 2)
        #expect(missing.stderr == "swatch: error: ref/sheet.png: no such reference: run with --record to write it\n")

        let record = try swatch(["verify", "--against", "ref/sheet.png", "--record"] + Self.render)
        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout == "recorded ref/sheet.png (there was none)\n")
        #expect(try PNGImage(contentsOfFile: directory + "/ref/sheet.png").width == 390)

        let same = try swatch(["verify", "--against", "ref/sheet.png"] + Self.render)
        #expect(same.status == 0)
        #expect(same.stdout.hasPrefix("ref/sheet.png: identical\n"))

        let changed = try swatch(["verify", "--against", "ref/sheet.png", "--diff", "out/diff.png", "--actual", "out/actual.png"]
                                 + Self.render + ["--tint", "systemPink"])
        #expect(changed.status == 1, "\(changed.stderr)")
        #expect(changed.stdout.hasPrefix("ref/sheet.png: different\n  differing pixels: "))
        #expect(changed.stdout.hasSuffix("  diff image: out/diff.png\n  actual: out/actual.png\n"))
        let diff = try PNGImage(contentsOfFile: directory + "/out/diff.png")
        #expect((0..<diff.height).contains { y in (0..<diff.width).contains { x in diff.pixel(x: x, y: y) == (255, 0, 0, 255) } })
        #expect(try PNGImage(contentsOfFile: directory + "/out/actual.png").width == 390)

        let rerecord = try swatch(["verify", "--against", "ref/sheet.png", "--record"] + Self.render + ["--tint", "systemPink"])
        #expect(rerecord.status == 0)
        #expect(rerecord.stdout.hasPrefix("recorded ref/sheet.png (was different: "))
    }

    @Test(arguments: [
        (["--", "render", "--mode", "both"], "swatch: error: the render makes 2 PNGs and a check compares one: render one appearance, or several side by side\n"),
        (["--", "render", "--bogus"], "swatch: error: render: unknown option '--bogus'\n"),
        (["--", "--mode", "light", "--cell", "systemReed"], "swatch: error: --cell: unknown colour 'systemReed' (did you mean 'systemRed'?)\n"),
        ([], "swatch: error: give the render command after --, e.g. swatch verify --against sheet-light.png -- render --mode light, or list references under verify in swatch.yml\n"),
    ])
    func verifyErrorsExitTwo(arguments: [String], message: String) throws {
        try png("ref.png", 3, 3)
        let run = try swatch(["verify", "--against", "ref.png", "--record"] + arguments)
        #expect(run.status == 2)
        #expect(run.stderr == message)
    }

    /// Every other command exits 1 for any error, a usage error included.
    @Test func otherCommandsExitOneForEveryError() throws {
        #expect(try swatch(["render", "--scale", "50"]).status == 1)
        #expect(try swatch(["list", "--bogus"]).status == 1)
        #expect(try swatch(["render", "--cell", "#12"]).status == 1)
    }
}

/// The big-endian CRC-32 of `bytes`, as a PNG chunk ends with (over its type and data).
func crc32(_ bytes: [UInt8]) -> [UInt8] {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return withUnsafeBytes(of: (crc ^ 0xFFFF_FFFF).bigEndian, Array.init)
}
