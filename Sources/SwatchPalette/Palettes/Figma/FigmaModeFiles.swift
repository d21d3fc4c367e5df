import Foundation
import SwatchSupport

/// A folder of design-token files as Figma's own sample plugin "Import/export variables" (figma/plugin-samples,
/// copied into many plugins since) exports a file's variables: one DTCG token file per collection and mode, named
/// `Collection.Mode.tokens.json`, holding that mode's values (`"$value": "#2f6bff"`, or an alias
/// `"{Blue.500}"` to a variable of any collection, by its path).
///
/// Each appearance is the files merged into one tree, as a resolver's context is: every file of a collection of
/// one mode (`Primitives.Mode 1.tokens.json`: aliases' targets, whatever the appearance), then for each
/// collection of several modes its mode of that appearance (by name, or `--appearance-map`), else of the nearest
/// appearance UIKit falls back to, else its first. A mode of no appearance in a collection of several is an error
/// naming its file. Groups become sections, as in any token file; what the merges bring in is charged to the
/// folder's `TokenBudget`.
enum FigmaModeFiles {
    /// One file: its collection and mode, as its name gives them.
    struct File {
        let name: String
        let collection: String
        let mode: String
    }

    /// The files of `folder` when it is such an export: at least one `Collection.Mode.tokens.json` and every token
    /// file named so, not an asset catalog (no `.colorset` in it); nil otherwise.
    static func files(inFolder folder: String) -> [File]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return files(among: names, inFolderNamed: (folder as NSString).lastPathComponent)
    }

    /// `files(inFolder:)` by the rule alone: the files among `names`, the entries of a folder named `folder`.
    static func files(among names: [String], inFolderNamed folder: String) -> [File]? {
        guard URL(fileURLWithPath: folder).pathExtension.lowercased() != "xcassets" else { return nil }
        let names = names.sorted()
        guard !names.contains(where: { $0.hasSuffix(".colorset") }) else { return nil }
        let tokenFiles = names.filter { $0.lowercased().hasSuffix(".tokens.json") && !$0.hasPrefix(".") }
        let files = tokenFiles.compactMap(file(named:))
        return !files.isEmpty && files.count == tokenFiles.count ? files : nil
    }

    /// `Theme.Dark.tokens.json` → collection `Theme`, mode `Dark` (split at the last dot before `.tokens.json`).
    static func file(named name: String) -> File? {
        let stem = String(name.dropLast(".tokens.json".count))
        guard let dot = stem.lastIndex(of: "."), dot != stem.startIndex, stem.index(after: dot) != stem.endIndex else { return nil }
        return File(name: name, collection: String(stem[..<dot]), mode: String(stem[stem.index(after: dot)...]))
    }

    /// Reads the export in `folder` (shown as `shown`): one merged tree per appearance, then the palette.
    static func read(_ files: [File], folder: String, shown: String, inputs: InputFiles, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        var trees: [String: TokenGroup] = [:]
        for file in files {
            let bytes = Data(try inputs.readReferenced((folder as NSString).appendingPathComponent(file.name), shownAs: "\(place: file.name)", recorded: false))
            trees[file.name] = try TokenGroup.parse(TokensReader.parse(bytes, file: file.name), file: file.name)
        }
        // By hash, so 10,000 files cost ten times 1,000. Two files of one collection and mode but for case are
        // one file where names ignore case (macOS): which would win is up to the disk, so neither does.
        var collections: [(name: String, files: [File])] = []
        var collectionIndex: [String: Int] = [:]
        var byFolding: [String: File] = [:]
        for file in files {
            let folded = (file.collection + "\u{0}" + file.mode).lowercased()
            if let other = byFolding[folded] {
                throw SwatchError(.palette, "\(shown): \(other.name) and \(file.name) differ only in case; keep one")
            }
            byFolding[folded] = file
            if let index = collectionIndex[file.collection] {
                collections[index].files.append(file)
            } else {
                collectionIndex[file.collection] = collections.count
                collections.append((file.collection, [file]))
            }
        }
        var base = TokenGroup()
        var moded: [(name: String, modes: [(file: File, appearance: Appearance)])] = []
        for (name, modes) in collections {
            guard modes.count > 1 else {
                if let tree = trees[modes[0].name] { base.merge(tree) }
                continue
            }
            var mapped: [(file: File, appearance: Appearance)] = []
            for file in modes {
                guard let appearance = options.appearanceNames.appearance(named: file.mode) else {
                    throw SwatchError(.palette, "\(place: file.name): mode \"\(file.mode)\" of collection \"\(name)\" maps to no appearance: \(options.appearanceNames.hint(for: file.mode))")
                }
                if let other = mapped.first(where: { $0.appearance == appearance }) {
                    throw SwatchError(.palette, "\(place: file.name): modes \"\(other.file.mode)\" and \"\(file.mode)\" of collection \"\(name)\" are both \(appearance.rawValue)")
                }
                mapped.append((file, appearance))
            }
            moded.append((name, mapped))
        }
        let present = Set(moded.flatMap { $0.modes.map(\.appearance) }).union([.light])
        let budget = TokenBudget()
        var contexts: [TokenContext] = []
        for appearance in Appearance.allCases where present.contains(appearance) {
            var tree = base
            var count = base.valueCount
            for (_, modes) in moded {
                let chosen = ([appearance] + appearance.fallbacks).lazy.compactMap { wanted in modes.first { $0.appearance == wanted } }.first ?? modes[0]
                guard let modeTree = trees[chosen.file.name] else { continue }
                tree.merge(modeTree)
                count += modeTree.valueCount
            }
            try budget.charge(count, at: "\(shown)")
            contexts.append(TokenContext(appearance: appearance, tree: tree))
        }
        return try TokenPalette.load(contexts, name: URL(fileURLWithPath: folder).lastPathComponent, file: shown, options: options, budget: budget)
    }
}
