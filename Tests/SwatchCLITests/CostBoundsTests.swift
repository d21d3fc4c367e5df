import Testing

/// Inputs whose cost once grew with their square: each answers promptly, in a tight address space, with
/// the right result. (Speed is measured by `make bench-scaling`, not asserted here.)
@Suite struct CostBoundsTests {
    /// 1,000 distinct colours of one luminance (0.3) as a text list, `iso.txt`: achromatopsia confuses nearly
    /// every pair, and the other deficiencies many (783,208 of 1,998,000 checks fail).
    static let isoLuminant = isoLuminant(colours: 1000)

    /// `colours` distinct colours of one luminance (0.3) as a text list, `iso.txt`.
    static func isoLuminant(colours: Int) -> String {
        #"""
        awk 'function lin(c) { c /= 255; return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ^ 2.4 }
        function unlin(v) { v = v <= 0.0031308 ? 12.92 * v : 1.055 * v ^ (1 / 2.4) - 0.055; return int(v * 255 + 0.5) }
        BEGIN { for (i = 0; n < \#(colours); i++) { r = (i * 37) % 256; g = (i * 91 + int(i / 256) * 53) % 256
            y = (0.3 - 0.2126 * lin(r) - 0.7152 * lin(g)) / 0.0722
            if (y >= 0 && y <= 1) printf "c%d #%02X%02X%02X\n", n++, r, g, unlin(y) } }' > iso.txt
        """#
    }
    static let cvdSummary = "783208 of 1998000 colour-vision checks fail (pairs with CIEDE2000 below 10.00 with protanopia, deuteranopia, "
        + "tritanopia, achromatopsia that normal vision tells apart)"

    /// 27,000 colours with distinct values (`c0` …), and the same values under other names in reverse order (`n26999` …).
    static let renamedLists = #"""
        awk 'BEGIN { for (i = 0; i < 27000; i++) printf "c%d #%06X\n", i, (i * 7919) % 16777216 }' > old.txt
        awk 'BEGIN { for (i = 26999; i >= 0; i--) printf "n%d #%06X\n", i, (i * 7919) % 16777216 }' > new.txt
        """#

    static let cases: [BadInputTests.Case] = [
        // check --cvd keeps the worst 20 collisions per deficiency and counts the rest: before, this took 515 MB
        // (text) and gigabytes (JSON) of memory for 1,000 colours.
        .init(name: "check --cvd, 1,000 colours, text", setup: isoLuminant,
              command: #""$SWATCH" check --palette iso.txt --cvd > out.txt"#, status: 1, firstLine: "",
              after: #"tail -1 out.txt | grep -qxF '\#(cvdSummary)' && [ "$(grep -c ' more pairs (the 20 listed are the hardest to tell apart)$' out.txt)" = 4 ]"#
                + #" && grep -qx 'achromatopsia  light  and 436380 more pairs (the 20 listed are the hardest to tell apart)' out.txt"#,
              memoryMB: 150),
        .init(name: "check --cvd, 1,000 colours, JSON", setup: isoLuminant,
              command: #""$SWATCH" check --palette iso.txt --cvd --format json > out.json"#, status: 1, firstLine: "",
              after: #"grep -q '"failures" : 783208,' out.json && [ "$(grep -c '"simulatedDeltaE"' out.json)" = 80 ]"#, memoryMB: 150),
        .init(name: "check --cvd, 1,000 colours, JUnit", setup: isoLuminant,
              command: #""$SWATCH" check --palette iso.txt --cvd --format junit > out.xml"#, status: 1, firstLine: "",
              after: #"grep -q 'name="achromatopsia: 436380 more pairs"' out.xml && [ "$(grep -c 'type="colour-vision"' out.xml)" = 84 ]"#, memoryMB: 150),
        .init(name: "check --cvd-limit 0 counts without listing", setup: isoLuminant,
              command: #""$SWATCH" check --palette iso.txt --cvd --cvd-limit 0 > out.txt"#, status: 1, firstLine: "",
              after: #"tail -1 out.txt | grep -qxF '\#(cvdSummary)' && grep -qx 'achromatopsia  light  436400 pairs, none listed (--cvd-limit 0)' out.txt"#
                + #" && ! grep -q ' and c' out.txt"#, memoryMB: 150),
        // 1,600 such colours: achromatopsia confuses more than a million pairs, counted up to the cap (issue 30), the
        // others fewer, counted exactly; each format says which (one case, three runs: the status of each is kept).
        .init(name: "check --cvd past the count's cap, text, JSON and JUnit", setup: isoLuminant(colours: 1600),
              command: #""$SWATCH" check --palette iso.txt --cvd > out.txt; echo $? > text.status; "$SWATCH" check --palette iso.txt --cvd "#
                + #"--format json > out.json; echo $? > json.status; "$SWATCH" check --palette iso.txt --cvd --format junit > out.xml"#,
              status: 1, firstLine: "",
              after: #"grep -qx 1 text.status && grep -qx 1 json.status"#
                + #" && grep -qx 'achromatopsia  light  and more than 1000000 more pairs (the 20 listed are the hardest to tell apart)' out.txt"#
                + #" && grep -qx 'tritanopia     light  and 282838 more pairs (the 20 listed are the hardest to tell apart)' out.txt"#
                + #" && tail -1 out.txt | grep -qxF 'more than 1891388 of 5116800 colour-vision checks fail (pairs with CIEDE2000 below 10.00 "#
                + #"with protanopia, deuteranopia, tritanopia, achromatopsia that normal vision tells apart)'"#
                + #" && tr -d ' \n' < out.json > flat.json && grep -qF '"cap":1000000,"capped":true,"checks":5116800,' flat.json"#
                + #" && grep -qF '"capped":true,"deficiency":"achromatopsia","failures":1000020,"listed":20}' flat.json"#
                + #" && grep -qF '"capped":false,"deficiency":"tritanopia","failures":282858,"listed":20}' flat.json"#
                + #" && grep -qF '"failures":1891388,"findings"' flat.json"#
                + #" && grep -qF '<testcase classname="cvd.light" name="achromatopsia: more than 1000000 more pairs">' out.xml"#
                + #" && grep -qF '<failure message="more than 1000000 more pairs below ΔE00 10.00 with achromatopsia that normal vision "#
                + #"tells apart, not listed" type="colour-vision"/>' out.xml"#
                + #" && grep -qF 'name="tritanopia: 282838 more pairs"' out.xml"#,
              memoryMB: 150),
        .init(name: "--cvd-limit without --cvd", setup: "", command: #""$SWATCH" check --cvd-limit 5"#, status: 2,
              firstLine: "swatch: error: --cvd-limit needs --cvd"),
        .init(name: "negative --cvd-limit", setup: "", command: #""$SWATCH" check --cvd --cvd-limit=-1"#, status: 2,
              firstLine: "swatch: error: --cvd-limit: invalid value '-1' (expected a whole number from 0 to 1000000)"),
        // A 100 KB --cell value against 10,000 names: one line at once (no suggestion for so long a name).
        .init(name: "100 KB --cell against 10,000 names",
              setup: #"awk 'BEGIN { for (i = 0; i < 10000; i++) printf "colour%d #%06X\n", i, i * 97 }' > names.txt; "#
                + #"awk 'BEGIN { while (n++ < 100000) printf "x" }' > cell.txt"#,
              // stderr goes to a file: more than a pipe's 64 KB would block the harness, which reads stdout first.
              command: #""$SWATCH" render --palette names.txt --cell "$(cat cell.txt)" -o out.png"#, status: 1,
              firstLine: "swatch: error: --cell: unknown colour '\(String(repeating: "x", count: 80))… (100000 characters)'",
              after: "[ ! -e out.png ]",
              memoryMB: 300),
        // Every message quotes a long value by its start and length, and lists at most 20 names: these were
        // 100 KB lines (a pairs file's colour, --section, --name) and a 200 KB list of sections.
        .init(name: "100 KB colour in a pairs file",
              setup: #"awk 'BEGIN { while (n++ < 100000) printf "x"; print " on systemBackground" }' > pairs.txt"#,
              command: #""$SWATCH" check --pairs pairs.txt"#, status: 2,
              firstLine: "swatch: error: pairs.txt:1: unknown colour '\(String(repeating: "x", count: 80))… (100000 characters)': not in ios26 or the ios26 catalog"),
        .init(name: "100 KB --name", setup: #"awk 'BEGIN { while (n++ < 100000) printf "x" }' > long.txt"#,
              command: #""$SWATCH" list --name "$(cat long.txt)""#, status: 1,
              firstLine: "swatch: error: no colour in ios26 matches --name '\(String(repeating: "x", count: 80))… (100000 characters)'"),
        .init(name: "100 KB --section", setup: #"awk 'BEGIN { while (n++ < 100000) printf "x" }' > long.txt"#,
              command: #""$SWATCH" list --section "$(cat long.txt)""#, status: 1,
              firstLine: "swatch: error: --section '\(String(repeating: "x", count: 80))… (100000 characters)': no such section in ios26; "
                + "sections are UI Element Colors, Standard System Colors, Standard Fixed Colors"),
        .init(name: "an unknown --section of 10,000 sections",
              setup: #"awk 'BEGIN { for (i = 0; i < 10000; i++) printf "[Section %d]\nc%d #%06X\n", i, i, i }' > s.txt"#,
              command: #""$SWATCH" list --palette s.txt --section nope"#, status: 1,
              firstLine: "swatch: error: --section 'nope': no such section in s; sections are "
                + (0 ..< 20).map { "Section \($0)" }.joined(separator: ", ") + ", … and 9980 more"),
        // diff --match value of 2 x 27,000 colours: every one renamed, found by hash.
        .init(name: "diff --match value, 2 x 27,000 colours", setup: renamedLists,
              command: #""$SWATCH" diff old.txt new.txt --match value --no-images > out.md"#, status: 1, firstLine: "",
              after: #"grep -qx '0 changed, 0 added, 0 removed, 27000 renamed of 27000' out.md && grep -q '^| \*\*n26999\*\* (renamed from old/c26999) |' out.md"#,
              memoryMB: 400),
        // Nothing in common: 27,000 added and 27,000 removed, each placed in one pass.
        .init(name: "diff, 27,000 added and 27,000 removed", setup: renamedLists,
              command: #""$SWATCH" diff old.txt new.txt --no-images > out.md"#, status: 1, firstLine: "",
              after: #"grep -qx '0 changed, 27000 added, 27000 removed of 54000' out.md && tail -1 out.md | grep -q '^| \*\*c26999\*\* (removed) |'"#,
              memoryMB: 400),
    ]

    @Test(arguments: cases)
    func hostile(_ c: BadInputTests.Case) throws { try BadInputTests.run(c) }
}
