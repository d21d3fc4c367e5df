import Foundation
import Testing

/// `swatch diff git:REV:PATH` on a hostile repository: trees crafted with `git mktree` and
/// `git hash-object -t tree --literally` (names git itself would never write), links, submodules, huge
/// files, revisions that look like options. Every case runs with TMPDIR inside its own folder and checks
/// afterwards that no temporary is left there and nothing was written beside it.
@Suite struct GitRevisionBadInputTests {
    /// A repository holding `c.txt` (one colour) committed; `$B` is that file's blob. `more` then builds
    /// trees and points branches at commits of them.
    static func repository(_ more: String = ":") -> String {
        "git init -q . && git config user.email t@t && git config user.name t && mkdir tmp && printf 'a #FF0000\\n' > c.txt "
            + "&& git add c.txt && git commit -qm base && B=$(git hash-object -w c.txt) && \(more)"
    }

    /// `git mktree` of `entries` (printf format and arguments: `'100644 blob %s\t..\n' $B`).
    static func tree(_ entries: String) -> String { "$(printf \(entries) | git mktree)" }

    /// Points the branch `name` at a commit of the tree `tree`.
    static func branch(_ name: String, _ tree: String) -> String { "git update-ref refs/heads/\(name) $(git commit-tree -m \(name) \(tree))" }

    /// `swatch diff ARGUMENTS` with the temporary folder inside the case's folder.
    static func diff(_ arguments: String) -> String { #"TMPDIR="$PWD/tmp" "$SWATCH" diff "# + arguments }

    /// No temporary left, nothing written beside the temporary folder or the case's folder.
    static let clean = #"test -z "$(ls -A tmp)" && test ! -e escaped.txt"#

    static let colorSet = BadInputTests.colorSet

    static let cases: [BadInputTests.Case] = [
        // A temporary folder that cannot be written in is named: the palette is not what is missing (H16-13).
        .init(name: "TMPDIR that does not exist", setup: repository(),
              command: #"TMPDIR=/nonexistent/swatch-test "$SWATCH" diff git:HEAD:c.txt c.txt"#, status: 2,
              firstLine: "swatch: error: cannot write a temporary copy of HEAD:c.txt in /nonexistent/swatch-test (TMPDIR): no such file or folder"),
        // Two palettes of one name are told apart: each named as given (the thirteenth hostile pass's H13-7).
        .init(name: "a bad colour at a revision and in the work tree", setup: repository("printf 'a #FF00GG\\n' > c.txt && git commit -qam bad && printf 'a #FF00GH\\n' > c.txt"),
              command: diff("git:HEAD:c.txt c.txt"), status: 2,
              firstLine: ##"swatch: error: HEAD:c.txt:1: "#FF00GG" is not a colour (expected #RRGGBB or #RRGGBBAA)"##, after: clean),
        .init(name: "a bad colour in the work tree beside a revision", setup: repository("printf 'a #FF00GH\\n' > c.txt"),
              command: diff("git:HEAD:c.txt ./c.txt"), status: 2,
              firstLine: ##"swatch: error: ./c.txt:1: "#FF00GH" is not a colour (expected #RRGGBB or #RRGGBBAA)"##, after: clean),
        // 64 folders each pointing at the same subtree, three levels deep: 274,000 entries from five tree
        // objects. Counted before anything is copied (each tree once), so it is refused at once.
        .init(name: "folders that all point at one subtree",
              setup: repository(#"T=\#(tree(#"'100644 blob %s\tContents.json\n' $B"#)) && for l in 1 2 3; do T=$(for i in $(seq 1 64); do printf '040000 tree %s\td%s\n' $T $i; done | git mktree); done && \#(branch("fan", "$(printf '040000 tree %s\\tA.xcassets\\n' $T | git mktree)"))"#),
              command: diff("git:fan:A.xcassets c.txt"), status: 2,
              firstLine: "swatch: error: fan:A.xcassets: holds more than 100000 files and folders, the most swatch copies for one palette",
              after: clean),
        // Names that leave the folder: sub/../../../escaped.txt would land in the case's folder.
        .init(name: "a .. entry", setup: repository(#"T=\#(tree(#"'100644 blob %s\tescaped.txt\n' $B"#)) && for i in 1 2 3; do T=\#(tree(#"'040000 tree %s\t..\n' $T"#)); done && \#(branch("evil", "$(printf '040000 tree %s\\tsub\\n' $T | git mktree)"))"#),
              command: diff("git:evil:sub c.txt"), status: 2,
              firstLine: #"swatch: error: evil:sub: holds an entry named ".." (not a file name)"#, after: clean),
        .init(name: "a . entry", setup: repository(branch("evil", tree(#"'100644 blob %s\t.\n' $B"#))),
              command: diff("git:evil:. c.txt"), status: 2,
              firstLine: #"swatch: error: evil:.: holds an entry named "." (not a file name)"#, after: clean),
        // git mktree refuses a / in a name: the tree object is edited as bytes instead.
        .init(name: "an entry with / in its name", setup: repository(#"T=$(git cat-file tree \#(tree(#"'100644 blob %s\ta_b\n' $B"#)) | perl -0777 -pe 's{a_b}{a/b}' | git hash-object -t tree --literally -w --stdin) && \#(branch("evil", "$T"))"#),
              command: diff("git:evil:. c.txt"), status: 2,
              firstLine: #"swatch: error: evil:.: holds an entry named "a/b" (not a file name)"#, after: clean),
        .init(name: "an absolute name", setup: repository(#"T=$(git cat-file tree \#(tree(#"'100644 blob %s\t_tmp_escaped.txt\n' $B"#)) | perl -0777 -pe 's{_tmp_escaped}{/tmp/escaped}' | git hash-object -t tree --literally -w --stdin) && \#(branch("evil", "$T"))"#),
              command: diff("git:evil:. c.txt"), status: 2,
              firstLine: #"swatch: error: evil:.: holds an entry named "/tmp/escaped.txt" (not a file name)"#, after: clean),
        .init(name: "a name that is not UTF-8", setup: repository(branch("evil", tree(#"'100644 blob %s\tcaf\351.txt\n' $B"#))),
              command: diff("git:evil:. c.txt"), status: 2,
              firstLine: #"swatch: error: evil:.: holds an entry whose name is not UTF-8 ("caf\xE9.txt")"#, after: clean),
        .init(name: "two entries of one name", setup: repository(branch("evil", tree(#"'100644 blob %s\tc.txt\n100644 blob %s\tc.txt\n' $B $B"#))),
              command: diff("git:evil:. c.txt"), status: 2,
              firstLine: #"swatch: error: evil:.: holds two entries named "c.txt""#, after: clean),
        // Links and submodules.
        .init(name: "PATH is a link to /etc/passwd", setup: repository("ln -s /etc/passwd p.txt && git add p.txt && git commit -qm link"),
              command: diff("git:HEAD:p.txt c.txt"), status: 2,
              firstLine: "swatch: error: HEAD:p.txt: is a symbolic link; swatch reads only files and folders from a revision", after: clean),
        .init(name: "a link inside the catalog", setup: repository("mkdir A.xcassets && ln -s /etc A.xcassets/R.colorset && git add A.xcassets && git commit -qm link"),
              command: diff("git:HEAD:A.xcassets c.txt"), status: 2,
              firstLine: "swatch: error: HEAD:A.xcassets/R.colorset: is a symbolic link; swatch reads only files and folders from a revision", after: clean),
        // In the work tree `up` is gone, so the link is only the revision's.
        .init(name: "a link on the way to PATH", setup: repository("ln -s . up && git add up && git commit -qm link && git rm -q up && git commit -qm unlink"),
              command: diff("git:HEAD~1:up/c.txt c.txt"), status: 2,
              firstLine: "swatch: error: HEAD~1:up: is a symbolic link; swatch reads only files and folders from a revision", after: clean),
        // A link in the work tree is the user's own: the folders leading to PATH are resolved on disk.
        .init(name: "a work-tree link on the way to PATH", setup: repository("ln -s . up"),
              command: diff("git:HEAD:up/c.txt c.txt > out.md"), status: 0, firstLine: "",
              after: clean + " && grep -q 'No colour changed' out.md"),
        .init(name: "a link whose name holds a newline", setup: repository(branch("evil", #"$(printf '040000 tree %s\tA\n' $(printf '120000 blob %s\ta\nb\0' $B | git mktree -z) | git mktree)"#)),
              command: diff("git:evil:A c.txt"), status: 2,
              firstLine: #"swatch: error: evil:A/a\u{A}b: is a symbolic link; swatch reads only files and folders from a revision"#, after: clean),
        .init(name: "a submodule", setup: repository(branch("evil", tree(#"'160000 commit %s\tA.xcassets\n' $(git rev-parse HEAD)"#))),
              command: diff("git:evil:A.xcassets c.txt"), status: 2,
              firstLine: "swatch: error: evil:A.xcassets: is a submodule; swatch reads only files and folders from a revision", after: clean),
        // Revisions that look like options never reach git as options.
        .init(name: "a revision --output=", setup: repository(),
              command: diff("git:--output=out.txt:c.txt c.txt"), status: 2,
              firstLine: "swatch: error: git:--output=out.txt:c.txt: a revision cannot start with -", after: clean + " && test ! -e out.txt"),
        .init(name: "a revision -h", setup: repository(),
              command: diff("git:-h:c.txt c.txt"), status: 2,
              firstLine: "swatch: error: git:-h:c.txt: a revision cannot start with -", after: clean),
        .init(name: "an unknown revision", setup: repository(),
              command: diff("git:nope:c.txt c.txt"), status: 2,
              firstLine: "swatch: error: git:nope:c.txt: no such revision", after: clean),
        // Sizes are known before anything is read: 64 MiB and a byte is refused without reading it.
        .init(name: "a file over the budget", setup: repository("head -c 67108865 /dev/zero > z.txt && git add z.txt && git commit -qm big"),
              command: diff("git:HEAD:z.txt c.txt"), status: 2,
              firstLine: "swatch: error: HEAD:z.txt: is 67108865 bytes; swatch reads at most 67108864 bytes from one palette file",
              after: clean, memoryMB: 256),
        .init(name: "an image set is not copied", setup: repository("mkdir -p A.xcassets/R.colorset A.xcassets/Big.imageset && printf '%s' '\(colorSet)' > A.xcassets/R.colorset/Contents.json && head -c 67108865 /dev/zero > A.xcassets/Big.imageset/big.png && git add A.xcassets && git commit -qm images"),
              command: diff("git:HEAD:A.xcassets A.xcassets > out.md"), status: 0, firstLine: "",
              after: clean + " && grep -q 'No colour changed' out.md", memoryMB: 256),
        .init(name: "folders nested too deep", setup: repository(#"T=\#(tree(#"'100644 blob %s\tc.txt\n' $B"#)) && for i in $(seq 66); do T=\#(tree(#"'040000 tree %s\td\n' $T"#)); done && \#(branch("deep", "$T"))"#),
              command: diff("git:deep:d c.txt"), status: 2,
              firstLine: "swatch: error: deep:d\(String(repeating: "/d", count: 37))… (136 characters): folders nested deeper than 64", after: clean),
        // Names and paths that must simply work.
        .init(name: "Café.colorset", setup: repository("mkdir -p A.xcassets/Café.colorset && printf '%s' '\(colorSet)' > A.xcassets/Café.colorset/Contents.json && git add A.xcassets && git commit -qm café && sed -i.bak 's/\"red\":\"1.000\"/\"red\":\"0.500\"/' A.xcassets/Café.colorset/Contents.json && rm A.xcassets/Café.colorset/Contents.json.bak"),
              command: diff("git:HEAD:A.xcassets A.xcassets --no-images > out.md"), status: 1, firstLine: "",
              after: clean + " && grep -qF '| **Café** | light, dark | `#FF0000FF` | `#800000FF` |' out.md"),
        .init(name: "git:HEAD:. on a catalog at the top", setup: repository("mkdir R.colorset && printf '%s' '\(colorSet)' > R.colorset/Contents.json && git add R.colorset && git commit -qm top"),
              command: diff("git:HEAD:. . > out.md"), status: 0, firstLine: "", after: clean + " && grep -q 'No colour changed' out.md"),
        .init(name: "git:HEAD:. on a text list at the top", setup: repository(),
              command: diff("git:HEAD:. c.txt"), status: 2,
              firstLine: "swatch: error: HEAD:.: no .colorset folders found", after: clean),
        // The current folder is named as given: it was `./.` (H18-5).
        .init(name: "the current folder as the palette", setup: repository(),
              command: #""$SWATCH" list --palette ."#, status: 1, firstLine: "swatch: error: .: no .colorset folders found"),
        .init(name: "a path from a subfolder", setup: repository("mkdir sub"),
              command: #"T="$PWD/tmp" && cd sub && TMPDIR="$T" "$SWATCH" diff git:HEAD:../c.txt ../c.txt > ../out.md"#, status: 0, firstLine: "",
              after: clean + " && grep -q 'No colour changed' out.md"),
        .init(name: "a path missing at the revision", setup: repository(),
              command: diff("git:HEAD:missing.txt c.txt"), status: 2,
              firstLine: "swatch: error: git:HEAD:missing.txt: no such file or folder at that revision", after: clean),
        .init(name: "a path through a file", setup: repository(),
              command: diff("git:HEAD:c.txt/x c.txt"), status: 2,
              firstLine: "swatch: error: git:HEAD:c.txt/x: no such file or folder at that revision", after: clean),
        // Section 3: only swatch's own temporaries of dead processes are removed, never a look-alike.
        .init(name: "a look-alike of a temporary folder survives",
              setup: repository("mkdir tmp/swatch-20240101-backup && printf keep > tmp/swatch-20240101-backup/file && : > tmp/swatch-20240101-backup/.swatch-export"),
              command: diff("git:HEAD:c.txt c.txt > /dev/null"), status: 0, firstLine: "",
              after: #"test "$(ls -A tmp)" = swatch-20240101-backup && test "$(cat tmp/swatch-20240101-backup/file)" = keep"#),
    ]

    @Test(arguments: cases)
    func hostile(_ test: BadInputTests.Case) throws {
        try BadInputTests.run(test)
    }
}
