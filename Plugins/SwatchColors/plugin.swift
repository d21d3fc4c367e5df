import Foundation
import PackagePlugin

/// A build-tool plugin, as SwiftGenPlugin is one: each asset catalog (`*.xcassets`) and each design-token file
/// (`*.tokens.json`, `*.tokens`, but those in a resolver's folder; each `*.resolver.json` and Tokens Studio
/// `$themes.json` with the files in its folder, which it may read) among a target's files becomes `<Name>+SwatchColors.swift` in the plugin's work folder, written by
/// `swatch export` and compiled into the target. An optional `swatch-plugin.json` among the target's files holds
/// the export's settings as an entry of swatch.yml's `exports` without `output` (`{"format": "swiftui", "access":
/// "public"}`): swatch reads and checks it (`swatch export --settings`), so the plugin takes every option swatch.yml
/// does, with the same messages. Each export is also given the target's other palettes (`--sibling`), so that two
/// palettes whose code would declare one name (`BrandColors.xcassets` and `brand-colors.tokens.json`, both `enum
/// BrandColors` in format swift) fail with one line naming both files instead of a redeclaration in the generated code.
@main
struct SwatchColors: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        return try PaletteCommands(files: module.sourceFiles.map(\.url), work: context.pluginWorkDirectoryURL,
                                   swatch: context.tool(named: "swatch").url).commands()
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SwatchColors: XcodeBuildToolPlugin {
    /// In an Xcode project: the target's files (add `swatch-plugin.json` to the target to choose the format).
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try PaletteCommands(files: target.inputFiles.map(\.url), work: context.pluginWorkDirectoryURL,
                            swatch: context.tool(named: "swatch").url).commands()
    }
}
#endif

/// The `swatch export` commands for one target's files.
struct PaletteCommands {
    /// The target's files (Xcode may list a catalog as one folder), `swatch-plugin.json` among them if there is one.
    let files: [URL]
    /// The plugin's work folder, where the generated files go.
    let work: URL
    /// The swatch executable.
    let swatch: URL

    /// One palette to export: what `--palette` names and every file it reads, so a change to any rebuilds.
    struct Palette {
        let path: URL
        var inputs: [URL]
    }

    func commands() throws -> [Command] {
        let optionFiles = files.filter { $0.lastPathComponent == "swatch-plugin.json" }
        guard optionFiles.count <= 1 else {
            throw PluginError("the target has \(optionFiles.count) swatch-plugin.json files; keep one")
        }
        var seen: [String: URL] = [:]
        let palettes = palettes()
        return try palettes.map { palette in
            let name = Self.stem(palette.path)
            let output = work.appending(path: "\(name)+SwatchColors.swift")
            // Ignoring case: on macOS's default disk `Brand+SwatchColors.swift` and `brand+SwatchColors.swift` are one file.
            if let other = seen[output.lastPathComponent.lowercased()] {
                throw PluginError("\(palette.path.path) and \(other.path) would both generate \(output.lastPathComponent): rename one")
            }
            seen[output.lastPathComponent.lowercased()] = palette.path
            // swatch reads the settings (or writes its default format, swiftui) and names the output in its messages.
            let settings = optionFiles.first.map { ["--settings", $0.path(percentEncoded: false)] } ?? ["--format", "swiftui"]
            // Each export checks its names against the others' (a clash is found by whichever of the two runs again), so a
            // command's inputs stay its own palette's files.
            let siblings = palettes.filter { $0.path != palette.path }.flatMap { ["--sibling", $0.path.path(percentEncoded: false)] }
            let arguments = ["export"] + settings + ["--palette", palette.path.path(percentEncoded: false),
                                                     "-o", output.path(percentEncoded: false)] + siblings
            return .buildCommand(displayName: "swatch: \(palette.path.lastPathComponent) -> \(output.lastPathComponent)",
                                 executable: swatch, arguments: arguments, inputFiles: palette.inputs + optionFiles,
                                 outputFiles: [output])
        }
    }

    /// The catalogs, token files, resolvers and Tokens Studio themes among `files`, in a stable order.
    func palettes() -> [Palette] {
        var catalogs: [String: Palette] = [:]
        var tokens: [URL] = []
        var resolvers: [URL] = []
        for file in files {
            let components = file.pathComponents
            if let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) {
                let catalog = URL(fileURLWithPath: NSString.path(withComponents: Array(components[...index])))
                catalogs[catalog.path, default: Palette(path: catalog, inputs: [])].inputs.append(file)
            } else if file.lastPathComponent.hasSuffix(".resolver.json") || file.lastPathComponent == "$themes.json" {
                resolvers.append(file)
            } else if file.lastPathComponent.hasSuffix(".tokens.json") || file.lastPathComponent.hasSuffix(".tokens") {
                tokens.append(file)
            }
        }
        // A resolver (or `$themes.json`) may read any file in its folder (`$ref: "light.json"`, a set `core.json`): each is
        // an input, so editing one runs the export again (only `*.tokens.json` were, and the build kept stale colours).
        // A token file outside every resolver's folder is a palette of its own.
        let read = Set(resolvers.flatMap(besides))
        let tokenPalettes = resolvers.map { Palette(path: $0, inputs: [$0] + besides($0)) }
            + tokens.filter { !read.contains($0) }.map { Palette(path: $0, inputs: [$0]) }
        return (catalogs.values + tokenPalettes).sorted { $0.path.path < $1.path.path }
    }

    /// The target's files in the folder of `document` or below it, but `document` and the plugin's settings.
    private func besides(_ document: URL) -> [URL] {
        let folder = document.deletingLastPathComponent().pathComponents
        // Names compared as bytes: `String`'s `==` takes `café` and `cafe\u{301}` (two folders on Linux) for one.
        return files.filter { file in
            file != document && file.lastPathComponent != "swatch-plugin.json" && file.pathComponents.count > folder.count
                && zip(file.pathComponents, folder).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        }
    }

    /// `Brand.xcassets` → `Brand`, `brand.tokens.json` → `brand`, `Brand/$themes.json` → `Brand` (as swatch names it).
    static func stem(_ path: URL) -> String {
        if path.lastPathComponent == "$themes.json" { return path.deletingLastPathComponent().lastPathComponent }
        var name = path.lastPathComponent
        for suffix in [".xcassets", ".resolver.json", ".tokens.json", ".tokens"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}

/// A plugin failure: SwiftPM prints the description and stops the build.
struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
