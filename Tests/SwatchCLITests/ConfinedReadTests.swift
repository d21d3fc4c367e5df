import Foundation
import Testing

/// Reads stay inside what the user named, and outputs stay clear of everything a run read: `$ref`s,
/// Tokens Studio sets and asset catalogs that lead out of the palette, pipes and devices where a file is
/// needed, files too large to read, and outputs that are, or lie inside, an input at any depth.
@Suite struct ConfinedReadTests {
    static let colorSet = BadInputTests.colorSet
    /// A token file outside the palette's folder, holding something that must never be quoted.
    static let secret = #"mkdir tokens && printf '{"apiKey": {"$value": "sk-live-123"}}' > secret.json"#
    static func resolver(_ ref: String) -> String {
        ##"printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "\##(ref)"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' > tokens/r.resolver.json"##
    }
    /// A 90-character name: quoted alone, it is its first 80 characters and its length.
    static let long = String(repeating: "a", count: 90)
    static let lightTokens = ##"printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > tokens/light.tokens.json"##
    static let studio = ##"mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"core": "enabled"}}]' > 'studio/$themes.json' && printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > studio/core.json"##
    static let catalog = #"mkdir -p A.xcassets/Brand/Primary.colorset && printf '%s' '\#(colorSet)' > A.xcassets/Brand/Primary.colorset/Contents.json && cp A.xcassets/Brand/Primary.colorset/Contents.json keep.json"#

    static let cases: [BadInputTests.Case] = [
        // 1. Reads stay inside the palette.
        .init(name: "a resolver $ref to an absolute path", setup: "\(secret) && \(resolver("/etc/passwd"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "/etc/passwd": an absolute path; a reference names a file relative to r.resolver.json"#),
        .init(name: "a resolver $ref out of its folder", setup: "\(secret) && \(resolver("../secret.json"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "../secret.json": leads outside tokens; swatch reads only files inside it"#),
        .init(name: "a resolver $ref far out of its folder", setup: "\(secret) && \(resolver("light.tokens.json/../../../../../../etc/passwd"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              // The reference is quoted on its own, whole: not cut with the file and key path as one value (H16-1).
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "light.tokens.json/../../../../../../etc/passwd": leads outside tokens; swatch reads only files inside it"#),
        .init(name: "a long resolver $ref out of its folder", setup: "\(secret) && \(resolver(String(repeating: "./", count: 40) + "../secret.json"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "\#(String(repeating: "./", count: 40))… (94 characters)": leads outside tokens; swatch reads only files inside it"#),
        // Paths are compared as bytes: `cafe\u{301}` is another folder than `café` on Linux, which `String`'s `hasPrefix`
        // took for one, so a `$ref` read the folder beside (H17-1); a `/` before a combining mark is a `/` (H17-2).
        .init(name: "a resolver $ref into a folder whose name is canonically equivalent",
              setup: ##"N=$(printf 'caf\303\251') && D=$(printf 'cafe\314\201') && mkdir "$N" "$D" && printf '{"red": {"$type": "color", "$value": "#ABCDEF"}}' > "$D/secret.tokens.json" && printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "../%s/secret.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' "$D" > "$N/r.resolver.json""##,
              command: ##""$SWATCH" list --palette "$(printf 'caf\303\251')/r.resolver.json""##, status: 1,
              firstLine: ##"swatch: error: caf\##u{E9}/r.resolver.json: sets.base.sources[0].$ref: "../cafe\u{301}/secret.tokens.json": leads outside caf\##u{E9}; swatch reads only files inside it"##),
        .init(name: "a resolver $ref to a name starting with a combining mark",
              setup: ##"mkdir tokens && printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > "tokens/$(printf '\314\201')y.tokens.json" && "## + resolver("\\u0301y.tokens.json"),
              command: #""$SWATCH" list --palette tokens/r.resolver.json --format csv > out.csv"#, status: 0, firstLine: "",
              after: "grep -q FF0000 out.csv"),
        // A missing set outside the folder is "leads outside" as a present one is: whether it exists is not told (H17-10).
        .init(name: "a missing Tokens Studio set outside its folder",
              setup: ##"mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"../nothere": "enabled"}}]' > 'studio/$themes.json'"##,
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: #"swatch: error: studio/$themes.json: [0].selectedTokenSets.../nothere: set file ../nothere.json: leads outside studio; swatch reads only files inside it"#),
        // A NUL ends the path the C library sees: `light.tokens.json\u0000x` opened light.tokens.json (H17-7).
        .init(name: "a resolver $ref holding NUL", setup: "\(lightTokens.replacingOccurrences(of: "printf", with: "mkdir tokens && printf")) && " + resolver(#"light.tokens.json\\u0000x"#),
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "light.tokens.json\u{0}x": no such file or folder"#),
        .init(name: "a Tokens Studio set holding NUL",
              setup: ##"mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"core.json\\u0000": "enabled"}}]' > 'studio/$themes.json' && printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > studio/core.json"##,
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: #"swatch: error: studio/$themes.json: [0].selectedTokenSets.core.json\u{0}: no file core.json\u{0}.json for this set"#),
        // `dl/..` is where the link `dl` leads, then up, as the file system walks it, not `.` (H17-13).
        .init(name: "a resolver $ref through a link and ..",
              setup: "mkdir -p tokens/deep/inner && ln -s deep/inner tokens/dl && \(lightTokens) && " + resolver("dl/../light.tokens.json"),
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "dl/../light.tokens.json": no such file or folder"#),
        // A name inside the catalog starting with a combining mark is inside it: `String`'s `hasPrefix` took `/` + U+0301
        // for no `/`, so the colour set was left out and an export overwrote its Contents.json (H17-17).
        .init(name: "an output into a catalog's folder whose name starts with a combining mark",
              setup: #"\#(catalog) && mkdir "A.xcassets/$(printf '\314\201')C.colorset" && cp keep.json "A.xcassets/$(printf '\314\201')C.colorset/Contents.json""#,
              command: #""$SWATCH" export --palette A.xcassets --format json -o "A.xcassets/$(printf '\314\201')C.colorset/Contents.json""#, status: 1,
              firstLine: "swatch: error: A.xcassets/\u{301}C.colorset/Contents.json: the export would be written inside the palette A.xcassets; write it somewhere else",
              after: #"cmp keep.json "A.xcassets/$(printf '\314\201')C.colorset/Contents.json" && "$SWATCH" list --palette A.xcassets --format csv | grep -c , | grep -qx 3"#),
        // 41 links to `.` are a loop to the file system: "too many levels", not the lexical guess's "leads outside" (H18-3).
        .init(name: "a resolver $ref through 41 links",
              setup: "mkdir tokens && ln -s . tokens/s && \(lightTokens) && " + resolver(String(repeating: "s/", count: 41) + "light.tokens.json"),
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: "swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: \"\(String(repeating: "s/", count: 40))… (99 characters)\": too many levels of symbolic links"),
        // A path of PATH_MAX bytes is refused as the kernel refuses it, at once (resolved part by part, a 20 KB `$ref` took 27 s: H18-2).
        .init(name: "a resolver $ref longer than a path",
              setup: "mkdir tokens && " + resolver(String(repeating: "q/", count: 5_000) + "light.tokens.json"),
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: "swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: \"\(String(repeating: "q/", count: 40))… (10017 characters)\": file name too long"),
        .init(name: "a resolver $ref through a link out of its folder", setup: "\(secret) && ln -s ../secret.json tokens/dark.tokens.json && \(resolver("dark.tokens.json"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "dark.tokens.json": leads outside tokens; swatch reads only files inside it"#),
        .init(name: "a folder of tokens whose $ref leads out", setup: "\(secret) && \(resolver("../secret.json#/apiKey"))",
              command: #""$SWATCH" list --palette tokens"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "../secret.json#/apiKey": leads outside tokens; swatch reads only files inside it"#),
        .init(name: "a resolver $ref to a named pipe", setup: "mkdir tokens && mkfifo tokens/p.tokens.json && \(resolver("p.tokens.json"))",
              command: #""$SWATCH" list --palette tokens/r.resolver.json"#, status: 1,
              firstLine: #"swatch: error: tokens/r.resolver.json: sets.base.sources[0].$ref: "p.tokens.json": is a named pipe, not a file"#),
        .init(name: "a Tokens Studio set out of its folder", setup: #"\#(secret) && mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"../secret": "enabled"}}]' > 'studio/$themes.json'"#,
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: #"swatch: error: studio/$themes.json: [0].selectedTokenSets.../secret: set file ../secret.json: leads outside studio; swatch reads only files inside it"#),
        .init(name: "a Tokens Studio set linked out of its folder", setup: "\(secret) && \(studio) && rm studio/core.json && ln -s ../secret.json studio/core.json",
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: #"swatch: error: studio/$themes.json: [0].selectedTokenSets.core: set file core.json: leads outside studio; swatch reads only files inside it"#),
        .init(name: "a long Tokens Studio set linked out of its folder",
              setup: #"\#(secret) && mkdir studio && printf '[{"name": "Light", "selectedTokenSets": {"\#(long)": "enabled"}}]' > 'studio/$themes.json' && ln -s ../secret.json studio/\#(long).json"#,
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: "swatch: error: studio/$themes.json: [0].selectedTokenSets.\(long.prefix(80))… (90 characters): set file \(long.prefix(80))… (95 characters): leads outside studio; swatch reads only files inside it"),
        .init(name: "Tokens Studio $metadata.json linked out of its folder", setup: "\(secret) && \(studio) && ln -s ../secret.json 'studio/$metadata.json'",
              command: #""$SWATCH" list --palette studio"#, status: 1,
              firstLine: #"swatch: error: studio/$metadata.json: leads outside studio; swatch reads only files inside it"#),
        .init(name: "an asset catalog's Contents.json linked out of it", setup: "\(catalog) && mkdir -p A.xcassets/X.colorset && ln -s ../../keep.json A.xcassets/X.colorset/Contents.json",
              command: #""$SWATCH" list --palette A.xcassets"#, status: 1,
              firstLine: "swatch: error: A.xcassets/X.colorset/Contents.json: leads outside A.xcassets; swatch reads only files inside it"),
        .init(name: "an asset catalog's colour set linked out of it", setup: "\(catalog) && mkdir -p B.xcassets/Secret.colorset && cp keep.json B.xcassets/Secret.colorset/Contents.json && ln -s ../B.xcassets/Secret.colorset A.xcassets/Secret.colorset",
              command: #""$SWATCH" list --palette A.xcassets --format csv > out.csv"#, status: 0, firstLine: "",
              after: "grep -q Primary out.csv && ! grep -q Secret out.csv"),
        .init(name: "a named pipe as an asset catalog's Contents.json", setup: "\(catalog) && mkdir A.xcassets/P.colorset && mkfifo A.xcassets/P.colorset/Contents.json",
              command: #""$SWATCH" list --palette A.xcassets"#, status: 1,
              firstLine: "swatch: error: A.xcassets/P.colorset/Contents.json: is a named pipe, not a file"),
        .init(name: "a named pipe as the font", setup: "mkfifo f.ttf", command: #""$SWATCH" render --font f.ttf -o x.png"#, status: 1,
              firstLine: "swatch: error: f.ttf: is a named pipe, not a file", after: "test ! -e x-light.png"),
        .init(name: "a device as the palette", setup: "", command: #""$SWATCH" list --palette /dev/zero"#, status: 1,
              firstLine: "swatch: error: /dev/zero: is a device, not a file"),
        .init(name: "a palette larger than swatch reads", setup: "truncate -s 65M big.txt", command: #""$SWATCH" list --palette big.txt"#,
              status: 1, firstLine: "swatch: error: big.txt: larger than 64 MiB, swatch's limit for a palette file", memoryMB: 400),
        .init(name: "a pipe as the palette is read", setup: "mkfifo p.txt",
              command: #"(printf 'a #FF0000\n' > p.txt &) ; "$SWATCH" list --palette p.txt --format csv > out.csv"#, status: 0, firstLine: "",
              after: "grep -q '^p,a,' out.csv"),
        .init(name: "a pipe as the pairs file is read", setup: "mkfifo pairs",
              command: #"(printf 'label on systemBackground\n' > pairs &) ; "$SWATCH" check --pairs pairs > out.txt"#, status: 0, firstLine: "",
              after: "grep -q '^label on systemBackground' out.txt"),
        .init(name: "a device as a compared image", setup: "", command: #""$SWATCH" compare /dev/zero /dev/zero"#, status: 2,
              firstLine: "swatch: error: /dev/zero: is a device, not a file"),
        .init(name: "a folder as the reference", setup: "mkdir ref.png", command: #""$SWATCH" verify --against ref.png -- render --mode light"#,
              status: 2, firstLine: "swatch: error: ref.png: is a folder, not a file"),
        // 2. Outputs never touch an input, at any depth.
        .init(name: "the sheet onto a colour set's Contents.json", setup: catalog,
              command: #""$SWATCH" render --palette A.xcassets --mode light -o A.xcassets/Brand/Primary.colorset/Contents.json"#, status: 1,
              firstLine: "swatch: error: A.xcassets/Brand/Primary.colorset/Contents.json: the sheet would be written inside the palette A.xcassets; write it somewhere else",
              after: "cmp -s A.xcassets/Brand/Primary.colorset/Contents.json keep.json"),
        .init(name: "the manifest inside a colour set", setup: catalog,
              command: #""$SWATCH" render --palette A.xcassets --mode light -o s.png --manifest A.xcassets/Brand/Primary.colorset/m.json"#, status: 1,
              firstLine: "swatch: error: A.xcassets/Brand/Primary.colorset/m.json: the manifest would be written inside the palette A.xcassets; write it somewhere else",
              after: "test ! -e s.png && test ! -e A.xcassets/Brand/Primary.colorset/m.json"),
        .init(name: "export --force onto a group of the source catalog", setup: catalog,
              command: #""$SWATCH" export --format xcassets --palette A.xcassets --force -o A.xcassets/Brand"#, status: 1,
              firstLine: "swatch: error: A.xcassets/Brand: the export would be written inside the palette A.xcassets; write it somewhere else",
              after: "cmp -s A.xcassets/Brand/Primary.colorset/Contents.json keep.json"),
        .init(name: "export --force onto a folder holding the source", setup: "mkdir out && \(catalog) && mv A.xcassets out/",
              command: #""$SWATCH" export --format xcassets --palette out/A.xcassets --force -o out"#, status: 1,
              firstLine: "swatch: error: out: the export would overwrite the palette out/A.xcassets; write it somewhere else",
              after: "cmp -s out/A.xcassets/Brand/Primary.colorset/Contents.json keep.json"),
        .init(name: "the sheet onto a $ref'd token file", setup: "mkdir tokens && \(lightTokens) && \(resolver("light.tokens.json")) && cp tokens/light.tokens.json keep.json",
              command: #""$SWATCH" render --palette tokens/r.resolver.json --mode light -o tokens/light.tokens.json"#, status: 1,
              firstLine: "swatch: error: tokens/light.tokens.json: the sheet would overwrite a token file tokens/light.tokens.json; write it somewhere else",
              after: "cmp -s tokens/light.tokens.json keep.json"),
        .init(name: "the manifest onto a Tokens Studio set", setup: "\(studio) && cp studio/core.json keep.json",
              command: #""$SWATCH" render --palette 'studio/$themes.json' --mode light -o s.png --manifest studio/core.json"#, status: 1,
              firstLine: "swatch: error: studio/core.json: the manifest would overwrite a token file studio/core.json; write it somewhere else",
              after: "cmp -s studio/core.json keep.json && test ! -e s.png"),
        .init(name: "the export onto the palette's folder of tokens", setup: "mkdir tokens && \(lightTokens) && \(resolver("light.tokens.json"))",
              command: #""$SWATCH" export --format css --palette tokens -o tokens/colors.css"#, status: 1,
              firstLine: "swatch: error: tokens/colors.css: the export would be written inside the palette tokens; write it somewhere else",
              after: "test ! -e tokens/colors.css"),
        // Devices and pipes are written in place, never given an extension or a suffix.
        .init(name: "a sheet to /dev/null", setup: "",
              command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o /dev/null"#, status: 0,
              firstLine: "wrote /dev/null (390 x 1111 px)",
              after: "test ! -e /dev/null.png"),
        .init(name: "a pair of sheets to /dev/null", setup: "", command: #""$SWATCH" render --mode both -o /dev/null"#, status: 1,
              firstLine: "swatch: error: /dev/null: a device or pipe takes one file, and this run writes one per appearance: use --layout side-by-side or one --mode",
              after: "test ! -e /dev/null-light.png"),
        .init(name: "a sheet to /dev/stdout through a pipe", setup: "",
              command: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o /dev/stdout | cat > out.png"#, status: 0,
              // The status line is on standard error: the pipe gets the PNG alone, ending at IEND.
              firstLine: "wrote /dev/stdout (390 x 1111 px)",
              after: #"test ! -e /dev/stdout.png && [ "$(head -c 4 out.png | tail -c 3)" = PNG ] && [ "$(tail -c 8 out.png | head -c 4)" = IEND ]"#),
        .init(name: "a manifest to a named pipe", setup: "mkfifo m",
              command: #"(cat m > got.json &) ; "$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o s.png --manifest m --quiet; sleep 0.2"#,
              status: 0, firstLine: "", after: "test -p m && test ! -e m.json && grep -q '\"rows\"' got.json"),
        .init(name: "an empty sheet name", setup: "", command: #""$SWATCH" render --mode light -o ''"#, status: 1,
              firstLine: "swatch: error: the sheet has an empty file name: give a file name", after: "test ! -e .png"),
        .init(name: "an empty manifest name", setup: "", command: #""$SWATCH" render --mode light -o s.png --manifest ''"#, status: 1,
              firstLine: "swatch: error: the manifest has an empty file name: give a file name", after: "test ! -e s.png && test ! -e .json"),
        .init(name: "an empty diff image name", setup: #""$SWATCH" render --mode light --scale 1 --section 'Standard Fixed Colors' -o a.png --quiet"#,
              command: #""$SWATCH" compare a.png a.png --diff ''"#, status: 2,
              firstLine: "swatch: error: the diff image has an empty file name: give a file name"),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
