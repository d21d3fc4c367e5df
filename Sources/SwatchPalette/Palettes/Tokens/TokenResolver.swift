import Foundation
import SwatchSupport

/// Reads a resolver document (Design Tokens Resolver Module 2025.10, `*.resolver.json`) into one token
/// tree per appearance.
///
/// - The **appearance modifier** is the modifier whose contexts are named after appearances (`light`,
///   `dark`, `lightHighContrast`, `darkHighContrast`, `darkElevated`, `darkElevatedHighContrast`, in any
///   case, with or without dashes, or as `--appearance-map` names them); each such context becomes that
///   appearance, other contexts of it are left out with a warning (an error when the user mapped names). A document without one has one appearance, light.
/// - Every other modifier takes its `default` context (one without a default is an error: swatch has no
///   input to choose it).
/// - For each appearance the `resolutionOrder` is followed: sets and contexts contribute their sources
///   in order, later tokens replacing earlier ones, and the merged tree is resolved as one document.
/// - Sources are inline tokens or reference objects: `{"$ref": "#/sets/name"}`, a file relative to the
///   resolver (`{"$ref": "theme/dark.tokens.json"}`, optionally with `#/pointer`), or a same-document
///   pointer. Members beside `$ref` override the referenced object's. Remote URLs are not fetched.
/// - Each set is merged once and remembered, however many sets and contexts refer to it; what it brings in
///   is counted each time against the document's `TokenBudget`, and a chain of sets referring to sets may
///   be `ResolutionLimits.maxDepth` long.
struct TokenResolver {
    let root: TokenNode
    let file: String
    let folder: URL
    /// Where referenced files are read: inside the resolver's folder, recorded as the run's inputs.
    let inputs: InputFiles
    /// Counts the values the document expands to (shared with the `$extends` of its contexts).
    let budget: TokenBudget
    /// Which context is which appearance.
    let names: AppearanceNames
    private var loaded: [[UInt8]: TokenNode] = [:]  // by path's bytes: `String` keys take `café` and `cafe\u{301}` for one
    /// The sets merged so far, by name.
    private var sets: [String: MergedSet] = [:]
    /// The members of `sets`, by name, so that looking one up costs one step, not one per set.
    private let setNodes: [String: TokenNode]

    /// A set's sources merged into one tree.
    private struct MergedSet {
        let tree: TokenGroup
        /// Its tokens and groups, those of the sets it refers to counted each time it refers to them.
        let count: Int
        /// The longest chain of sets it starts: 1, or one more than that of a set it refers to.
        let depth: Int
    }

    static let rootKeys: Set<String> = ["$schema", "name", "version", "description", "sets", "modifiers", "resolutionOrder", "$defs", "$extensions"]

    init(root: TokenNode, file: String, folder: URL, inputs: InputFiles, budget: TokenBudget, names: AppearanceNames = AppearanceNames()) {
        self.root = root
        self.names = names
        self.file = file
        self.folder = folder
        self.inputs = inputs
        self.budget = budget
        setNodes = Dictionary((root["sets"].members ?? []).map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
    }

    /// An item of `resolutionOrder`: a set's sources, or a modifier.
    private enum Item {
        /// `name` is the set's key in `sets` for a referenced set, nil for an inline one.
        case set(name: String?, sources: TokenNode)
        case modifier(name: String, node: TokenNode)
    }

    /// The name the document gives itself, and one token tree per appearance.
    mutating func contexts(warnings: inout [MessageText]) throws(SwatchError) -> (name: String?, contexts: [TokenContext]) {
        let items: [Item]
        let name: String?
        do throws(JSONProblem) {
            try root.onlyKeys(Self.rootKeys)
            let version = try root["version"].string()
            guard version == "2025.10" else { throw root["version"].problem("\(root["version"].shown) is not a resolver version swatch reads (expected \"2025.10\")") }
            name = try root["name"].optionalString()
            items = try orderItems()
        } catch {
            throw error.paletteError(in: file)
        }
        let modifiers = items.compactMap { item -> (name: String, node: TokenNode)? in
            if case let .modifier(name, node) = item { return (name, node) }
            return nil
        }
        let appearanceModifiers = modifiers.filter { $0.node["contexts"].keys.contains { names.appearance(named: $0) != nil } }
        if appearanceModifiers.count > 1 {
            throw SwatchError(.palette, "\(place: file): modifiers \(verbatim: appearanceModifiers.map { "\"\(VisibleText.quoted($0.name))\"" }.joined(separator: " and ")) both have contexts named after appearances; swatch reads one")
        }
        var appearances: [(Appearance, String?)] = [(.light, nil)]
        if let modifier = appearanceModifiers.first {
            appearances = []
            for (context, node) in modifier.node["contexts"].members ?? [] {
                guard let appearance = names.appearance(named: context) else {
                    guard names.isEmpty else {
                        throw SwatchError(.palette, "\(place: file): \(verbatim: node.keyPath): context \"\(context)\" maps to no appearance: \(names.hint(for: context))")
                    }
                    // The context by its name, quoted: in the key path a name of dots or `: ` read as more keys (H21-12).
                    warnings.append("\(place: file): \(verbatim: modifier.node["contexts"].keyPath): context \"\(context)\" is not an appearance (\(list: Appearance.allCases.map(\.rawValue))); left out")
                    continue
                }
                if let other = appearances.first(where: { $0.0 == appearance }) {
                    throw SwatchError(.palette, "\(place: file): \(verbatim: node.keyPath): \"\(other.1 ?? "")\" is \(appearance.rawValue) already")
                }
                appearances.append((appearance, context))
            }
        }
        var contexts: [TokenContext] = []
        for (appearance, contextName) in appearances {
            var tree = TokenGroup()
            for item in items {
                switch item {
                case let .set(name, sources):
                    let count: Int
                    if let name {
                        let set = try merged(set: name, chain: [name])
                        tree.merge(set.tree)
                        count = set.count
                    } else {
                        count = try add(sources, to: &tree, chain: []).count
                    }
                    try budget.charge(count, at: "\(place: file): \(verbatim: sources.keyPath)")
                case let .modifier(modifierName, node):
                    let chosen: String
                    if modifierName == appearanceModifiers.first?.name, let contextName {
                        chosen = contextName
                    } else {
                        guard case .string(let fallback) = node["default"].value else {
                            throw SwatchError(.palette, "\(place: file): \(verbatim: node.keyPath): no default context, and swatch chooses only appearances (\(list: Appearance.allCases.map(\.rawValue))); give it \"default\"")
                        }
                        chosen = fallback
                    }
                    let count = try add(node["contexts"][chosen], to: &tree, chain: []).count
                    try budget.charge(count, at: "\(place: file): \(verbatim: node["contexts"][chosen].keyPath)")
                }
            }
            contexts.append(TokenContext(appearance: appearance, tree: tree))
        }
        return (name, contexts)
    }

    /// The `resolutionOrder` items, each checked: references to `#/sets/…` and `#/modifiers/…`, or inline
    /// sets and modifiers with a unique `name` and a `type`.
    private func orderItems() throws(JSONProblem) -> [Item] {
        var items: [Item] = []
        var inlineNames: Set<String> = []
        for element in try root["resolutionOrder"].elements() {
            if let reference = try referenceString(element) {
                let parts = reference.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                guard parts.count == 3, parts[0] == "#", ["sets", "modifiers"].contains(parts[1]) else {
                    throw element["$ref"].problem("\(element["$ref"].shown) is not a set or modifier of this document (expected #/sets/NAME or #/modifiers/NAME)")
                }
                let target = parts[1] == "sets" ? setNodes[parts[2]] ?? root["sets"][parts[2]] : root[parts[1]][parts[2]]
                guard !target.isMissing else { throw element["$ref"].problem("\(element["$ref"].shown) names no \(parts[1] == "sets" ? "set" : "modifier")") }
                items.append(parts[1] == "sets" ? .set(name: parts[2], sources: try checkedSet(target)) : .modifier(name: parts[2], node: try checkedModifier(target, inline: false)))
                continue
            }
            let name = try element["name"].string()
            guard inlineNames.insert(name).inserted else { throw element["name"].problem("\(element["name"].shown) is the name of an earlier item") }
            switch try element["type"].string() {
            case "set": items.append(.set(name: nil, sources: try checkedSet(element, inline: true)))
            case "modifier": items.append(.modifier(name: name, node: try checkedModifier(element, inline: true)))
            default: throw element["type"].problem("\(element["type"].shown) is not a type of item (expected \"set\" or \"modifier\")")
            }
        }
        return items
    }

    /// A set's `sources` array, its keys checked.
    private func checkedSet(_ node: TokenNode, inline: Bool = false) throws(JSONProblem) -> TokenNode {
        try node.onlyKeys(inline ? ["name", "type", "description", "sources", "$extensions"] : ["description", "sources", "$extensions"])
        _ = try node["sources"].elements()
        return node["sources"]
    }

    /// A modifier, checked: at least one context, each an array; a default that is one of them.
    private func checkedModifier(_ node: TokenNode, inline: Bool) throws(JSONProblem) -> TokenNode {
        try node.onlyKeys(inline ? ["name", "type", "description", "contexts", "default", "$extensions"] : ["description", "contexts", "default", "$extensions"])
        let contexts = try node["contexts"].requireMembers()
        guard !contexts.isEmpty else { throw node["contexts"].problem("a modifier needs at least one context") }
        for (_, context) in contexts { _ = try context.elements() }
        if let fallback = try node["default"].optionalString(), !node["contexts"].keys.contains(fallback) {
            throw node["default"].problem("\(node["default"].shown) is not one of the contexts (\(list: node["contexts"].keys))")
        }
        return node
    }

    /// The set `name` merged, from memory when it has been already; `chain` holds the sets being merged,
    /// outermost first, ending with `name`.
    private mutating func merged(set name: String, chain: [String]) throws(SwatchError) -> MergedSet {
        let start: MessageText = "\(place: file): \(verbatim: root["sets"].keyPath).\(chain[0])"
        if let known = sets[name] {
            if chain.count - 1 + known.depth > ResolutionLimits.maxDepth { throw TokenBudget.tooDeep(at: start, links: "set references") }
            return known
        }
        if chain.count > ResolutionLimits.maxDepth { throw TokenBudget.tooDeep(at: start, links: "set references") }
        var tree = TokenGroup()
        let (count, depth) = try add((setNodes[name] ?? root["sets"][name])["sources"], to: &tree, chain: chain)
        let set = MergedSet(tree: tree, count: count, depth: depth + 1)
        sets[name] = set
        return set
    }

    /// Merges the token sources of `sources` (an array) into `tree`; `chain` holds the sets being merged.
    /// Returns the values they bring in (more than `ResolutionLimits.maxValues` is an error) and the longest
    /// chain of sets they refer to.
    private mutating func add(_ sources: TokenNode, to tree: inout TokenGroup, chain: [String]) throws(SwatchError) -> (count: Int, depth: Int) {
        let elements: [TokenNode]
        do throws(JSONProblem) { elements = try sources.elements() } catch { throw error.paletteError(in: file) }
        var count = 0
        var depth = 0
        for source in elements {
            let reference: String?
            do throws(JSONProblem) { reference = try referenceString(source) } catch { throw error.paletteError(in: file) }
            let group: TokenGroup
            if let reference {
                let resolverFile = file
                let at = { (text: MessageText) in SwatchError(.palette, "\(place: resolverFile): \(verbatim: source["$ref"].keyPath): \(text)") }
                if reference.hasPrefix("#/sets/") {
                    let name = String(reference.dropFirst("#/sets/".count))
                    guard setNodes[name] != nil else { throw at("\(source["$ref"].shown) names no set") }
                    if chain.contains(name) { throw at("set cycle: \(chain: chain + [name])") }
                    let set = try merged(set: name, chain: chain + [name])
                    tree.merge(set.tree)
                    count += set.count
                    depth = max(depth, set.depth)
                    if count > ResolutionLimits.maxValues { throw TokenBudget.tooLarge(at: "\(place: file): \(verbatim: sources.keyPath)") }
                    continue
                } else if reference.hasPrefix("#/modifiers") || reference.hasPrefix("#/resolutionOrder") {
                    throw at("\(source["$ref"].shown): a set or context must not refer to a modifier or to resolutionOrder")
                } else if reference.hasPrefix("#") {
                    group = try TokenGroup.parse(try pointer(reference, in: root, file: file, at: source["$ref"]), file: file)
                } else {
                    let (node, name) = try load(reference, at: source["$ref"])
                    group = try TokenGroup.parse(overridden(node, by: source), file: name)
                }
            } else {
                group = try TokenGroup.parse(source, file: file)
            }
            tree.merge(group)
            count += group.valueCount
            if count > ResolutionLimits.maxValues { throw TokenBudget.tooLarge(at: "\(place: file): \(verbatim: sources.keyPath)") }
        }
        return (count, depth)
    }

    /// The file (and pointer into it) `reference` names, relative to the resolver, and its name for messages.
    private mutating func load(_ reference: String, at place: TokenNode) throws(SwatchError) -> (TokenNode, String) {
        let parts = reference.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let path = parts[0]
        if path.contains("://") { throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown): remote references are not read; download the file") }
        if path.hasPrefix("/") { throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown): an absolute path; a reference names a file relative to \(file)") }
        // Joined as text, so the file system resolves `dl/..` through the link `dl`, as it would open it (a URL's path
        // drops `dl/..` by itself: H17-13).
        let target = (folder.path as NSString).appendingPathComponent(path)
        let shown: MessageText = "\(place: file): \(verbatim: place.keyPath): \(place.shown)"
        try inputs.prepare(target, shownAs: shown)  // a revision's folder makes the file first
        // A whole file is a token file: the resolver itself, or another resolver, would fail as one at its `version`.
        let whole = parts.count < 2 || parts[1].isEmpty
        if whole, PathIdentity.resolved(target).path == PathIdentity.resolved(folder.appendingPathComponent(file).path).path {
            throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown) refers to \(file) itself; a source is a token file")
        }
        let document: TokenNode
        if let cached = loaded[Array(target.utf8)] {
            document = cached
        } else {
            document = try TokensReader.parse(Data(try inputs.readReferenced(target, shownAs: shown, role: "a token file")), file: path, shown: shown)
            loaded[Array(target.utf8)] = document
        }
        if whole, TokensReader.isResolver(document, file: (target as NSString).lastPathComponent) {
            throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown) is a resolver document; a source is a token file")
        }
        guard !whole else { return (document, path) }
        let fragment = parts[1].hasPrefix("/") ? "#" + parts[1] : "#/" + parts[1]
        return (try pointer(fragment, in: document, file: path, at: place), path)
    }

    /// The node JSON pointer `reference` (`#/a/b`) names in `document`.
    private func pointer(_ reference: String, in document: TokenNode, file name: String, at place: TokenNode) throws(SwatchError) -> TokenNode {
        guard let path = TokenReference.path(reference), reference.hasPrefix("#/") else {
            throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown) is not a JSON pointer")
        }
        var node = document
        for segment in path {
            if case .array = node.value, let index = Int(segment), let elements = try? node.elements(), elements.indices.contains(index) {
                node = elements[index]
            } else {
                node = node[segment]
            }
            if node.isMissing { throw SwatchError(.palette, "\(place: file): \(verbatim: place.keyPath): \(place.shown): \(name) has nothing at \(reference)") }
        }
        return node
    }

    /// `node` with the members written beside `$ref` in `source` laid over its own (shallowly).
    private func overridden(_ node: TokenNode, by source: TokenNode) -> TokenNode {
        let extra = (source.value?.members ?? []).filter { $0.key != "$ref" }
        guard !extra.isEmpty, var members = node.value?.members else { return node }
        for member in extra {
            if let index = members.firstIndex(where: { $0.key == member.key }) { members[index] = member } else { members.append(member) }
        }
        return TokenNode(root: .object(members), keyPath: node.keyPath)
    }

    /// The `$ref` of a reference object; nil for anything else.
    private func referenceString(_ node: TokenNode) throws(JSONProblem) -> String? {
        guard node.value?.members != nil else { throw node.problem("\(node.shown) is not a source (expected {\"$ref\": ...} or tokens)") }
        return try node["$ref"].optionalString()
    }
}
