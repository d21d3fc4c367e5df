import Foundation
import Testing
@testable import SwatchKit

/// `swatch diff --pairs`: the review gives the contrast of each pair a change touches, before and after, with
/// the numbers `swatch check` gives each palette; `render --annotate contrast` judges text colours as text.
@Suite struct ReviewCLITests {
    let cli = CLITests()

    /// The issue's case: TextSecondary went from 3.43 (fails text's 4.5:1) to 4.51 (passes) on Surface.
    static let files = [
        "old.txt": "TextSecondary #8A8A8E #8E8E93\nSurface #FFFFFF #1C1C1E\nAccent #007AFF #0A84FF\n",
        "new.txt": "TextSecondary #76767B #8E8E93\nSurface #FFFFFF #1C1C1E\nAccent #0066DD #0A84FF\n",
        // CRLF, a CR alone and a comment: read alike.
        "pairs.txt": "# what the app draws\r\nTextSecondary on Surface as text\r\nAccent on Surface as non-text\rlabel on Surface\n",
    ]

    func folder(_ files: [String: String] = files) throws -> String {
        let directory = try cli.temporaryDirectory()
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: directory + "/" + name)) }
        return directory
    }

    @Test func diffGivesEveryTouchedPairBeforeAndAfter() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        do {
            let run = try cli.swatch(["diff", "old.txt", "new.txt", "--pairs", "pairs.txt", "--no-images"], in: directory)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(run.stdout == """
                ### Colours: old.txt → new.txt

                2 changed, 0 added, 0 removed of 3

                contrast (WCAG AA): 2 of 3 pairs touched; 0 checks now fail, 1 now passes

                #### Contrast (WCAG AA)

                | pair | appearance | before | after |
                | :--- | :--- | ---: | ---: |
                | **TextSecondary** on **Surface** as text (4.5:1) | light | 3.43 ✗ | 4.51 ✓ |
                | **Accent** on **Surface** as non-text (3:1) | light | 4.01 ✓ | 5.32 ✓ |

                #### new

                | colour | appearance | old | new | ΔE |
                | :--- | :--- | :--- | :--- | ---: |
                | **TextSecondary** | light | `#8A8A8EFF` | `#76767BFF` | 7.57 |
                | **Accent** | light | `#007AFFFF` | `#0066DDFF` | 8.15 |

                """)
        }
        // swatch check says the same of each palette.
        let before = try cli.swatch(["check", "--palette", "old.txt", "--pairs", "pairs.txt"], in: directory)
        #expect(before.stdout.contains("TextSecondary on Surface as text  light  #8A8A8EFF on #FFFFFFFF  3.43 AA✗"))
        let after = try cli.swatch(["check", "--palette", "new.txt", "--pairs", "pairs.txt"], in: directory)
        #expect(after.stdout.contains("TextSecondary on Surface as text  light  #76767BFF on #FFFFFFFF  4.51 AA✓"))
    }

    /// swatch.yml's check.pairs and check.wcag-level are diff's too; --wcag-level overrides the config.
    @Test func theConfigsPairsAndLevel() throws {
        var files = Self.files
        files["swatch.yml"] = "check:\n  pairs: pairs.txt\n  wcag-level: AAA\n"
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let strict = try cli.swatch(["diff", "old.txt", "new.txt", "--no-images"], in: directory)
        #expect(strict.stdout.contains("contrast (WCAG AAA): 2 of 3 pairs touched; 0 checks now fail, 0 now pass, 1 still fails\n"))
        #expect(strict.stdout.contains("| **TextSecondary** on **Surface** as text (7:1) | light | 3.43 ✗ | 4.51 ✗ |\n"))
        let json = try cli.swatch(["diff", "old.txt", "new.txt", "--format", "json", "--wcag-level", "AA"], in: directory)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let contrast = try #require(document["contrast"] as? [String: Any])
        #expect(contrast["level"] as? String == "AA" && contrast["nowPassing"] as? Int == 1 && contrast["touched"] as? Int == 2)
        // The pairs file is an input: no output of the run may overwrite it.
        let clash = try cli.swatch(["diff", "old.txt", "new.txt", "--report", "pairs.txt"], in: directory)
        #expect(clash.status == 2)
        #expect(clash.stderr == "swatch: error: pairs.txt: the report would overwrite the pairs file pairs.txt; write it somewhere else\n")
    }

    /// An unknown name in a pairs file gets a suggestion, in check and in diff; a long one is abbreviated.
    @Test func unknownNamesInAPairsFile() throws {
        var files = Self.files
        files["typo.txt"] = "TextSecondary on Surface\r\nTextSecondry on Surfce\r\n"
        files["long.txt"] = String(repeating: "y", count: 5000) + " on Surface\n"
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let check = try cli.swatch(["check", "--palette", "old.txt", "--pairs", "typo.txt"], in: directory)
        #expect(check.status == 2)
        #expect(check.stderr == "swatch: error: typo.txt:2: unknown colour 'TextSecondry': not in old or the ios26 catalog (did you mean 'TextSecondary'?)\n")
        let diff = try cli.swatch(["diff", "old.txt", "new.txt", "--pairs", "typo.txt"], in: directory)
        #expect(diff.status == 2)
        #expect(diff.stderr == "swatch: error: typo.txt:2: unknown colour 'TextSecondry': not in old, new or the ios26 catalog (did you mean 'TextSecondary'?)\n")
        let long = try cli.swatch(["diff", "old.txt", "new.txt", "--pairs", "long.txt"], in: directory)
        #expect(long.stderr == "swatch: error: long.txt:1: unknown colour '\(String(repeating: "y", count: 80))… (5000 characters)': not in old, new or the ios26 catalog\n")
    }

    /// The review sheet's halves give the weakest pair's ratio; `-o -` draws it to standard output when the
    /// report goes to a file, and is refused when the report goes there.
    @Test(.needsDejaVu) func theReviewSheetOnStandardOutput() throws {
        let directory = try folder()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let arguments = #""$SWATCH" diff old.txt new.txt --pairs pairs.txt --scale 1 --font "\#(CLITests.font)""#
        let run = try cli.swatch([], shell: arguments + " -o - --report r.md > sheet.png; echo $?; " + arguments + " -o file.png --report r2.md --quiet; cmp sheet.png file.png && echo same",
                                 in: directory)
        #expect(run.stdout == "1\nsame\n", "\(run.stderr)")
        #expect(run.stderr == "wrote standard output\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory + "/r-chips").count == 5)
        let refused = try cli.swatch(["diff", "old.txt", "new.txt", "-o", "-", "--font", CLITests.font], in: directory)
        #expect(refused.status == 2)
        #expect(refused.stderr == "swatch: error: -o -: the report goes to standard output: give --report FILE, or the sheet a file name\n")
        #expect(refused.stdout.isEmpty)
    }

    /// `--annotate contrast` judges a text colour on the cell as text; a pairs file (or the config's) names the
    /// palette's text colours; --pairs without --annotate is refused.
    @Test(.needsDejaVu) func annotateJudgesTextColoursAsText() throws {
        var files = Self.files
        files["swatch.yml"] = "check:\n  pairs: pairs.txt\n"
        let directory = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["render", "--palette", "old.txt", "--annotate", "contrast", "--mode", "light", "--cell", "#FFFFFF",
                                  "--scale", "1", "--font", CLITests.font, "-o", "s.png", "--manifest", "s.json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: directory + "/s.json"))) as? [String: Any])
        let rows = try #require(manifest["rows"] as? [[String: Any]])
        let contrast = Dictionary(uniqueKeysWithValues: rows.compactMap { row in (row["contrast"] as? [String: Any]).map { (row["name"] as? String ?? "", $0) } })
        #expect(contrast["TextSecondary"]?["backgroundUse"] as? String == "text")
        #expect(contrast["TextSecondary"]?["backgroundPasses"] as? Bool == false)  // 3.43 fails 4.5:1 (it would pass 3:1)
        #expect(contrast["Accent"]?["backgroundUse"] as? String == "non-text")
        let refused = try cli.swatch(["render", "--pairs", "pairs.txt", "-o", "x.png"], in: directory)
        #expect(refused.status == 1)
        #expect(refused.stderr == "swatch: error: --pairs needs --annotate contrast\n")
    }
}
