import Foundation
import Testing
@testable import swatch
@testable import SwatchKit
@testable import SwatchPNG

/// The progress line: what it says, that a render counts every row, and that only a terminal sees it.
@Suite struct ProgressLineTests {
    @Test func text() {
        #expect(ProgressLine.text(rows: 4512, of: 19392, sheets: 1, of: 2, seconds: 0.5)
                == "swatch: 4512 of 19392 rows, 1 of 2 sheets, 9024 rows/s, 2 s left")
        #expect(ProgressLine.text(rows: 0, of: 100, sheets: 0, of: 1, seconds: 0) == "swatch: 0 of 100 rows, 0 of 1 sheets")
        // A comparison plans no sheets: the line counts rows only.
        #expect(ProgressLine.text(rows: 4512, of: 9696, sheets: 0, of: 0, seconds: 0.5, unit: "rows compared")
                == "swatch: 4512 of 9696 rows compared, 9024 rows/s, 1 s left")
    }

    /// Every row of every PNG is counted once, band by band.
    @Test func aRenderCountsEveryRow() throws {
        let directory = try CLITests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let catalog = try SystemCatalog.palette(named: "ios26")
        let request = RenderRequest(palette: try PaletteFilter(sections: ["Standard Fixed Colors"]).apply(to: catalog), chrome: catalog,
                                    options: SheetOptions(scale: 1), appearances: [.light, .dark], output: directory + "/s.png",
                                    fonts: try FontLocator.locate(override: nil))
        let progress = RenderProgress()
        let sheets = try SheetRenderer.render(request, progress: progress)
        let counts = progress.counts
        #expect(counts.rows == sheets.reduce(0) { $0 + $1.height } && counts.totalRows == counts.rows)
        #expect(counts.sheets == 2 && counts.totalSheets == 2)
    }

    /// On a terminal (`script` gives the render one) a render that takes more than a second shows the line and
    /// clears it; in a pipe, and with --quiet, nothing. Each render lasts that second without a big palette: its PNG
    /// goes to standard output, a pipe read 1.5 s after its first byte, so swatch waits in the middle of writing (the
    /// sheet is far more than a pipe holds) as a long render would, its rows counted. The three wait side by side.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func onlyATerminalSeesIt() throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        func slowReader(_ size: String) -> String { "{ head -c 1 >/dev/null; sleep 1.5; wc -c > \(size); }" }
        let runs = [#"script -qec "\"$SWATCH\" render --mode light -o - | \#(slowReader("size"))" /dev/null > terminal.txt 2>&1"#,
                    #"script -qec "\"$SWATCH\" render --quiet --mode light -o - | \#(slowReader("quiet-size"))" /dev/null > quiet.txt 2>&1"#,
                    #""$SWATCH" render --mode light -o - 2> piped.txt | \#(slowReader("piped-size"))"#]
        let run = try cli.swatch([], shell: Self.sideBySide(runs), in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        func text(_ name: String) throws -> String { try String(contentsOfFile: directory + "/" + name, encoding: .utf8) }
        // The line is cleared before the status lines, which share standard error with it.
        let terminal = try text("terminal.txt")
        #expect(terminal.contains(" rows/s, ") && terminal.contains("\r\u{1B}[Kwrote standard output ("), "\(terminal)")
        let size = try text("size")
        #expect((Int(size.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) > 65_536, "the sheet must not fit in the pipe: \(size)")
        let quiet = try text("quiet.txt")
        #expect(!quiet.contains("rows/s") && !quiet.contains("wrote"), "\(quiet)")
        #expect(try text("quiet-size") == size)
        let piped = try text("piped.txt")
        #expect(piped.hasPrefix("wrote standard output (") && !piped.contains("rows/s"), "\(piped)")
    }

    /// A shell script running `commands` side by side and ending when all have: each touches a file when done, which the
    /// script waits for (the shell's `wait` never returns here: the test process starts it with SIGCHLD blocked).
    static func sideBySide(_ commands: [String]) -> String {
        commands.enumerated().map { "( \($1); touch done\($0) ) &\n" }.joined()
            + "while " + commands.indices.map { "[ ! -e done\($0) ]" }.joined(separator: " || ") + "; do sleep 0.05; done"
    }

    /// A comparison that takes more than a second (here its input arrives slowly through a FIFO) shows the
    /// line on a terminal and clears it; `--quiet` silences it.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func aSlowComparisonShowsItOnATerminal() throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var pixels = [UInt8]()
        for y in 0..<256 { for x in 0..<256 { pixels += [UInt8(x), UInt8(y), UInt8((x * y) % 251), 255] } }
        let writer = try PNGStreamWriter(path: directory + "/a.png", width: 256, height: 256, hasAlpha: false, text: [])
        try pixels.withUnsafeBufferPointer { try writer.write(premultipliedRows: $0, rowCount: 256) }
        try writer.finish()
        #expect(mkfifo(directory + "/slow.fifo", 0o600) == 0)
        // The header and a little image data at once, the rest after 1.5 s.
        let feed = "(head -c 3000 a.png; sleep 1.5; tail -c +3001 a.png) > slow.fifo &"
        // Both wait side by side, each on a FIFO of its own.
        #expect(mkfifo(directory + "/quiet.fifo", 0o600) == 0)
        let runs = [false, true].map { quiet in
            let fifo = quiet ? "quiet.fifo" : "slow.fifo"
            return feed.replacingOccurrences(of: "slow.fifo", with: fifo)
                + #" script -qec ""$SWATCH" compare \#(fifo) a.png \#(quiet ? "--quiet" : "") >/dev/null; echo status \$?" /dev/null > \#(fifo).txt 2>&1"#
        }
        let run = try cli.swatch([], shell: Self.sideBySide(runs), in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        for quiet in [false, true] {
            let shown = try String(contentsOfFile: directory + (quiet ? "/quiet.fifo.txt" : "/slow.fifo.txt"), encoding: .utf8)
            #expect(shown.hasSuffix("status 0\r\n"), "\(shown)")
            #expect(shown.contains(" rows compared") == !quiet, "\(shown)")
            if !quiet { #expect(shown.contains("\r\u{1B}[Kstatus 0"), "\(shown)") }
        }
    }
}
