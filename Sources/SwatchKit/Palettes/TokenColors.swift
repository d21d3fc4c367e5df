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
/// Types and the ends of alias chains are remembered, so long chains cost linear time, not quadratic.
struct TokenColors {
    let tokens: [FlatToken]
    private let index: [[String]: Int]
    private let known = Known()

    /// What has been worked out already, by token path.
    private final class Known {
        var types: [[String]: String] = [:]
        /// The token whose value an alias (or a token with a value of its own) stands for.
        var ends: [[String]: FlatToken] = [:]
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
        var current = known.ends[token.path] ?? token
        if known.ends[token.path] == nil {
            while let next = try target(of: current, chain: chain) {
                let type = try self.type(of: next)
                guard type == "color" else {
                    throw problem(current, valuePath(current), "\(next.reference) is a \(type) token, not a color token")
                }
                if let end = known.ends[next.path] {
                    current = end
                    break
                }
                chain.append(next)
                current = next
            }
            for link in chain.tokens { known.ends[link.path] = current }
        }
        let leaf = current.leaf
        do throws(JSONProblem) {
            let value = try TokenColorValue(leaf.node["$value"], rounding: rounding) { (node: TokenNode) throws(JSONProblem) -> TokenNode in
                try self.pointed(node, file: leaf.file, seen: [])
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
        } else if case .string(let text) = node["$value"].value, text.hasPrefix("{") {
            reference = text
        } else if node["$value"].keys == ["$ref"], case .string(let text) = node["$value"]["$ref"].value {
            reference = text
        } else {
            if !node["$ref"].isMissing { throw problem(token, node["$ref"].keyPath, "\(node["$ref"].shown) is not a string") }
            return nil
        }
        let shownAt = node["$ref"].isMissing ? valuePath(token) : node["$ref"].keyPath
        guard var path = TokenReference.path(reference) else {
            throw problem(token, shownAt, "\(OrderedJSON.quoted(reference)) is not a reference (expected {group.token} or #/group/token)")
        }
        if reference.hasPrefix("#/"), path.last == "$value" { path.removeLast() }
        let name = "{" + path.joined(separator: ".") + "}"
        guard let target = self.token(at: path) else {
            let isGroup = tokens.contains { $0.path.count > path.count && $0.path.starts(with: path) }
            throw problem(token, shownAt, isGroup ? "\(name) is a group, not a token" : "\(name) does not name a token")
        }
        if chain.contains(target), let start = chain.tokens.firstIndex(where: { $0.path == target.path }) {
            let names = chain.tokens[start...].map(\.reference) + [target.reference]
            throw problem(chain.tokens[0], valuePath(chain.tokens[0]), "alias cycle: " + names.joined(separator: " → "))
        }
        return target
    }

    /// `node` itself, or what it points to when it is a `{"$ref": "#/…"}`.
    private func pointed(_ node: TokenNode, file: String, seen: [String]) throws(JSONProblem) -> TokenNode {
        guard node.keys == ["$ref"], case .string(let pointer) = node["$ref"].value else { return node }
        guard let path = TokenReference.path(pointer), pointer.hasPrefix("#/") else {
            throw node["$ref"].problem("\(node["$ref"].shown) is not a JSON pointer (expected #/group/token/$value/...)")
        }
        if seen.contains(pointer) { throw node["$ref"].problem("reference cycle: " + (seen + [pointer]).joined(separator: " → ")) }
        // The longest leading part of the path that names a token; the rest walks into that token.
        guard let length = (1...path.count).reversed().first(where: { token(at: Array(path.prefix($0))) != nil }),
              let target = token(at: Array(path.prefix(length))) else {
            throw node["$ref"].problem("\(node["$ref"].shown) does not point into a token")
        }
        var current = target.leaf.node
        for segment in path.dropFirst(length) {
            current = try pointed(current, file: file, seen: seen + [pointer])
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
        return try pointed(current, file: file, seen: seen + [pointer])
    }

    private func valuePath(_ token: FlatToken) -> String { token.leaf.node["$value"].keyPath }

    private func problem(_ token: FlatToken, _ keyPath: String, _ text: String) -> SwatchError {
        JSONProblem(keyPath: keyPath, problem: text).paletteError(in: token.leaf.file)
    }
}
