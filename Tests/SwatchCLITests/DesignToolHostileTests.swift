import Foundation
import Testing

/// The hostile pass over issue 22's new inputs and outputs from the command line: a FIFO in a folder of Figma mode
/// files, 10,000 such files, an `appearance-map` of 80,000 names in swatch.yml, a 100 KB alias id, catalogs
/// exported twice and into themselves through a link, nested Swift namespaces that would not compile, and `diff
/// --min-delta-e 0` of a catalog against itself. Each is one line (or reads) in a few hundred megabytes.
@Suite struct DesignToolHostileTests {
    static let memoryMB = 400
    static let python = TokenBoundsTests.python
    static let light = ##"{"a": {"$type": "color", "$value": "#FF0000"}}"##

    static let cases: [BadInputTests.Case] = [
        BadInputTests.Case(name: "a FIFO named like a Figma mode file",
                           files: ["x/Theme.Light.tokens.json": light, "x/Theme.Dark.tokens.json": light],
                           setup: "mkfifo x/X.Y.tokens.json", command: #""$SWATCH" list --palette x"#, status: 1,
                           firstLine: "swatch: error: x/X.Y.tokens.json: is a named pipe, not a file", memoryMB: memoryMB),
        BadInputTests.Case(name: "Figma mode files differing only in case",
                           files: ["x/Theme.Light.tokens.json": light, "x/Theme.Dark.tokens.json": light, "x/theme.dark.tokens.json": light],
                           command: #""$SWATCH" list --palette x"#, status: 1,
                           firstLine: "swatch: error: x: Theme.Dark.tokens.json and theme.dark.tokens.json differ only in case; keep one", memoryMB: memoryMB),
        BadInputTests.Case(name: "10,000 Figma mode files",
                           setup: python(##"import os; os.mkdir("x"); [open("x/C%d.Mode.tokens.json" % i, "w").write("{\"c%d\": {\"$type\": \"color\", \"$value\": \"#%06x\"}}" % (i, i)) for i in range(10000)]"##),
                           command: #""$SWATCH" list --palette x --format csv > out.csv"#, status: 0, firstLine: "",
                           after: ##"test $(wc -l < out.csv) -eq 10001 && grep -q "^x,c9999,,#00270FFF," out.csv"##, memoryMB: memoryMB),
        BadInputTests.Case(name: "an appearance-map of 80,000 names in swatch.yml",
                           files: ["x/Theme.Day.tokens.json": light, "x/Theme.Night.tokens.json": light],
                           setup: python(##"open("swatch.yml", "w").write("appearance-map: \"" + ",".join("n%d=dark" % i for i in range(80000)) + ",Day=light,night=dark\"\n")"##),
                           command: #""$SWATCH" list --palette x --format csv > out.csv"#, status: 0,
                           // The 80,000 names that match no mode are one warning, its list cut at 20 (H23-9).
                           firstLine: "swatch: warning: swatch.yml: appearance-map: " + (0 ..< 20).map { "n\($0)" }.joined(separator: ", ")
                               + ", … and 79980 more name no mode, theme or context of x, so they are left unused (their names: Day, Night)",
                           after: ##"grep -q "^x,a,,#FF0000FF,,#FF0000FF," out.csv"##, memoryMB: memoryMB),
        BadInputTests.Case(name: "a Figma file with a key twice",
                           files: ["dup.json": ##"{"meta": {"variableCollections": {}, "variables": {}, "variables": {}}}"##],
                           command: #""$SWATCH" list --palette dup.json"#, status: 1,
                           firstLine: "swatch: error: dup.json: not valid JSON (key \"variables\" appears twice at line 1, column 55)", memoryMB: memoryMB),
        BadInputTests.Case(name: "a design-token .json with a key twice",
                           files: ["dup.json": ##"{"a": {"$type": "color", "$value": "#FFFFFF", "$value": "#000000"}}"##],
                           command: #""$SWATCH" list --palette dup.json"#, status: 1,
                           firstLine: "swatch: error: dup.json: not valid JSON (key \"$value\" appears twice at line 1, column 47)", memoryMB: memoryMB),
        BadInputTests.Case(name: "an appearance-map in swatch.yml without =",
                           files: ["x/Theme.Day.tokens.json": light, "x/Theme.Night.tokens.json": light, "swatch.yml": "appearance-map: Day\n"],
                           command: #""$SWATCH" list --palette x"#, status: 1,
                           firstLine: "swatch: error: swatch.yml: appearance-map: \"Day\" is not NAME=APPEARANCE", memoryMB: memoryMB),
        BadInputTests.Case(name: "a Figma alias to a 100 KB id",
                           setup: FigmaBoundsTests.document("f.json", variables: ##"[("V", "tint", {"m": {"type": "VARIABLE_ALIAS", "id": "x" * 100000}})]"##),
                           command: #""$SWATCH" list --palette f.json"#, status: 1,
                           firstLine: "swatch: error: f.json: meta.variables.V.valuesByMode.m.id: \"\(String(repeating: "x", count: 80))… (100000 characters)\" is not a variable of the file",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "an xcassets export into its source through a link",
                           files: ["A.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
                                   "A.xcassets/Brand/Red.colorset/Contents.json": BadInputTests.colorSet],
                           setup: "ln -s A.xcassets/Brand link; find A.xcassets -type f | sort | xargs cat > before",
                           command: #""$SWATCH" export --palette A.xcassets --format xcassets -o link/New.xcassets --force"#, status: 1,
                           firstLine: "swatch: error: link/New.xcassets: the export would be written inside the palette A.xcassets; write it somewhere else",
                           after: "find A.xcassets -type f | sort | xargs cat | cmp -s - before && test ! -e A.xcassets/Brand/New.xcassets", memoryMB: memoryMB),
        BadInputTests.Case(name: "an xcassets export twice, and of its own output",
                           files: ["A.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true, "x": [1, {"y": null}]}}"#,
                                   "A.xcassets/Brand/Plain/Red.colorset/Contents.json": BadInputTests.colorSet],
                           command: #""$SWATCH" export --palette A.xcassets --format xcassets -o 1.xcassets && "$SWATCH" export --palette A.xcassets --format xcassets -o 2.xcassets && "$SWATCH" export --palette 1.xcassets --format xcassets -o 3.xcassets"#,
                           status: 0, firstLine: "wrote 1.xcassets",
                           after: "diff -r 1.xcassets 2.xcassets && diff -r -x .swatch-export 1.xcassets 3.xcassets && test -f 1.xcassets/Brand/Plain/Red.colorset/Contents.json",
                           memoryMB: memoryMB),
        BadInputTests.Case(name: "a nested Swift namespace hiding UIColor",
                           files: ["c.txt": "UIColor/tint #FF0000\n"],
                           command: #""$SWATCH" export --palette c.txt --format uikit --namespaces nested -o c.swift"#, status: 1,
                           firstLine: "swatch: error: --format uikit: the namespace \"UIColor\" becomes UIColor, which the generated code names itself; rename it",
                           after: "test ! -e c.swift", memoryMB: memoryMB),
        BadInputTests.Case(name: "a nested Swift namespace named like a colour of its scope",
                           files: ["c.txt": "赤 #FF0000\n赤/濃い #800000\n"],
                           command: #""$SWATCH" export --palette c.txt --format swiftui --namespaces nested --values catalog --access public -o c.swift"#, status: 1,
                           firstLine: "swatch: error: --format swiftui: the namespace \"赤\" and the colour \"赤\" both become 赤; rename one",
                           after: "test ! -e c.swift", memoryMB: memoryMB),
        BadInputTests.Case(name: "diff --min-delta-e 0 of a catalog against itself",
                           files: ["A.xcassets/Brand/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
                                   "A.xcassets/Brand/Red.colorset/Contents.json": BadInputTests.colorSet],
                           command: #""$SWATCH" diff A.xcassets A.xcassets --min-delta-e 0 --format json > d.json"#, status: 0, firstLine: "",
                           after: ##"grep -q '"changed" : 0' d.json && grep -q '"unchanged" : 1' d.json"##, memoryMB: memoryMB),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
