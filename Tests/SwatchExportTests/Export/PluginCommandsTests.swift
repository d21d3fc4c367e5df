import Foundation
import Testing
import SwatchTestSupport

/// The SwatchColors build-tool plugin's commands, made by its own code (`Plugins/SwatchColors/plugin.swift`) run
/// against a stub of the PackagePlugin API it uses (`__Fixtures__/plugin-stubs/`): each palette of a target gets one
/// `swatch export` that names the target's other palettes as `--sibling`s, so swatch can refuse a name two palettes'
/// code would both declare (issue 28, N7), while a command's inputs stay its own palette's files.
@Suite struct PluginCommandsTests {
    /// The plugin's code and the stub, built once.
    static let program = Result { () throws -> String in
        let plugin = try String(contentsOf: SwiftExports.repository.appendingPathComponent("Plugins/SwatchColors/plugin.swift"), encoding: .utf8)
        let stub = try String(contentsOf: FixtureFiles.folder.appendingPathComponent("plugin-stubs/PackagePlugin.swift"), encoding: .utf8)
        guard plugin.contains("import PackagePlugin\n") else { throw SwiftTypeCheck.TypeCheckError(description: "plugin.swift no longer imports PackagePlugin") }
        return try SwiftTypeCheck.program(["plugin.swift": plugin.replacingOccurrences(of: "import PackagePlugin\n", with: ""),
                                           "PackagePlugin.swift": stub])
    }

    /// The plugin's commands for a target of `files`: each one's arguments, then its inputs, a line each.
    static func commands(_ files: [String]) throws -> (status: Int32, lines: [String]) {
        let run = try SwiftTypeCheck.run(program: try program.get(), arguments: files)
        return (run.status, run.output.split(separator: "\n").map(String.init))
    }

    @Test(.enabled(if: SwiftTypeCheck.swiftc != nil, "swiftc not found: set SWIFTC to run the plugin's code"))
    func eachExportNamesTheTargetsOtherPalettesAsSiblings() throws {
        let target = "/p/Sources/DS"
        let made = try Self.commands(["\(target)/BrandColors.xcassets/Contents.json", "\(target)/BrandColors.xcassets/accent.colorset/Contents.json",
                                      "\(target)/brand-colors.tokens.json", "\(target)/extra.tokens", "\(target)/DS.swift",
                                      "\(target)/swatch-plugin.json"])
        #expect(made.status == 0, "\(made.lines.joined(separator: "\n"))")
        let settings = "export --settings \(target)/swatch-plugin.json --palette"
        #expect(made.lines == [
            "\(settings) \(target)/BrandColors.xcassets -o /work/BrandColors+SwatchColors.swift --sibling \(target)/brand-colors.tokens.json --sibling \(target)/extra.tokens",
            "\(target)/BrandColors.xcassets/Contents.json \(target)/BrandColors.xcassets/accent.colorset/Contents.json \(target)/swatch-plugin.json",
            "\(settings) \(target)/brand-colors.tokens.json -o /work/brand-colors+SwatchColors.swift --sibling \(target)/BrandColors.xcassets --sibling \(target)/extra.tokens",
            "\(target)/brand-colors.tokens.json \(target)/swatch-plugin.json",
            "\(settings) \(target)/extra.tokens -o /work/extra+SwatchColors.swift --sibling \(target)/BrandColors.xcassets --sibling \(target)/brand-colors.tokens.json",
            "\(target)/extra.tokens \(target)/swatch-plugin.json",
        ])
        // One palette: no sibling; and the plugin's own refusal of outputs one in case still stands.
        let alone = try Self.commands(["\(target)/a.tokens.json"])
        #expect(alone.lines == ["export --format swiftui --palette \(target)/a.tokens.json -o /work/a+SwatchColors.swift", "\(target)/a.tokens.json"])
        let cased = try Self.commands(["\(target)/Brand.xcassets/Contents.json", "\(target)/brand.tokens.json"])
        #expect(cased.status == 1)
        #expect(cased.lines == ["error: \(target)/brand.tokens.json and \(target)/Brand.xcassets would both generate brand+SwatchColors.swift: rename one"])
    }

    /// A resolver's inputs are every target file in its folder, which its `$ref`s may name (`light.json`): only the
    /// `*.tokens.json` were, so editing `light.json` left the generated code stale. A Tokens Studio `$themes.json` is a
    /// palette too, named by its folder (it had no command; the sixteenth hostile pass's H16-11).
    @Test(.enabled(if: SwiftTypeCheck.swiftc != nil, "swiftc not found: set SWIFTC to run the plugin's code"))
    func aResolverOrThemesReadsItsFolder() throws {
        let target = "/p/Sources/DS"
        let made = try Self.commands(["\(target)/tokens/brand.resolver.json", "\(target)/tokens/light.json", "\(target)/tokens/dark/d.tokens.json",
                                      "\(target)/Studio/$themes.json", "\(target)/Studio/core.json", "\(target)/DS.swift", "\(target)/other.tokens.json"])
        #expect(made.status == 0, "\(made.lines.joined(separator: "\n"))")
        #expect(made.lines == [
            "export --format swiftui --palette \(target)/Studio/$themes.json -o /work/Studio+SwatchColors.swift --sibling \(target)/other.tokens.json --sibling \(target)/tokens/brand.resolver.json",
            "\(target)/Studio/$themes.json \(target)/Studio/core.json",
            // A token file outside every resolver's folder is still a palette of its own.
            "export --format swiftui --palette \(target)/other.tokens.json -o /work/other+SwatchColors.swift --sibling \(target)/Studio/$themes.json --sibling \(target)/tokens/brand.resolver.json",
            "\(target)/other.tokens.json",
            "export --format swiftui --palette \(target)/tokens/brand.resolver.json -o /work/brand+SwatchColors.swift --sibling \(target)/Studio/$themes.json --sibling \(target)/other.tokens.json",
            "\(target)/tokens/brand.resolver.json \(target)/tokens/light.json \(target)/tokens/dark/d.tokens.json",
        ])
        // A folder whose name equals the resolver's as Unicode but not as bytes is another folder (on Linux): its token
        // file stays a palette of its own (H18-6).
        let twins = try Self.commands(["\(target)/caf\u{E9}/x.resolver.json", "\(target)/cafe\u{301}/brand.tokens.json"])
        #expect(twins.lines.contains("\(target)/cafe\u{301}/brand.tokens.json"), "\(twins.lines)")
        #expect(twins.lines.contains("\(target)/caf\u{E9}/x.resolver.json"), "\(twins.lines)")
    }
}
