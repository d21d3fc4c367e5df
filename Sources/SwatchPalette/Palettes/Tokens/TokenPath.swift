/// A token's path (`Brand.Buttons.primary`): the path of its group, which every token and group inside that group
/// shares, and its own name. A token costs its name and a reference, not a copy of every name above it: 250 groups
/// of 81-character keys over 50,000 tokens made each token's path 20 KB, and every dictionary keyed by paths hashed
/// all of it, again and again (278 s and 6.4 GB for 2.3 MB).
struct TokenPath: Hashable {
    /// The path of the group the token is in.
    let group: TokenGroupPath
    /// The token's own name.
    let name: String

    /// The path `names` (at least one name), as a reference writes it.
    init(_ names: [String]) {
        var group = TokenGroupPath.top
        for name in names.dropLast() { group = group.appending(name) }
        self.init(group: group, name: names.last ?? "")
    }

    init(group: TokenGroupPath, name: String) {
        self.group = group
        self.name = name
    }

    /// The names from the top down: made only for a message, a section's name or a lookup.
    var names: [String] { group.names + [name] }

    /// How many names the path has.
    var count: Int { group.depth + 1 }

    /// Whether the path is below `prefix`: `prefix` names a group it is in.
    func isInside(_ prefix: [String]) -> Bool {
        guard count > prefix.count else { return false }
        var group = self.group
        while group.depth > prefix.count, let parent = group.parent { group = parent }
        for name in prefix.reversed() {
            guard group.name == name, let parent = group.parent else { return false }
            group = parent
        }
        return true
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(group.hashKey)
        hasher.combine(name)
    }

    static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.name == rhs.name && lhs.group == rhs.group
    }
}

/// A group's path, one link per group pointing at the group it is in, with its hash worked out once when it is
/// made: comparing or hashing a token's path costs its own name, not the names above it.
final class TokenGroupPath: Hashable, Sendable {
    /// The group it is in; nil at the top.
    let parent: TokenGroupPath?
    /// The group's own name; empty at the top.
    let name: String
    /// How many names the path has: 0 at the top.
    let depth: Int
    /// A hash of every name, made from the parent's and this name.
    let hashKey: Int

    /// The top of a document: no names.
    static let top = TokenGroupPath()

    private init() {
        parent = nil
        name = ""
        depth = 0
        hashKey = 0
    }

    private init(parent: TokenGroupPath, name: String) {
        self.parent = parent
        self.name = name
        depth = parent.depth + 1
        var hasher = Hasher()
        hasher.combine(parent.hashKey)
        hasher.combine(name)
        hashKey = hasher.finalize()
    }

    /// The group `name` inside this one.
    func appending(_ name: String) -> TokenGroupPath { TokenGroupPath(parent: self, name: name) }

    /// The names from the top down.
    var names: [String] {
        var names: [String] = []
        names.reserveCapacity(depth)
        var link: TokenGroupPath? = self
        while let current = link, current.depth > 0 {
            names.append(current.name)
            link = current.parent
        }
        return names.reversed()
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hashKey) }

    /// The same names: the same link, or links whose names match all the way up (a loop, not a recursion).
    static func == (lhs: TokenGroupPath, rhs: TokenGroupPath) -> Bool {
        var (left, right) = (lhs, rhs)
        while left !== right {
            guard left.depth == right.depth, left.hashKey == right.hashKey, left.name == right.name,
                  let leftParent = left.parent, let rightParent = right.parent else { return false }
            (left, right) = (leftParent, rightParent)
        }
        return true
    }
}
