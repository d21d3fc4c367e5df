import Foundation
import Testing

/// Issue 28 ("Trust, second pass"), causes 1, 2 and 7 from the command line: a temporary swapped for a hard
/// link while swatch writes is never written through and never put in place; an output reached through a
/// second path to an input folder (a bind mount) is refused as the first path is; and two outputs of one
/// run naming one file, swatch.yml's verify references included, are refused before anything is written.
@Suite struct TrustSecondPassFileTests {
    /// Whether this machine lets an unprivileged test make a bind mount (`unshare -rm`: a user and mount
    /// namespace of its own), the one way to reach a folder by a second path on Linux.
    static let canBindMount: Bool = {
        guard let run = try? CLITests().swatch([], shell: "d=$(mktemp -d) && mkdir $d/a $d/b && unshare -rm mount --bind $d/a $d/b; s=$?; rm -r $d; exit $s") else { return false }
        return run.status == 0
    }()

    /// `command`, run with `alias` a bind mount of `folder`, in a mount namespace of its own.
    static func bound(_ folder: String, _ command: String) -> String {
        "unshare -rm sh -c 'mount --bind \(folder) alias && \(command)'"
    }

    static let colorSet = BadInputTests.colorSet
    static let catalog = #"mkdir -p alias P.xcassets/Brand/Primary.colorset && printf '%s' '\#(colorSet)' > P.xcassets/Brand/Primary.colorset/Contents.json"#
    static let token = ##"{"red": {"$type": "color", "$value": "#FF0000"}}"##
    /// A folder of tokens whose resolver reads one token file.
    static let resolver = ["tokens/light.tokens.json": token,
                           "tokens/r.resolver.json": ##"{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "light.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##]

    // Cause 2: every input kind, reached through a bind mount of its folder (or of the folder holding it).
    static let bindCases: [BadInputTests.Case] = [
        .init(name: "render into an asset catalog through a second path", setup: catalog,
              command: bound("P.xcassets", #""$SWATCH" render --palette P.xcassets --mode light -o alias/new.png"#), status: 1,
              firstLine: "swatch: error: alias/new.png: the sheet would be written inside the palette P.xcassets; write it somewhere else",
              after: "test ! -e P.xcassets/new.png"),
        .init(name: "render's manifest into an asset catalog through a second path", setup: catalog,
              command: bound("P.xcassets", #""$SWATCH" render --palette P.xcassets --mode light -o s.png --manifest alias/Brand/m.json"#), status: 1,
              firstLine: "swatch: error: alias/Brand/m.json: the manifest would be written inside the palette P.xcassets; write it somewhere else",
              after: "test ! -e P.xcassets/Brand/m.json && test ! -e s.png"),
        .init(name: "a forced folder export over a catalog's own group through a second path", setup: catalog,
              command: bound("P.xcassets", #""$SWATCH" export --format tokens --palette P.xcassets -o alias/Brand --force"#), status: 1,
              firstLine: "swatch: error: alias/Brand: the export would be written inside the palette P.xcassets; write it somewhere else",
              after: #"test -f P.xcassets/Brand/Primary.colorset/Contents.json && test "$(cat P.xcassets/Brand/Primary.colorset/Contents.json)" = '\#(colorSet)'"#),
        .init(name: "a forced folder export over the catalog itself through a second path", setup: catalog,
              command: bound("P.xcassets", #""$SWATCH" export --format xcassets --palette P.xcassets -o alias --force"#), status: 1,
              firstLine: "swatch: error: alias: the export would overwrite the palette P.xcassets; write it somewhere else",
              after: "test -f P.xcassets/Brand/Primary.colorset/Contents.json"),
        .init(name: "a folder export holding the catalog, through a second path", setup: catalog.replacingOccurrences(of: "P.xcassets", with: "top/P.xcassets"),
              command: bound("top", #""$SWATCH" export --format xcassets --palette alias/P.xcassets -o top --force"#), status: 1,
              firstLine: "swatch: error: top: the export would overwrite the palette alias/P.xcassets; write it somewhere else",
              after: "test -f top/P.xcassets/Brand/Primary.colorset/Contents.json"),
        .init(name: "an export into a Tokens Studio folder through a second path",
              files: ["studio/$themes.json": #"[{"name": "Light", "selectedTokenSets": {"core": "enabled"}}]"#, "studio/core.json": token],
              setup: "mkdir alias", command: bound("studio", #""$SWATCH" export --format css --palette studio -o alias/x.css"#), status: 1,
              firstLine: "swatch: error: alias/x.css: the export would be written inside the palette studio; write it somewhere else",
              after: "test ! -e studio/x.css"),
        .init(name: "an export into a Figma folder through a second path",
              files: ["figma/Theme.Light.tokens.json": token, "figma/Theme.Dark.tokens.json": token],
              setup: "mkdir alias", command: bound("figma", #""$SWATCH" export --format css --palette figma -o alias/x.css"#), status: 1,
              firstLine: "swatch: error: alias/x.css: the export would be written inside the palette figma; write it somewhere else",
              after: "test ! -e figma/x.css"),
        .init(name: "an export into a resolver's folder through a second path",
              files: resolver,
              setup: "mkdir alias", command: bound("tokens", #""$SWATCH" export --format css --palette tokens -o alias/x.css"#), status: 1,
              firstLine: "swatch: error: alias/x.css: the export would be written inside the palette tokens; write it somewhere else",
              after: "test ! -e tokens/x.css"),
        .init(name: "an export over a resolver's token file through a second path",
              files: resolver,
              setup: "mkdir alias", command: bound("tokens", #""$SWATCH" export --format css --palette tokens/r.resolver.json -o alias/light.tokens.json"#), status: 1,
              firstLine: "swatch: error: alias/light.tokens.json: the export would overwrite a token file tokens/light.tokens.json; write it somewhere else",
              after: #"test "$(cat tokens/light.tokens.json)" = '\#(token)'"#),
        .init(name: "an export over a token file through a second path", files: ["in/t.tokens.json": token],
              setup: "mkdir alias", command: bound("in", #""$SWATCH" export --format css --palette in/t.tokens.json -o alias/t.tokens.json"#), status: 1,
              firstLine: "swatch: error: alias/t.tokens.json: the export would overwrite the palette in/t.tokens.json; write it somewhere else",
              after: #"test "$(cat in/t.tokens.json)" = '\#(token)'"#),
        .init(name: "a sheet over a text list through a second path", files: ["in/c.txt": "a #FF0000\n"],
              setup: "mkdir alias", command: bound("in", #""$SWATCH" render --palette in/c.txt --mode light -o alias/c.txt"#), status: 1,
              firstLine: "swatch: error: alias/c.txt: the sheet would overwrite the palette in/c.txt; write it somewhere else",
              after: #"test "$(cat in/c.txt)" = 'a #FF0000'"#),
        .init(name: "an export over a theme file through a second path",
              files: ["in/t.yaml": "name: t\nschemes:\n  - name: Base\n    colors:\n      - { name: tint, light: \"#E11F26\" }\n"],
              setup: "mkdir alias && cp in/t.yaml keep.yaml", command: bound("in", #""$SWATCH" export --format json --palette in/t.yaml -o alias/t.yaml"#), status: 1,
              firstLine: "swatch: error: alias/t.yaml: the export would overwrite the palette in/t.yaml; write it somewhere else",
              after: "cmp -s in/t.yaml keep.yaml"),
        .init(name: "an export over swatch.yml through a second path",
              files: ["swatch.yml": "palette: c.txt\n", "c.txt": "a #FF0000\n"],
              setup: "mkdir alias", command: bound(".", #""$SWATCH" export --format json -o alias/swatch.yml"#), status: 1,
              firstLine: "swatch: error: alias/swatch.yml: the export would overwrite the config swatch.yml; write it somewhere else",
              after: #"test "$(cat swatch.yml)" = 'palette: c.txt'"#),
        .init(name: "compare's diff image over the expected PNG through a second path",
              setup: #"mkdir alias in && "$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o in/a.png --quiet && cp in/a.png keep.png"#,
              command: bound("in", #""$SWATCH" compare in/a.png in/a.png --threshold 0 --diff alias/a.png"#), status: 2,
              firstLine: "swatch: error: alias/a.png: the diff image would overwrite the expected image in/a.png; write it somewhere else",
              after: "cmp -s in/a.png keep.png"),
        .init(name: "verify's diff image over the reference through a second path",
              setup: #"mkdir alias in && "$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o in/r.png --quiet && cp in/r.png keep.png"#,
              command: bound("in", #""$SWATCH" verify --against in/r.png --diff alias/r.png -- render --mode light --scale 1"#), status: 2,
              firstLine: "swatch: error: alias/r.png: the diff image would overwrite the reference in/r.png; write it somewhere else",
              after: "cmp -s in/r.png keep.png"),
    ]

    @Test(.enabled(if: canBindMount, "needs unshare -rm (user and mount namespaces) to make a bind mount"), arguments: bindCases)
    func anInputReachedBySecondPathIsStillAnInput(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }

    // Cause 7: two outputs of one run naming one file, by any path.
    static let references = "verify:\n  references:\n    - against: r.png\n      render: { mode: light, scale: 1, section: [Standard Fixed Colors] }\n    - against: ./x/../r.png\n      render: { mode: dark, scale: 1, section: [Standard Fixed Colors] }\n"

    static let twiceCases: [BadInputTests.Case] = [
        .init(name: "two references of one file, recorded", files: ["swatch.yml": references], setup: "mkdir x",
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: ./x/../r.png: written twice by this run, as verify.references[0] and as verify.references[1]",
              after: "test ! -e r.png"),
        .init(name: "two references of one file, checked", files: ["swatch.yml": references],
              setup: #"mkdir x && "$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o r.png --quiet && cp r.png keep.png"#,
              command: #""$SWATCH" verify"#, status: 2,
              firstLine: "swatch: error: ./x/../r.png: checked twice by this run, as verify.references[0] and as verify.references[1]",
              after: "cmp -s r.png keep.png"),
        .init(name: "two references of one file by a hard link", files: ["swatch.yml": references.replacingOccurrences(of: "./x/../r.png", with: "h.png")],
              setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o r.png --quiet && ln r.png h.png && cp r.png keep.png"#,
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: h.png: written twice by this run, as verify.references[0] and as verify.references[1]",
              after: "cmp -s r.png keep.png"),
        .init(name: "two exports to one new file through a folder link", files: ["swatch.yml": "palette: c.txt\nexports:\n  - format: css\n    output: out/c.css\n  - format: json\n    output: link/c.css\n", "c.txt": "a #FF0000\n"],
              setup: "mkdir out && ln -s out link",
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: link/c.css: written twice by this run, as exports[0] and as exports[1]", after: "test ! -e out/c.css"),
        // A file output is no folder for another (the twentieth hostile pass's H20-5: "G/a.css: is a folder", not there).
        .init(name: "an export inside another export's file", files: ["swatch.yml": "palette: c.txt\nexports:\n  - format: css\n    output: G/a.css\n  - format: css\n    output: G/a.css/x.css\n", "c.txt": "a #FF0000\n"],
              command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: G/a.css/x.css: exports[1] would be written inside exports[0] G/a.css, a file; write it somewhere else", after: "test ! -e G"),
    ] + danglingCases

    /// A link to a file not made yet (`ln -s s.png l.png`) is the file a write through it makes: two outputs landing on
    /// one path are one output, through a chain of links or a relative target read from the link's folder.
    static let palettes = ["p.txt": "a #FF0000 #00FF00\nb #0000FF\n", "q.txt": "a #FF0000 #00FF00\nb #0000FE\nc #111111\n"]
    static let danglingCases: [BadInputTests.Case] = [
        .init(name: "diff's report through a link to the sheet's name", files: palettes, setup: "ln -s s.png l.png",
              command: #""$SWATCH" diff p.txt q.txt -o s.png --report l.png"#, status: 2,
              firstLine: "swatch: error: l.png: written twice by this run, as the sheet and as the report", after: "test -L l.png && test ! -e s.png"),
        .init(name: "diff's report through a chain of links to the sheet's name", files: palettes, setup: "ln -s s.png l1.png && ln -s l1.png l2.png",
              command: #""$SWATCH" diff p.txt q.txt -o s.png --report l2.png"#, status: 2,
              firstLine: "swatch: error: l2.png: written twice by this run, as the sheet and as the report", after: "test -L l2.png && test ! -e s.png"),
        .init(name: "diff's report through a relative link in another folder", files: palettes, setup: "mkdir sub && ln -s ../s.png sub/l.png",
              command: #""$SWATCH" diff p.txt q.txt -o s.png --report sub/l.png"#, status: 2,
              firstLine: "swatch: error: sub/l.png: written twice by this run, as the sheet and as the report", after: "test -L sub/l.png && test ! -e s.png"),
        .init(name: "diff's sheet through a link to the chips folder's name", files: palettes, setup: "ln -s r-chips l.png",
              command: #""$SWATCH" diff p.txt q.txt -o l.png --report r.md"#, status: 2,
              firstLine: "swatch: error: l.png: the sheet would overwrite the chips folder r-chips; write it somewhere else",
              after: "test -L l.png && test ! -e r-chips && test ! -e r.md"),
        .init(name: "render's manifest through a link to the sheet's name", setup: "ln -s s.png l.png",
              command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o s.png --manifest l.png"#, status: 1,
              firstLine: "swatch: error: l.png: written twice by this run, as the sheet and as the manifest", after: "test -L l.png && test ! -e s.png"),
        .init(name: "two exports, one through a link to the other's name",
              files: ["swatch.yml": "palette: c.txt\nexports:\n  - format: css\n    output: c.css\n  - format: json\n    output: l.css\n", "c.txt": "a #FF0000\n"],
              setup: "ln -s c.css l.css", command: #""$SWATCH" export"#, status: 1,
              firstLine: "swatch: error: l.css: written twice by this run, as exports[0] and as exports[1]", after: "test -L l.css && test ! -e c.css"),
        .init(name: "two references, one through a link to the other's name",
              files: ["swatch.yml": references.replacingOccurrences(of: "./x/../r.png", with: "l.png")], setup: "ln -s r.png l.png",
              command: #""$SWATCH" verify --record"#, status: 2,
              firstLine: "swatch: error: l.png: written twice by this run, as verify.references[0] and as verify.references[1]",
              after: "test -L l.png && test ! -e r.png"),
        // A link to nothing whose target ends in `/` names a folder: no file `t` is made through it.
        .init(name: "render through a link to a folder's name", setup: "ln -s t/ l.png",
              command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o l.png"#, status: 1,
              firstLine: "swatch: error: l.png: links to t/, which can only be a folder: give a file name", after: "test -L l.png && test ! -e t"),
        .init(name: "verify --record through a link to a folder's name", setup: "ln -s t/ l.png",
              command: #""$SWATCH" verify --record --against l.png -- --mode light --scale 1 --section 'Standard Fixed Colors'"#, status: 2,
              firstLine: "swatch: error: l.png: links to t/, which can only be a folder: give a file name", after: "test -L l.png && test ! -e t"),
        .init(name: "an export through a link to a folder's name", files: palettes, setup: "ln -s t/ l.css",
              command: #""$SWATCH" export --palette p.txt --format css -o l.css"#, status: 1,
              firstLine: "swatch: error: l.css: links to t/, which can only be a folder: give a file name", after: "test -L l.css && test ! -e t"),
        .init(name: "a pair's two sheets on one file", setup: "ln -s r-dark.png r-light.png",
              command: #""$SWATCH" render --mode both --layout pair --scale 1 --section 'Standard Fixed Colors' -o r.png"#, status: 1,
              firstLine: "swatch: error: r-dark.png: written twice by this run as the sheet, also named r-light.png", after: "test -L r-light.png && test ! -e r-dark.png"),
        // A chip that cannot be drawn names its file, and the temporary folder it is drawn in.
        .init(name: "a chip drawn where $TMPDIR is missing", files: palettes,
              command: #"TMPDIR=/nonexistent/ "$SWATCH" diff p.txt q.txt --report r.md"#, status: 2,
              firstLine: "swatch: error: cannot write r-chips/111111FF.png: no such file or folder (drawing it in /nonexistent/)",
              after: FolderStreamTests.only("p.txt", "q.txt")),
    ]

    @Test(arguments: twiceCases)
    func oneFileIsNotTwoOutputs(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }

    /// Standard input read from a file is that file: an output reaching it by another path
    /// (`/dev/stdin`, `/proc/self/fd/0`) is refused, as the file's own name is.
    static let standardInputCases: [BadInputTests.Case] = ["/dev/stdin", "/proc/self/fd/0"].map { path in
        .init(name: "the diff image onto standard input's file as \(path)",
              setup: #"printf 'a #FF0000\n' > a.txt && printf 'a #00FF00\n' > b.txt && "$SWATCH" render --quiet --palette a.txt --mode light -o a.png && "$SWATCH" render --quiet --palette b.txt --mode light -o b.png && cp a.png keep.png"#,
              command: #""$SWATCH" compare - b.png --diff \#(path) < a.png"#, status: 2,
              firstLine: "swatch: error: \(path): the diff image would overwrite the expected image -; write it somewhere else",
              after: "cmp -s a.png keep.png")
    }

    @Test(arguments: standardInputCases)
    func standardInputIsTheFileItReads(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }

    /// Two references of one new file reached through a bind mount of its folder.
    @Test(.enabled(if: canBindMount, "needs unshare -rm (user and mount namespaces) to make a bind mount"))
    func twoReferencesThroughABindMountAreOneFile() throws {
        try BadInputTests.run(.init(name: "two references through a bind mount", files: ["swatch.yml": Self.references.replacingOccurrences(of: "./x/../r.png", with: "alias/r.png")],
                                    setup: "mkdir alias", command: Self.bound(".", #""$SWATCH" verify --record"#), status: 2,
                                    firstLine: "swatch: error: alias/r.png: written twice by this run, as verify.references[0] and as verify.references[1]",
                                    after: "test ! -e r.png"))
    }

    // Cause 1: while swatch writes, something replaces every temporary it makes with a hard link to a file
    // elsewhere. The file is never written, and the output is either swatch's (the swap came too late) or
    // not there, with one line.
    static let swapLoop = #"( while :; do for f in .swatch.*.tmp; do [ -f "$f" ] && ! [ "$f" -ef victim ] && ln -f victim "$f" 2>/dev/null; done; done ) & loop=$!"#
    static let list = #"awk 'BEGIN { for (i = 0; i < 500; i++) printf "colour%d #%06X\n", i, i * 97 }' > c.txt"#

    /// A run that writes: its name, setup, command, the files it writes, and its status when it writes them.
    static let swapCases: [(name: String, setup: String, command: String, outputs: [String], written: Int32)] = [
        ("render's sheet and manifest", list, #""$SWATCH" render --quiet --palette c.txt --mode light -o big.png --manifest big.json"#, ["big.png", "big.json"], 0),
        ("the diff review sheet", #"\#(list) && sed 's/colour1/color1/' c.txt > d.txt"#,
         #""$SWATCH" diff --quiet c.txt d.txt -o review.png --report review.md --no-images"#, ["review.png", "review.md"], 1),
        ("verify --record", list, #""$SWATCH" verify --quiet --record --against ref.png -- render --palette c.txt --mode light"#, ["ref.png"], 0),
    ]

    @Test(arguments: swapCases.indices)
    func aTemporarySwappedForAHardLinkIsNeverWrittenThrough(_ index: Int) throws {
        let c = Self.swapCases[index]
        let cli = CLITests()
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch([], shell: "set -e; printf precious > victim; \(c.setup); set +e; \(Self.swapLoop); \(c.command) > /dev/null; s=$?; kill $loop; exit $s",
                                 in: directory)
        #expect(try String(contentsOfFile: directory + "/victim", encoding: .utf8) == "precious", "\(c.name)")
        if run.stderr.isEmpty {
            // Too late to catch: the outputs are swatch's, not the victim's bytes. (On the build this was found on,
            // the victim held the sheet.)
            #expect(run.status == c.written, "\(c.name)")
            for output in c.outputs {
                let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + output)))
                #expect(bytes != Array("precious".utf8), "\(c.name): \(output)")
            }
        } else {
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("swatch: error: cannot write ") && lines[0].hasSuffix(": its temporary file was replaced while swatch wrote it"),
                    "\(c.name): \(run.stderr)")
            for output in c.outputs { #expect(!FileManager.default.fileExists(atPath: directory + "/" + output), "\(c.name): \(output)") }
        }
    }
}
