import Foundation
import Testing

/// `swatch export`'s Swift formats from the command line: what `make exports` runs gives the committed files.
@Suite struct ExportSwiftCLITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    @Test(arguments: [
        (["--format", "uikit", "--palette", "Samples/Assets.xcassets"], "Colors+UIKit.swift"),
        (["--format", "swift-compat", "--catalog", "ios13"], "ColorCompatibility.swift"),
    ])
    func writesTheCommittedExport(arguments: [String], file: String) throws {
        let run = try CLITests().swatch(["export"] + arguments, in: Self.repository.path)
        #expect(run.status == 0, "\(run.stderr)")
        let committed = try String(contentsOf: Self.repository.appendingPathComponent("Output/exports/\(file)"), encoding: .utf8)
        #expect(run.stdout == committed)
    }

    @Test func swiftCompatRefusesAPalette() throws {
        let run = try CLITests().swatch(["export", "--format", "swift-compat", "--palette", "Samples/colors.txt"], in: Self.repository.path)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: --format swift-compat writes shims for UIKit's own colours, so it takes the built-in "
            + "catalog (--catalog), not a palette like colors.txt; --format uikit writes your colours\n")
    }

    @Test func aNameClashIsOneLine() throws {
        let directory = try CLITests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Brand/Primary #FF0000\nbrand primary #00FF00\n".write(toFile: directory + "/clash.txt", atomically: true, encoding: .utf8)
        let run = try CLITests().swatch(["export", "--format", "appkit", "--palette", "clash.txt", "-o", "Colors.swift"], in: directory)
        #expect(run.status == 1)
        #expect(run.stderr == "swatch: error: --format appkit: \"Brand/Primary\" and \"brand primary\" both become brandPrimary; rename one\n")
        #expect(!FileManager.default.fileExists(atPath: directory + "/Colors.swift"))
    }
}
