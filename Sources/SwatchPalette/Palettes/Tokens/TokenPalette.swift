import SwatchSupport

/// One merged token tree that swatch reads as one appearance: a resolver context, a Tokens Studio theme,
/// or a whole token file (light).
struct TokenContext {
    let appearance: Appearance
    let tree: TokenGroup
}

/// Makes a palette of the colour tokens of some contexts. Groups become sections, named by their path
/// (`Brand/Buttons`); tokens directly at the top go in a section named after the palette; a group's
/// `$root` token is a colour named after the group. Each colour has a value for every context that has
/// the token; tokens of other types are left out.
enum TokenPalette {
    /// The palette called `name` from `contexts`; `file` names the input in messages. Values clipped into
    /// sRGB are reported in `warnings` (after `warnings` given), once for each place they are written.
    /// What `$extends` brings in is charged to `budget`, the document's.
    static func load(_ contexts: consuming [TokenContext], name: String, file: String, options: PaletteReadOptions,
                     warnings given: [MessageText] = [], budget: TokenBudget) throws(SwatchError) -> PaletteLoad {
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        var reported: Set<String> = []
        var warnings = given
        var warned = Set(given)
        // The colours in the order first found, each found again by its path's place in this list: one
        // dictionary entry per colour, its details in the list. The first context's tokens are all new (a tree
        // has each path once), so the dictionary is made only when a second context needs it.
        var found: [Found] = []
        var foundIndex: [TokenPath: Int] = [:]
        var failed: Set<TokenPath> = []
        var sorted = contexts.sorted(by: { $0.appearance.sortIndex < $1.appearance.sortIndex })
        contexts = []
        for number in sorted.indices {
            if number == 1 { foundIndex = Dictionary(uniqueKeysWithValues: found.indices.map { (found[$0].path, $0) }) }
            let context = sorted[number]
            let tree = try context.tree.resolvingExtends(budget: budget)
            // The flat list of its tokens and the tables worked out for them, and for the first context the list of
            // colours, are made at once: checked first, so a limit between the reader's checks is one line, not a failed
            // allocation (50,000 tokens: 11 MB).
            let listBytes = TokenColors.bytesPerToken + (number == 0 ? MemoryLayout<Found>.stride : 0)
            try MemoryBudget.check(needing: tree.valueCount * listBytes, shown: "\(place: file)")
            let colors = TokenColors(tree)
            if number == 0 { found.reserveCapacity(colors.tokens.count) }
            for token in colors.tokens where token.leaf.isOutput && !failed.contains(token.path) {
                do throws(SwatchError) {
                    guard try colors.type(of: token) == "color" else { continue }
                    let (value, place) = try colors.color(of: token, rounding: options.rounding)
                    let index = number == 0 ? found.count : foundIndex[token.path] ?? found.count
                    if index == found.count {
                        if number > 0 { foundIndex[token.path] = index }
                        found.append(Found(path: token.path, file: token.leaf.file, keyPath: token.leaf.node.keyPath))
                    }
                    found[index].set(value, for: context.appearance)
                    if token.leaf.file != found[index].file, !found[index].otherFiles.contains(token.leaf.file) {
                        found[index].otherFiles.append(token.leaf.file)
                    }
                    if value.clipped, let space = value.space {
                        let warning: MessageText = "\(place): \(space.rawValue) colour is outside sRGB and was clipped"
                        if warned.insert(warning).inserted { warnings.append(warning) }
                    }
                } catch {
                    failed.insert(token.path)
                    if let index = foundIndex[token.path] { found[index].dropped = true }
                    if reported.insert(error.message).inserted { try errors.record(error) }
                }
            }
        }
        sorted = []  // the trees are read: the palette is made without them
        var sections: [SectionColors] = []
        var sectionIndex: [String: Int] = [:]
        var sectionNames: [TokenGroupPath: String] = [:]
        for entry in found where !entry.dropped {
            let (group, colorName) = place(of: entry.path, names: &sectionNames)
            let section = group ?? name
            let values = entry.values
            let color = NamedColor(name: colorName, values: Dictionary(uniqueKeysWithValues: values.map { ($0.appearance, $0.value.color) }),
                                   sources: [entry.file] + entry.otherFiles,
                                   sourceValues: Dictionary(uniqueKeysWithValues: values.compactMap { item in item.value.source.map { (item.appearance, $0) } }))
            let index = sectionIndex[section] ?? sections.count
            if index == sections.count {
                sectionIndex[section] = index
                sections.append(SectionColors(name: section, atTop: group == nil))
            }
            try sections[index].add(color, at: "\(place: entry.file): \(verbatim: entry.keyPath)", errors: &errors)
        }
        let kept = sections.filter { !$0.colors.isEmpty }.map { PaletteSection(name: $0.name, colors: $0.colors) }
        guard !kept.isEmpty else {
            if let first = errors.skipped.first {
                throw SwatchError(.palette, "\(place: file): no colour token could be read (\(errors.skipped.count) skipped; the first: \(first))")
            }
            throw SwatchError(.palette, "\(place: file): no colour tokens found (a colour token has \"$type\": \"color\", its own or its group's)")
        }
        return PaletteLoad(palette: Palette(name: name, title: "\(name) tokens", sections: kept), warnings: warnings,
                           skipped: errors.skipped)
    }

    /// A colour token found so far: its path, where it is first given (file and key path), its value per context,
    /// the files it is in, and whether a later context found it broken. Only what the palette and its messages need,
    /// not the token, so the trees can go before the palette is made: a file of a million colours keeps a million of these.
    private struct Found {
        let path: TokenPath
        let file: String
        let keyPath: String
        /// The first context's value, kept in place: most colours have one or two, and no list of their own.
        private var first: (appearance: Appearance, value: TokenColorValue)?
        /// The other contexts' values, by appearance.
        private var others: [(appearance: Appearance, value: TokenColorValue)] = []
        /// The files it is in besides `file`: none for most colours, which keep no list of their own meanwhile.
        var otherFiles: [String] = []
        var dropped = false

        init(path: TokenPath, file: String, keyPath: String) {
            self.path = path
            self.file = file
            self.keyPath = keyPath
        }

        /// Each context's value, by its appearance.
        var values: [(appearance: Appearance, value: TokenColorValue)] { (first.map { [$0] } ?? []) + others }

        /// Records `value` for `appearance`, replacing one found before for it.
        mutating func set(_ value: TokenColorValue, for appearance: Appearance) {
            if first == nil || first?.appearance == appearance {
                first = (appearance, value)
            } else if let index = others.firstIndex(where: { $0.appearance == appearance }) {
                others[index].value = value
            } else {
                others.append((appearance, value))
            }
        }
    }

    /// The group path (`Brand/Buttons`; nil for a token at the top) and the colour name of the token at `path`.
    /// Each group's path is joined once, in `names`, however many colours it holds.
    static func place(of path: TokenPath, names: inout [TokenGroupPath: String]) -> (group: String?, name: String) {
        var group = path.group
        var name = path.name
        if name == "$root", let parent = group.parent {
            name = group.name
            group = parent
        }
        guard group.depth > 0 else { return (nil, name) }
        if let known = names[group] { return (known, name) }
        let joined = group.names.joined(separator: "/")
        names[group] = joined
        return (joined, name)
    }
}
