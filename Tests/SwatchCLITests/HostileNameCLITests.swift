import Testing

/// Names written to take over what swatch prints: the pull-request report, the terminal, stderr, and an
/// asset catalog's folders; and the YAML slip (an unquoted hex code) in flow style.
@Suite struct HostileNameCLITests {
    /// `printf` with `%s`, so the JSON's own `\n` and `\u001b` reach the file as written.
    static func theme(_ file: String, _ colors: String) -> String {
        #"printf '%s\n' '{"name":"t","schemes":[{"name":"Base","colors":["# + colors + #"]}]}' > "# + file
    }

    static let cases: [BadInputTests.Case] = [
        Case(name: "diff report with an HTML comment in a name",
             setup: theme("old.json", ##"{"name":"<!-- x","light":"#112233"},{"name":"y","light":"#445566"}"##) + "; "
                 + theme("new.json", ##"{"name":"<!-- x","light":"#FFFFFF"},{"name":"y","light":"#000000"}"##),
             command: ##""$SWATCH" diff old.json new.json --no-images > review.md"##, status: 1, firstLine: "",
             after: ##"grep -qxF '#### Base' review.md && grep -qF '| **\<!-- x** | light |' review.md && grep -qF '| **y** | light |' review.md && ! grep -qF '| **<!--' review.md"##),
        Case(name: "YAML flow style with an unquoted hex code",
             setup: ##"printf 'name: t\nschemes:\n  - name: Base\n    colors:\n      - { name: tint, light: #E11F26 }\n' > t.yaml"##,
             command: ##""$SWATCH" list --palette t.yaml"##, status: 1,
             firstLine: ##"swatch: error: t.yaml: line 5: not valid YAML: the unquoted #E11F26 starts a comment (in YAML, quote hex codes: "#5B2EFF")"##),
        Case(name: "an error naming a colour with a line break and an escape is one line",
             setup: theme("t.json", ##"{"name":"a\nb\u001b[31m","light":"#112233"},{"name":"a b 31m","light":"#112233"}"##),
             command: ##""$SWATCH" export --format css --palette t.json"##, status: 1,
             firstLine: ##"swatch: error: --format css: "a\u{A}b\u{1B}[31m" and "a b 31m" both become --a-b-31m; rename one"##),
        Case(name: "stderr holds one line and no escape byte",
             setup: theme("t.json", ##"{"name":"a\nb\u001b[31m","light":"#112233"},{"name":"a b 31m","light":"#112233"}"##),
             command: ##""$SWATCH" export --format css --palette t.json 2> err.txt"##, status: 1, firstLine: "",
             after: ##"test "$(wc -l < err.txt)" -eq 1 && ! grep -q "$(printf '\033')" err.txt"##),
        // A joiner between letters shows nothing: the two names read alike until the message writes it (issue 28, N8).
        Case(name: "an error shows a zero-width joiner between letters",
             setup: theme("t.json", ##"{"name":"x\u200dy","light":"#112233"},{"name":"xy","light":"#112233"}"##),
             command: ##""$SWATCH" export --format swiftui --palette t.json"##, status: 1,
             firstLine: ##"swatch: error: --format swiftui: "x\u{200D}y" and "xy" both become xy; rename one"##),
        Case(name: "the table shows an escape in a name instead of sending it",
             setup: theme("t.json", ##"{"name":"\u001b]0;pwned\u0007\u001b[31mred","light":"#112233"}"##),
             command: ##""$SWATCH" list --palette t.json > out.txt"##, status: 0, firstLine: "",
             after: ##"! grep -q "$(printf '\033')" out.txt && grep -qF '  \u{1B}]0;pwned\u{7}\u{1B}[31mred  #112233FF' out.txt"##),
        // Two names that differ by a zero-width space or a soft hyphen look different in the table; CSV keeps the name.
        Case(name: "the table shows a name's format characters; CSV keeps them",
             setup: theme("t.json", ##"{"name":"red\u200b","light":"#112233"},{"name":"red","light":"#445566"},{"name":"co\u00adral","light":"#778899"}"##),
             command: ##""$SWATCH" list --palette t.json > out.txt && "$SWATCH" list --palette t.json --format csv > out.csv"##, status: 0, firstLine: "",
             after: ##"grep -qF '  red\u{200B}  #112233FF' out.txt && grep -qF '  co\u{AD}ral  #778899FF' out.txt && grep -q "^Base,red$(printf '\342\200\213')," out.csv"##),
        Case(name: "xcassets refuses a name that climbs out of the catalog",
             setup: theme("t.json", ##"{"name":"Brand/../../x","light":"#112233"}"##) + "; mkdir out",
             command: ##""$SWATCH" export --format xcassets --palette t.json -o out/Colors.xcassets"##, status: 1,
             firstLine: ##"swatch: error: --format xcassets: colour "Brand/../../x" of t.json cannot be a colour set: ".." would name the folder above; rename it"##,
             after: ##"test -z "$(ls -A out)" && test ! -e x.colorset"##),
        // A colour named with an escape was exported as a folder literally named `\e[31m.colorset`: a control
        // character (C0, DEL, C1) in a name that becomes a file or folder name is refused, naming the palette.
        Case(name: "xcassets refuses a colour named with an escape",
             setup: ##"printf '\033[31m #FF0000\nb #00FF00\n' > p.txt"##,
             command: ##""$SWATCH" export --format xcassets --palette p.txt -o A.xcassets"##, status: 1,
             firstLine: ##"swatch: error: --format xcassets: colour "\u{1B}[31m" of p.txt cannot be a colour set: "\u{1B}[31m.colorset" holds a control character; rename it"##,
             after: ##"test ! -e A.xcassets && ! ls -A | grep -q '^\.swatch\.'"##),
        Case(name: "xcassets refuses a colour named with DEL",
             setup: theme("t.json", ##"{"name":"a\u007fb","light":"#112233"}"##),
             command: ##""$SWATCH" export --format xcassets --palette t.json -o A.xcassets"##, status: 1,
             firstLine: ##"swatch: error: --format xcassets: colour "a\u{7F}b" of t.json cannot be a colour set: "a\u{7F}b.colorset" holds a control character; rename it"##,
             after: "test ! -e A.xcassets"),
        Case(name: "xcassets refuses a section named with a C1 control",
             setup: ##"printf '%s\n' '{"name":"t","schemes":[{"name":"Ba\u0085se","colors":[{"name":"x","light":"#112233"}]}]}' > t.json"##,
             command: ##""$SWATCH" export --format xcassets --palette t.json -o A.xcassets"##, status: 1,
             firstLine: ##"swatch: error: --format xcassets: folder "Ba\u{85}se" of colour "x" of t.json cannot be a folder: "Ba\u{85}se" holds a control character; rename it"##,
             after: "test ! -e A.xcassets"),
        Case(name: "export --check refuses the same name, writing nothing",
             setup: ##"printf '\033[31m #FF0000\n' > p.txt"##,
             command: ##""$SWATCH" export --format xcassets --palette p.txt -o A.xcassets --check"##, status: 2,
             firstLine: ##"swatch: error: --format xcassets: colour "\u{1B}[31m" of p.txt cannot be a colour set: "\u{1B}[31m.colorset" holds a control character; rename it"##,
             after: "test ! -e A.xcassets"),
        Case(name: "csv disarms a formula",
             setup: theme("t.json", ##"{"name":"=HYPERLINK(\"http://x\")","light":"#112233"}"##),
             command: ##""$SWATCH" list --palette t.json --format csv > out.csv"##, status: 0, firstLine: "",
             after: ##"grep -qF 'Base,"'"'"'=HYPERLINK(""http://x"")",,#112233FF' out.csv"##),
    ]

    typealias Case = BadInputTests.Case

    @Test(arguments: cases) func hostile(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }
}
