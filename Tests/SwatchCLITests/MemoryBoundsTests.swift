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
        /// Reading 65,536 colours fits (`checkList`'s 50,000 are read whole), so their check is what runs out. The
        /// 200,000-colour lists run under `listLimitMB`.
        var limitMB = 170
        var testDescription: String { name }
    }

    /// 200,000 colours in a text list (5.7 MB) and a second with other values (4.1 MB), run under `listLimitMB`.
    static let bigList = #"awk 'BEGIN { for (i = 0; i < 200000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.txt"#
    static let otherList = #"awk 'BEGIN { for (i = 0; i < 200000; i++) printf "colour%d #%06X\n", i, (i * 13) % 16777216 }' > other.txt"#
    /// The limit of the cases reading `bigList`: start-up fits it (`swatch list` of one colour runs under 100 MB), and
    /// `bigList` read whole does not: without a limit `list --format json` of it peaks at 134 MB resident (release,
    /// Linux x86_64; address space is more), `diff` of both lists at 347 MB. Reading stops within its first 4,096
    /// colours (line 3,955), a fifth of the CPU it took to reach line 90,633 of 400,000 under 170 MB.
    static let listLimitMB = 120
    /// 400,000 colours as a design-token file (13 MB).
    static let bigTokens = ##"awk 'BEGIN { printf "{"; for (i = 0; i < 400000; i++) printf "%s\"c%d\":{\"$type\":\"color\",\"$value\":\"#%06X\"}", (i ? ",\n" : ""), i, (i * 7919) % 16777216; print "}" }' > big.tokens.json"##
    /// 400,000 colours with light and dark values as a JSON theme (24 MB) and as a YAML theme (28 MB): each refused
    /// by the up-front check of its reader's figure (the YAML one had none).
    static let bigTheme = ##"awk 'BEGIN { printf "{\"name\": \"big\", \"schemes\": [{\"name\": \"Base\", \"colors\": ["; for (i = 0; i < 400000; i++) printf "%s{\"name\": \"c%d\", \"light\": \"#%06X\", \"dark\": \"#%06X\"}", (i ? ",\n" : ""), i, (i * 7919) % 16777216, (i * 31) % 16777216; print "]}]}" }' > big.theme.json"##
    static let bigYAMLTheme = ##"awk 'BEGIN { print "name: big\nschemes:\n  - name: Base\n    colors:"; for (i = 0; i < 400000; i++) printf "      - name: c%d\n        light: \"#%06X\"\n        dark: \"#%06X\"\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.theme.yaml"##
    /// 50,000 colours (1 MB), whose reading fits in 170 MB and whose check (300,000 results) does not.
    static let checkList = #"awk 'BEGIN { for (i = 0; i < 50000; i++) printf "colour%d #%06X\n", i, (i * 7919) % 16777216 }' > big.txt"#

    /// 2,500,000 values `1,` (5 MB): a JSON theme's schemes, a token file's array, a colour set's or a group's `Contents.json`. Their
    /// figure a byte (57, 23, 48) is above what a byte of colours costs, and under `ulimit -v 250000` each aborted with
    /// Swift's allocation failure (the eleventh hostile pass) until values were counted as well as bytes.
    static let denseValues = #"awk 'BEGIN { for (i = 0; i < 2500000; i++) printf "1," }'"#
    /// 500,000 values `1,` (1,000,000 bytes): as many as a swatch.yml may hold (`SwatchConfig.maxBytes`).
    static let smallConfigValues = #"awk 'BEGIN { for (i = 0; i < 500000; i++) printf "1," }'"#

    static let cases: [Case] = [
        .init(name: "list --format json", setup: bigList, command: #""$SWATCH" list --palette big.txt --format json > out.json"#, names: "big.txt", limitMB: listLimitMB),
        .init(name: "list --format csv", setup: bigList, command: #""$SWATCH" list --palette big.txt --format csv > out.csv"#, names: "big.txt", limitMB: listLimitMB),
        .init(name: "diff --format json", setup: bigList + " && " + otherList,
              command: #""$SWATCH" diff big.txt other.txt --format json --report out.json"#, names: "big.txt", limitMB: listLimitMB),
        .init(name: "check", setup: bigList, command: #""$SWATCH" check --palette big.txt > out.txt"#, names: "big.txt", limitMB: listLimitMB),
        // In a folder: the line names the palette as given, not by its title (the twenty-first hostile pass's H21-8).
        .init(name: "check's results, text", setup: checkList + " && mkdir d && mv big.txt d/", command: #""$SWATCH" check --palette d/big.txt > out.txt"#,
              names: "d/big.txt"),
        .init(name: "check's results, json", setup: checkList, command: #""$SWATCH" check --palette big.txt --format json > out.json"#, names: "big.txt"),
        .init(name: "check's results, junit", setup: checkList, command: #""$SWATCH" check --palette big.txt --format junit > out.xml"#, names: "big.txt"),
        // 1,000,000 pairs (9 MB): the pairs file is named, not the palette (issue 28 N2: it aborted at some limits).
        .init(name: "check --pairs", setup: #"printf 'fg #000000\nbg #FFFFFF\n' > big.txt && awk 'BEGIN { for (i = 0; i < 1000000; i++) print "fg on bg" }' > other.txt"#,
              command: #""$SWATCH" check --palette big.txt --pairs other.txt > out.txt"#, names: "other.txt"),
        .init(name: "token reading", setup: bigTokens, command: #""$SWATCH" list --palette big.tokens.json > out.txt"#, names: "big.tokens.json"),
        .init(name: "JSON theme reading", setup: bigTheme, command: #""$SWATCH" list --palette big.theme.json > out.txt"#, names: "big.theme.json"),
        .init(name: "a JSON theme of small values", setup: #"{ printf '{"name":"b","schemes":['; \#(denseValues); printf '{"name":"Base","colors":[]}]}'; } > big.theme.json"#,
              command: #""$SWATCH" list --palette big.theme.json > out.txt"#, names: "big.theme.json", limitMB: 250),
        .init(name: "a token file of small values", setup: #"{ printf '{"a":['; \#(denseValues); printf '1]}'; } > big.tokens.json"#,
              command: #""$SWATCH" list --palette big.tokens.json > out.txt"#, names: "big.tokens.json", limitMB: 200),
        .init(name: "a colour set of small values",
              setup: #"mkdir -p big.xcassets/a.colorset && { printf '{"colors":['; \#(denseValues); printf '1]}'; } > big.xcassets/a.colorset/Contents.json"#,
              command: #""$SWATCH" list --palette big.xcassets > out.txt"#, names: "big.xcassets/a.colorset/Contents.json", limitMB: 250),
        // A YAML flow list and a swatch.yml of small values (the twelfth hostile pass: 2.5 million aborted at every limit
        // from 250 to 600 MB) until Yams' nodes were counted as well as bytes (`YAMLValueCount`).
        .init(name: "a YAML theme of small values", setup: #"{ printf 'name: b\nschemes: ['; \#(denseValues); printf '{name: Base, colors: []}]\n'; } > big.theme.yaml"#,
              command: #""$SWATCH" list --palette big.theme.yaml > out.txt"#, names: "big.theme.yaml", limitMB: 250),
        .init(name: "a swatch.yml of small values", setup: #"{ printf 'x: ['; \#(smallConfigValues); printf '1]\n'; } > swatch.yml"#,
              command: #""$SWATCH" list > out.txt"#, names: "swatch.yml", limitMB: listLimitMB),
        // Token files a palette pulls in: a Tokens Studio set, a resolver's source (the twelfth hostile pass: each
        // aborted, while the same file named by --palette was the memory line).
        .init(name: "a Tokens Studio set of small values",
              setup: ##"mkdir ts && printf '[{"name":"Light","selectedTokenSets":{"global":"enabled"}}]' > 'ts/$themes.json' && { printf '{"a":{"type":"color","value":"#000000"},"b":{"description":['; \##(denseValues); printf '1]}}'; } > ts/global.json"##,
              command: #""$SWATCH" list --palette ts > out.txt"#, names: "ts/$themes.json", limitMB: 200),
        .init(name: "a resolver's source of small values",
              setup: ##"mkdir ts && printf '{"name":"DS","version":"2025.10","sets":{"base":{"sources":[{"$ref":"dark.tokens.json"}]}},"resolutionOrder":[{"$ref":"#/sets/base"}]}' > ts/ds.resolver.json && { printf '{"ink":{"$type":"color","$value":"#EEEEEE","$extensions":{"x":['; \##(denseValues); printf '1]}}}'; } > ts/dark.tokens.json"##,
              command: #""$SWATCH" list --palette ts/ds.resolver.json > out.txt"#, names: "ts/ds.resolver.json", limitMB: 200),
        // A group folder's `Contents.json` is parsed as a colour set's is, and checked alike (session 41: it was not, and aborted at 150, 200 and 250 MB).
        .init(name: "a group folder's Contents.json of small values",
              setup: #"mkdir -p big.xcassets/Brand/a.colorset && { printf '['; \#(denseValues); printf '1]'; } > big.xcassets/Brand/Contents.json"#,
              command: #""$SWATCH" list --palette big.xcassets > out.txt"#, names: "big.xcassets/Brand/Contents.json", limitMB: 200),
        // The collisions a large --cvd-limit keeps (the twelfth hostile pass's H12-6: 3,000 colours aborted at 150 and 300 MB).
        .init(name: "check --cvd with a large --cvd-limit",
              setup: #"awk 'BEGIN { for (i = 0; i < 3000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > big.txt"#,
              command: #""$SWATCH" check --palette big.txt --cvd --cvd-limit 1000000 > out.txt"#, names: "--cvd-limit 1000000", limitMB: 300),
        .init(name: "YAML theme reading", setup: bigYAMLTheme, command: #""$SWATCH" list --palette big.theme.yaml > out.txt"#, names: "big.theme.yaml"),
        .init(name: "render", setup: bigList, command: #""$SWATCH" render --palette big.txt --mode light --scale 1 -o out.png --manifest out.json"#,
              names: "big.txt", limitMB: listLimitMB),
        .init(name: "export --format css", setup: bigList, command: #""$SWATCH" export --palette big.txt --format css -o out.css"#, names: "big.txt", limitMB: listLimitMB),
        .init(name: "diff --format markdown", setup: bigList + " && " + otherList,
              command: #""$SWATCH" diff big.txt other.txt --format markdown --report out.md"#, names: "big.txt", limitMB: listLimitMB),
    ] + ["xcassets", "tokens", "tokens-flat", "android"].map { format in
        .init(name: "export --format \(format)", setup: bigList, command: #""$SWATCH" export --palette big.txt --format \#(format) -o out.folder"#,
              names: "big.txt", limitMB: listLimitMB)
    } + ["table", "markdown"].map { format in
        .init(name: "list --format \(format)", setup: bigList, command: #""$SWATCH" list --palette big.txt --format \#(format) > out.txt"#, names: "big.txt", limitMB: listLimitMB)
    } + ["uikit", "swiftui", "appkit", "swift", "markdown"].map { format in
        .init(name: "export --format \(format)", setup: bigList, command: #""$SWATCH" export --palette big.txt --format \#(format) -o out.txt"#,
              names: "big.txt", limitMB: listLimitMB)
    }

    @Test(arguments: cases)
    func outOfMemory(_ test: Case) throws {
        let cli = CLITests()
        guard !CLITests.hasShadowMemory else { return }
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        // The only files afterwards are the inputs, and the redirect's empty file where the shell made one.
        let script = "set -e; \(test.setup); set +e; (ulimit -v \(test.limitMB * 1024); \(test.command)); status=$?; "
            + #"ls -A | grep -v -x -e big.txt -e other.txt -e big.tokens.json -e big.theme.json -e big.theme.yaml -e big.xcassets -e swatch.yml -e ts -e d > left.txt; echo "$status""#
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "2\n", "\(run.stderr)")
        let line = #/swatch: error: (.+): not enough memory: needs at least ([0-9]+) MB, this process may use ([0-9]+) MB\n/#
        let match = try #require(run.stderr.wholeMatch(of: line), "\(run.stderr)")
        #expect(match.1 == test.names || match.1.hasPrefix(test.names + ":"))
        #expect(Int(match.3) == test.limitMB)
        #expect(Int(match.2).map { $0 >= test.limitMB } == true)  // within the margin, or past the limit
        let left = try String(contentsOfFile: directory + "/left.txt", encoding: .utf8)
        #expect(left.split(separator: "\n").allSatisfy { $0 == "left.txt" || ($0.hasPrefix("out.") && Self.isEmpty(directory + "/" + $0)) }, "\(left)")
    }

    /// 20,000 colours with light and dark values (0.6 MB): read in a few MB. Every format streams, so each fits 200 MB,
    /// a limit that refused the code formats and the table (112 MB more) while they were built whole, and the folder
    /// formats (xcassets, tokens: 60 to 110 MB more) while they built their files before writing them.
    static let smallList = #"awk 'BEGIN { for (i = 0; i < 20000; i++) printf "colour%d #%06X #%06X\n", i, (i * 7919) % 16777216, (i * 31) % 16777216 }' > small.txt"#

    /// Every output format of `list`, `export` and `diff` under a limit that reading fits: each succeeds, writing what
    /// it writes without a limit (diff: exit 1, the palettes differ); a folder format's folder is compared file for
    /// file. Diff compares 10,000 colours with 1,000 (`half.txt`, `other.txt`); its review sheet is drawn light at scale 1,
    /// 390 x 650,071 px (1 GB whole, so still drawn in bands to fit), a quarter of the CPU of both appearances at scale 2.
    static let formatCases: [FormatCase] = listAndExportCases + [
        FormatCase(#""$SWATCH" diff other.txt half.txt --format json --report out.json"#, output: "out.json"),
        FormatCase(#""$SWATCH" diff other.txt half.txt --format markdown > out.md"#, output: "out.md"),
        FormatCase(#""$SWATCH" diff other.txt half.txt --format json --report out.json -o out.png --mode light --scale 1"#, output: "out.json"),
    ]

    static let listAndExportCases: [FormatCase] =
        ["table", "json", "csv", "markdown"].map { FormatCase(#""$SWATCH" list --palette small.txt --format \#($0) > out.txt"#, output: "out.txt") }
        // swift-compat takes the built-in catalog only: a fixed size, 11 KB.
        + [FormatCase(#""$SWATCH" export --format swift-compat -o out.swift"#, output: "out.swift", minimumKB: 8)]
        + PaletteFormat.all.filter { $0.name != "swift-compat" }.map { format in
            FormatCase(#""$SWATCH" export --palette small.txt --format \#(format.name) -o out.\#(format.fileExtension)"#,
                       output: "out." + format.fileExtension)
        }

    /// One command of `everyFormat`: the file or folder it writes under 200 MB, as it does without a limit. A process's
    /// address space holds its threads' malloc arenas, so a run that fits keeps room for one more.
    struct FormatCase: CustomTestStringConvertible, Sendable {
        let command: String
        let output: String
        /// The least the output holds, in KB: 100 for 20,000 colours in any format.
        var minimumKB = 100
        /// The limit it runs under.
        static let limitMB = 200

        /// A command that succeeds, writing `output` (at least `minimumKB`) as it does without a limit.
        init(_ command: String, output: String, minimumKB: Int = 100) {
            (self.command, self.output, self.minimumKB) = (command, output, minimumKB)
        }
        var testDescription: String { command }
    }

    @Test(arguments: formatCases)
    func everyFormat(_ test: FormatCase) throws {
        let command = test.command
        let cli = CLITests()
        guard !CLITests.hasShadowMemory else { return }
        let directory = try cli.memoryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let other = #"awk 'BEGIN { for (i = 0; i < 1000; i++) printf "colour%d #%06X\n", i, (i * 13) % 16777216 }' > other.txt; head -n 10000 small.txt > half.txt"#
        // The command runs first without a limit, its output kept as the reference the limited run must match.
        let reference = "(\(command)) 2>/dev/null; mv \(test.output) reference; "
        let compare = #"; diff -r reference \#(test.output) > /dev/null && echo same; du -sk reference | cut -f 1"#
        let script = "set -e; \(Self.smallList); \(other); set +e; \(reference)(ulimit -v \(FormatCase.limitMB * 1024); \(command)); status=$?; "
            + #"echo "$status""# + compare
        let run = try cli.swatch([], shell: script, in: directory)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == (command.contains("diff") ? "1" : "0"), "\(run.stderr)")  // diff: the palettes differ
        #expect(lines.dropFirst().first == "same", "\(run.stdout)")
        #expect(lines.count == 3 && Int(lines[2]).map { $0 >= test.minimumKB } == true, "\(run.stdout)")  // every colour is there
    }

    /// Whether the file at `path` is empty (a shell redirect's, made before swatch ran).
    static func isEmpty(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1) == 0
    }

    /// A streamed report that cannot be written to its end (the file-size limit stops it after 50 KB) leaves no
    /// file and no temporary: the JSON goes into a temporary a piece at a time and is renamed only when whole.
    @Test func streamedReportIsAllOrNone() throws {
        guard !CLITests.failsUnderFileSizeLimit else { return }
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = #"awk 'BEGIN { for (i = 0; i < 20000; i++) printf "c%d #%06X\n", i, i }' > a.txt; awk 'BEGIN { for (i = 0; i < 20000; i++) printf "c%d #%06X\n", i, i + 1 }' > b.txt"#
        let script = "set -e; \(setup); set +e; (trap '' XFSZ; ulimit -f 100; \"$SWATCH\" diff a.txt b.txt --format json --report r.json); echo \"$?\"; ls -A"
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout == "2\na.txt\nb.txt\n")
        #expect(run.stderr == "swatch: error: cannot write r.json: file too large\n")
    }
}
