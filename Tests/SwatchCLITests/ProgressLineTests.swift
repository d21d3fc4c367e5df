import Foundation
import Testing
@testable import swatch
@testable import SwatchKit

/// The progress line: what it says, that a render counts every row, and that only a terminal sees it.
@Suite struct ProgressLineTests {
    @Test func text() {
        #expect(ProgressLine.text(rows: 4512, of: 19392, sheets: 1, of: 2, seconds: 0.5)
                == "swatch: 4512 of 19392 rows, 1 of 2 sheets, 9024 rows/s, 2 s left")
        #expect(ProgressLine.text(rows: 0, of: 100, sheets: 0, of: 1, seconds: 0) == "swatch: 0 of 100 rows, 0 of 1 sheets")
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

    /// On a terminal (`script` gives the render one) a long render shows the line and clears it; in a pipe,
    /// and with --quiet, nothing.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func onlyATerminalSeesIt() throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let list = (0..<3000).map { "colour\($0) #\(String(format: "%06X", $0 * 97 % 0xFFFFFF))" }.joined(separator: "\n")
        try Data(list.utf8).write(to: URL(fileURLWithPath: directory + "/c.txt"))
        let terminal = try cli.swatch([], shell: #"script -qec "\"$SWATCH\" render --palette c.txt -o big.png >/dev/null" /dev/null"#, in: directory)
        #expect(terminal.status == 0, "\(terminal.stderr)")
        #expect(terminal.stdout.contains(" rows/s, ") && terminal.stdout.hasSuffix("\r\u{1B}[K"))
        let quiet = try cli.swatch([], shell: #"script -qec "\"$SWATCH\" render --quiet --palette c.txt --mode light --scale 1 -o small.png >/dev/null" /dev/null"#, in: directory)
        #expect(!quiet.stdout.contains("rows/s"))
        let piped = try cli.swatch(["render", "--palette", "c.txt", "--mode", "light", "--scale", "1", "-o", "small.png"], in: directory)
        #expect(piped.stderr == "")
    }
}
