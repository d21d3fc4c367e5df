import SwatchSupport

/// `$extends`: a group inherits the tokens and groups of another, its own members laid over them (a deep
/// merge, as the format module specifies). The reference is a curly-brace path (`"{button}"`) or a JSON
/// pointer (`"#/button"`) to a group in the same (merged) document; a chain that comes back on itself, a
/// group extending one of its own ancestors, and a target that is a token or absent are errors.
///
/// Each group extended is resolved once and remembered, so a group many others extend costs its size once;
/// but what it brings in is charged to the document's `TokenBudget` each time, so groups extending groups
/// twice over are refused long before they fill memory. Nested groups and `$extends` together may go
/// `ResolutionLimits.maxDepth` levels below a top-level group (a chain of that many `$extends` resolves),
/// which also bounds the recursion here and the depth of the tree it makes.
extension TokenGroup {
    /// This tree with every `$extends` replaced by what it inherits, the inherited values charged to `budget`.
    func resolvingExtends(budget: TokenBudget) throws(SwatchError) -> TokenGroup {
        guard containsExtends else { return self }  // the same tree, not a copy of it
        var root = self
        root.makeAllPositions()  // `$extends` targets are looked up by name
        // The top of the document is one level above its groups, so they are at level 0.
        return try ExtendsResolution(root: root, budget: budget).resolved(root, path: [], level: -1, chain: []).group
    }

    /// Whether this group or a group inside it has `$extends`.
    private var containsExtends: Bool {
        extends != nil || members.contains { entry in
            if case .group(let group) = entry.member { return group.containsExtends }
            return false
        }
    }

    fileprivate static func reference(_ path: [String]) -> String { "{" + path.joined(separator: ".") + "}" }
}

/// One `resolvingExtends` of a tree: the tree, the budget, and the groups resolved so far.
private final class ExtendsResolution {
    /// The whole tree, where `$extends` references are looked up.
    let root: TokenGroup
    /// The document's budget, charged with every group inherited.
    let budget: TokenBudget
    /// Groups already resolved as the target of an `$extends`, by path: the group, the values it counts
    /// (inherited ones each time), and how many levels resolving it went below it.
    var done: [[String]: Resolved] = [:]

    /// A group with its `$extends` resolved.
    struct Resolved {
        var group: TokenGroup
        /// Its tokens and groups, those it inherits counted as often as they are inherited.
        var count: Int
        /// The levels (nested groups and `$extends`) resolving it went below it.
        var reach: Int
    }

    /// An `$extends` being followed: the group that has it, the group it names, and where it is written.
    struct Link {
        let from: [String]
        let target: [String]
        let declared: TokenGroup.Declared
    }

    /// A resolution of `root` charging `budget`.
    init(root: TokenGroup, budget: TokenBudget) {
        self.root = root
        self.budget = budget
    }

    /// `group` (at `path`, `level` levels below a top-level group) resolved; `chain` holds the `$extends`
    /// being followed, outermost first.
    func resolved(_ group: TokenGroup, path: [String], level: Int, chain: [Link]) throws(SwatchError) -> Resolved {
        var result = Resolved(group: TokenGroup(type: group.type), count: 0, reach: 0)
        var chain = chain
        if let extends = group.extends {
            let place: MessageText = "\(place: extends.file): \(verbatim: extends.node.keyPath)"
            let problem = { (text: MessageText) in SwatchError(.palette, "\(place): \(text)") }
            guard let target = TokenReference.path(extends.value) else {
                throw problem("\(extends.node.shown) is not a reference to a group (expected \"{group}\" or \"#/group\")")
            }
            let name = TokenGroup.reference(target)
            if path.starts(with: target) { throw problem("\(name) contains this group, which cannot extend it") }
            chain.append(Link(from: path, target: target, declared: extends))
            // Inheriting a group that is being inherited already would include it in itself.
            if chain.dropLast().contains(where: { $0.from.starts(with: target) || $0.target.starts(with: target) }) {
                throw problem("$extends cycle: \(list: chain.map { "\(TokenGroup.reference($0.from)) extends \(TokenGroup.reference($0.target))" })")
            }
            guard let member = root.member(at: target) else { throw problem("\(name) does not name a group") }
            guard case .group(let inherited) = member else { throw problem("\(name) is a token, not a group") }
            try checkDepth(level + 1, chain: chain)
            let targetResolved: Resolved
            if let cached = done[target] {
                targetResolved = cached
            } else {
                targetResolved = try resolved(inherited, path: target, level: level + 1, chain: chain)
                done[target] = targetResolved
            }
            try checkDepth(level + 1 + targetResolved.reach, chain: chain)
            try budget.charge(targetResolved.count, at: place)
            result = targetResolved
            if let type = group.type { result.group.type = type }
            result.reach += 1
        }
        var own = TokenGroup()
        for (name, member) in group.members {
            result.count += 1
            switch member {
            case .token: own.set(name, member)
            case .group(let child):
                try checkDepth(level + 1, chain: chain)
                let inner = try resolved(child, path: path + [name], level: level + 1, chain: chain)
                own.set(name, .group(inner.group))
                result.count += inner.count
                result.reach = max(result.reach, 1 + inner.reach)
            }
        }
        result.group.merge(own)
        return result
    }

    /// Refuses a group `level` levels below a top-level group, naming the start of the `$extends` that led
    /// there (groups nested in the document alone cannot get this deep: the parser refuses them first).
    private func checkDepth(_ level: Int, chain: [Link]) throws(SwatchError) {
        guard level > ResolutionLimits.maxDepth, let start = chain.first?.declared else { return }
        throw TokenBudget.tooDeep(at: "\(place: start.file): \(verbatim: start.node.keyPath)", links: "$extends and nested groups")
    }
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

    /// `{a.b}` → `["a", "b"]`; nil unless the whole text is one curly-brace reference of at most
    /// `ResolutionLimits.maxDepth` names, as deep as a document nests (a 10 MB alias of five million names was split
    /// whole, and aborted under a memory limit: the fourteenth hostile pass's H14-1).
    static func curly(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.utf8.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}"),
              inner.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count < ResolutionLimits.maxDepth else { return nil }
        let segments = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return segments.contains(where: \.isEmpty) ? nil : segments
    }
}
