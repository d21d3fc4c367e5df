import Foundation
import Testing
import SwatchTestSupport

/// `swatch export`'s Swift formats from the command line: what `make exports` runs gives the committed files.
@Suite struct ExportSwiftCLITests {
    static let repository = Repository.root.standardized

    @Test(arguments: [
        (["--format", "uikit", "--palette", "Samples/Assets.xcassets"], "Colors+UIKit.swift"),
        (["--format", "swift-compat", "--catalog", "ios13"], "ColorCompatibility.swift"),
        (["--format", "swiftui", "--palette", "Samples/Assets.xcassets", "--access", "public", "--namespaces", "nested", "--values", "catalog"],
         "DesignSystem+SwiftUI.swift"),
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

    /// A colour that would shadow the platform's own is renamed, and standard error says so, one line each.
    @Test func aColourShadowingThePlatformsOwnIsRenamedWithAWarning() throws {
        let directory = try CLITests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Primary #FF0000\nAccentColor #00FF00\nBlueColor #0000FF\nbrand #123456\n".write(toFile: directory + "/c.txt", atomically: true, encoding: .utf8)
        let run = try CLITests().swatch(["export", "--format", "swiftui", "--palette", "c.txt", "-o", "Colors.swift"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "swatch: warning: --format swiftui: \"Primary\" is primaryColor: primary would shadow SwiftUI's Color.primary\n"
            + "swatch: warning: --format swiftui: \"BlueColor\" is blueColor: blue would shadow SwiftUI's Color.blue\n"
            + "wrote Colors.swift\n")
        let code = try String(contentsOfFile: directory + "/Colors.swift", encoding: .utf8)
        for line in ["    static var primaryColor: Color {", "    static var accent: Color {", "    static var blueColor: Color {",
                     "    static var brand: Color {", "    static var primaryColor: Color { Color.primaryColor }"] {
            #expect(code.contains(line + "\n"), "\(line)")
        }
        #expect(!code.contains("static var primary:") && !code.contains("static var blue:"))
        // Declaring an enum shadows nothing: no rename, no warning.
        let named = try CLITests().swatch(["export", "--format", "swiftui", "--palette", "c.txt", "--type-name", "Palette"], in: directory)
        #expect(named.status == 0 && named.stderr.isEmpty && named.stdout.contains("    static var primary: Color {\n"))
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
