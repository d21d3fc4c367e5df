/// `$extends`: a group inherits the tokens and groups of another, its own members laid over them (a deep
/// merge, as the format module specifies). The reference is a curly-brace path (`"{button}"`) or a JSON
/// pointer (`"#/button"`) to a group in the same (merged) document; a chain that comes back on itself, a
/// group extending one of its own ancestors, and a target that is a token or absent are errors.
extension TokenGroup {
    /// This tree with every `$extends` replaced by what it inherits.
    func resolvingExtends() throws(SwatchError) -> TokenGroup {
        try resolved(root: self, path: [], chain: [], done: Resolved())
    }

    /// Groups already resolved as the target of an `$extends`, by path, so a group many others extend is
    /// resolved once (and chains of them cannot grow exponentially).
    private final class Resolved {
        var groups: [[String]: TokenGroup] = [:]
    }

    /// This group (at `path`) resolved; `chain` holds the `$extends` being followed, outermost first.
    private func resolved(root: TokenGroup, path: [String], chain: [(from: [String], target: [String])],
                          done: Resolved) throws(SwatchError) -> TokenGroup {
        var result = TokenGroup(type: type)
        var chain = chain
        if let extends {
            let problem = { (text: String) in SwatchError(.palette, "\(extends.file): \(extends.node.keyPath): \(text)") }
            guard let target = TokenReference.path(extends.value) else {
                throw problem("\(extends.node.shown) is not a reference to a group (expected \"{group}\" or \"#/group\")")
            }
            let name = Self.reference(target)
            if path.starts(with: target) { throw problem("\(name) contains this group, which cannot extend it") }
            chain.append((path, target))
            // Inheriting a group that is being inherited already would include it in itself.
            if chain.dropLast().contains(where: { $0.from.starts(with: target) || $0.target.starts(with: target) }) {
                throw problem("$extends cycle: " + chain.map { "\(Self.reference($0.from)) extends \(Self.reference($0.target))" }.joined(separator: ", "))
            }
            guard let member = root.member(at: target) else { throw problem("\(name) does not name a group") }
            guard case .group(let inherited) = member else { throw problem("\(name) is a token, not a group") }
            if let cached = done.groups[target] {
                result = cached
            } else {
                result = try inherited.resolved(root: root, path: target, chain: chain, done: done)
                done.groups[target] = result
            }
            if let type { result.type = type }
        }
        var own = TokenGroup()
        own.members.reserveCapacity(members.count)
        for (name, member) in members {
            switch member {
            case .token: own.members.append((name, member))
            case .group(let group):
                own.members.append((name, .group(try group.resolved(root: root, path: path + [name], chain: chain, done: done))))
            }
        }
        result.merge(own)
        return result
    }

    private static func reference(_ path: [String]) -> String { "{" + path.joined(separator: ".") + "}" }
}

/// The two ways a token document refers to another token or group.
enum TokenReference {
    /// The path a reference names: `{a.b}` → `["a", "b"]`, `#/a/b` → `["a", "b"]` (with `~1` for `/` and
    /// `~0` for `~`); nil when `text` is neither form.
    static func path(_ text: String) -> [String]? {
        if let curly = curly(text) { return curly }
        guard text.hasPrefix("#/") else { return nil }
        let segments = text.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
        return segments.contains(where: \.isEmpty) ? nil : segments
    }

    /// `{a.b}` → `["a", "b"]`; nil unless the whole text is one curly-brace reference.
    static func curly(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return segments.contains(where: \.isEmpty) ? nil : segments
    }
}
