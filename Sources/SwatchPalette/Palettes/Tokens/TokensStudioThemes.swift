import Foundation
import SwatchSupport

/// Reads Tokens Studio's themes into one token tree per appearance: `$themes.json` beside one file per
/// token set (`core.json`, `theme/dark.json` for the set `theme/dark`), or a single file holding
/// `$themes` and the sets as top-level members.
///
/// A theme named after an appearance (`Light`, `dark`, `Dark High Contrast`, `Dark Mode`, ...), or mapped to one
/// with `--appearance-map`, becomes it; other themes are left out with a warning, or are an error when the user
/// mapped names. A theme's sets are merged in the order of `$metadata`'s
/// `tokenSetOrder` when there is one, else in the order `selectedTokenSets` lists them; `enabled` sets'
/// colours are read, `source` sets only serve as alias targets, `disabled` sets are ignored. Tokens are in
/// the DTCG form (`$value`, `$type`) or Tokens Studio's legacy one (`value`, `type`). Each theme's sets are charged to the document's `TokenBudget`,
/// so themes listing many sets (or one set under many names) cannot multiply a file past the limit.
struct TokensStudioThemes {
    /// The `$themes` array.
    let themes: TokenNode
    /// The file `themes` is in, for messages.
    let file: String
    /// The order of the sets, when `$metadata.tokenSetOrder` gives one.
    let setOrder: [String]?
    /// The tokens of a set and the file they are in, by set name.
    let loadSet: (String, TokenNode) throws(SwatchError) -> (TokenNode, String)

    /// One token tree per theme named after an appearance, the tokens each theme merges charged to `budget`.
    func contexts(names appearanceNames: AppearanceNames, warnings: inout [MessageText], budget: TokenBudget) throws(SwatchError) -> [TokenContext] {
        var chosen: [(appearance: Appearance, sets: [(name: String, isOutput: Bool, place: TokenNode)])] = []
        var names: [Appearance: String] = [:]
        var unmapped: [String] = []  // the themes left out, for the message when every one is
        do throws(JSONProblem) {
            for theme in try themes.elements() {
                let name = try theme["name"].string()
                guard let appearance = appearanceNames.appearance(named: name) else {
                    // With names of the user's own, every theme must be one: a theme left out would be a surprise.
                    guard appearanceNames.isEmpty else {
                        throw theme["name"].problem("theme \"\(name)\" maps to no appearance: \(appearanceNames.hint(for: name))")
                    }
                    warnings.append("\(place: file): \(verbatim: theme.keyPath): theme \"\(name)\" is not an appearance (\(list: Appearance.allCases.map(\.rawValue))); left out")
                    unmapped.append(name)
                    continue
                }
                if let other = names[appearance] { throw theme["name"].problem("\"\(name)\" is \(appearance.rawValue), as \"\(other)\" is already") }
                names[appearance] = name
                let selected = try theme["selectedTokenSets"].requireMembers()
                var statuses: [String: (isOutput: Bool, place: TokenNode)] = [:]  // set → whether its colours are read
                for (set, status) in selected {
                    switch try status.string() {
                    case "enabled": statuses[set] = (true, status)
                    case "source": statuses[set] = (false, status)
                    case "disabled": continue
                    default: throw status.problem("\(status.shown) is not a set status (expected enabled, source or disabled)")
                    }
                }
                // Sets, not arrays, so that many sets cost their number, not its square.
                let listed = selected.map(\.key)
                let listedSet = Set(listed)
                let ordered = Set(setOrder ?? [])
                let order = (setOrder ?? []).filter(listedSet.contains) + listed.filter { !ordered.contains($0) }
                chosen.append((appearance, order.compactMap { set in
                    statuses[set].map { (set, $0.isOutput, $0.place) }
                }))
            }
        } catch {
            throw error.paletteError(in: file)
        }
        guard !chosen.isEmpty else {
            throw SwatchError(.palette, "\(place: file): no theme is named after an appearance (\(list: Appearance.allCases.map(\.rawValue)))"
                              + Self.mapHint(unmapped))
        }
        var contexts: [TokenContext] = []
        for (appearance, sets) in chosen {
            var tree = TokenGroup()
            for set in sets {
                let (tokens, setFile) = try loadSet(set.name, set.place)
                let group = try TokenGroup.parse(tokens, file: setFile)
                try budget.charge(group.valueCount, at: "\(place: file): \(verbatim: set.place.keyPath)")
                tree.merge(group.marked(output: set.isOutput))
            }
            contexts.append(TokenContext(appearance: appearance, tree: tree))
        }
        return contexts
    }

    /// `: map them with --appearance-map 'Day=light,Night=dark'`: one or two themes as light and dark; more as
    /// `'A=APPEARANCE,B=APPEARANCE,...'` (at most 20 named); nothing when there were no themes.
    static func mapHint(_ names: [String]) -> MessageText {
        guard !names.isEmpty else { return "" }
        let shown = names.prefix(VisibleText.longestListed).map(VisibleText.quoted)
        let pairs = names.count <= 2 ? zip(shown, ["light", "dark"]).map { "\($0)=\($1)" } : shown.map { "\($0)=APPEARANCE" }
        let more = names.count > shown.count ? ",… and \(names.count - shown.count) more" : ""
        return ": map them with --appearance-map '\(verbatim: pairs.joined(separator: ","))\(more)'"
    }

    /// Themes of the multi-file layout: `$themes.json` at `path`, each set in `NAME.json` beside it, the
    /// set order in `$metadata.json` when it is there.
    static func files(themes: TokenNode, path: String, inputs: InputFiles) throws(SwatchError) -> TokensStudioThemes {
        // Paths joined as text: a URL's path drops `sub/..` by itself, so a set `sub/../core` would be read or refused by
        // how the palette was spelt (the sixteenth hostile pass's H16-5); the file system decides, as it does for a link.
        let folder = (path as NSString).deletingLastPathComponent
        let file = (path as NSString).lastPathComponent
        var order: [String]?
        let metadata = (folder as NSString).appendingPathComponent("$metadata.json")
        var isPresent = stat()
        try inputs.prepare(metadata, shownAs: "\(place: "$metadata.json")")  // a revision's folder makes the file first
        if lstat(metadata, &isPresent) == 0 {
            let data = Data(try inputs.readReferenced(metadata, shownAs: "\(place: "$metadata.json")", role: "a token file"))
            let parsed = try TokensReader.parse(data, file: "$metadata.json")
            do throws(JSONProblem) {
                order = try Self.order(parsed)
            } catch {
                throw error.paletteError(in: "$metadata.json")
            }
        }
        let parsed = ParsedFiles()
        return TokensStudioThemes(themes: themes, file: file, setOrder: order) { (set: String, place: TokenNode) throws(SwatchError) -> (TokenNode, String) in
            let name = set + ".json"
            let setPath = (folder as NSString).appendingPathComponent(name)
            var isPresent = stat()
            let shown: MessageText = "\(place: file): \(verbatim: place.keyPath): set file \(name)"
            // A name with NUL names no file (the C library would cut it there and open another: H17-7).
            let names = !set.hasPrefix("/") && !set.contains("\0")
            // Confined first, so a missing file outside is "leads outside", not a look at whether it exists (H17-10).
            if names { try inputs.prepare(setPath, shownAs: shown) }
            guard names, lstat(setPath, &isPresent) == 0 else {
                throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): no file \(name) for this set")
            }
            // Many names (`core`, `./core`, a link) may be one file: it is read and parsed once.
            let real = PathIdentity.resolved(setPath).path
            if let tokens = parsed.nodes[real] { return (tokens, name) }
            let tokens = try TokensReader.parse(Data(try inputs.readReferenced(setPath, shownAs: shown, role: "a token file")), file: name, shown: shown)
            parsed.nodes[real] = tokens
            return (tokens, name)
        }
    }

    /// The set files parsed so far in one read, by real path.
    private final class ParsedFiles {
        var nodes: [String: TokenNode] = [:]
    }

    /// Themes of the single-file layout: `root` holds `$themes`, `$metadata` and the sets.
    static func single(root: TokenNode, file: String) throws(SwatchError) -> TokensStudioThemes {
        let order: [String]?
        do throws(JSONProblem) { order = try Self.order(root["$metadata"]) } catch { throw error.paletteError(in: file) }
        // Looked up by name once here, so many sets cost their number, not its square.
        let sets = Dictionary((root.members ?? []).map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
        return TokensStudioThemes(themes: root["$themes"], file: file, setOrder: order ?? root.keys.filter { !$0.hasPrefix("$") }) {
            (set: String, place: TokenNode) throws(SwatchError) -> (TokenNode, String) in
            guard let tokens = sets[set] else { throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): no set \"\(set)\" in this file") }
            return (tokens, file)
        }
    }

    /// `tokenSetOrder` of a `$metadata` object; nil when absent.
    static func order(_ metadata: TokenNode) throws(JSONProblem) -> [String]? {
        guard !metadata.isMissing, !metadata["tokenSetOrder"].isMissing else { return nil }
        var names: [String] = []
        for element in try metadata["tokenSetOrder"].elements() { names.append(try element.string()) }
        return names
    }
}

extension TokenGroup {
    /// This group with every token's `isOutput` set to `output`.
    func marked(output: Bool) -> TokenGroup {
        mappingLeaves { $0.marked(output: output) }
    }
}
