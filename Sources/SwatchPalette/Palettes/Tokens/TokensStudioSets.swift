import SwatchSupport

/// A Tokens Studio document without themes, read as one appearance (light): the free plan's export, or a
/// single-file export whose token sets are its top-level keys. Tokens Studio merges the sets it uses into one
/// namespace, a set's name no part of a token's path: `{base}` names the token `base` of whichever set holds it,
/// and a set later in the order replaces a token of the same path (as sd-transforms' `excludeParentKeys` merges them).
///
/// Such a document is one of these:
/// - it has `$themes` and it is empty, or it has `$metadata` and no `$themes`: every top-level member but the
///   `$` ones is a set, merged in `$metadata.tokenSetOrder`'s order (then in document order for sets it does not list);
/// - it has neither, every top-level member is a group, and its references name tokens only once the top-level
///   names are taken as sets: more of them resolve so than as paths from the top (`{base}` rather than `{core.base}`).
///   A document whose references resolve as paths stays one token file, its top-level groups sections.
enum TokensStudioSets {
    /// The sets of `root` (the document `file`) merged, charged to `budget`; nil when `root` is not such a
    /// document. `warnings` gets a line when a set is named after an appearance other than light: without themes
    /// it is merged into light with the rest.
    static func tree(root: TokenNode, file: String, budget: TokenBudget, warnings: inout [MessageText]) throws(SwatchError) -> TokenGroup? {
        let themes = root["$themes"]
        if !themes.isMissing {
            guard case .array(let list) = themes.value, list.isEmpty else { return nil }
        }
        let declared = !themes.isMissing || !root["$metadata"].isMissing
        let order: [String]?
        do throws(JSONProblem) { order = try TokensStudioThemes.order(root["$metadata"]) } catch { throw error.paletteError(in: file) }
        let members = (root.members ?? []).filter { !$0.key.hasPrefix("$") }
        let names = ordered(members.map(\.key), by: order ?? [])
        let sets = Dictionary(members.map { ($0.key, $0.node) }, uniquingKeysWith: { first, _ in first })
        var merged = TokenGroup()
        var groups: [TokenGroup] = []
        if declared {
            for name in names {
                guard let node = sets[name] else { continue }
                let group = try TokenGroup.parse(node, file: file)
                groups.append(group)
                merged.merge(group)
            }
        } else {
            // No word from Tokens Studio: sets only where the references say so.
            guard !members.isEmpty, members.allSatisfy({ $0.node.value?.members != nil }),
                  var whole = try? TokenGroup.parse(root, file: file),
                  whole.members.allSatisfy({ if case .group = $0.member { true } else { false } }) else { return nil }
            // Each reference is looked up by name, group by group: a chain of 60,000 aliases cost 60,000 searches
            // of a 60,000-member group (7 s) before the groups were indexed.
            try whole.makeAllPositions(for: file)
            var unresolvedAsPaths = 0
            forEachReference(in: whole) { if !whole.namesToken($0) { unresolvedAsPaths += 1 } }
            guard unresolvedAsPaths > 0 else { return nil }
            for name in names {
                guard let node = sets[name], let group = try? TokenGroup.parse(node, file: file) else { return nil }
                groups.append(group)
                merged.merge(group)
            }
            try merged.makeAllPositions(for: file)
            var unresolvedAsSets = 0
            forEachReference(in: whole) { if !merged.namesToken($0) { unresolvedAsSets += 1 } }
            guard unresolvedAsSets < unresolvedAsPaths else { return nil }
        }
        try budget.charge(groups.reduce(0) { $0 + $1.valueCount }, at: "\(file)")
        let others = names.filter { name in
            guard let appearance = AppearanceNames().appearance(named: name) else { return false }
            return appearance != .light
        }
        if names.count > 1, let first = others.first {
            warnings.append("\(place: file): no themes, so its \(names.count) sets are merged into one appearance, light: set \"\(first)\" is read as light too (Tokens Studio's $themes say which sets make which appearance)")
        }
        return merged
    }

    /// `names` in the order `order` gives, then the ones it leaves out in their own order.
    static func ordered(_ names: [String], by order: [String]) -> [String] {
        let present = Set(names)
        var seen: Set<String> = []
        let listed = order.filter { present.contains($0) && seen.insert($0).inserted }
        return listed + names.filter { !seen.contains($0) }
    }

    /// Calls `body` with each path that references in `tree`'s token values name: aliases, the aliases inside `rgba()`,
    /// references in expressions and in Tokens Studio's modifiers (`{a.b}` → `["a", "b"]`). One at a time, not a list
    /// of them all.
    static func forEachReference(in tree: TokenGroup, _ body: ([String]) -> Void) {
        for token in tree.tokens() {
            var texts: [String] = []
            if case .string(let text) = token.leaf.value.value { texts.append(text) }
            let modify = token.leaf.node["$extensions"]["studio.tokens"]["modify"]
            if case .string(let text) = modify.value { texts.append(text) }
            for key in ["value", "color"] {
                if case .string(let text) = modify[key].value { texts.append(text) }
            }
            for text in texts where text.utf8.count <= TokenMath.maxLength {
                for reference in TokenMath.references(in: text) {
                    if let path = TokenReference.curly(reference) { body(path) }
                }
            }
        }
    }
}

extension TokenGroup {
    /// Whether `path` names a token in this group (not a group, not nothing).
    func namesToken(_ path: [String]) -> Bool {
        if case .token = member(at: path) { return true }
        return false
    }
}
