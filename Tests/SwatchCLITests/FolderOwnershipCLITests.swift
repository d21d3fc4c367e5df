import Foundation
import Testing

/// A folder swatch wrote is replaced without `--force` only while it holds nothing but what its `.swatch-export`
/// lists: a user's file at any depth, hidden or not, a link, a pipe or an empty folder is named and refused, the
/// folder left as it was; a marker that is garbage, holds a NUL, is too large, a folder or a link is not swatch's; an
/// earlier release's marker (empty, or one line) is compared with what the run writes; `--force` replaces all of it;
/// `export --check` says what the refusal says. Every folder format, and the diff's chips.
@Suite struct FolderOwnershipCLITests {
    typealias Case = BadInputTests.Case

    /// What the folder `D` holds, its kinds, links and file sums: compared before and after a refused run.
    static let snapshot = #"{ find D -printf '%p %y %l\n'; find D -type f -exec cksum {} +; } | sort"#
    /// `D` as it was before the command, and no temporary left beside it.
    static let unchanged = snapshot + #" | cmp -s - before.lst && ! ls -A | grep -q '^\.swatch\.'"#

    /// Each folder format, a folder inside what it writes (nil: it writes none) and one file it writes.
    static let formats: [(name: String, inner: String?, listed: String)] = [
        ("xcassets", "a.colorset", "a.colorset/Contents.json"), ("tokens", nil, "light.tokens.json"),
        ("tokens-flat", nil, "light.tokens.json"), ("android", "values", "values/colors.xml"),
    ]

    static var cases: [Case] {
        var cases: [Case] = []
        for (format, inner, listed) in formats {
            let write = #""$SWATCH" export --no-config --palette p.txt --format \#(format) -o D"#
            let palette = #"printf 'a #FF0000 #00FF00\nb #0000FF\n' > p.txt"#
            /// A case whose setup writes `D`, then changes it with `change`.
            func after(_ change: String) -> String { "\(palette) && \(write) --quiet && \(change) && \(snapshot) > before.lst" }
            func refused(_ name: String, _ change: String, holds: String) -> Case {
                Case(name: "\(format): \(name)", setup: after(change), command: write, status: 1,
                     firstLine: "swatch: error: D: holds \(holds), which swatch did not write; --force replaces it", after: unchanged)
            }
            func unmarked(_ name: String, _ change: String, why: String) -> Case {
                Case(name: "\(format): \(name)", setup: after(change), command: write, status: 1,
                     firstLine: "swatch: error: D: a folder swatch did not write (\(why)); --force replaces it", after: unchanged)
            }
            let header = "swatch-export 1 \(format)"
            // The folder as another format writes it (its own files and marker), in place of this one's.
            let otherFormat = format == "android" ? "xcassets" : "android"
            let other = #"rm -r D && "$SWATCH" export --no-config --palette p.txt --format \#(otherFormat) -o D --quiet"#
            cases += [
                Case(name: "\(format): the marker lists what was written", setup: palette, command: write + " --quiet", status: 0, firstLine: "",
                     after: #"test "$(head -1 D/.swatch-export)" = '\#(header)' && grep -qx '\#(listed)' D/.swatch-export"#),
                Case(name: "\(format): swatch's folder is replaced", setup: after("echo x >> D/\(listed)"), command: write, status: 0,
                     firstLine: "wrote D"),
                // The Finder's .DS_Store (the folder opened on a Mac) is nobody's: the export is current, and replaced without --force.
                Case(name: "\(format): the Finder's .DS_Store", setup: after("echo x > D/.DS_Store"), command: write + " --check > out",
                     status: 0, firstLine: "", after: unchanged + " && grep -qxF 'the export is current' out"),
                Case(name: "\(format): the Finder's .DS_Store and a change", setup: after("echo x > D/.DS_Store && echo x >> D/\(listed)"),
                     command: write, status: 0, firstLine: "wrote D"),
                refused("a folder named .DS_Store", "mkdir D/.DS_Store", holds: ".DS_Store"),
                refused("a file of the user's", "echo keep > D/mine.txt", holds: "mine.txt"),
                refused("a hidden file", "echo keep > D/.env", holds: ".env"),
                inner.map { refused("a file inside a folder swatch wrote", "echo keep > D/\($0)/notes.txt", holds: "\($0)/notes.txt") }
                    ?? refused("a file in a folder of the user's", "mkdir -p D/x/y && echo keep > D/x/y/z", holds: "x"),
                refused("a link to a file", "ln -s ../p.txt D/link", holds: "link"),
                refused("a link where swatch wrote a file", "cp D/\(listed) kept && rm D/\(listed) && ln -s \"$PWD/kept\" D/\(listed)", holds: listed),
                refused("an empty folder", "mkdir D/empty", holds: "empty"),
                refused("a named pipe", "mkfifo D/ff", holds: "ff"),
                refused("a user's control characters", #"echo keep > "D/$(printf 'a\033]0;x\007')""#, holds: #"a\u{1B}]0;x\u{7}"#),
                unmarked("no marker", "rm D/.swatch-export", why: "no .swatch-export"),
                unmarked("a marker of garbage", "echo hello > D/.swatch-export", why: ".swatch-export is not swatch's (line 1)"),
                unmarked("a marker without its second line", "echo '\(header)' > D/.swatch-export", why: ".swatch-export ends before its list of files"),
                unmarked("a marker naming a NUL", #"printf '\#(header)\n# x\na\000b\n' > D/.swatch-export"#,
                         why: "line 3 of .swatch-export is not a file swatch writes"),
                unmarked("a marker naming a file outside", #"printf '\#(header)\n# x\n../p.txt\n' > D/.swatch-export"#,
                         why: "line 3 of .swatch-export is not a file swatch writes"),
                unmarked("a marker of a bad escape", #"printf '\#(header)\n# x\na%%zz\n' > D/.swatch-export"#,
                         why: "line 3 of .swatch-export is not a file swatch writes"),
                unmarked("a marker of a signed escape", #"printf '\#(header)\n# x\na%%+2b\n' > D/.swatch-export && touch "D/$(printf 'a\002b')""#,
                         why: "line 3 of .swatch-export is not a file swatch writes"),
                Case(name: "\(format): a folder of another format", setup: after(other), command: write, status: 1,
                     firstLine: "swatch: error: D: swatch wrote it as \(otherFormat), and this run writes \(format); --force replaces it", after: unchanged),
                Case(name: "\(format): --check of a folder of another format", setup: after(other), command: write + " --check > out", status: 1,
                     firstLine: "", after: unchanged + " && grep -qxF 'D: stale (swatch wrote it as \(otherFormat), not \(format); --force replaces it)' out"),
                Case(name: "\(format): --force replaces a folder of another format", setup: after(other), command: write + " --force", status: 0,
                     firstLine: "wrote D", after: #"test "$(head -1 D/.swatch-export)" = '\#(header)'"#),
                unmarked("a line of 20,000 bytes", #"{ printf '\#(header)\n# x\n'; head -c 20000 /dev/zero | tr '\0' a; } > D/.swatch-export"#,
                         why: "line 3 of .swatch-export is too long"),
                unmarked("a marker of 65 MB", "truncate -s 65M D/.swatch-export", why: ".swatch-export: larger than 64 MiB"),
                unmarked("a marker that is a folder", "rm D/.swatch-export && mkdir D/.swatch-export", why: ".swatch-export is a folder"),
                unmarked("a marker that is a link", "mv D/.swatch-export m && ln -s ../m D/.swatch-export", why: ".swatch-export is a symbolic link"),
                unmarked("a marker that is a named pipe", "rm D/.swatch-export && mkfifo D/.swatch-export", why: ".swatch-export is not a regular file"),
                // A listed file the user removed, or a marker saved with CRLF: still swatch's.
                Case(name: "\(format): a listed file removed", setup: after("rm D/\(listed)"), command: write, status: 0, firstLine: "wrote D"),
                Case(name: "\(format): a CRLF marker", setup: after(#"sed -i 's/$/\r/' D/.swatch-export && echo x >> D/\#(listed)"#),
                     command: write, status: 0, firstLine: "wrote D"),
                // An earlier release's marker: swatch's when the folder holds only what this run writes.
                Case(name: "\(format): an empty marker of an earlier release", setup: after(": > D/.swatch-export && echo x >> D/\(listed)"),
                     command: write, status: 0, firstLine: "wrote D", after: #"test "$(head -1 D/.swatch-export)" = '\#(header)'"#),
                Case(name: "\(format): an earlier release's marker, the export current", setup: after(": > D/.swatch-export"),
                     command: write, status: 0, firstLine: "D: unchanged", after: unchanged),
                refused("an earlier release's marker and a file of the user's",
                        "echo 'written by swatch 0.2.0 from p.txt' > D/.swatch-export && echo keep > D/mine.txt", holds: "mine.txt"),
                // --force replaces whatever is there.
                Case(name: "\(format): --force", setup: after("echo keep > D/mine.txt && echo hello > D/.swatch-export"), command: write + " --force",
                     status: 0, firstLine: "wrote D", after: #"test ! -e D/mine.txt && test "$(head -1 D/.swatch-export)" = '\#(header)'"#),
                // --check says what the refusal says.
                Case(name: "\(format): --check of a file of the user's", setup: after("echo keep > D/mine.txt"), command: write + " --check > out",
                     status: 1, firstLine: "",
                     after: unchanged + " && grep -qxF 'D: stale (mine.txt would not be written, and swatch did not write it; --force replaces it)' out"),
                Case(name: "\(format): --check of a marker of garbage", setup: after("echo hello > D/.swatch-export"), command: write + " --check > out",
                     status: 1, firstLine: "",
                     after: unchanged + #" && grep -qxF "D: stale (swatch did not write it: .swatch-export is not swatch's (line 1); --force replaces it)" out"#),
                Case(name: "\(format): --check of an earlier release's marker", setup: after(": > D/.swatch-export"), command: write + " --check > out",
                     status: 0, firstLine: "", after: unchanged + " && grep -qxF 'the export is current' out"),
            ]
        }
        // A colour renamed since an earlier release wrote the catalog: its colour set is not what this run writes.
        cases.append(Case(name: "xcassets: an earlier release's marker and a colour since renamed",
                          setup: #"printf 'a #FF0000\nc #0000FF\n' > p.txt && "$SWATCH" export --no-config --palette p.txt --format xcassets -o D --quiet && "#
                              + #": > D/.swatch-export && printf 'a #FF0000\nb #0000FF\n' > p.txt && "# + snapshot + " > before.lst",
                          command: #""$SWATCH" export --no-config --palette p.txt --format xcassets -o D"#, status: 1,
                          firstLine: "swatch: error: D: holds c.colorset, which swatch did not write; --force replaces it", after: unchanged))
        /// swatch exports colour `colour` (octal escapes for printf), then the user adds a colour set named `user`: refused,
        /// the user's set named as `shown`.
        func sibling(_ name: String, colour: String, user: String, shown: String) -> Case {
            Case(name: "xcassets: \(name)",
                 setup: #"printf '\#(colour) #FF0000\n' > p.txt && "$SWATCH" export --no-config --palette p.txt --format xcassets -o D --quiet && "#
                     + #"mkdir "D/$(printf '\#(user)').colorset" && echo mine > "D/$(printf '\#(user)').colorset/Contents.json" && "#
                     + snapshot + " > before.lst",
                 command: #""$SWATCH" export --no-config --palette p.txt --format xcassets -o D"#, status: 1,
                 firstLine: "swatch: error: D: holds \(shown).colorset, which swatch did not write; --force replaces it", after: unchanged)
        }
        // NFD beside NFC: two folders on disk, the user's not swatch's (String equality would hold them one name); the
        // message shows which (its combining mark), as `café` would look the same.
        cases.append(sibling("a user's NFD folder beside swatch's NFC one", colour: #"caf\303\251"#, user: #"cafe\314\201"#, shown: #"cafe\u{301}"#))
        // Not UTF-8: never swatch's (decoded, `\xff` would be swatch's own U+FFFD colour set); shown by its byte.
        cases.append(sibling("a user's non-UTF-8 folder beside swatch's U+FFFD one", colour: #"\357\277\275"#, user: #"\377"#, shown: #"\xFF"#))
        return cases
    }

    @Test(arguments: cases)
    func folder(_ test: Case) throws {
        try BadInputTests.run(test)
    }

    static let pair = #"printf 'a #FF0000\n' > old.txt && printf 'a #00FF00\n' > new.txt"#

    /// The diff's chips folder: none when nothing changed, a listed one otherwise, refused when it holds a file of
    /// the user's; an earlier run's folder is left as it was when nothing changed now.
    @Test(arguments: [
        Case(name: "no change, no chips folder", setup: "printf 'a #FF0000\n' > old.txt && cp old.txt new.txt",
             command: #""$SWATCH" diff old.txt new.txt -o r.png --scale 1 > r.md"#, status: 0, firstLine: "",
             after: "test ! -e r-chips && test ! -e r.png"),
        Case(name: "no change with --report, no chips folder", setup: "printf 'a #FF0000\n' > old.txt && cp old.txt new.txt",
             command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 0, firstLine: "", after: "test ! -e r-chips && test -f r.md"),
        Case(name: "a change: the chips listed", setup: pair, command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 1, firstLine: "",
             after: #"test "$(head -1 r-chips/.swatch-export)" = 'swatch-export 1 chips' && grep -qx FF0000FF.png r-chips/.swatch-export"#),
        Case(name: "an export where the chips go", setup: pair + #" && "$SWATCH" export --no-config --palette old.txt --format xcassets -o r-chips --quiet"#,
             command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 2,
             firstLine: "swatch: error: r-chips: swatch wrote it as xcassets, and this run writes chips; remove it, or give --no-images",
             after: #"test "$(head -1 r-chips/.swatch-export)" = 'swatch-export 1 xcassets' && test ! -e r.md"#),
        Case(name: "a file of the user's in the chips", setup: pair + #" && { "$SWATCH" diff old.txt new.txt --report r.md || true; } && echo keep > r-chips/mine.txt"#,
             command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 2,
             firstLine: "swatch: error: r-chips: holds mine.txt, which swatch did not write; remove it, or give --no-images",
             after: "test -f r-chips/mine.txt"),
        Case(name: "a file where the chips go", setup: pair + " && echo keep > r-chips", command: #""$SWATCH" diff old.txt new.txt --report r.md"#,
             status: 2, firstLine: "swatch: error: r-chips: is a file, and the review's chips go in a folder there: remove it, or give --no-images",
             after: #"test "$(cat r-chips)" = keep && test ! -e r.md"#),
        // A link at the name swatch derives for the chips was followed: `nowhere/` made and the chips written there.
        Case(name: "a link to nothing where the chips go", setup: pair + " && ln -s nowhere r-chips", command: #""$SWATCH" diff old.txt new.txt --report r.md"#,
             status: 2, firstLine: "swatch: error: r-chips: is a symbolic link, and the review's chips go in a folder there: remove it, or give --no-images",
             after: #"test -L r-chips && test ! -e nowhere && test ! -e r.md"#),
        Case(name: "a link to a folder where the chips go", setup: pair + " && mkdir elsewhere && ln -s elsewhere r-chips",
             command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 2,
             firstLine: "swatch: error: r-chips: is a symbolic link, and the review's chips go in a folder there: remove it, or give --no-images",
             after: #"test -L r-chips && test -z "$(ls -A elsewhere)" && test ! -e r.md"#),
        Case(name: "an earlier run's chips, no change now",
             setup: pair + #" && { "$SWATCH" diff old.txt new.txt --report r.md || true; } && cp old.txt new.txt && ls -A r-chips > before.lst"#,
             command: #""$SWATCH" diff old.txt new.txt --report r.md"#, status: 0, firstLine: "", after: "ls -A r-chips | cmp -s - before.lst"),
    ])
    func chips(_ test: Case) throws {
        try BadInputTests.run(test)
    }
}
