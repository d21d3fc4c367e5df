import Foundation
import SwatchSupport

/// Reads W3C design tokens (Design Tokens Community Group format 2025.10) as a palette: a token file, a
/// resolver document whose contexts give the appearances, or Tokens Studio themes.
///
/// What the document is decides how it is read:
/// - an object with `resolutionOrder`, or any `*.resolver.json`: a resolver document (`TokenResolver`);
/// - `$themes.json`, or an object with `$themes`: Tokens Studio themes (`TokensStudioThemes`);
/// - Tokens Studio's sets without themes (`$themes` empty, `$metadata` alone, or top-level sets its references
///   show): the sets merged, light (`TokensStudioSets`);
/// - anything else: one token file, whose colours are the light appearance.
///
/// Colour values are read by `TokenColorValue` (every colour space of the colour module, legacy hex
/// strings), aliases and types by `TokenColors`, sections and names by `TokenPalette`.
enum TokensReader {
    /// Parses a token document's bytes, every one a palette reads or pulls in (a folder's, a resolver's sources, a
    /// Tokens Studio set), once its memory is known to fit: its bytes and its values (`JSONValueCount`), so a dense file
    /// pulled in is the memory line naming `shown` (`file` when nil), not an allocation failure (the twelfth hostile
    /// pass). A syntax error names `file`.
    static func parse(_ data: Data, file: String, shown: MessageText? = nil) throws(SwatchError) -> TokenNode {
        if MemoryBudget.applies {
            try MemoryBudget.check(needing: data.count * MemoryBudget.tokenBytesPerInputByte
                                   + JSONValueCount.upperBound(in: data) * MemoryBudget.jsonBytesPerValue.tokens, shown: shown ?? "\(place: file)")
        }
        do throws(JSONProblem) { return try TokenNode.parse(data) } catch { throw error.paletteError(in: file) }
    }

    /// Reads `root`, the parsed document at `path`, with one `TokenBudget` for all it expands to; the files it
    /// refers to are read through `inputs`.
    static func read(root: consuming TokenNode, path: String, inputs: InputFiles, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        let url = URL(fileURLWithPath: path)
        let file = url.lastPathComponent
        var warnings: [MessageText] = []
        let budget = TokenBudget()
        if file == "$themes.json" {
            let themes = try TokensStudioThemes.files(themes: root, path: path, inputs: inputs)
            let contexts = try themes.contexts(names: options.appearanceNames, warnings: &warnings, budget: budget)
            return try TokenPalette.load(contexts, name: url.deletingLastPathComponent().lastPathComponent, file: file,
                                         options: options, warnings: warnings, budget: budget)
        }
        if let tree = try TokensStudioSets.tree(root: root, file: file, budget: budget, warnings: &warnings) {
            return try TokenPalette.load([TokenContext(appearance: .light, tree: tree)], name: baseName(file), file: file, options: options,
                                         warnings: warnings, budget: budget)
        }
        if !root["$themes"].isMissing {
            let contexts = try TokensStudioThemes.single(root: root, file: file).contexts(names: options.appearanceNames, warnings: &warnings,
                                                                                          budget: budget)
            return try TokenPalette.load(contexts, name: baseName(file), file: file, options: options, warnings: warnings, budget: budget)
        }
        if isResolver(root, file: file) {
            var resolver = TokenResolver(root: root, file: file, folder: url.deletingLastPathComponent(), inputs: inputs, budget: budget,
                                         names: options.appearanceNames)
            let (name, contexts) = try resolver.contexts(warnings: &warnings)
            return try TokenPalette.load(contexts, name: name ?? baseName(file), file: file, options: options, warnings: warnings,
                                         budget: budget)
        }
        let tree = try TokenGroup.parse(root, file: file)
        _ = consume root  // the tree holds what it needs of the document, and the rest goes
        return try TokenPalette.load([TokenContext(appearance: .light, tree: consume tree)], name: baseName(file), file: file, options: options,
                                     budget: budget)
    }

    /// Whether the document `root`, named `file`, is a resolver document: it has `resolutionOrder`, or its name
    /// ends in `.resolver.json`.
    static func isResolver(_ root: borrowing TokenNode, file: String) -> Bool {
        !root["resolutionOrder"].isMissing || file.lowercased().hasSuffix(".resolver.json")
    }

    /// Whether a parsed `.json` document is design tokens rather than a theme: it is not a theme (no
    /// top-level `schemes`) and it is a resolver document (`resolutionOrder`), Tokens Studio themes
    /// (`$themes`), or holds a token (an object with `$value`, or Tokens Studio's legacy `value` and `type`) or a
    /// top-level `$type`.
    static func isTokens(_ root: TokenNode) -> Bool {
        guard let members = root.value?.members else { return false }
        if members.contains(where: { $0.key == "schemes" }) { return false }
        if members.contains(where: { ["resolutionOrder", "$themes", "$type"].contains($0.key) }) { return true }
        return holdsToken(root.value) || TokenKeys.of(root) == .legacy
    }

    /// Whether an object in `value` has a `$value`: a walk with a list of objects to visit, not a recursion.
    private static func holdsToken(_ value: OrderedJSON?) -> Bool {
        var pending = value?.members.map { [$0] } ?? []
        while let members = pending.popLast() {
            if members.contains(where: { $0.key == "$value" }) { return true }
            pending += members.compactMap(\.value.members)
        }
        return false
    }

    /// `brand` for `brand.tokens.json`, `brand.tokens`, `brand.resolver.json` or `brand.json`.
    static func baseName(_ file: String) -> String {
        for suffix in [".tokens.json", ".resolver.json", ".tokens", ".json"] where file.lowercased().hasSuffix(suffix) && file.count > suffix.count {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}
