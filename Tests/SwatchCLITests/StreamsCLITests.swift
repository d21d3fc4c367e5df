import Foundation
import Testing
@testable import SwatchKit

/// Standard output holds what a command is asked for and nothing else; status lines go to standard error,
/// and `--quiet` silences them and repeated warnings.
@Suite struct StreamsCLITests {
    let cli = CLITests()

    /// `-o -` and `-o /dev/stdout` give the same PNG as a file, ending at IEND; the status line is on stderr.
    @Test(.needsDejaVu) func aSheetOnStandardOutput() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let both = #""$SWATCH" render --section 'Standard Fixed Colors' --scale 1 --font "\#(CLITests.font)""#
        let render = both + " --mode light"
        let script = """
            \(render) -o file.png --quiet
            \(render) -o - > dash.png 2> dash.err
            \(render) -o /dev/stdout 2> dev.err | cat > piped.png
            \(render) -o /dev/stdout > redirected.png 2> /dev/null
            \(both) -o - --layout side-by-side --mode both 2> /dev/null | head -c 8 | od -An -c | tr -s ' '
            for f in dash piped redirected; do cmp file.png $f.png && echo $f; done
            tail -c 8 piped.png | od -An -c | tr -s ' '
            cat dash.err dev.err
            """
        let run = try cli.swatch([], shell: script, in: directory)
        #expect(run.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                == ["211 P N G \\r \\n 032 \\n", "dash", "piped", "redirected", "I E N D 256 B ` 202",
                    "wrote standard output (390 x 1111 px)", "wrote /dev/stdout (390 x 1111 px)"], "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".swatch.") }.isEmpty)
    }

    /// `-o -` takes one PNG: several sheets, a manifest (which names the PNG) or a second `-` are refused, each
    /// with one line, and nothing reaches standard output. Commands whose standard output is a report refuse it.
    @Test(arguments: [
        (["render", "--mode", "both"], 1, "-o -: standard output takes one PNG, and this run writes one per appearance: use --layout side-by-side or one --mode, or give a file name"),
        (["render", "--mode", "light", "--manifest", "m.json"], 1, "-o -: standard output takes the PNG alone, and --manifest writes a second file that names it: give the sheet a file name"),
        (["render", "--mode", "light", "--manifest", "-"], 1, "--manifest -: a manifest cannot go to standard output: give a file name"),
    ])
    func dashTakesOnePNG(arguments: [String], status: Int32, message: String) throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(arguments + ["-o", "-"], in: directory)
        #expect(run.status == status)
        #expect(run.stderr == "swatch: error: \(message)\n")
        #expect(run.stdout.isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }

    /// Every command's status lines are on standard error, and --quiet leaves none.
    @Test func statusLinesAreOnStandardErrorAndQuietSilencesThem() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("a #FF0000\n".utf8).write(to: URL(fileURLWithPath: directory + "/old.txt"))
        try Data("a #00FF00\n".utf8).write(to: URL(fileURLWithPath: directory + "/new.txt"))
        let export = try cli.swatch(["export", "--format", "css", "--palette", "old.txt", "-o", "c.css"], in: directory)
        #expect(export.stdout.isEmpty && export.stderr == "wrote c.css\n")
        let again = try cli.swatch(["export", "--format", "css", "--palette", "old.txt", "-o", "c.css"], in: directory)
        #expect(again.stdout.isEmpty && again.stderr == "c.css: unchanged\n")
        let quiet = try cli.swatch(["export", "--format", "css", "--palette", "new.txt", "-o", "c.css", "--quiet"], in: directory)
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        // Text to standard output is the export itself, with nothing after it.
        let text = try cli.swatch(["export", "--format", "css", "--palette", "old.txt", "-o", "-"], in: directory)
        #expect(text.stdout.hasSuffix("}\n") && text.stderr.isEmpty)
        let diff = try cli.swatch(["diff", "old.txt", "new.txt", "--report", "r.md", "--no-images"], in: directory)
        #expect(diff.status == 1 && diff.stdout.isEmpty && diff.stderr.isEmpty)  // the report is the file; diff has no status line for it
        // The report as a file named -: standard output, as without --report.
        let dash = try cli.swatch(["diff", "old.txt", "new.txt", "--report", "-", "--no-images"], in: directory)
        #expect(dash.status == 1 && dash.stdout.hasPrefix("### Colours: old.txt → new.txt\n") && dash.stderr.isEmpty)
        // The review sheet to standard output needs the report elsewhere.
        let sheet = try cli.swatch(["diff", "old.txt", "new.txt", "-o", "-"], in: directory)
        #expect(sheet.status == 2 && sheet.stdout.isEmpty)
        #expect(sheet.stderr == "swatch: error: -o -: the report goes to standard output: give --report FILE, or the sheet a file name\n")
    }

    /// A warning is given once in a run, however often its cause is read (diff reads both palettes, each with
    /// the same empty colour set); --quiet gives the first warning and counts the rest.
    @Test func repeatedWarnings() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let empty = #"{"colors":[{"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        let red = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}},"idiom":"universal"}],"info":{"author":"xcode","version":1}}"#
        for (path, text) in ["A.xcassets/Empty.colorset/Contents.json": empty, "A.xcassets/Empty2.colorset/Contents.json": empty,
                             "A.xcassets/Red.colorset/Contents.json": red, "B.xcassets/Red.colorset/Contents.json": red] {
            let url = URL(fileURLWithPath: directory + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let twice = try cli.swatch(["diff", "A.xcassets", "A.xcassets"], in: directory)
        #expect(twice.status == 0, "\(twice.stderr)")
        let warnings = twice.stderr.split(separator: "\n")
        #expect(warnings.count == 2 && Set(warnings).count == 2, "\(twice.stderr)")
        let quiet = try cli.swatch(["diff", "A.xcassets", "A.xcassets", "--quiet"], in: directory)
        #expect(quiet.stderr.split(separator: "\n").map(String.init)
                == [String(warnings[0]), "swatch: warning: and 1 more warning (run without --quiet to see them)"])
    }
}
