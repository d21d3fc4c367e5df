import Foundation
import Testing

/// `--xcode-symbols generated|none` from the command line, a settings file and swatch.yml: an asset catalog's colours
/// go in `UIColor.Assets` beside Xcode's own symbols unless Xcode generates none.
@Suite struct XcodeSymbolsCLITests {
    static let repository = ExportSwiftCLITests.repository

    @Test func anAssetCatalogIsNestedUnlessXcodeGeneratesNone() throws {
        let nested = try CLITests().swatch(["export", "--format", "uikit", "--palette", "Samples/Assets.xcassets"], in: Self.repository.path)
        #expect(nested.status == 0)
        #expect(nested.stdout.contains("\nextension UIColor {\n    /// The colours of Assets.xcassets, apart from the symbols Xcode generates for it.\n    enum Assets {\n"))
        // Any case, as every choice; the header names the option, which is not the default here.
        let own = try CLITests().swatch(["export", "--format", "uikit", "--palette", "Samples/Assets.xcassets", "--xcode-symbols", "NONE"],
                                        in: Self.repository.path)
        #expect(own.status == 0, "\(own.stderr)")
        #expect(own.stdout.contains("\nextension UIColor {\n    // MARK: - Assets\n"))
        #expect(own.stdout.contains("with `swatch export --format uikit --xcode-symbols none`."))
        #expect(own.stderr.contains("swatch: warning: --format uikit: \"Link\" is linkColor: link would shadow UIKit's UIColor.link\n"))
        let wrong = try CLITests().swatch(["export", "--format", "uikit", "--palette", "Samples/Assets.xcassets", "--xcode-symbols", "yes"],
                                          in: Self.repository.path)
        #expect(wrong.status != 0)
        #expect(wrong.stderr.contains("'yes'") && wrong.stderr.contains("generated") && wrong.stderr.contains("none"), "\(wrong.stderr)")
    }

    /// swatch.yml's exports and a settings file take `xcode-symbols`, checked as every key is.
    @Test func configAndSettingsTakeIt() throws {
        let directory = try CLITests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try "Brand/Accent #6E3AD8\nsurface #F2F2F7\n".write(toFile: directory + "/palette.txt", atomically: true, encoding: .utf8)
        try "palette: palette.txt\nexports:\n  - format: appkit\n    output: Colors.swift\n    xcode-symbols: generated\n"
            .write(toFile: directory + "/swatch.yml", atomically: true, encoding: .utf8)
        let run = try CLITests().swatch(["export"], in: directory)
        #expect(run.status == 0, "\(run.stderr)")
        let code = try String(contentsOfFile: directory + "/Colors.swift", encoding: .utf8)
        #expect(code.contains("\nextension NSColor {\n    /// The colours of palette.txt, apart from the symbols Xcode generates for it.\n    enum Palette {\n"), "\(code)")
        try "{\"format\": \"swiftui\", \"xcode-symbols\": \"generated\"}".write(toFile: directory + "/s.json", atomically: true, encoding: .utf8)
        let settings = try CLITests().swatch(["export", "--settings", "s.json", "--palette", "palette.txt"], in: directory)
        #expect(settings.status == 0 && settings.stdout.contains("    enum Palette {\n"), "\(settings.stderr)")
        try "{\"xcode-symbols\": \"sometimes\"}".write(toFile: directory + "/bad.json", atomically: true, encoding: .utf8)
        let bad = try CLITests().swatch(["export", "--settings", "bad.json", "--palette", "palette.txt"], in: directory)
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("bad.json: xcode-symbols:") && bad.stderr.contains("generated, none"), "\(bad.stderr)")
    }
}
