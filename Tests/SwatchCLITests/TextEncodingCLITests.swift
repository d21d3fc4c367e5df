import Testing

/// A text input in UTF-16 or UTF-32 is named as what it is, in one wording whether or not it starts with a byte order
/// mark (without one, a text list complained of `\u{0}` in its first name, a theme of JSON it could not parse), by every
/// reader: text list, pairs file, swatch.yml, an export settings file, a token file, a JSON and a YAML theme (issue 28).
@Suite struct TextEncodingCLITests {
    typealias Case = BadInputTests.Case

    /// The shell that writes `text` to `file` in `encoding` (as iconv names it), after `mark` (octal escapes for printf).
    static func write(_ text: String, to file: String, _ encoding: String, mark: String = "") -> String {
        #"printf '\#(mark)' > \#(file) && printf '%s\n' '\#(text)' | iconv -f UTF-8 -t \#(encoding) >> \#(file)"#
    }

    static func reason(_ file: String, _ encoding: String) -> String {
        let order = encoding.hasSuffix("LE") ? "little-endian" : "big-endian"
        return "swatch: error: \(file): is \(encoding.dropLast(2)) (\(order)) text; swatch reads UTF-8: convert it (iconv -f \(encoding) -t UTF-8)"
    }

    /// The byte order mark of each encoding, for printf.
    static let marks = ["UTF-16LE": #"\377\376"#, "UTF-16BE": #"\376\377"#, "UTF-32LE": #"\377\376\000\000"#, "UTF-32BE": #"\000\000\376\377"#]

    static let textLists: [Case] = marks.keys.sorted().flatMap { encoding in
        [false, true].map { marked in
            Case(name: "a text list in \(encoding)\(marked ? " with a byte order mark" : "")",
                 setup: write("accent #FF0000", to: "p.txt", encoding, mark: marked ? marks[encoding]! : ""),
                 command: #""$SWATCH" list --no-config --palette p.txt"#, status: 1, firstLine: reason("p.txt", encoding))
        }
    }

    static let readers: [Case] = ["UTF-16LE", "UTF-32BE"].flatMap { encoding in
        [false, true].flatMap { marked -> [Case] in
            let mark = marked ? marks[encoding]! : ""
            let named = "\(encoding)\(marked ? " with a byte order mark" : "")"
            return [
                Case(name: "a pairs file in \(named)", files: ["p.txt": "accent #FF0000\n"],
                     setup: write("accent on systemBackground", to: "pairs.txt", encoding, mark: mark),
                     command: #""$SWATCH" check --no-config --palette p.txt --pairs pairs.txt"#, status: 2, firstLine: reason("pairs.txt", encoding)),
                Case(name: "swatch.yml in \(named)", setup: write("catalog: ios13", to: "swatch.yml", encoding, mark: mark),
                     command: #""$SWATCH" config"#, status: 1, firstLine: reason("swatch.yml", encoding)),
                Case(name: "an export settings file in \(named)", files: ["p.txt": "accent #FF0000\n"],
                     setup: write(#"{"format": "swift"}"#, to: "s.json", encoding, mark: mark),
                     command: #""$SWATCH" export --no-config --settings s.json --palette p.txt -o P.swift"#, status: 1, firstLine: reason("s.json", encoding),
                     after: "test ! -e P.swift"),
                Case(name: "a token file in \(named)", setup: write(##"{"accent": {"$type": "color", "$value": "#ff0000"}}"##, to: "t.tokens.json", encoding, mark: mark),
                     command: #""$SWATCH" list --no-config --palette t.tokens.json"#, status: 1, firstLine: reason("t.tokens.json", encoding)),
                Case(name: "a JSON theme in \(named)", setup: write(##"{"schemes": [{"name": "B", "colors": [{"name": "a", "light": "#FF0000"}]}]}"##, to: "t.json", encoding, mark: mark),
                     command: #""$SWATCH" list --no-config --palette t.json"#, status: 1, firstLine: reason("t.json", encoding)),
                Case(name: "a YAML theme in \(named)", setup: write("name: t", to: "t.yaml", encoding, mark: mark),
                     command: #""$SWATCH" list --no-config --palette t.yaml"#, status: 1, firstLine: reason("t.yaml", encoding)),
            ]
        }
    }

    static let around: [Case] = [
        // What the message says to run makes a file swatch reads: iconv keeps the mark, as UTF-8's, which every reader skips.
        Case(name: "the conversion the message names", setup: write("accent #FF0000", to: "p.txt", "UTF-16LE", mark: marks["UTF-16LE"]!)
                + " && iconv -f UTF-16LE -t UTF-8 p.txt > q.txt",
             command: #""$SWATCH" list --no-config --palette q.txt --format csv"#, status: 0, firstLine: ""),
        // Two bytes are too few to tell: the text list's own words, as before.
        Case(name: "too short to be known as UTF-16", setup: #"printf 'a\000' > p.txt"#,
             command: #""$SWATCH" list --no-config --palette p.txt"#, status: 1,
             firstLine: #"swatch: error: p.txt:1: "a\u{0}" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)"#),
        // Bytes that are not UTF-8 and no other encoding: as before.
        Case(name: "Latin-1 is not UTF-8", setup: #"printf 'caf\351 #FF0000\n' > p.txt"#,
             command: #""$SWATCH" list --no-config --palette p.txt"#, status: 1, firstLine: "swatch: error: p.txt: not UTF-8 text at line 1, column 4"),
    ]

    @Test(arguments: textLists) func textList(_ c: Case) throws { try BadInputTests.run(c) }
    @Test(arguments: readers) func reader(_ c: Case) throws { try BadInputTests.run(c) }
    @Test(arguments: around) func besideThem(_ c: Case) throws { try BadInputTests.run(c) }
}
