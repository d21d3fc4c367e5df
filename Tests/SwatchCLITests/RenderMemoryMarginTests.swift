import Foundation
import Testing

/// A render under a tight `ulimit -v` ends in one of three ways at every limit: the sheets (0), the memory line (2),
/// or the loader's refusal to map swatch's libraries (127, before swatch runs). Before, the foot of the sweep held
/// every other end: a hang in `concurrentPerform` (libdispatch retrying a worker for ever), Swift's allocation
/// abort (134) or a crash writing its report (132, 139), and memory failures worded as a bad font (`not a font
/// HarfBuzz can read`, 1), which for a fallback font drew its text in boxes. Each run has a watchdog (137).
@Suite struct RenderMemoryMarginTests {
    let cli = CLITests()

    /// From below the least the release binary loads in (about 81 MB) to where the debug one draws every fallback font,
    /// and one with room for both sheets drawn at once, each opening its fallbacks.
    static let limits = Array(stride(from: 78_000, through: 182_000, by: 4_000)) + [400_000]

    /// `limits` for the default render, less three where every end is both sheets for the release and the debug binary
    /// and each is a whole render (0.4 s of CPU for the debug one): every 4 MB from start-up to the first sheets and past
    /// where the debug binary's cost changes (78–118 MB, old failures at 81–93), one at 128 MB, then every 4 MB where a
    /// render once aborted for a second thread's malloc arena (138–182 MB; 158 MB in CI), and 400 MB.
    static let defaultRenderLimits = Array(stride(from: 78_000, through: 118_000, by: 4_000)) + [128_000]
        + Array(stride(from: 138_000, through: 182_000, by: 4_000)) + [400_000]

    /// Runs `arguments` under each of `limits`, returning each limit's status and first line of standard error.
    private func sweep(_ arguments: String, limits: [Int] = limits, in directory: String) throws -> [(limit: Int, status: String, error: String)] {
        let runs = limits.map {
            #"(ulimit -v \#($0); timeout -s KILL 60 "$SWATCH" render \#(arguments) -o s.png > /dev/null 2> e.txt); "#
                + #"echo "\#($0) $? $(wc -l < e.txt) $(head -n 1 e.txt)""#
        }
        let run = try cli.swatch([], shell: runs.joined(separator: "; "), in: directory)
        return run.stdout.split(separator: "\n").map { line in
            let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false).map(String.init)
            return (Int(parts[0]) ?? 0, parts.count > 1 ? parts[1] : "", parts.count > 3 ? parts[2] + " " + parts[3] : "")
        }
    }

    /// Checks every end of a sweep of `limits` is 0, a one-line memory message with 2, or the loader's 127, and the last is 0.
    private func expectCleanEnds(_ ends: [(limit: Int, status: String, error: String)], limits: [Int] = limits) {
        #expect(ends.count == limits.count)
        for end in ends {
            switch end.status {
            case "0", "127": break
            case "2":
                // "1 swatch: error: …": one line, the memory line (the font, the sheet or the start named before it).
                #expect(end.error.hasPrefix("1 swatch: error: ") && end.error.contains("not enough memory: needs at least "),
                        "at \(end.limit) KB: \(end.error)")
            default:
                Issue.record("at \(end.limit) KB: exit \(end.status): \(end.error)")
            }
        }
        #expect(ends.last?.status == "0", "\(ends.last.map { "\($0)" } ?? "")")
        // Once a limit draws the sheets, every larger one does: a second thread's 64 MB malloc arena (never kept to one
        // before 37ad148) and fallback fonts opened after two threads were chosen made `world.txt` stop at 170 and 182 MB
        // after drawing at 162.
        if let first = ends.firstIndex(where: { $0.status == "0" }) {
            for end in ends[first...] where end.status != "0" {
                Issue.record("at \(end.limit) KB: exit \(end.status) after \(ends[first].limit) KB drew the sheets: \(end.error)")
            }
        }
        #expect(ends.contains { $0.status == "2" }, "no limit reached the memory line: the sweep no longer covers the margin")
    }

    @Test(.disabled(if: CLITests.sanitizer != nil, "a sanitizer's shadow memory does not fit ulimit -v"))
    func theDefaultRenderEndsCleanlyUnderEveryLimit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        expectCleanEnds(try sweep("--mode both --style grouped", limits: Self.defaultRenderLimits, in: directory), limits: Self.defaultRenderLimits)
    }

    /// Names in many scripts open fallback fonts as they are drawn (Noto CJK maps 19 MB): each is checked before it
    /// is mapped, and one that cannot be is the memory line, never the primary font's boxes.
    /// And fontconfig's first look is made only with room for it: short of memory it once rescanned a font folder whose
    /// cache it could not read, every font failing to open, and wrote an empty cache over the good one, so every program
    /// on the machine lost Noto CJK (`fc-list ':charset=8d64'` empty) until `fc-cache -f`.
    @Test(.disabled(if: CLITests.sanitizer != nil, "a sanitizer's shadow memory does not fit ulimit -v"))
    func fallbackFontsEndCleanlyUnderEveryLimit() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let fontsFor赤 = #"command -v fc-list > /dev/null && fc-list ':charset=8d64' file | sort"#
        let before = try cli.swatch([], shell: fontsFor赤, in: directory).stdout
        let ends = try sweep("--palette '\(CLITests.samples)/world.txt' --mode both --scale 1", in: directory)
        expectCleanEnds(ends)
        #expect(try cli.swatch([], shell: fontsFor赤, in: directory).stdout == before, "fontconfig's font list changed")
        // A fallback the system chose is named by what it is for, never by its file: the user named no font.
        let fontFiles = before.split(whereSeparator: \.isNewline).map { $0.hasSuffix(": ") ? String($0.dropLast(2)) : String($0) }
        for end in ends { #expect(!fontFiles.contains(where: end.error.contains), "at \(end.limit) KB: \(end.error)") }
        if !fontFiles.isEmpty {
            #expect(ends.contains { $0.error.contains("swatch: error: the system's fallback font for '") && $0.error.contains(": not enough memory: ") })
        }
    }
}
