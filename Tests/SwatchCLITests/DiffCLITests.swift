import Foundation
import Testing
@testable import SwatchKit

/// `swatch diff` on a pull request: a palette against itself at a git revision, in a repository the test makes.
@Suite struct DiffCLITests {
    let cli = CLITests()

    @Test func aRevisionAgainstTheWorkTree() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = """
            set -e
            git init -q . && git config user.email t@t && git config user.name t
            cp -R "$SAMPLES/Assets.xcassets" App.xcassets
            git add -A && git commit -qm base
            sed -i.bak 's/"0.373"/"0.500"/' App.xcassets/Brand/Primary.colorset/Contents.json && rm App.xcassets/Brand/Primary.colorset/Contents.json.bak
            rm -r App.xcassets/Warning.colorset
            """
        let prepared = try cli.swatch([], environment: ["SAMPLES": CLITests.samples], shell: setup, in: directory)
        #expect(prepared.status == 0, "\(prepared.stderr)")
        let run = try cli.swatch(["diff", "--base", "HEAD", "--palette", "App.xcassets", "--no-images"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("1 changed, 0 added, 1 removed of 12"))
        // Each section under its heading, each colour by its name within it.
        #expect(run.stdout.contains("#### Brand\n\n| colour | appearance | old | new | ΔE |\n| :--- | :--- | :--- | :--- | ---: |\n| **Primary** | light | `#5F35B1FF` | `#8035B1FF` |"))
        #expect(run.stdout.contains("#### App\n"))
        #expect(run.stdout.contains("| **Warning** (removed) |"))
        // The work tree is untouched, and the same revision twice is no change: exit 0.
        let same = try cli.swatch(["diff", "git:HEAD:App.xcassets", "git:HEAD:App.xcassets"], in: directory)
        #expect(same.status == 0, "\(same.stderr)")
        #expect(same.stdout.contains("No colour changed."))
        let status = try cli.swatch([], shell: "git status --porcelain", in: directory)
        #expect(status.stdout.split(separator: "\n").sorted() == [" D App.xcassets/Warning.colorset/Contents.json",
                                                                   " M App.xcassets/Brand/Primary.colorset/Contents.json"])
    }

    /// A resolver document at a revision reads its sources at that revision: its folder is copied with it (it was copied
    /// alone, and every source was "no such file or folder"). Its messages name each file at the revision.
    @Test func aResolverAtARevisionReadsItsSources() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = ##"""
            set -e
            git init -q . && git config user.email t@t && git config user.name t && mkdir -p ds tmp
            printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "light.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' > ds/ds.resolver.json
            printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > ds/light.tokens.json
            git add -A && git commit -qm base
            printf '{"red": {"$type": "color", "$value": "#FF00GG"}}' > ds/light.tokens.json && git commit -qam bad
            printf '{"red": {"$type": "color", "$value": "#EE0000"}}' > ds/light.tokens.json
            """##
        let prepared = try cli.swatch([], shell: setup, in: directory)
        #expect(prepared.status == 0, "\(prepared.stderr)")
        let run = try cli.swatch(["diff", "git:HEAD~1:ds/ds.resolver.json", "ds/ds.resolver.json"], environment: ["TMPDIR": directory + "/tmp"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains("1 changed, 0 added, 0 removed of 1"))
        #expect(run.stdout.contains("`#FF0000FF` | `#EE0000FF`"))
        let bad = try cli.swatch(["diff", "git:HEAD:ds/ds.resolver.json", "ds/ds.resolver.json"], environment: ["TMPDIR": directory + "/tmp"], in: directory)
        #expect(bad.status == 2)
        #expect(bad.stderr.hasPrefix(##"swatch: error: HEAD:ds/light.tokens.json: red.$value: "#FF00GG" is not a colour"##))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/tmp").isEmpty)
    }

    /// The folder copied with a resolver document keeps its links as links, so its reader follows them as in a work
    /// tree: one leading inside is read, one leading outside is refused as leading outside the folder, named at the
    /// revision (a link anywhere in the folder refused the whole copy, naming a file the resolver never used).
    @Test func aResolverAtARevisionFollowsLinksAsInAWorkTree() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let setup = ##"""
            set -e
            git init -q . && git config user.email t@t && git config user.name t && mkdir -p tk/sub outside tmp
            resolver() { printf '{"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "%s"}]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}' "$2" > "tk/$1.resolver.json"; }
            printf '{"red": {"$type": "color", "$value": "#FF0000"}}' > tk/sub/light.tokens.json
            cp tk/sub/light.tokens.json outside/o.tokens.json
            ln -s sub tk/inner && ln -s ../outside/o.tokens.json tk/out.tokens.json && ln -s /etc/passwd tk/abs.tokens.json
            ln -s b.tokens.json tk/a.tokens.json && ln -s a.tokens.json tk/b.tokens.json && resolver loop a.tokens.json
            resolver in inner/light.tokens.json && resolver out out.tokens.json && resolver abs abs.tokens.json && resolver up ../outside/o.tokens.json
            ln -s ../.. tk/upup && resolver climb upup/copy/tk/sub/light.tokens.json
            mkdir tk/icons.imageset && cp tk/sub/light.tokens.json tk/icons.imageset/t.tokens.json && resolver image icons.imageset/t.tokens.json
            git add -A && git commit -qm base && ln -s tmp tmplink
            """##
        let prepared = try cli.swatch([], shell: setup, in: directory)
        #expect(prepared.status == 0, "\(prepared.stderr)")
        // A source in a folder named as an Xcode asset type is read too: only an asset catalog's copy passes those over (H16-12).
        for name in ["in", "image"] {
            let inside = try cli.swatch(["diff", "git:HEAD:tk/\(name).resolver.json", "tk/\(name).resolver.json"], environment: ["TMPDIR": directory + "/tmp"], in: directory)
            #expect(inside.status == 0, "\(inside.stderr)")
            #expect(inside.stdout.contains("0 changed, 0 added, 0 removed of 1"))
        }
        // A TMPDIR reached through a link, spelt with `.`: the reader's path is the folder's however spelt (H17-4).
        let throughLink = try cli.swatch(["diff", "git:HEAD:tk/in.resolver.json", "tk/in.resolver.json"], environment: ["TMPDIR": directory + "/tmplink/."], in: directory)
        #expect(throughLink.status == 0, "\(throughLink.stderr)")
        // A link climbing out of the folder and into the temporary copy's own folders leads outside, as in the work tree (H16-3).
        for (name, reference) in [("out", "out.tokens.json"), ("abs", "abs.tokens.json"), ("up", "../outside/o.tokens.json"),
                                  ("climb", "upup/copy/tk/sub/light.tokens.json")] {
            let run = try cli.swatch(["diff", "git:HEAD:tk/\(name).resolver.json", "tk/\(name).resolver.json"], environment: ["TMPDIR": directory + "/tmp"], in: directory)
            #expect(run.status == 2)
            #expect(run.stderr == "swatch: error: HEAD:tk/\(name).resolver.json: sets.base.sources[0].$ref: \"\(reference)\": leads outside HEAD:tk; swatch reads only files inside it\n")
        }
        // A loop of links is one, at the revision as in the work tree (it was "a symbolic link that changed while swatch read it").
        let loop = #"tk/loop.resolver.json: sets.base.sources[0].$ref: "a.tokens.json": too many levels of symbolic links"# + "\n"
        let atRevision = try cli.swatch(["diff", "git:HEAD:tk/loop.resolver.json", "tk/loop.resolver.json"], environment: ["TMPDIR": directory + "/tmp"], in: directory)
        #expect(atRevision.status == 2 && atRevision.stderr == "swatch: error: HEAD:" + loop, "\(atRevision.stderr)")
        let inWorkTree = try cli.swatch(["list", "--palette", "tk/loop.resolver.json"], in: directory)
        #expect(inWorkTree.status == 1 && inWorkTree.stderr == "swatch: error: " + loop, "\(inWorkTree.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/tmp").isEmpty)
    }

    @Test(arguments: [(["diff", "a.txt"], "swatch: error: give OLD and NEW, or --base REVISION --palette PATH"),
                      (["diff", "git:nope", "a.txt"], "swatch: error: git:nope: give git:REVISION:PATH, e.g. git:origin/main:App/Assets.xcassets"),
                      (["diff", "a.txt", "a.txt", "--report", "a.txt"], "swatch: error: a.txt: the report would overwrite a compared palette a.txt; write it somewhere else"),
                      (["diff", "a.txt", "a.txt", "--min-delta-e=-1"], "swatch: error: --min-delta-e: invalid value '-1' (expected a number 0 or more)")])
    func mistakesExitTwo(arguments: [String], message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/a.txt"))
        let run = try cli.swatch(arguments, in: directory)
        #expect(run.status == 2)
        #expect(run.stderr == message + "\n")
    }

    /// A report file gets its colour chips in a folder beside it; -o draws the review sheet.
    @Test func chipsBesideTheReport() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/old.txt"))
        try Data("a #00FF00\n".utf8).write(to: URL(fileURLWithPath: directory + "/new.txt"))
        let run = try cli.swatch(["diff", "old.txt", "new.txt", "--report", "review.md", "-o", "review.png", "--scale", "1"], in: directory)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(try String(contentsOfFile: directory + "/review.md", encoding: .utf8).contains("![](review-chips/FF0000FF.png) `#FF0000FFF`") == false)
        #expect(try String(contentsOfFile: directory + "/review.md", encoding: .utf8).contains("![](review-chips/FF0000FF.png) `#FF0000FF`"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/review-chips").sorted() == [".swatch-export", "00FF00FF.png", "FF0000FF.png"])
        #expect(try PNGImage(contentsOfFile: directory + "/review.png").width == 790)  // the review sheet, light and dark side by side
    }

    /// Sheet, report and chips are written all or none: a chips folder that cannot be written (one swatch did
    /// not make) leaves no review sheet and no report, and an earlier run's files as they were.
    @Test func allOrNone() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/old.txt"))
        try Data("a #00FF00\n".utf8).write(to: URL(fileURLWithPath: directory + "/new.txt"))
        let arguments = ["diff", "old.txt", "new.txt", "--report", "review.md", "-o", "review.png", "--scale", "1"]
        try FileManager.default.createDirectory(atPath: directory + "/review-chips", withIntermediateDirectories: false)
        let refused = try cli.swatch(arguments, in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr == "swatch: error: \(directory)/review-chips: a folder swatch did not write (no .swatch-export); remove it, or give --no-images\n"
                || refused.stderr == "swatch: error: review-chips: a folder swatch did not write (no .swatch-export); remove it, or give --no-images\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["new.txt", "old.txt", "review-chips"])

        // A later run whose sheet cannot be written (its name is a folder) keeps the report and chips it replaces.
        try FileManager.default.removeItem(atPath: directory + "/review-chips")
        #expect(try cli.swatch(arguments, in: directory).status == 1)
        let report = try String(contentsOfFile: directory + "/review.md", encoding: .utf8)
        try Data("b #0000FF\n".utf8).write(to: URL(fileURLWithPath: directory + "/new.txt"))
        try FileManager.default.removeItem(atPath: directory + "/review.png")
        try FileManager.default.createDirectory(atPath: directory + "/review.png", withIntermediateDirectories: false)
        #expect(try cli.swatch(arguments, in: directory).status == 2)
        #expect(try String(contentsOfFile: directory + "/review.md", encoding: .utf8) == report)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/review-chips").sorted() == [".swatch-export", "00FF00FF.png", "FF0000FF.png"])
        #expect(try FileSafetyTests().temporaries(in: directory).isEmpty)
    }

    /// A theme against the asset catalog exported from it: different formats, the same colours, no change.
    @Test func acrossFormats() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let theme = CLITests.samples + "/brand.theme.json"
        let export = try cli.swatch(["export", "--format", "xcassets", "--palette", theme, "-o", "Brand.xcassets"], in: directory)
        #expect(export.status == 0, "\(export.stderr)")
        let run = try cli.swatch(["diff", theme, "Brand.xcassets", "--format", "json"], in: directory)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("\"summary\" : \"0 changed, 0 added, 0 removed of 12\""))
    }
}
