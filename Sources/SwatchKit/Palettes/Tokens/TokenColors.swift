/// The tokens of one merged token tree (one context of a resolver, or one file), with types and aliases
/// resolved as the format module says:
///
/// - A token's type is its own `$type`; else, for an alias, the type of the token it names; else the
///   `$type` of its closest group. A token whose type cannot be found is an error (tools must not guess).
/// - An alias is a `$value` of `"{group.token}"`, a token-level `"$ref": "#/group/token"`, or a `$value`
///   of `{"$ref": "#/group/token/$value"}`. Chains are followed to the end; a chain that comes back on
///   itself is an error naming it (`{a} → {b} → {a}`), as is an alias to a token of another type.
/// - A `{"$ref": "#/…"}` in place of a colour's component, alpha, colour space or hex is a JSON pointer
///   into the document (`#/base/blue/$value/components/0`).
///
/// Types, the ends of alias chains and what component pointers point to are remembered, so long chains and
/// many references to one token cost linear time, not quadratic. A chain of more than
/// `ResolutionLimits.maxDepth` aliases, or of component pointers, is an error naming its start.
struct TokenColors {
    let tokens: [FlatToken]
    private let index: [[String]: Int]
    /// The most names in a token's path: no longer prefix of a pointer can name a token.
    private let longestPath: Int
    private let known = Known()

    /// What has been worked out already, by token path.
    private final class Known {
        var types: [[String]: String] = [:]
        /// The token whose value an alias (or a token with a value of its own) stands for, and the number
        /// of aliases from one to the other.
        var ends: [[String]: (end: FlatToken, links: Int)] = [:]
        /// What a component pointer (`#/base/blue/$value/components/0`) points to once followed to the end,
        /// and the number of pointers followed on the way, itself included.
        var pointers: [String: (node: TokenNode, depth: Int)] = [:]
    }

    /// The aliases followed from one token, in order, for cycle detection and its message.
    private struct Chain {
        private(set) var tokens: [FlatToken]
        private var paths: Set<[String]>

        init(_ first: FlatToken) {
            tokens = [first]
            paths = [first.path]
        }

        func contains(_ token: FlatToken) -> Bool { paths.contains(token.path) }

        mutating func append(_ token: FlatToken) {
            tokens.append(token)
            paths.insert(token.path)
        }
    }

    init(_ tree: TokenGroup) {
        tokens = tree.tokens()
        var index: [[String]: Int] = [:]
        for (position, token) in tokens.enumerated() { index[token.path] = position }
        self.index = index
        longestPath = tokens.map(\.path.count).max() ?? 0
    }

    /// The token at `path`, if any.
    func token(at path: [String]) -> FlatToken? { index[path].map { tokens[$0] } }

    /// `token`'s type (`color`, `dimension`, ...), following aliases where it has none of its own.
    func type(of token: FlatToken) throws(SwatchError) -> String {
        var chain = Chain(token)
        var current = token
        var type: String
        while true {
            if let own = current.leaf.type ?? known.types[current.path] {
                type = own
                break
            }
            guard let next = try target(of: current, chain: chain) else {
                guard let inherited = current.groupType else {
                    throw problem(current, "\(current.leaf.node.keyPath)", "has no $type (give it \"$type\": \"color\", or its group)")
                }
                type = inherited
                break
            }
            chain.append(next)
            current = next
        }
        // Every token of the chain without a type of its own has the type found at its end.
        for link in chain.tokens.reversed() {
            if let own = link.leaf.type { type = own }
            known.types[link.path] = type
        }
        return type
    }

    /// The colour of `token`, a colour token, following its aliases, and where the value read is written
    /// (`dark.tokens.json: Brand.glow`, the end of the alias chain).
    func color(of token: FlatToken, rounding: HexRounding) throws(SwatchError) -> (value: TokenColorValue, place: String) {
        var chain = Chain(token)
        var current = known.ends[token.path]?.end ?? token
        if known.ends[token.path] == nil {
            var links: Int?  // aliases from `token` to the end, when a remembered end is reached
            while let next = try target(of: current, chain: chain) {
                let type = try self.type(of: next)
                guard type == "color" else {
                    throw problem(current, valuePath(current), "\(next.reference) is a \(type) token, not a color token")
                }
                if let known = known.ends[next.path] {
                    current = known.end
                    links = chain.tokens.count + known.links
                    break
                }
                chain.append(next)
                current = next
                if chain.tokens.count - 1 > ResolutionLimits.maxDepth { break }
            }
            let total = links ?? chain.tokens.count - 1
            if total > ResolutionLimits.maxDepth {
                throw problem(token, valuePath(token), TokenBudget.tooDeepText(links: "aliases"))
            }
            for (position, link) in chain.tokens.enumerated() { known.ends[link.path] = (current, total - position) }
        }
        let leaf = current.leaf
        do throws(JSONProblem) {
            let value = try TokenColorValue(leaf.value, rounding: rounding) { (node: TokenNode) throws(JSONProblem) -> TokenNode in
                try self.pointed(node, seen: [], start: node).node
            }
            return (value, "\(leaf.file): \(leaf.node.keyPath)")
        } catch {
            throw error.paletteError(in: leaf.file)
        }
    }

    /// The token `token` is an alias of, or nil when it has a value of its own. `chain` is the aliases
    /// followed so far, for the cycle error.
    private func target(of token: FlatToken, chain: Chain) throws(SwatchError) -> FlatToken? {
        let node = token.leaf.node
        let reference: String
        if case .string(let text) = node["$ref"].value {
            reference = text
        } else if case .string(let text) = token.leaf.value.value, text.hasPrefix("{") {
            reference = text
        } else if token.leaf.value.keys == ["$ref"], case .string(let text) = token.leaf.value["$ref"].value {
            reference = text
        } else {
            if !node["$ref"].isMissing { throw problem(token, node["$ref"].keyPath, "\(node["$ref"].shown) is not a string") }
            return nil
        }
        let shownAt = node["$ref"].isMissing ? valuePath(token) : node["$ref"].keyPath
        guard var path = TokenReference.path(reference) else {
            throw problem(token, shownAt, "\(OrderedJSON.quoted(VisibleText.abbreviated(reference))) is not a reference (expected {group.token} or #/group/token)")
        }
        if reference.hasPrefix("#/"), path.last == "$value" { path.removeLast() }
        let name = "{" + path.joined(separator: ".") + "}"
        guard let target = self.token(at: path) else {
            let isGroup = tokens.contains { $0.path.count > path.count && $0.path.starts(with: path) }
            throw problem(token, shownAt, isGroup ? "\(VisibleText.abbreviated(name)) is a group, not a token"
                                                  : "\(VisibleText.abbreviated(name)) does not name a token")
        }
        if chain.contains(target), let start = chain.tokens.firstIndex(where: { $0.path == target.path }) {
            let names = chain.tokens[start...].map(\.reference) + [target.reference]
            throw problem(chain.tokens[0], valuePath(chain.tokens[0]), "alias cycle: " + VisibleText.abbreviated(chain: names))
        }
        return target
    }

    /// `node` itself, or what it points to when it is a `{"$ref": "#/…"}`, and the number of pointers
    /// followed to get there. `seen` are the pointers being followed, from the one at `start`.
    private func pointed(_ node: TokenNode, seen: [String], start: TokenNode) throws(JSONProblem) -> (node: TokenNode, depth: Int) {
        guard node.keys == ["$ref"], case .string(let pointer) = node["$ref"].value else { return (node, 0) }
        if let known = known.pointers[pointer] {
            guard seen.count + known.depth <= ResolutionLimits.maxDepth else { throw start["$ref"].problem(TokenBudget.tooDeepText(links: "references")) }
            return known
        }
        guard let path = TokenReference.path(pointer), pointer.hasPrefix("#/") else {
            throw node["$ref"].problem("\(node["$ref"].shown) is not a JSON pointer (expected #/group/token/$value/...)")
        }
        if seen.contains(pointer) { throw node["$ref"].problem("reference cycle: " + (seen + [pointer]).joined(separator: " → ")) }
        guard seen.count < ResolutionLimits.maxDepth else { throw start["$ref"].problem(TokenBudget.tooDeepText(links: "references")) }
        // The longest leading part of the path that names a token; the rest walks into that token.
        guard let length = stride(from: min(path.count, longestPath), through: 1, by: -1).first(where: { token(at: Array(path.prefix($0))) != nil }),
              let target = token(at: Array(path.prefix(length))) else {
            throw node["$ref"].problem("\(node["$ref"].shown) does not point into a token")
        }
        let following = seen + [pointer]
        var current = target.leaf.node
        var depth = 0
        for segment in path.dropFirst(length) {
            let step = try pointed(current, seen: following, start: start)
            current = step.node
            depth = max(depth, step.depth)
            if case .array(let elements) = current.value {
                guard let position = Int(segment), elements.indices.contains(position) else {
                    throw node["$ref"].problem("\(node["$ref"].shown): no element \(segment)")
                }
                current = try current.elements()[position]
            } else {
                current = current[segment]
                if current.isMissing { throw node["$ref"].problem("\(node["$ref"].shown): no member \(segment)") }
            }
        }
        let end = try pointed(current, seen: following, start: start)
        let result = (node: end.node, depth: 1 + max(depth, end.depth))
        known.pointers[pointer] = result
        return result
    }

    private func valuePath(_ token: FlatToken) -> String { token.leaf.value.keyPath }

    private func problem(_ token: FlatToken, _ keyPath: String, _ text: String) -> SwatchError {
        JSONProblem(keyPath: keyPath, problem: text).paletteError(in: token.leaf.file)
    }
}
