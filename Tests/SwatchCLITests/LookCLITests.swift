import Foundation
import Testing
@testable import SwatchKit

/// `--look`: chosen, or following `--catalog`; named in the manifest and the PNG's title; `--cell default`.
@Suite struct LookCLITests {
    let cli = CLITests()

    func manifestLook(_ arguments: [String]) throws -> (look: String, title: String) {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["render", "--mode", "light", "--scale", "1", "--section", "Standard Fixed Colors", "--font", CLITests.font,
                                  "-o", "s.png", "--manifest", "s.json"] + arguments, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: directory + "/s.json")))
        let title = try #require(try PNGImage.textChunks(ofFile: directory + "/s.png").first { $0.key == "Title" }).value
        return (manifest.look, title)
    }

    @Test(.needsDejaVu, arguments: [([String](), "ios26", "UIKit colours (ios26) · Light · Grouped · iOS 26 table"),
                                    (["--catalog", "ios17"], "ios18", "UIKit colours (ios17) · Light · Grouped · iOS 18 table"),
                                    (["--catalog", "ios13"], "ios13", "UIKit colours (ios13) · Light · Grouped · iOS 13 table"),
                                    (["--catalog", "ios13", "--look", "ios26"], "ios26", "UIKit colours (ios13) · Light · Grouped · iOS 26 table")])
    func theLookFollowsTheCatalogUnlessChosen(arguments: [String], look: String, title: String) throws {
        let drawn = try manifestLook(arguments)
        #expect(drawn.look == look)
        #expect(drawn.title == title)
    }

    @Test func anUnknownLookIsAUsageError() throws {
        let run = try cli.swatch(["render", "--look", "ios19"])
        #expect(run.status == 1)  // render's errors exit 1, as every bad render input does
        #expect(run.stderr == "swatch: error: --look: invalid value 'ios19' (did you mean 'ios13'?)\n")
    }

    /// `--cell default`: UIKit's own secondarySystemGroupedBackground, #1C1C1E in dark grouped tables.
    @Test(.needsDejaVu) func cellDefaultIsUIKitsOwn() throws {
        let directory = try cli.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let run = try cli.swatch(["render", "--mode", "dark", "--scale", "1", "--cell", "default", "--name", "systemRed", "--font", CLITests.font,
                                  "-o", "s.png", "--manifest", "s.json"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let manifest = try JSONDecoder().decode(SheetManifest.self, from: Data(contentsOf: URL(fileURLWithPath: directory + "/s.json")))
        #expect(manifest.rows.map(\.cell) == ["#1C1C1EFF"])
    }
}
