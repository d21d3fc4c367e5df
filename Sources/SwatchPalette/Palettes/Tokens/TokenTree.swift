import SwatchSupport

/// The groups and tokens of design-token documents, checked for shape but not yet resolved: what the
/// resolver module merges ("the last occurrence of a token wins") before aliases are followed. Every
/// token remembers the file it came from, so a problem found after merging still names its file.
///
/// Every recursion over a tree goes as deep as its groups nest: no deeper than the JSON they were parsed
/// from (`ResolutionLimits.maxDepth`), nor, after `$extends`, than `resolvingExtends` allows.
///
/// Shape rules (Design Tokens Format Module 2025.10): an object with `$value` (or `$ref`) is a token and
/// must not hold tokens or groups; any other object is a group; names must not contain `{`, `}` or `.`
/// and must not start with `$`; groups may set `$type` (inherited by their tokens), `$description`,
/// `$deprecated`, `$extensions`, `$extends` (a group to inherit from) and a `$root` token. At the top
/// of a file, other `$` members (`$schema`, Tokens Studio's `$themes` and `$metadata`) are ignored.
///
/// Tokens Studio's legacy format writes `value`, `type` and `description` without the `$`. A file with no
/// `$value` anywhere and an object holding both `value` and `type` is read in that form (`TokenKeys.legacy`):
/// an object with `value` is a token. One file is one form, so a DTCG token or group named `value` stays a name.
struct TokenGroup {
    /// `$type`, where it was given.
    var type: Declared?
    /// `$extends`, where it was given.
    var extends: Declared?
    /// Tokens and groups in document order; `$root` is a member like the others.
    private(set) var members: [(name: String, member: Member)] = []
    /// Where each member is in `members`, by name, so merging and looking up cost one step per member: made when a
    /// merge or a replacement first needs it (`indexed`), never for a file read on its own.
    private var positions: [String: Int]?

    /// A group of no members, with `type` if given.
    init(type: Declared? = nil) {
        self.type = type
    }

    /// A string property and where it was written.
    struct Declared {
        let value: String
        let node: TokenNode
        let file: String
    }

    /// A token or a nested group: a reference either way (a token is a class; only a group is boxed).
    enum Member {
        case token(TokenLeaf)
        indirect case group(TokenGroup)
    }

    static let groupKeys: Set<String> = ["$type", "$description", "$extensions", "$deprecated", "$extends", "$root"]

    /// The groups and tokens of `node`, the top of `file` (or an inline set of a resolver document).
    static func parse(_ node: TokenNode, file: String) throws(SwatchError) -> TokenGroup {
        let keys = TokenKeys.of(node)
        do throws(JSONProblem) {
            let members = try node.requireMembers("a group of tokens (expected an object)")
            if members.contains(where: { $0.key == keys.value }) {
                throw node.problem("the top of a token file is a group, not a token (it has \(keys.value))")
            }
            return try group(node, file: file, isTop: true, keys: keys)
        } catch {
            throw error.paletteError(in: file)
        }
    }

    private static func group(_ node: TokenNode, file: String, isTop: Bool, keys tokenKeys: TokenKeys) throws(JSONProblem) -> TokenGroup {
        var group = TokenGroup()
        for (key, member) in try node.requireMembers("a token or group (expected an object)") {
            if key.hasPrefix("$") {
                switch key {
                case "$type": group.type = Declared(value: try member.string(), node: member, file: file)
                case "$extends": group.extends = Declared(value: try member.string(), node: member, file: file)
                case "$description": _ = try member.string()
                case "$root": group.append(key, .token(try token(member, file: file, keys: tokenKeys)))
                case _ where groupKeys.contains(key) || isTop: break
                default: throw member.problem("unknown key (expected one of \(verbatim: groupKeys.sorted().joined(separator: ", ")), or a token or group name)")
                }
                continue
            }
            // Bytes, not characters: this runs for every name of every set a document merges.
            if let bad = key.utf8.first(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") || $0 == UInt8(ascii: ".") }) {
                throw member.problem("\"\(key)\" is not a valid name (names must not contain \"\(Character(Unicode.Scalar(bad)))\")")
            }
            let keys = member.keys
            if member.value?.members == nil || (!keys.contains(tokenKeys.value) && !keys.contains("$ref")) {
                group.append(key, .group(try Self.group(member, file: file, isTop: false, keys: tokenKeys)))
            } else {
                group.append(key, .token(try token(member, file: file, keys: tokenKeys)))
            }
        }
        return group
    }

    private static func token(_ node: TokenNode, file: String, keys: TokenKeys) throws(JSONProblem) -> TokenLeaf {
        let value = keys.value
        let members = try node.requireMembers("a token (expected an object with \(value))")
        guard members.contains(where: { $0.key == value || $0.key == "$ref" }) else { throw node[value].problem("missing") }
        for (key, member) in members where !keys.allowed.contains(key) {
            if key.hasPrefix("$") { throw member.problem("unknown key (expected one of \(verbatim: keys.allowed.sorted().joined(separator: ", ")))") }
            throw member.problem("a token must not hold tokens or groups (it has \(value))")
        }
        if members.contains(where: { $0.key == value }), members.contains(where: { $0.key == "$ref" }) {
            throw node["$ref"].problem("a token has \(value) or $ref, not both")
        }
        let type = node[keys.type].isMissing ? nil : try node[keys.type].string()
        return TokenLeaf(node: node, file: file, type: type, keys: keys)
    }

    /// Lays `other` over this group: its tokens replace tokens of the same path, groups are merged member
    /// by member, new members are appended, and its `$type` and `$extends` replace these. The cost is that of
    /// `other`'s members, whatever the size of this group.
    mutating func merge(_ other: TokenGroup) {
        if let type = other.type { self.type = type }
        if let extends = other.extends { self.extends = extends }
        makePositions()
        for (name, member) in other.members {
            guard let index = positions?[name] else {
                set(name, member)
                continue
            }
            if case .group(var mine) = members[index].member, case .group(let theirs) = member {
                members[index].member = .group(TokenGroup())  // so `mine` is the only reference and merges in place
                mine.merge(theirs)
                members[index].member = .group(mine)
            } else {
                members[index].member = member
            }
        }
    }

    /// Sets the member `name`: replaced where it is, or appended.
    mutating func set(_ name: String, _ member: Member) {
        makePositions()
        if let index = positions?[name] {
            members[index].member = member
        } else {
            positions?[name] = members.count
            members.append((name, member))
        }
    }

    /// Appends the member `name`, which the group does not have: the names of one JSON object, which the parser
    /// has checked are each there once.
    private mutating func append(_ name: String, _ member: Member) {
        positions?[name] = members.count
        members.append((name, member))
    }

    /// Makes `positions`, unless it is made.
    private mutating func makePositions() {
        if positions == nil { positions = Dictionary(members.indices.map { (members[$0].name, $0) }, uniquingKeysWith: { first, _ in first }) }
    }

    /// What one member's entry in `positions` costs: its name and place, in a table kept at most half full
    /// (as `Dictionary` grows it), made from a list of them.
    static let bytesPerPosition = 3 * MemoryLayout<(String, Int)>.stride

    /// `makeAllPositions()`, checked first against the memory limit for the tree's members (`file` names it).
    mutating func makeAllPositions(for file: String) throws(SwatchError) {
        try MemoryBudget.check(needing: valueCount * Self.bytesPerPosition, shown: "\(place: file)")
        makeAllPositions()
    }

    /// Makes `positions` in this group and every group inside it, so that `member(at:)` costs a step per name.
    mutating func makeAllPositions() {
        makePositions()
        for index in members.indices {
            guard case .group(var group) = members[index].member else { continue }
            members[index].member = .group(TokenGroup())  // so `group` is the only reference and changes in place
            group.makeAllPositions()
            members[index].member = .group(group)
        }
    }

    /// Where the member `name` is: by `positions` once made, else by looking (`member(at:)` on a tree no merge indexed).
    private func position(of name: String) -> Int? {
        positions.map { $0[name] } ?? members.firstIndex { $0.name == name }
    }

    /// The number of tokens and groups in this group and the groups inside it, as `TokenBudget` counts them.
    var valueCount: Int {
        members.reduce(0) { count, entry in
            if case .group(let group) = entry.member { return count + 1 + group.valueCount }
            return count + 1
        }
    }

    /// This group with `transform` applied to every token in it and the groups inside it.
    func mappingLeaves(_ transform: (TokenLeaf) -> TokenLeaf) -> TokenGroup {
        var group = self
        for index in members.indices {
            switch members[index].member {
            case .token(let leaf): group.members[index].member = .token(transform(leaf))
            case .group(let child): group.members[index].member = .group(child.mappingLeaves(transform))
            }
        }
        return group
    }

    /// Every token in document order with its path and the `$type` of its closest group that sets one.
    func tokens() -> [FlatToken] {
        var found: [FlatToken] = []
        found.reserveCapacity(valueCount)  // its groups too: a little more than the tokens, not twice as much
        collectTokens(into: &found, under: .top, inheritedType: nil)
        return found
    }

    /// Appends the tokens of this group, at `path`, to `found`: one list for the whole tree, not one per group
    /// copied into its parent's (which cost every token once for each group above it).
    private func collectTokens(into found: inout [FlatToken], under path: TokenGroupPath, inheritedType: String?) {
        let groupType = type?.value ?? inheritedType
        for (name, member) in members {
            switch member {
            case .token(let leaf):
                found.append(FlatToken(path: TokenPath(group: path, name: name), leaf: leaf, groupType: groupType, position: found.count))
            case .group(let group): group.collectTokens(into: &found, under: path.appending(name), inheritedType: groupType)
            }
        }
    }

    /// The member at `path`, if there is one.
    func member(at path: [String]) -> Member? {
        var group = self
        for (step, name) in path.enumerated() {
            guard let index = group.position(of: name) else { return nil }
            let member = group.members[index].member
            if step == path.count - 1 { return member }
            guard case .group(let inner) = member else { return nil }
            group = inner
        }
        return nil
    }
}

/// One token as written: the token object, the file it is in, its own `$type`. A class, so the tree, the
/// flat list of tokens and the resolved tree of `$extends` share one of each token rather than copy it.
final class TokenLeaf {
    let node: TokenNode
    let file: String
    let type: String?
    /// The names of its value and type: `$value` and `$type`, or Tokens Studio's legacy `value` and `type`.
    let keys: TokenKeys
    /// Whether the token becomes a palette colour: false for Tokens Studio's "source" sets, whose tokens
    /// only serve as alias targets.
    let isOutput: Bool

    init(node: TokenNode, file: String, type: String?, keys: TokenKeys = .dtcg, isOutput: Bool = true) {
        self.node = node
        self.file = file
        self.type = type
        self.keys = keys
        self.isOutput = isOutput
    }

    /// This token, a palette colour or not as `output` says.
    func marked(output: Bool) -> TokenLeaf {
        output == isOutput ? self : TokenLeaf(node: node, file: file, type: type, keys: keys, isOutput: output)
    }

    /// The token's value (`$value`, or `value` in the legacy form).
    var value: TokenNode { node[keys.value] }
}

/// How a token file names a token's members: the Design Tokens Format Module's `$value` and `$type`, or
/// Tokens Studio's legacy `value`, `type` and `description`.
struct TokenKeys: Equatable {
    /// Whether these are the legacy names: one byte a token, the names themselves shared.
    private let isLegacy: Bool

    /// `$value` or `value`.
    var value: String { isLegacy ? "value" : "$value" }
    /// `$type` or `type`.
    var type: String { isLegacy ? "type" : "$type" }
    /// Every member a token may have.
    var allowed: Set<String> { isLegacy ? Self.legacyAllowed : Self.dtcgAllowed }

    static let dtcg = TokenKeys(isLegacy: false)
    static let legacy = TokenKeys(isLegacy: true)
    private static let dtcgAllowed: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated", "$ref"]
    private static let legacyAllowed: Set<String> = ["value", "type", "description", "$description", "$extensions", "$type"]

    /// The form of the document at `node`: legacy when no object in it has `$value` and one has both `value`
    /// and `type`. A walk with a list of objects to visit, not a recursion.
    static func of(_ node: TokenNode) -> TokenKeys {
        var pending = node.value?.members.map { [$0] } ?? []
        var legacy = false
        while let members = pending.popLast() {
            if members.contains(where: { $0.key == "$value" }) { return .dtcg }
            if members.contains(where: { $0.key == "value" }), members.contains(where: { $0.key == "type" }) { legacy = true }
            pending += members.compactMap(\.value.members)
        }
        return legacy ? .legacy : .dtcg
    }
}

/// A token with its full path, after merging.
struct FlatToken {
    let path: TokenPath
    let leaf: TokenLeaf
    /// The `$type` of the closest enclosing group that sets one.
    let groupType: String?
    /// Its place in the list of every token of its tree (`TokenGroup.tokens()`).
    let position: Int

    /// `{group.token}`, as an alias names it.
    var reference: String { "{" + path.names.joined(separator: ".") + "}" }
}
