import Foundation
import Testing

/// Messages in swatch's own words, line for line, from every source that had its own (seventh hostile pass, issue 28):
/// key paths quoted as values are (NFD keys as `e\u{301}`), the argument parser's refusals, Yams' and Foundation's
/// wording of a bad file, the system's "directory", and git's `fatal:` lines.
@Suite struct MessageWordingCLITests {
    /// `é` decomposed: `e` and U+0301, as printf writes it.
    static let nfd = #"$(printf 'e\314\201')"#
    static let studio = #"mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"core": "enabled"}}]' > 'studio/$themes.json'"#

    static let keyPaths: [BadInputTests.Case] = [
        .init(name: "an NFD key at swatch.yml's top", setup: #"printf '"%s": 1\n' "\#(nfd)" > swatch.yml"#, command: #""$SWATCH" config"#, status: 1,
              firstLine: #"swatch: error: swatch.yml: e\u{301}: unknown key (expected one of palette, catalog, appearance-map, look, font, exports, check, verify, diff)"#),
        .init(name: "an NFD key under check", setup: #"printf 'check:\n  "%s": 1\n' "\#(nfd)" > swatch.yml"#, command: #""$SWATCH" config"#, status: 1,
              firstLine: #"swatch: error: swatch.yml: check.e\u{301}: unknown key (expected one of pairs, wcag-level)"#),
        .init(name: "an NFD key in an export", setup: #"printf 'exports:\n  - format: css\n    output: a.css\n    "%s": 1\n' "\#(nfd)" > swatch.yml"#,
              command: #""$SWATCH" config"#, status: 1,
              firstLine: #"swatch: error: swatch.yml: exports[0].e\u{301}: unknown key (expected one of "#
                + "format, output, type-name, min-ios, access, namespaces, values, xcode-symbols, css-theme, force)"),
        .init(name: "an NFD key under diff", setup: #"printf 'diff:\n  "%s": 1\n' "\#(nfd)" > swatch.yml"#, command: #""$SWATCH" config"#, status: 1,
              firstLine: #"swatch: error: swatch.yml: diff.e\u{301}: unknown key (expected min-delta-e)"#),
        .init(name: "an NFD token whose value is not a colour", setup: ##"printf '{"%s": {"$type": "color", "$value": "#FF00GG"}}' "\##(nfd)" > n.tokens.json"##,
              command: #""$SWATCH" list --no-config --palette n.tokens.json"#, status: 1,
              firstLine: ##"swatch: error: n.tokens.json: e\u{301}.$value: "#FF00GG" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##),
        .init(name: "an NFD token naming no token", setup: #"printf '{"%s": {"$type": "color", "$value": "{nope}"}}' "\#(nfd)" > n.tokens.json"#,
              command: #""$SWATCH" list --no-config --palette n.tokens.json"#, status: 1,
              firstLine: #"swatch: error: n.tokens.json: e\u{301}.$value: {nope} does not name a token"#),
        .init(name: "an NFD token in an alias cycle", setup: #"printf '{"a": {"%s": {"$type": "color", "$value": "{a.%s}"}}}' "\#(nfd)" "\#(nfd)" > n.tokens.json"#,
              command: #""$SWATCH" list --no-config --palette n.tokens.json"#, status: 1,
              firstLine: #"swatch: error: n.tokens.json: a.e\u{301}.$value: alias cycle: {a.e\u{301}} → {a.e\u{301}}"#),
        .init(name: "an NFD token in a Tokens Studio set", setup: ##"\##(studio) && printf '{"%s": {"$type": "color", "$value": "#FF00GG"}}' "\##(nfd)" > studio/core.json"##,
              command: #""$SWATCH" list --no-config --palette studio"#, status: 1,
              firstLine: ##"swatch: error: studio/core.json: e\u{301}.$value: "#FF00GG" is not a colour (expected #RRGGBB, #RRGGBBAA, rgba(r, g, b, a), an alias {group.token} or {colorSpace, components, alpha, hex})"##),
    ]

    static let parser: [BadInputTests.Case] = [
        .init(name: "an unknown option near one", command: #""$SWATCH" --nope"#, status: 1,
              firstLine: "swatch: error: unknown option '--nope' (did you mean '--name'?)"),
        .init(name: "an unknown option", command: #""$SWATCH" list --zzzzzzzz"#, status: 1, firstLine: "swatch: error: unknown option '--zzzzzzzz'"),
        .init(name: "an option without its value", command: #""$SWATCH" list --catalog"#, status: 1,
              firstLine: "swatch: error: --catalog needs a value (--catalog <name>)"),
        .init(name: "an option followed by an option", command: #""$SWATCH" list --catalog -1"#, status: 1,
              firstLine: "swatch: error: --catalog needs a value (--catalog <name>)"),
        .init(name: "a choice that is none", command: #""$SWATCH" render --mode purple"#, status: 1,
              firstLine: "swatch: error: --mode: invalid value 'purple' (choose one of light, dark, both, auto, all)"),
        .init(name: "a choice misspelt", command: #""$SWATCH" export --format swifui"#, status: 1,
              firstLine: "swatch: error: --format: invalid value 'swifui' (did you mean 'swiftui'?)"),
        .init(name: "a number that is none", command: #""$SWATCH" verify --threshold abc"#, status: 2,
              firstLine: "swatch: error: --threshold: invalid value 'abc' (expected a number from 0 to 1)"),
        .init(name: "an argument too many", command: #""$SWATCH" render extra"#, status: 1, firstLine: "swatch: error: unexpected argument 'extra'"),
        .init(name: "an argument missing", command: #""$SWATCH" compare"#, status: 2, firstLine: "swatch: error: missing argument <expected>"),
        .init(name: "a value quoting the parser's words", command: #""$SWATCH" render --mode "x' is invalid for 'y""#, status: 1,
              firstLine: "swatch: error: --mode: invalid value 'x' is invalid for 'y' (choose one of light, dark, both, auto, all)"),
    ]

    /// Issue 28's twelfth hostile pass: a hidden option's missing value named as every other's, an option of any length
    /// refused at once in one line, and an option typed with a Unicode dash (an editor's en or em dash for `--`, a minus
    /// sign) told apart from a palette or a value.
    static let long = String(repeating: "x", count: 100_000)
    static let hints: [BadInputTests.Case] = [
        .init(name: "--sibling without its value", command: #""$SWATCH" export --format swift --sibling"#, status: 1,
              firstLine: "swatch: error: --sibling needs a value (--sibling <path>)"),
        .init(name: "--sibling followed by an option", command: #""$SWATCH" export --format swift --sibling --quiet"#, status: 1,
              firstLine: "swatch: error: --sibling needs a value (--sibling <path>)"),
        .init(name: "--sibling= empty", command: #""$SWATCH" export --format swift --sibling="#, status: 1,
              firstLine: "swatch: error: --sibling needs a value (--sibling <path>)"),
        .init(name: "--sibling without its value, under --check", command: #""$SWATCH" export --format swift --check --sibling"#, status: 2,
              firstLine: "swatch: error: --sibling needs a value (--sibling <path>)"),
        .init(name: "a 100 KB option", command: #""$SWATCH" render --\#(long)"#, status: 1,
              firstLine: "swatch: error: unknown option '--\(String(repeating: "x", count: 78))… (100002 characters)'"),
        .init(name: "a 100 KB single-dash option", command: #""$SWATCH" -\#(long) --quiet"#, status: 1,
              firstLine: "swatch: error: unknown option '-\(String(repeating: "x", count: 79))… (100001 characters)'"),
        .init(name: "a 100 KB option with a value", command: #""$SWATCH" export --\#(long)=1 --format css"#, status: 1,
              firstLine: "swatch: error: unknown option '--\(String(repeating: "x", count: 78))… (100002 characters)'"),
        .init(name: "a 100 KB option to help", command: #""$SWATCH" help --\#(long)"#, status: 1,
              firstLine: "swatch: error: unknown option '--\(String(repeating: "x", count: 78))… (100002 characters)'"),
        .init(name: "a 100 KB option after --", command: #""$SWATCH" list --no-config -- --\#(long)"#, status: 1,
              firstLine: "swatch: error: unexpected argument '--\(String(repeating: "x", count: 78))… (100002 characters)'"),
        .init(name: "--help wins over a 100 KB option", command: #""$SWATCH" list --\#(long) --help"#, status: 0, firstLine: ""),
        .init(name: "an em dash", command: #""$SWATCH" render —mode dark"#, status: 1,
              firstLine: "swatch: error: '—mode' starts with a Unicode dash (U+2014), not - (did you mean '--mode'?)"),
        .init(name: "an em dash first, without the command", command: #""$SWATCH" —mode dark"#, status: 1,
              firstLine: "swatch: error: '—mode' starts with a Unicode dash (U+2014), not - (did you mean '--mode'?)"),
        .init(name: "minus signs", command: #""$SWATCH" list −−format json"#, status: 1,
              firstLine: "swatch: error: '−−format' starts with a Unicode dash (U+2212), not - (did you mean '--format'?)"),
        .init(name: "an en dash before a short option", command: #""$SWATCH" render –o x.png"#, status: 1,
              firstLine: "swatch: error: '–o' starts with a Unicode dash (U+2013), not - (did you mean '-o'?)"),
        .init(name: "hyphens", command: #""$SWATCH" render ‐‐style plain"#, status: 1,
              firstLine: "swatch: error: '‐‐style' starts with a Unicode dash (U+2010), not - (did you mean '--style'?)"),
        .init(name: "non-breaking hyphens", command: #""$SWATCH" render ‑‑mode dark"#, status: 1,
              firstLine: "swatch: error: '‑‑mode' starts with a Unicode dash (U+2011), not - (did you mean '--mode'?)"),
        .init(name: "fullwidth hyphen-minus", command: #""$SWATCH" render －－mode=dark"#, status: 1,
              firstLine: "swatch: error: '－－mode=dark' starts with a Unicode dash (U+FF0D), not - (did you mean '--mode'?)"),
        .init(name: "an en dash and a hyphen-minus", command: #""$SWATCH" diff –-format json a.txt b.txt"#, status: 2,
              firstLine: "swatch: error: '–-format' starts with a Unicode dash (U+2013), not - (did you mean '--format'?)"),
        // No hint: a name no option has, the value of an option, after `--`, a control character.
        .init(name: "an em dash before no option's name", command: #""$SWATCH" render —nope"#, status: 1, firstLine: "swatch: error: unexpected argument '—nope'"),
        .init(name: "an em dash as an option's value", command: #""$SWATCH" list --no-config --palette —mode"#, status: 1,
              firstLine: "swatch: error: —mode: no such file or folder"),
        .init(name: "an em dash after --", command: #""$SWATCH" list -- —mode"#, status: 1, firstLine: "swatch: error: unexpected argument '—mode'"),
        .init(name: "an em dash before a control character", command: #""$SWATCH" render "$(printf '\342\200\224mode\033')""#, status: 1,
              firstLine: #"swatch: error: unexpected argument '—mode\u{1B}'"#),
        .init(name: "a 100 KB argument after an em dash", command: #""$SWATCH" render —\#(long)"#, status: 1,
              firstLine: "swatch: error: unexpected argument '—\(String(repeating: "x", count: 79))… (100001 characters)'"),
    ]

    static let files: [BadInputTests.Case] = [
        .init(name: "a key given twice in swatch.yml", files: ["swatch.yml": "catalog: ios13\ncatalog: ios17\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: catalog: given twice (first at line 1)"),
        .init(name: "swatch.yml nested past libyaml's limit", setup: #"printf 'palette: %s\n' "$(head -c 1200 /dev/zero | tr '\0' '[')" > swatch.yml"#,
              command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: not valid YAML: line 1, column 11: nested more than 1000 levels deep"),
        .init(name: "a YAML theme nested past libyaml's limit", setup: #"printf 'name: t\nschemes: %s\n' "$(head -c 1200 /dev/zero | tr '\0' '[')" > t.theme.yaml"#,
              command: #""$SWATCH" list --no-config --palette t.theme.yaml"#, status: 1,
              firstLine: "swatch: error: t.theme.yaml: not valid YAML: line 2, column 11: nested more than 1000 levels deep"),
        .init(name: "a YAML list not closed", files: ["swatch.yml": "palette: [a, b\n"], command: #""$SWATCH" config"#, status: 1,
              firstLine: "swatch: error: swatch.yml: not valid YAML: line 2, column 1: did not find expected ',' or ']' (while parsing a flow sequence, line 1, column 10)"),
        .init(name: "a JSON theme that is not UTF-8", setup: #"printf '{"colors": {"\377": {"light": 12}}}' > x.theme.json"#,
              command: #""$SWATCH" list --no-config --palette x.theme.json"#, status: 1,
              firstLine: "swatch: error: x.theme.json: not UTF-8 text at line 1, column 14"),
        .init(name: "a YAML theme that is not UTF-8", setup: #"printf 'name: t\r\n\377: 1\n' > y.theme.yaml"#,
              command: #""$SWATCH" list --no-config --palette y.theme.yaml"#, status: 1,
              firstLine: "swatch: error: y.theme.yaml: not UTF-8 text at line 2, column 1"),
        .init(name: "swatch.yml that is not UTF-8", setup: #"printf 'look: plain\ncatalog: ios\377\n' > swatch.yml"#,
              command: #""$SWATCH" config"#, status: 1, firstLine: "swatch: error: swatch.yml: not UTF-8 text at line 2, column 13"),
    ]

    static let folders: [BadInputTests.Case] = [
        .init(name: "a missing palette", command: #""$SWATCH" list --no-config --palette nope.txt"#, status: 1,
              firstLine: "swatch: error: nope.txt: no such file or folder"),
        // A missing folder is made (as an export's is), so the folder in the way is a file.
        .init(name: "a diff image under a file", setup: #""$SWATCH" render --no-config --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet && echo x > notes"#,
              command: #""$SWATCH" compare a.png a.png --diff notes/d.png"#, status: 2,
              firstLine: "swatch: error: cannot write notes/d.png: notes is not a folder"),
        .init(name: "an export onto a folder", setup: "printf 'a #FF0000\n' > p.txt && mkdir d.css",
              command: #""$SWATCH" export --no-config --format css --palette p.txt -o d.css"#, status: 1,
              firstLine: "swatch: error: d.css: is a folder: give a file name"),
        .init(name: "an export under a file", setup: "printf 'a #FF0000\n' > p.txt && echo x > notes",
              command: #""$SWATCH" export --no-config --format css --palette p.txt -o notes/c.css"#, status: 1,
              firstLine: "swatch: error: cannot write notes/c.css: notes is not a folder"),
        .init(name: "a catalog folder whose name is not UTF-8", setup: #"mkdir -p "P.xcassets/$(printf 'x\377').colorset" P.xcassets/red.colorset && printf '%s' '\#(BadInputTests.colorSet)' > P.xcassets/red.colorset/Contents.json"#,
              command: #""$SWATCH" list --no-config --palette P.xcassets"#, status: 1,
              firstLine: #"swatch: error: P.xcassets/x\xFF.colorset: a folder whose name is not UTF-8 (an asset catalog's names are, as Xcode reads them)"#),
    ]

    static let git: [BadInputTests.Case] = [
        .init(name: "git: outside a work tree", setup: "printf 'a #FF0000\n' > p.txt", command: #"GIT_CEILING_DIRECTORIES="$PWD/.." "$SWATCH" diff --no-config git:nosuch:p.txt p.txt"#, status: 2,
              firstLine: "swatch: error: git:nosuch:p.txt: not inside a git work tree"),
        .init(name: "git: an unknown revision", setup: gitRepository, command: #""$SWATCH" diff --no-config git:nosuch:p.txt p.txt"#, status: 2,
              firstLine: "swatch: error: git:nosuch:p.txt: no such revision"),
        .init(name: "git: a path not at the revision", setup: gitRepository, command: #""$SWATCH" diff --no-config git:HEAD:q.txt p.txt"#, status: 2,
              firstLine: "swatch: error: git:HEAD:q.txt: no such file or folder at that revision"),
        .init(name: "git: git not on PATH", setup: gitRepository, command: #"PATH=/nonexistent "$SWATCH" diff --no-config git:HEAD:p.txt p.txt"#, status: 2,
              firstLine: "swatch: error: git:HEAD:p.txt: cannot run git: it is not on PATH"),
    ]

    /// A work tree whose one commit holds p.txt.
    static let gitRepository = "printf 'a #FF0000\n' > p.txt && git init -q . && git add p.txt && git -c user.email=a@b -c user.name=a commit -qm x"

    @Test(arguments: keyPaths) func keyPath(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
    @Test(arguments: parser) func parserMessage(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
    @Test(arguments: hints) func hint(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
    @Test(arguments: files) func fileMessage(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
    @Test(arguments: folders) func folderMessage(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
    @Test(arguments: git) func gitMessage(_ test: BadInputTests.Case) throws { try BadInputTests.run(test) }
}
