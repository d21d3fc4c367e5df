import Testing

/// `export --sibling`: the SwatchColors plugin gives each export the target's other palettes, and swatch refuses a name
/// both palettes' Swift code would declare in the one module, with one line naming both files and the name, before it
/// writes anything (issue 28, N7). A sibling is only read: one that cannot be read (missing, a named pipe, no palette)
/// is left to its own export, and one that is the palette itself is passed over.
@Suite struct SiblingExportCLITests {
    typealias Case = BadInputTests.Case

    static let colorSet = BadInputTests.colorSet
    static let accentTokens = ##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##

    static let cases: [Case] = [
        Case(name: "two extensions declaring one colour", files: ["a.txt": "accent #FF0000\n", "b.txt": "accent #00FF00\nother #0000FF\n"],
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare Color.accent in one module: give each palette's colours an enum of their own (--xcode-symbols generated), or rename one of the colours",
             after: "test ! -e A.swift"),
        Case(name: "two catalogs whose names give no type: both Palette",
             files: ["赤.xcassets/a.colorset/Contents.json": colorSet, "青.xcassets/b.colorset/Contents.json": colorSet],
             command: #""$SWATCH" export --format uikit --palette 赤.xcassets --sibling 青.xcassets -o A.swift"#, status: 1,
             firstLine: "swatch: error: 赤.xcassets and 青.xcassets both declare UIColor.Palette in one module: an enum is named after its palette's file (its ASCII letters and digits, else Palette); rename one of the files",
             after: "test ! -e A.swift"),
        Case(name: "format swift: two files named for one enum",
             files: ["BrandColors.xcassets/a.colorset/Contents.json": colorSet, "brand-colors.tokens.json": accentTokens,
                     "swatch-plugin.json": #"{"format": "swift"}"#, "A.swift": "kept\n"],
             command: #""$SWATCH" export --settings swatch-plugin.json --palette brand-colors.tokens.json --sibling BrandColors.xcassets -o A.swift"#,
             status: 1,
             firstLine: "swatch: error: brand-colors.tokens.json and BrandColors.xcassets both declare enum BrandColors in one module: an enum is named after its palette's file (its ASCII letters and digits, else Palette); rename one of the files",
             after: #"test "$(cat A.swift)" = kept"#),
        Case(name: "a type-name in swatch-plugin.json names every palette's enum",
             files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n", "swatch-plugin.json": #"{"format": "swiftui", "type-name": "Colors"}"#],
             command: #""$SWATCH" export --settings swatch-plugin.json --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Colors in one module: type-name in swatch-plugin.json names the enum of every palette; leave it out, and with xcode-symbols: generated in swatch-plugin.json each palette's colours go in an enum named after its file",
             after: "test ! -e A.swift"),
        Case(name: "--check refuses the same, exit 2", files: ["a.txt": "accent #FF0000\n", "b.txt": "accent #00FF00\n"],
             command: #""$SWATCH" export --format appkit --palette a.txt --sibling b.txt -o A.swift --check"#, status: 2,
             firstLine: "swatch: error: a.txt and b.txt both declare NSColor.accent in one module: give each palette's colours an enum of their own (--xcode-symbols generated), or rename one of the colours"),
        // The advice names what this export can change, where it is given: the twelfth hostile pass's F5 (a type name
        // was to be left out where none was given).
        Case(name: "format swift on the command line: Palette for every palette", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format swift --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Palette in one module: --format swift names every palette's enum Palette; export them with --settings FILE (format: swift) instead, where each palette's enum is named after its file",
             after: "test ! -e A.swift"),
        Case(name: "format swift with --type-name", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format swift --type-name Brand --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Brand in one module: --type-name names the enum of every palette; leave it out, and export them with --settings FILE (format: swift) instead, where each palette's enum is named after its file"),
        Case(name: "format uikit with --type-name", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format uikit --type-name Brand --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Brand in one module: --type-name names the enum of every palette; leave it out, and with --xcode-symbols generated each palette's colours go in an enum named after its file"),
        Case(name: "format swift with a type-name in the settings", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n", "s.json": #"{"format": "swift", "type-name": "Brand"}"#],
             command: #""$SWATCH" export --settings s.json --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Brand in one module: type-name in s.json names the enum of every palette; leave it out, and each palette's enum is named after its file"),
        Case(name: "format appkit from settings: one colour in both", files: ["a.txt": "accent #FF0000\n", "b.txt": "accent #00FF00\n", "s.json": #"{"format": "appkit"}"#],
             command: #""$SWATCH" export --settings s.json --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare NSColor.accent in one module: give each palette's colours an enum of their own (xcode-symbols: generated in s.json), or rename one of the colours"),
        Case(name: "--type-name over settings", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n", "s.json": #"{"format": "uikit"}"#],
             command: #""$SWATCH" export --settings s.json --type-name Brand --palette a.txt --sibling b.txt -o A.swift"#, status: 1,
             firstLine: "swatch: error: a.txt and b.txt both declare enum Brand in one module: --type-name names the enum of every palette; leave it out, and with xcode-symbols: generated in s.json each palette's colours go in an enum named after its file"),
        // Doing what the advice says is enough.
        Case(name: "the advice followed", files: ["a.txt": "accent #FF0000\n", "b.txt": "accent #00FF00\n", "s.json": #"{"format": "swift"}"#,
                                                  "g.json": #"{"format": "swiftui", "xcode-symbols": "generated"}"#],
             command: #""$SWATCH" export --format uikit --xcode-symbols generated --palette a.txt --sibling b.txt -o A.swift --quiet && "$SWATCH" export --settings s.json --palette a.txt --sibling b.txt -o S.swift --quiet && "$SWATCH" export --settings g.json --palette a.txt --sibling b.txt -o G.swift --quiet"#,
             status: 0, firstLine: "", after: "grep -q 'enum A {' A.swift && grep -q 'enum A {' S.swift && grep -q 'enum A {' G.swift"),
        // No shared name: the same bytes as without siblings (their names are not in the header).
        Case(name: "a catalog's enum beside another palette's colours",
             files: ["Brand.xcassets/accent.colorset/Contents.json": colorSet, "t.tokens.json": accentTokens],
             command: #""$SWATCH" export --format swiftui --palette Brand.xcassets -o one.swift --quiet && "$SWATCH" export --format swiftui --palette Brand.xcassets --sibling t.tokens.json -o two.swift --quiet && "$SWATCH" export --format swiftui --palette t.tokens.json --sibling Brand.xcassets -o three.swift --quiet"#,
             status: 0, firstLine: "", after: "cmp one.swift two.swift && grep -q 'enum Brand {' two.swift && grep -q 'static var accent: Color' three.swift"),
        // Hostile siblings: each is passed over without waiting, with a warning (it was silent: H16-14), and the export is written.
        Case(name: "siblings that are no palette, a named pipe, a device, missing, or the palette itself",
             files: ["a.txt": "accent #FF0000\n", "n.txt": "not a palette\n", "dir/x": ""],
             setup: "mkfifo fifo.txt && ln a.txt hard.txt && ln -s a.txt link.txt",
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling fifo.txt --sibling nope.txt --sibling n.txt --sibling dir --sibling ./a.txt --sibling hard.txt --sibling link.txt --sibling a.txt --sibling /dev/zero --sibling - -o A.swift 2> err.txt"#,
             status: 0, firstLine: "",
             after: #"grep -q 'static var accent: Color' A.swift && test "$(grep -c 'warning: the sibling palette is passed over, its names unchecked: ' err.txt)" = 6 && grep -q 'unchecked: fifo.txt: is a named pipe, not a file$' err.txt"#),
        // An empty sibling names no file: passed over with its warning, not taken as `.` (which refused every output below it: H16-9).
        Case(name: "an empty sibling", files: ["a.txt": "accent #FF0000\n"],
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling '' -o out/A.swift"#, status: 0,
             firstLine: "swatch: warning: the sibling palette is passed over, its names unchecked: '': no such file or folder",
             after: "grep -q 'static var accent: Color' out/A.swift"),
        // What a sibling's read opened is an input of the run: the export may not write over it.
        Case(name: "the output is a sibling", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling b.txt -o b.txt"#, status: 1,
             firstLine: "swatch: error: b.txt: the export would overwrite the sibling palette b.txt; write it somewhere else", after: #"test "$(cat b.txt)" = "other #00FF00""#),
    ] + namedCases + [
        // The eleventh hostile pass: standard output onto a sibling was passed over with the sibling's read, and written into it.
        Case(name: "standard output appended to a sibling", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling b.txt -o - >> b.txt"#, status: 1,
             firstLine: "swatch: error: b.txt: is also standard output, which swatch would write over: send the output elsewhere",
             after: #"test "$(cat b.txt)" = "other #00FF00""#),
        Case(name: "standard output onto a sibling through 1<>", files: ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"],
             command: #""$SWATCH" export --format swiftui --palette a.txt --sibling b.txt -o /dev/stdout 1<> b.txt"#, status: 1,
             firstLine: "swatch: error: b.txt: is also standard output, which swatch would write over: send the output elsewhere",
             after: #"test "$(cat b.txt)" = "other #00FF00""#),
        Case(name: "formats that write no Swift have nothing to clash", files: ["a.txt": "accent #FF0000\n", "b.txt": "accent #00FF00\n"],
             command: #""$SWATCH" export --format css --palette a.txt --sibling b.txt -o a.css --quiet"#, status: 0, firstLine: "",
             after: "grep -q -- '--accent' a.css"),
        Case(name: "--sibling goes with --format or --settings", files: ["swatch.yml": "palette: a.txt\nexports:\n  - format: swiftui\n    output: A.swift\n", "a.txt": "accent #FF0000\n"],
             command: #""$SWATCH" export --sibling b.txt"#, status: 1,
             firstLine: "swatch: error: --sibling goes with --format or --settings: it names the other palettes of one export's module"),
    ]

    /// A catalog `Sib.xcassets` holding one colour set, and a palette `a.txt`.
    static let sibCatalog = ["Sib.xcassets/s.colorset/Contents.json": colorSet, "a.txt": "accent #FF0000\n"]
    /// The sibling catalog as it was made.
    static let sibKept = #"test "$(cat Sib.xcassets/s.colorset/Contents.json)" = '\#(colorSet)'"#

    /// A named sibling is an input whatever the format (one that writes no Swift never reads it): an output onto it,
    /// holding it or inside it, by any path, is refused as one onto the palette is (session 41: `-o Sib.xcassets --force
    /// --sibling Sib.xcassets` replaced the catalog the user named).
    static let namedCases: [Case] = [
        refused("a forced folder export onto a sibling catalog", "--format xcassets --force", output: "Sib.xcassets", sibling: "Sib.xcassets"),
        refused("a Swift format's output onto a sibling catalog's colour set", "--format swiftui", output: "Sib.xcassets/s.colorset/Contents.json",
                inside: true, sibling: "Sib.xcassets"),
        refused("a folder export through a link to a sibling", setup: "ln -s Sib.xcassets link.xcassets", "--format android --force",
                output: "link.xcassets", sibling: "Sib.xcassets"),
        refused("a folder export onto a sibling named through ..", setup: "mkdir sub", "--format tokens --force", output: "sub/../Sib.xcassets",
                sibling: "./Sib.xcassets/"),
        refused("a folder export holding a sibling", files: ["top/Sib.xcassets/s.colorset/Contents.json": colorSet, "a.txt": "accent #FF0000\n"],
                "--format xcassets --force", output: "top", sibling: "top/Sib.xcassets", after: "test -f top/Sib.xcassets/s.colorset/Contents.json"),
        refused("a folder export inside a sibling catalog", "--format tokens --force", output: "Sib.xcassets/s.colorset", inside: true, sibling: "Sib.xcassets"),
        refused("a file export onto a hard link of a sibling", files: siblingList, setup: "ln b.txt hard.txt", "--format css", output: "hard.txt",
                sibling: "b.txt", after: siblingListKept),
        refused("--check of an output that is a sibling, exit 2", files: siblingList, "--format css --check", output: "b.txt", sibling: "b.txt",
                status: 2, after: siblingListKept),
        refused("a missing sibling named as the output", files: ["a.txt": "accent #FF0000\n"], "--format css", output: "new.css", sibling: "new.css",
                after: "test ! -e new.css"),
    ]

    /// A palette `a.txt` and a sibling `b.txt`, and the test that `b.txt` is as it was made.
    static let siblingList = ["a.txt": "accent #FF0000\n", "b.txt": "other #00FF00\n"]
    static let siblingListKept = #"test "$(cat b.txt)" = "other #00FF00""#

    /// `export --palette a.txt -o OUTPUT --sibling SIBLING OPTIONS`, refused as an output over (`inside`: within) the sibling.
    static func refused(_ name: String, files: [String: String] = sibCatalog, setup: String = "", _ options: String, output: String,
                        inside: Bool = false, sibling: String, status: Int32 = 1, after: String = sibKept) -> Case {
        let clash = inside ? "be written inside" : "overwrite"
        return Case(name: name, files: files, setup: setup,
                    command: #""$SWATCH" export --palette a.txt -o \#(output) --sibling \#(sibling) \#(options)"#, status: status,
                    firstLine: "swatch: error: \(output): the export would \(clash) the sibling palette \(sibling); write it somewhere else", after: after)
    }

    @Test(arguments: cases) func sibling(_ c: Case) throws { try BadInputTests.run(c) }

    /// A sibling reached by a second path (a bind mount of its folder): the output is still refused.
    @Test(.enabled(if: TrustSecondPassFileTests.canBindMount, "needs unshare -rm (user and mount namespaces) to make a bind mount"))
    func aSiblingReachedBySecondPathIsStillAnInput() throws {
        try BadInputTests.run(Case(name: "a folder export onto a sibling through a bind mount", files: ["top/Sib.xcassets/s.colorset/Contents.json": Self.colorSet, "a.txt": "accent #FF0000\n"],
            setup: "mkdir alias",
            command: TrustSecondPassFileTests.bound("top", #""$SWATCH" export --format xcassets --palette a.txt -o alias/Sib.xcassets --force --sibling top/Sib.xcassets"#),
            status: 1,
            firstLine: "swatch: error: alias/Sib.xcassets: the export would overwrite the sibling palette top/Sib.xcassets; write it somewhere else",
            after: #"test "$(cat top/Sib.xcassets/s.colorset/Contents.json)" = '\#(Self.colorSet)'"#))
    }
}
