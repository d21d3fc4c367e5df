import Testing

/// Standard error opened on a file the run reads (`2<>p.txt`, `2>>p.txt`) had swatch's messages written over or into
/// it: `wrote a.css` at the start of the palette, or the error line in its place. Such a run writes nothing to
/// standard error, puts no file in place and exits 2, whether the file is an argument, the swatch.yml found, a file
/// swatch.yml names or one a palette leads to, by a link or a hard link; every case checks the input is byte for byte
/// what it was and that no output or temporary is left.
@Suite struct StandardErrorInputTests {
    typealias Case = BadInputTests.Case

    static let palette = #"printf 'a #FF0000 #00FF00\nb #0000FF\n' > p.txt && cp p.txt keep.txt"#
    /// The palette and nothing else beside it: no export, no temporary.
    static let kept = #"cmp -s p.txt keep.txt && test ! -e a.css && ! ls -A | grep -q '^\.swatch\.'"#
    static let catalog = #"mkdir -p A.xcassets/r.colorset && printf '{"colors":[{"color":{"color-space":"srgb","components":{"red":"1","green":"0","blue":"0","alpha":"1"}},"idiom":"universal"}]}' > A.xcassets/r.colorset/Contents.json && cp A.xcassets/r.colorset/Contents.json keep.json"#
    static let render = "--mode light --scale 1 --section 'Standard Fixed Colors'"
    static let reference = #""$SWATCH" render \#(render) -o ref.png --quiet && cp ref.png keep.png"#

    @Test(arguments: [
        Case(name: "export onto its palette through 2<>", setup: palette,
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2<>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "export appending to its palette through 2>>", setup: palette,
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2>>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "a bad palette that is standard error", setup: #"printf 'a #GG0000\n' > p.txt && cp p.txt keep.txt"#,
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2<>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "a parser's error onto a file the command line names", setup: palette,
             command: #""$SWATCH" render --palette p.txt --mode purple 2<>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "the palette through a link", setup: palette + " && ln -s p.txt l.txt",
             command: #""$SWATCH" export --format css --palette l.txt -o a.css 2<>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "a hard link of the palette", setup: palette + " && ln p.txt h.txt",
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2<>h.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "the palette swatch.yml names", setup: palette + #" && printf 'palette: p.txt\nexports:\n  - { format: css, output: a.css }\n' > swatch.yml"#,
             command: #""$SWATCH" export 2<>p.txt"#, status: 2, firstLine: "", after: kept),
        Case(name: "swatch.yml itself", setup: palette + #" && printf 'palette: p.txt\nexports:\n  - { format: css, output: a.css }\n' > swatch.yml && cp swatch.yml keep.yml"#,
             command: #""$SWATCH" export 2<>swatch.yml"#, status: 2, firstLine: "", after: kept + " && cmp -s swatch.yml keep.yml"),
        Case(name: "a colour set inside the catalog read", setup: catalog,
             command: #""$SWATCH" render --palette A.xcassets --mode light -o out.png 2<>A.xcassets/r.colorset/Contents.json"#, status: 2,
             firstLine: "", after: "cmp -s A.xcassets/r.colorset/Contents.json keep.json && test ! -e out.png"),
        Case(name: "a hard link of a colour set inside the catalog read", setup: catalog + " && ln A.xcassets/r.colorset/Contents.json h.json",
             command: #""$SWATCH" render --palette A.xcassets --mode light -o out.png 2>>h.json"#, status: 2,
             firstLine: "", after: "cmp -s A.xcassets/r.colorset/Contents.json keep.json && test ! -e out.png"),
        Case(name: "verify's reference named on the command line", setup: reference,
             command: #""$SWATCH" verify --against ref.png --actual act.png -- \#(render) --mode dark 2<>ref.png"#, status: 2,
             firstLine: "", after: "cmp -s ref.png keep.png && test ! -e act.png"),
        Case(name: "verify's reference swatch.yml names", setup: reference + #" && printf 'verify:\n  references:\n    - { against: ref.png, render: { mode: dark, scale: 1 } }\n' > swatch.yml"#,
             command: #""$SWATCH" verify --actual act.png 2<>ref.png"#, status: 2,
             firstLine: "", after: "cmp -s ref.png keep.png && test ! -e act.png"),
        Case(name: "compare's expected image", setup: HostilePassTests.twoImages,
             command: #""$SWATCH" compare a.png b.png --diff d.png 2<>a.png"#, status: 2, firstLine: "", after: "cmp -s a.png keep.png && test ! -e d.png"),
        Case(name: "compare's image on standard input", setup: HostilePassTests.twoImages,
             command: #""$SWATCH" compare - b.png --diff d.png < a.png 2>>a.png"#, status: 2, firstLine: "", after: "cmp -s a.png keep.png && test ! -e d.png"),
        Case(name: "a font named on the command line", setup: palette + " && printf 'not a font' > f.ttf && cp f.ttf keep.ttf",
             command: #""$SWATCH" render --palette p.txt --font f.ttf -o out.png 2<>f.ttf"#, status: 2, firstLine: "",
             after: "cmp -s f.ttf keep.ttf && test ! -e out.png"),
        // On an output the run does not read, too (ninth hostile pass #6): a line there would be lost when the new
        // file replaced it, or left in the old one when the run failed, so nothing is said and the old file stays.
        Case(name: "standard error appended to the export", setup: palette + " && echo 'old { }' > a.css && cp a.css keep.css",
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2>>a.css"#, status: 2, firstLine: "",
             after: #"cmp -s a.css keep.css && cmp -s p.txt keep.txt && ! ls -A | grep -q '^\.swatch\.'"#),
        Case(name: "standard error on the diff picture", setup: reference + " && cp ref.png b.png",
             command: #""$SWATCH" verify --against ref.png --diff d.png -- \#(render) 2>d.png"#, status: 2, firstLine: "",
             after: #"cmp -s ref.png keep.png && test ! -s d.png && ! ls -A | grep -q '^\.swatch\.'"#),
        // Standard error on a file the run does not read is written as ever.
        Case(name: "standard error on another file", setup: palette,
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2>err.txt"#, status: 0, firstLine: "",
             after: #"cmp -s p.txt keep.txt && test -f a.css && test "$(cat err.txt)" = 'wrote a.css'"#),
        Case(name: "standard error appended to another file", setup: palette + " && echo before > log.txt",
             command: #""$SWATCH" export --format css --palette p.txt -o a.css 2>>log.txt"#, status: 0, firstLine: "",
             after: #"test "$(cat log.txt)" = "$(printf 'before\nwrote a.css')""#),
    ])
    func refused(_ test: Case) throws {
        try BadInputTests.run(test)
    }
}
