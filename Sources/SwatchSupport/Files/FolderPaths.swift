/// The paths of the files (and the folders above them) swatch wrote into a folder, as a set that answers "is this
/// swatch's?" while the folder is walked: what decides whether a folder may be replaced without `--force`.
///
/// A path is kept as a 128-bit digest (two SipHash values, seeded at random by each process), not as text: some 30
/// bytes per path in the set (16 for the digest, the rest the set's free room), whatever the path's length, so the
/// marker of a 300,000-colour catalog (600,000 paths: each colour set's folder and its `Contents.json`) costs about
/// 18 MB to check rather than the names themselves. Two paths sharing a digest is a chance below 2⁻⁸⁰ for a million
/// paths, and the random seed leaves no way to make a name that collides on purpose.
package struct FolderPaths {
    /// A path's digest.
    private struct Digest: Hashable {
        let first: Int, second: Int
    }

    private var digests: Set<Digest> = []
    /// The most levels a path has (`a/b.json`: 2); nothing deeper can be swatch's, so a walk goes no deeper.
    package private(set) var depth = 0

    /// An empty set.
    package init() {}

    /// Adds the file at `path` (`/`-separated, relative to the folder) and every folder above it; `place` names
    /// the list in a refusal for want of memory.
    package mutating func insert(file path: String, at place: @autoclosure () -> String) throws(SwatchError) {
        try MemoryBudget.beforeAppending(count: digests.count, capacity: digests.capacity, elementBytes: MemoryLayout<Digest>.stride * 2,
                                         at: place())
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        depth = max(depth, parts.count)
        digests.insert(Self.digest(path, isFolder: false))
        var folder = ""
        for part in parts.dropLast() {
            folder += folder.isEmpty ? String(part) : "/" + part
            digests.insert(Self.digest(folder, isFolder: true))
        }
    }

    /// Whether `path` is one of the files (or, `isFolder`, one of the folders above them) added.
    package func contains(_ path: String, isFolder: Bool) -> Bool {
        digests.contains(Self.digest(path, isFolder: isFolder))
    }

    /// How many files and folders are held.
    package var count: Int { digests.count }

    /// `path`'s digest; a folder's differs from a file's of the same path.
    private static func digest(_ path: String, isFolder: Bool) -> Digest {
        var first = Hasher(), second = Hasher()
        first.combine(isFolder)
        first.combine(path)
        second.combine(path)
        second.combine(!isFolder)
        second.combine(0x5EED as UInt16)
        return Digest(first: first.finalize(), second: second.finalize())
    }
}
