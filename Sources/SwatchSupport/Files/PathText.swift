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
}
