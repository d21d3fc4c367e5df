import SwatchColor
import SwatchSupport

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
/// - Tokens Studio's `rgba({group.token}, alpha)` is that token's colour with the alpha replaced, and its
///   modifier (`$extensions["studio.tokens"].modify`, `TokenModifier`) is applied to the token's colour, aliased or
///   its own; an alias of a modified token takes the modified colour. A modifier's `value` and an `rgba()` alpha may
///   refer to number tokens and be expressions (`TokenMath`); a mix's `color` may be an alias.
///
/// Types, colours, numbers and what component pointers point to are remembered, so long chains and many
/// references to one token cost linear time, not quadratic. A chain of more than `ResolutionLimits.maxDepth`
/// aliases (or references through modifiers and numbers, or component pointers) is an error naming its start,
/// as is a cycle (`alias cycle: {a} → {b} → {a}`, `reference cycle: …` when it runs through a modifier or `rgba()`).
struct TokenColors {
    let tokens: [FlatToken]
    /// The most names in a token's path: no longer prefix of a pointer can name a token.
    private let longestPath: Int
    private let known: Known

    /// What has been worked out already, by token.
    private final class Known {
        /// Each alias's type once its chain is followed, at the token's place in `tokens`: made whole when the first
        /// is found (a file without aliases makes none), not a dictionary that doubles past the memory limit while it
        /// grows (300,000 colours of a group's type crashed under `ulimit -v 320000`).
        private var types: [String?] = []
        /// Each colour token's colour once worked out, where it is written, and the longest chain of references
        /// below it, at the token's place in `tokens`: a list as long as the tokens, not a dictionary that holds
        /// a file of a million colours twice over while it grows.
        private var colors: [(value: TokenColorValue, place: TokenPlace, depth: Int)?]
        /// Each number token's value (what a modifier's `value` refers to), and the longest chain below it.
        var numbers: [TokenPath: (value: NumberValue, depth: Int)] = [:]
        /// What a component pointer (`#/base/blue/$value/components/0`) points to once followed to the end,
        /// and the number of pointers followed on the way, itself included.
        var pointers: [String: (node: TokenNode, depth: Int)] = [:]
        private let tokens: [FlatToken]
        /// Each token's place in `tokens`, by path: made when a reference is first followed, so a file of values
        /// alone makes none.
        private(set) lazy var index: [TokenPath: Int] = {
            var index: [TokenPath: Int] = [:]
            index.reserveCapacity(tokens.count)
            for token in tokens { index[token.path] = token.position }
            return index
        }()

        init(tokens: [FlatToken]) {
            self.tokens = tokens
            colors = Array(repeating: nil, count: tokens.count)
        }

        /// The type of `token`, an alias, once worked out.
        subscript(type token: FlatToken) -> String? {
            get { types.isEmpty ? nil : types[token.position] }
            set {
                if types.isEmpty { types = Array(repeating: nil, count: tokens.count) }
                types[token.position] = newValue
            }
        }

        /// The colour of `token`, once worked out.
        subscript(color token: FlatToken) -> (value: TokenColorValue, place: TokenPlace, depth: Int)? {
            get { colors[token.position] }
            set { colors[token.position] = newValue }
        }
    }

    /// The aliases followed from one token, in order, for cycle detection and its message.
    private struct Chain {
        private(set) var tokens: [FlatToken]
        private var paths: Set<TokenPath>

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

    /// The most these tables cost for each token of a tree, made whole or reserved as a token needs them: its
    /// place in the flat list, its colour, its type, its entry in the index, and an entry of `Known.numbers` and of
    /// `Known.pointers` (each token counted as a number and as a pointer followed; each table kept at most half full).
    static let bytesPerToken = MemoryLayout<FlatToken>.stride + MemoryLayout<(value: TokenColorValue, place: TokenPlace, depth: Int)?>.stride
        + MemoryLayout<String?>.stride + 2 * MemoryLayout<(TokenPath, Int)>.stride
        + 2 * MemoryLayout<(TokenPath, (value: NumberValue, depth: Int))>.stride + 2 * MemoryLayout<(String, (node: TokenNode, depth: Int))>.stride

    init(_ tree: TokenGroup) {
        tokens = tree.tokens()
        known = Known(tokens: tokens)
        longestPath = tokens.map(\.path.count).max() ?? 0
    }

    /// The token at `path`, if any.
    func token(at path: [String]) -> FlatToken? { path.isEmpty ? nil : known.index[TokenPath(path)].map { tokens[$0] } }

    /// `token`'s type (`color`, `dimension`, ...), following aliases where it has none of its own.
    func type(of token: FlatToken) throws(SwatchError) -> String {
        var chain = Chain(token)
        var current = token
        var type: String
        while true {
            if let own = current.leaf.type ?? known[type: current] {
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
        // Every alias of the chain without a type of its own has the type found at its end (one with its own, or a
        // token that is no alias, is not remembered: it is read from the token, so a file of a million colours keeps no
        // table of them).
        guard chain.tokens.count > 1 else { return type }
        for link in chain.tokens.reversed() {
            if let own = link.leaf.type { type = own } else { known[type: link] = type }
        }
        return type
    }

    /// The colour of `token`, a colour token, and where the value read is written (`dark.tokens.json: Brand.glow`:
    /// the end of the alias chain, or the last token on the way that modifies it). Aliases are followed, Tokens
    /// Studio's `rgba({alias}, alpha)` and modifiers (`$extensions["studio.tokens"].modify`) applied, each token
    /// on the way worked out once: depth first with a list of tokens, not a recursion, so a long chain costs no stack.
    func color(of token: FlatToken, rounding: HexRounding) throws(SwatchError) -> (value: TokenColorValue, place: TokenPlace) {
        if let known = known[color: token] { return (known.value, known.place) }
        var stack = [(token: token, recipe: try recipe(of: token))]
        var onStack: [TokenPath: Int] = [token.path: 0]
        var links = "aliases"  // what the chain is made of, for the message when it is too long
        while let (current, recipe) = stack.last {
            if let pending = recipe.needs.first(where: { known[color: $0.token] == nil }) {
                if !pending.isAlias { links = "references" }
                if let start = onStack[pending.token.path] {
                    let chain = stack[start...].map(\.token) + [pending.token]
                    let isAliases = stack[start...].allSatisfy { entry in entry.recipe.needs.allSatisfy(\.isAlias) }
                    let first = stack[0].recipe.needs.first { known[color: $0.token] == nil } ?? pending
                    throw problem(token, first.isAlias ? valuePath(token) : first.node.keyPath,
                                  "\(verbatim: isAliases ? "alias" : "reference") cycle: \(chain: chain.map(\.reference))")
                }
                guard stack.count <= ResolutionLimits.maxDepth else { throw problem(token, valuePath(token), TokenBudget.tooDeepText(links: links)) }
                onStack[pending.token.path] = stack.count
                stack.append((pending.token, try self.recipe(of: pending.token)))
                continue
            }
            let depth = recipe.needs.compactMap { known[color: $0.token].map { $0.depth + 1 } }.max() ?? 0
            if recipe.needs.contains(where: { !$0.isAlias }) { links = "references" }
            guard depth <= ResolutionLimits.maxDepth else { throw problem(token, valuePath(token), TokenBudget.tooDeepText(links: links)) }
            let (value, place) = try make(current, recipe, rounding: rounding)
            known[color: current] = (value, place, depth)
            stack.removeLast()
            onStack[current.path] = nil
        }
        guard let made = known[color: token] else { throw problem(token, valuePath(token), "could not be worked out") }
        return (made.value, made.place)
    }

    /// Where a colour comes from.
    private enum ColorSource {
        /// An alias: that token's colour.
        case token(FlatToken)
        /// A value of its own, as `TokenColorValue` reads it.
        case literal(TokenNode)
        /// Tokens Studio's `rgba({alias}, alpha)` or `rgba(#RRGGBB, alpha)`: the colour with its alpha replaced.
        case withAlpha(AlphaBase, alpha: TokenNode, text: String, node: TokenNode)
    }

    /// The colour inside Tokens Studio's `rgba(…, alpha)`.
    private enum AlphaBase {
        case token(FlatToken)
        case hex(RGBA8)
    }

    /// A colour token that `color(of:)` must work out first, and where it is named.
    private struct Need {
        let token: FlatToken
        let node: TokenNode
        /// Whether it is the token's own value (an alias), not a reference inside `rgba()` or a modifier.
        let isAlias: Bool
    }

    /// How a colour token's colour is made: where it starts and what modifies it.
    private struct Recipe {
        let base: ColorSource
        let modifier: ModifierRecipe?
        let needs: [Need]
    }

    /// A modifier as written, its references not yet followed.
    private struct ModifierRecipe {
        /// The modifier object, and the file it is in (another token's, when `modify` refers to one).
        let node: TokenNode
        let file: String
        let kind: TokenModifier.Kind
        let space: TokenModifier.Space
        /// `color`, for `mix`.
        let color: ColorSource?
    }

    private func recipe(of token: FlatToken) throws(SwatchError) -> Recipe {
        var needs: [Need] = []
        let base: ColorSource
        if let target = try target(of: token, chain: Chain(token)) {
            try requireColor(target, file: token.leaf.file, at: valuePath(token))
            base = .token(target)
            needs.append(Need(token: target, node: token.leaf.value, isAlias: true))
        } else {
            base = try studioRGBA(token.leaf.value, file: token.leaf.file) ?? .literal(token.leaf.value)
            if case .withAlpha(.token(let inner), _, _, let node) = base {
                try requireColor(inner, file: token.leaf.file, at: node.keyPath)
                needs.append(Need(token: inner, node: node, isAlias: false))
            }
        }
        let modifier = try self.modifier(of: token)
        if let modifier, let color = modifier.color {
            let node = modifier.node["color"]
            switch color {
            case .token(let named), .withAlpha(.token(let named), _, _, _):
                try requireColor(named, file: modifier.file, at: node.keyPath)
                needs.append(Need(token: named, node: node, isAlias: false))
            default:
                break
            }
        }
        return Recipe(base: base, modifier: modifier, needs: needs)
    }

    /// Refuses `target`, named at `keyPath` in `file` where a colour is wanted, unless it is a colour token.
    private func requireColor(_ target: FlatToken, file: String, at keyPath: String) throws(SwatchError) {
        let type = try self.type(of: target)
        guard type == "color" else {
            throw Self.problem(at: keyPath, in: file, "\(target.reference) is a \(type) token, not a color token")
        }
    }

    /// The colour of `token` from its recipe, the colours it needs known.
    private func make(_ token: FlatToken, _ recipe: Recipe, rounding: HexRounding) throws(SwatchError) -> (TokenColorValue, TokenPlace) {
        var (value, place) = try color(recipe.base, file: token.leaf.file, rounding: rounding, place: TokenPlace(file: token.leaf.file, node: token.leaf.node))
        guard let modifier = recipe.modifier else { return (value, place) }
        let valueNode = modifier.node["value"]
        let amount = try number(valueNode, file: modifier.file, percentAllowed: false)
        var mixColor: SourceColor?
        if let color = modifier.color {
            mixColor = try self.color(color, file: modifier.file, rounding: rounding, place: TokenPlace(file: modifier.file, node: modifier.node)).value.working
        }
        let result = TokenModifier(kind: modifier.kind, space: modifier.space, amount: amount, mixColor: mixColor).applied(to: value.working)
        guard let modified = TokenColorValue(computed: result, space: modifier.space.tokenSpace, rounding: rounding) else {
            throw Self.problem(at: modifier.node.keyPath, in: modifier.file, "the colour is too far out of range to modify")
        }
        value = modified
        place = TokenPlace(file: modifier.file, node: modifier.node)
        return (value, place)
    }

    /// The colour `source` stands for, the tokens it names known; `place` is where a value of its own is written.
    private func color(_ source: ColorSource, file: String, rounding: HexRounding, place: TokenPlace) throws(SwatchError) -> (value: TokenColorValue, place: TokenPlace) {
        switch source {
        case .token(let target):
            guard let known = known[color: target] else { throw Self.problem(at: "", in: file, "\(target.reference) was not worked out") }
            return (known.value, known.place)
        case .literal(let node):
            do throws(JSONProblem) {
                let value = try TokenColorValue(node, rounding: rounding) { (node: TokenNode) throws(JSONProblem) -> TokenNode in
                    try self.pointed(node, seen: [], start: node).node
                }
                return (value, place)
            } catch {
                throw error.paletteError(in: file)
            }
        case .withAlpha(let base, let alphaNode, let text, let node):
            let color: TokenColorValue
            switch base {
            case .token(let target):
                guard let known = known[color: target] else { throw Self.problem(at: node.keyPath, in: file, "\(target.reference) was not worked out") }
                color = known.value
            case .hex(let bytes):
                color = TokenColorValue(bytes: bytes)
            }
            let alpha = try number(alphaNode, file: file, percentAllowed: true, shownAs: text)
            guard (0...1).contains(alpha) else {
                throw Self.problem(at: node.keyPath, in: file, "\(node.shown): the alpha \(OrderedJSON.numberText(alpha)) is out of range (0 to 1)")
            }
            guard let value = TokenColorValue(computed: color.working.with(alpha: alpha), space: color.space ?? .srgb, rounding: rounding) else {
                throw Self.problem(at: node.keyPath, in: file, "\(node.shown) is too far out of range")
            }
            return (value, place)
        }
    }

    /// Tokens Studio's `rgba({group.token}, alpha)` or `rgba(#RRGGBB, alpha)` in `node`, the alpha a number, a
    /// percentage or a reference; nil for any other value (`rgba(r, g, b, a)` of numbers is `TokenColorValue`'s).
    private func studioRGBA(_ node: TokenNode, file: String) throws(SwatchError) -> ColorSource? {
        guard case .string(let text) = node.value, let (first, alpha) = TokenColorValue.studioRGBA(text) else { return nil }
        let alphaNode = TokenNode(root: .string(alpha), keyPath: node.keyPath)
        if first.hasPrefix("#") {
            guard let bytes = RGBA8(cssHex: first) else {
                throw Self.problem(at: node.keyPath, in: file, "\(node.shown): \"\(first)\" is not a hex colour (#RGB or #RRGGBB)")
            }
            return .withAlpha(.hex(bytes), alpha: alphaNode, text: text, node: node)
        }
        return .withAlpha(.token(try referenced(first, at: node, file: file)), alpha: alphaNode, text: text, node: node)
    }

    /// Tokens Studio's modifier of `token` (`$extensions["studio.tokens"].modify`), checked: an object of `type`,
    /// `value`, `space`, `color` (for `mix`) and `format` (how sd-transforms writes it, which swatch has no use
    /// for), or a reference to a token whose value is one. Nil when the token has none.
    private func modifier(of token: FlatToken) throws(SwatchError) -> ModifierRecipe? {
        let extensions = token.leaf.node["$extensions"]
        var node = extensions["studio.tokens"]["modify"]
        var file = token.leaf.file
        if node.isMissing {
            let nested = extensions["studio"]["tokens"]["modify"]
            if !nested.isMissing {
                throw problem(token, nested.keyPath, "not read: Tokens Studio writes its modifier under the one key \"studio.tokens\" ($extensions[\"studio.tokens\"].modify)")
            }
            return nil
        }
        var followed: Set<[String]> = []
        while case .string(let text) = node.value {
            guard let path = TokenReference.curly(text) else {
                throw Self.problem(at: node.keyPath, in: file, "\(node.shown) is not a modifier (expected {type, value, space} or a reference {group.token})")
            }
            let target = try referenced(text, at: node, file: file)
            guard followed.insert(path).inserted, followed.count <= ResolutionLimits.maxDepth else {
                throw Self.problem(at: node.keyPath, in: file, "\(text): the modifiers refer to each other in a cycle")
            }
            node = target.leaf.value
            file = target.leaf.file
        }
        let kind: TokenModifier.Kind, space: TokenModifier.Space
        do throws(JSONProblem) {
            try node.onlyKeys(["type", "value", "space", "color", "format"])
            let typeNode = node["type"]
            guard let known = TokenModifier.Kind(rawValue: try typeNode.string()) else {
                throw typeNode.problem("\(typeNode.shown) is not a modifier swatch can compute (expected \(verbatim: TokenModifier.Kind.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            let spaceNode = node["space"]
            guard let named = TokenModifier.Space(rawValue: try spaceNode.string()) else {
                throw spaceNode.problem("\(spaceNode.shown) is not a modifier space (expected \(verbatim: TokenModifier.Space.allCases.map(\.rawValue).joined(separator: ", ")))")
            }
            if node["value"].isMissing { throw node["value"].problem("missing") }
            if known == .mix, node["color"].isMissing { throw node["color"].problem("missing (mix needs the colour to mix with)") }
            (kind, space) = (known, named)
        } catch {
            throw error.paletteError(in: file)
        }
        let color = kind == .mix ? try mixSource(node["color"], file: file) : nil
        return ModifierRecipe(node: node, file: file, kind: kind, space: space, color: color)
    }

    /// A mix's `color`: an alias `{group.token}`, Tokens Studio's `rgba(…, alpha)`, or a colour value.
    private func mixSource(_ node: TokenNode, file: String) throws(SwatchError) -> ColorSource {
        if case .string(let text) = node.value, text.hasPrefix("{") {
            return .token(try referenced(text, at: node, file: file))
        }
        return try studioRGBA(node, file: file) ?? .literal(node)
    }

    /// The token `reference` (`{group.token}`) names, written at `node` in `file`.
    private func referenced(_ reference: String, at node: TokenNode, file: String) throws(SwatchError) -> FlatToken {
        guard let path = TokenReference.curly(reference) else {
            throw Self.problem(at: node.keyPath, in: file, "\"\(reference)\" is not a reference (expected {group.token})")
        }
        guard let target = token(at: path) else {
            let name = "{" + path.joined(separator: ".") + "}"
            let isGroup = tokens.contains { $0.path.isInside(path) }
            throw JSONProblem(keyPath: node.keyPath, problem: isGroup ? "\(name) is a group, not a token"
                                                                       : "\(name) does not name a token").paletteError(in: file)
        }
        return target
    }

    /// A number as a modifier's `value` or an `rgba()` alpha gives it: a JSON number, a decimal string, an
    /// expression (`TokenMath`) whose references name number tokens, or (`percentAllowed`, for an alpha) a
    /// percentage `60%`. A string that is one reference is that token's value as it is, unrounded, as Style
    /// Dictionary puts it in place. `shownAs` is the value quoted in messages, when not `node`'s own.
    private func number(_ node: TokenNode, file: String, percentAllowed: Bool, shownAs: String? = nil) throws(SwatchError) -> Double {
        let shown = shownAs.map { "\"\(VisibleText.quoted($0))\"" } ?? node.shown
        func fail(_ text: MessageText) -> SwatchError { Self.problem(at: node.keyPath, in: file, "\(shown): \(text)") }
        switch node.value {
        case .number(let value):
            return value
        case .string(let text):
            if let plain = TokenMath.plainNumber(text) { return plain }
            if text.hasSuffix("%"), let plain = TokenMath.plainNumber(String(text.dropLast())) {
                guard percentAllowed else { throw fail("a percentage; a modifier's value is a fraction (0.2, not 20%)") }
                return plain / 100
            }
            if TokenReference.curly(text) != nil {
                let value = try number(of: try numberToken(text, at: node, file: file))
                guard percentAllowed || !value.isPercent else { throw fail("\(text) is a percentage; a modifier's value is a fraction") }
                return value.value
            }
            var values: [String: Double] = [:]
            for reference in TokenMath.references(in: text) where text.utf8.count <= TokenMath.maxLength {
                let value = try number(of: try numberToken(reference, at: node, file: file))
                guard !value.isPercent else { throw fail("\(reference) is a percentage, which an expression cannot use") }
                values[reference] = value.value
            }
            do throws(TokenMath.Problem) {
                return try TokenMath.evaluate(text, values: values)
            } catch {
                throw fail(error.text)
            }
        default:
            throw fail("is not a number or an expression")
        }
    }

    /// A number token's value, and whether it was written as a percentage.
    private struct NumberValue {
        let value: Double
        let isPercent: Bool
    }

    /// The value of `token`, a number (or any token whose value is a number, a decimal string, a percentage or an
    /// expression), its references followed depth first with a list, not a recursion, each token once.
    private func number(of token: FlatToken) throws(SwatchError) -> NumberValue {
        if let known = known.numbers[token.path] { return known.value }
        var stack = [(token: token, references: try numberReferences(of: token))]
        var onStack: [TokenPath: Int] = [token.path: 0]
        while let (current, references) = stack.last {
            if let pending = references.first(where: { known.numbers[$0.path] == nil }) {
                if let start = onStack[pending.path] {
                    let links = stack[start...].map(\.token) + [pending]
                    throw problem(token, valuePath(token), "reference cycle: \(chain: links.map(\.reference))")
                }
                guard stack.count <= ResolutionLimits.maxDepth else { throw problem(token, valuePath(token), TokenBudget.tooDeepText(links: "references")) }
                onStack[pending.path] = stack.count
                stack.append((pending, try numberReferences(of: pending)))
                continue
            }
            let depth = references.compactMap { known.numbers[$0.path].map { $0.depth + 1 } }.max() ?? 0
            guard depth <= ResolutionLimits.maxDepth else { throw problem(token, valuePath(token), TokenBudget.tooDeepText(links: "references")) }
            let node = current.leaf.value
            let value: NumberValue
            if case .string(let text) = node.value, text.hasSuffix("%"), let plain = TokenMath.plainNumber(String(text.dropLast())) {
                value = NumberValue(value: plain / 100, isPercent: true)
            } else if case .string(let text) = node.value, TokenReference.curly(text) != nil, let target = references.first,
                      let known = known.numbers[target.path] {
                value = known.value
            } else {
                value = NumberValue(value: try number(node, file: current.leaf.file, percentAllowed: false), isPercent: false)
            }
            known.numbers[current.path] = (value, depth)
            stack.removeLast()
            onStack[current.path] = nil
        }
        guard let made = known.numbers[token.path] else { throw problem(token, valuePath(token), "could not be worked out") }
        return made.value
    }

    /// The tokens `token`'s value refers to, checked to be no colours.
    private func numberReferences(of token: FlatToken) throws(SwatchError) -> [FlatToken] {
        let node = token.leaf.value
        guard case .string(let text) = node.value, text.utf8.count <= TokenMath.maxLength else { return [] }
        var found: [FlatToken] = []
        for reference in TokenMath.references(in: text) { found.append(try numberToken(reference, at: node, file: token.leaf.file)) }
        return found
    }

    /// The token `reference` names where a number is wanted (at `node` in `file`): any token but a colour.
    private func numberToken(_ reference: String, at node: TokenNode, file: String) throws(SwatchError) -> FlatToken {
        let target = try referenced(reference, at: node, file: file)
        if (target.leaf.type ?? target.groupType) == "color" {
            throw Self.problem(at: node.keyPath, in: file, "\(target.reference) is a color token, not a number")
        }
        return target
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
            throw problem(token, shownAt, "\"\(reference)\" is not a reference (expected {group.token} or #/group/token)")
        }
        if reference.hasPrefix("#/"), path.last == "$value" { path.removeLast() }
        let name = "{" + path.joined(separator: ".") + "}"
        guard let target = self.token(at: path) else {
            let isGroup = tokens.contains { $0.path.isInside(path) }
            throw problem(token, shownAt, isGroup ? "\(name) is a group, not a token"
                                                  : "\(name) does not name a token")
        }
        if chain.contains(target), let start = chain.tokens.firstIndex(where: { $0.path == target.path }) {
            let names = chain.tokens[start...].map(\.reference) + [target.reference]
            throw problem(chain.tokens[0], valuePath(chain.tokens[0]), "alias cycle: \(chain: names)")
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
        if seen.contains(pointer) { throw node["$ref"].problem("reference cycle: \(chain: seen + [pointer])") }
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

    /// The one-line error for `text` at `keyPath` in `file`.
    private static func problem(at keyPath: String, in file: String, _ text: MessageText) -> SwatchError {
        JSONProblem(keyPath: keyPath, problem: text).paletteError(in: file)
    }

    private func problem(_ token: FlatToken, _ keyPath: String, _ text: MessageText) -> SwatchError {
        JSONProblem(keyPath: keyPath, problem: text).paletteError(in: token.leaf.file)
    }
}

/// Where a colour's value is written, `dark.tokens.json: Brand.glow`: kept as the file and key path the
/// tree already holds, and made into text only for a message, not once for every colour read.
struct TokenPlace {
    let file: String
    let keyPath: String

    init(file: String, node: TokenNode) {
        self.file = file
        keyPath = node.keyPath
    }

    /// The place as a message starts with it: `brand.tokens.json: Brand.primary`.
    var text: MessageText { "\(place: file): \(verbatim: keyPath)" }
}

extension MessageText.StringInterpolation {
    /// A token's place (`brand.tokens.json: Brand.primary`): the file a place, the key path as it was quoted.
    mutating func appendInterpolation(_ place: TokenPlace) {
        appendInterpolation(place.text)
    }
}
