import Foundation
import SwatchKit
import Testing

/// Running out of memory is one line and exit 2 (`MemoryBudget`), for every command whose memory grows with the
/// palette, under an address-space limit (`ulimit -v`) that start-up fits and the work does not: no crash report,
/// no `Fatal error`, nothing written and no temporary left. Streamed outputs stay all or none.
@Suite struct MemoryBoundsTests {
    /// A memory case: the setup, the command under `limitMB`, and what its one line names.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: String
        let command: String
        /// What the line starts with after `swatch: error: `: the input it names (`big.txt`, or a line of it).
        let names: String
        var limitMB = 256
        var testDescription: String { name }
    }

    /// 400,000 colours in a text list (11 MB), a second with other values, and as a design-token file (13 MB).
    static let bigList = #"awk 'BEGIN { for (i = 0; i < 400000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.txt"#
    static let otherList = #"awk 'BEGIN { for (i = 0; i < 400000; i++) printf "colour%d #%06X\n", i, (i * 13) % 16777216 }' > other.txt"#
    static let bigTokens = ##"awk 'BEGIN { printf "{"; for (i = 0; i < 400000; i++) printf "%s\"c%d\":{\"$type\":\"color\",\"$value\":\"#%06X\"}", (i ? ",\n" : ""), i, (i * 7919) % 16777216; print "}" }' > big.tokens.json"##
    /// 50,000 colours (1 MB), whose reading fits in 170 MB and whose check (300,000 results) does not.
    static let checkList = #"awk 'BEGIN { for (i = 0; i < 50000; i++) printf "colour%d #%06X\n", i, (i * 7919) % 16777216 }' > big.txt"#

    static let cases: [Case] = [
        .init(name: "list --format json", setup: bigList, command: #""$SWATCH" list --palette big.txt --format json > out.json"#, names: "big.txt"),
        .init(name: "list --format csv", setup: bigList, command: #""$SWATCH" list --palette big.txt --format csv > out.csv"#, names: "big.txt"),
        .init(name: "diff --format json", setup: bigList + " && " + otherList,
              command: #""$SWATCH" diff big.txt other.txt --format json --report out.json"#, names: "big.txt"),
        .init(name: "check", setup: bigList, command: #""$SWATCH" check --palette big.txt > out.txt"#, names: "big.txt"),
        .init(name: "check's results, text", setup: checkList, command: #""$SWATCH" check --palette big.txt > out.txt"#, names: "big.txt", limitMB: 170),
        .init(name: "check's results, json", setup: checkList, command: #""$SWATCH" check --palette big.txt --format json > out.json"#, names: "big.txt",
              limitMB: 170),
        .init(name: "check's results, junit", setup: checkList, command: #""$SWATCH" check --palette big.txt --format junit > out.xml"#, names: "big.txt",
              limitMB: 170),
        .init(name: "token reading", setup: bigTokens, command: #""$SWATCH" list --palette big.tokens.json > out.txt"#, names: "big.tokens.json"),
        .init(name: "render", setup: bigList, command: #""$SWATCH" render --palette big.txt --mode light --scale 1 -o out.png --manifest out.json"#,
              names: "big.txt"),
        .init(name: "export --format css", setup: bigList, command: #""$SWATCH" export --palette big.txt --format css -o out.css"#, names: "big.txt"),
    ]

    @Test(arguments: cases)
    func outOfMemory(_ test: Case) throws {
        let cli = CLITests()
        guard !CLITests.binary.contains(".build-asan"), !CLITests.binary.contains(".build-tsan") else { return }  // shadow memory
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The only files afterwards are the inputs, and the redirect's empty file where the shell made one.
        let script = "set -e; \(test.setup); set +e; (ulimit -v \(test.limitMB * 1024); \(test.command)); status=$?; "
            + #"ls -A | grep -v -x -e big.txt -e other.txt -e big.tokens.json > left.txt; echo "$status""#
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "2\n", "\(run.stderr)")
        let line = #/swatch: error: ([^ ]+): not enough memory: needs about ([0-9]+) MB, this process may use ([0-9]+) MB\n/#
        let match = try #require(run.stderr.wholeMatch(of: line), "\(run.stderr)")
        #expect(match.1 == test.names || match.1.hasPrefix(test.names + ":"))
        #expect(Int(match.3) == test.limitMB)
        #expect(Int(match.2).map { $0 >= test.limitMB } == true)  // within the margin, or past the limit
        let left = try String(contentsOfFile: directory + "/left.txt", encoding: .utf8)
        #expect(left.split(separator: "\n").allSatisfy { $0 == "left.txt" || ($0.hasPrefix("out.") && Self.isEmpty(directory + "/" + $0)) }, "\(left)")
    }

    /// 20,000 colours with light and dark values (0.6 MB): read in a few MB, while the code formats, tokens, the
    /// table and export's json need 60 to 110 MB more (`MemoryBudget.bytesPerWrittenColor`), past a 160 MB limit.
    static let smallList = #"awk 'BEGIN { for (i = 0; i < 20000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > small.txt"#

    /// Every output format of `list`, `export` and `diff` under a limit that reading fits: the formats built whole
    /// end in one line naming the palette (`small.txt`) or the report, and exit 2; the streamed ones (json) fit and
    /// succeed (diff: exit 1, the palettes differ). Diff compares 10,000 colours with 1,000 (`half.txt`,
    /// `other.txt`), which fits 150 MB, as do its streamed JSON and review sheet, while its markdown would not.
    static let formatCases: [FormatCase] = listAndExportCases + [
        FormatCase(#""$SWATCH" diff other.txt half.txt --format json --report out.json"#, names: nil, limitMB: 150),
        FormatCase(#""$SWATCH" diff other.txt half.txt --format markdown > out.md"#, names: nil, limitMB: 150),
        FormatCase(#""$SWATCH" diff other.txt half.txt --format json --report out.json -o out.png"#, names: nil, limitMB: 150),
    ]

    static let listAndExportCases: [FormatCase] =
        ["table", "json", "csv", "markdown"].map { FormatCase(#""$SWATCH" list --palette small.txt --format \#($0) > out.txt"#, fits: $0 != "table") }
        + PaletteFormat.all.map { FormatCase(#""$SWATCH" export --palette small.txt --format \#($0.name) -o out.\#($0.fileExtension)"#,
                                             fits: ["csv", "markdown", "css", "android"].contains($0.name)) }

    /// One command of `everyFormat`: what its one line names (nil: it succeeds), under `limitMB`.
    struct FormatCase: CustomTestStringConvertible, Sendable {
        let command: String
        let names: String?
        let limitMB: Int
        init(_ command: String, names: String?, limitMB: Int) {
            self.command = command
            self.names = names
            self.limitMB = limitMB
        }

        /// A command of 20,000 colours: one that fits (streamed, or small per colour) succeeds under 200 MB; the
        /// others need more than 160 MB, and name `small.txt`.
        init(_ command: String, fits: Bool) {
            self.init(command, names: fits ? nil : "small.txt", limitMB: fits ? 200 : 160)
        }
        var testDescription: String { command }
    }

    @Test(arguments: formatCases)
    func everyFormat(_ test: FormatCase) throws {
        let (command, names) = (test.command, test.names)
        let cli = CLITests()
        guard !CLITests.binary.contains(".build-asan"), !CLITests.binary.contains(".build-tsan") else { return }  // shadow memory
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let other = #"awk 'BEGIN { for (i = 0; i < 1000; i++) printf "colour%d #%06X\n", i, (i * 13) % 16777216 }' > other.txt; head -n 10000 small.txt > half.txt"#
        let script = "set -e; \(Self.smallList); \(other); set +e; (ulimit -v \(test.limitMB * 1024); \(command)); status=$?; "
            + #"ls -A | grep -v -x -e small.txt -e half.txt -e other.txt -e left.txt > left.txt; echo "$status""#
        let run = try cli.swatch([], shell: script, in: directory)
        let left = try String(contentsOfFile: directory + "/left.txt", encoding: .utf8)
        guard let names else {
            #expect(run.stdout == (command.contains("diff") ? "1\n" : "0\n"), "\(run.stderr)")  // diff: the palettes differ
            return
        }
        #expect(run.stdout == "2\n", "\(run.stderr)")
        let line = #/swatch: error: (.+): not enough memory: needs about ([0-9]+) MB, this process may use ([0-9]+) MB\n/#
        let match = try #require(run.stderr.wholeMatch(of: line), "\(run.stderr)")
        #expect(match.1 == names)
        #expect(Int(match.3) == test.limitMB)
        #expect(left.split(separator: "\n").allSatisfy { $0.hasPrefix("out.") && Self.isEmpty(directory + "/" + $0) }, "\(left)")
    }

    /// Whether the file at `path` is empty (a shell redirect's, made before swatch ran).
    static func isEmpty(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1) == 0
    }

    /// A streamed report that cannot be written to its end (the file-size limit stops it after 50 KB) leaves no
    /// file and no temporary: the JSON goes into a temporary a piece at a time and is renamed only when whole.
    @Test func streamedReportIsAllOrNone() throws {
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = #"awk 'BEGIN { for (i = 0; i < 20000; i++) printf "c%d #%06X\n", i, i }' > a.txt; awk 'BEGIN { for (i = 0; i < 20000; i++) printf "c%d #%06X\n", i, i + 1 }' > b.txt"#
        let script = "set -e; \(setup); set +e; (trap '' XFSZ; ulimit -f 100; \"$SWATCH\" diff a.txt b.txt --format json --report r.json); echo \"$?\"; ls -A"
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "2\na.txt\nb.txt\n")
        #expect(run.stderr == "swatch: error: cannot write r.json: File too large\n")
    }
}
