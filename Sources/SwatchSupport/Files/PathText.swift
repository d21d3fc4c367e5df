/// Path arithmetic on the text the user typed. Foundation's `NSString.deletingLastPathComponent` traps on a
/// one-character relative path (`p`) in swift-corelibs-foundation on Linux, so paths a user names go
/// through here instead.
package enum PathText {
    /// The folder part of `path` as written: `a/b/c.png` → `a/b`, `/c` → `/`, `c.png` → `` (the current folder).
    package static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.hasSuffix("/") { folder = folder.dropLast() }
        return String(folder)
    }

    /// Whether `path` is `folder` or lies inside it, its names compared as bytes, as the file system compares them. Swift's
    /// `String` comparison takes `café` and `cafe\u{301}` (two folders on Linux) for one, and a `/` followed by a combining
    /// mark for no `/` at all, so `hasPrefix(folder + "/")` let a `$ref` read a folder beside the palette's (H17-1).
    package static func lies(_ path: String, within folder: String) -> Bool {
        let whole = path.utf8, start = folder.utf8
        guard whole.starts(with: start) else { return false }
        let rest = whole.dropFirst(start.count)  // checked for every file a catalog reads: nothing allocated
        return rest.isEmpty || start.last == slash || rest.first == slash
    }

    /// The names of `path` below `folder` (`a/b.json` of `/x/a/b.json` below `/x`: `["a", "b.json"]`; none for `folder`
    /// itself), split and compared as bytes; nil when it does not lie within it.
    package static func below(_ path: String, _ folder: String) -> [String]? {
        guard lies(path, within: folder) else { return nil }
        return path.utf8.dropFirst(folder.utf8.count).split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `/`, as a byte.
    private static let slash = UInt8(ascii: "/")
}
