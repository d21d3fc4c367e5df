/// The paths of the files (and the folders above them) swatch wrote into a folder, as a set that answers "is this
/// swatch's?" while the folder is walked: what decides whether a folder may be replaced without `--force`.
///
/// A path is kept as a 128-bit digest (two SipHash values, seeded at random by each process), not as text: 16 bytes
/// and the set's free room, whatever the path's length. Measured (`/usr/bin/time -f %M swatch export` over a marker
/// of 600,001 paths, as a 300,000-colour catalog's: each colour set's folder and its `Contents.json`): 33 MB more
/// peak resident memory than over a marker of 3, some 55 bytes a path while the set grows. Two paths sharing a digest is a chance below 2⁻⁸⁰ for a million
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
        digests.insert(Self.digest(Substring(path), isFolder: false))
        var levels = 1
        for index in path.utf8.indices where path.utf8[index] == UInt8(ascii: "/") {
            levels += 1
            digests.insert(Self.digest(path[..<index], isFolder: true))
        }
        depth = max(depth, levels)
    }

    /// Whether `path` is one of the files (or, `isFolder`, one of the folders above them) added.
    package func contains(_ path: String, isFolder: Bool) -> Bool {
        digests.contains(Self.digest(Substring(path), isFolder: isFolder))
    }

    /// How many files and folders are held.
    package var count: Int { digests.count }

    /// `path`'s digest; a folder's differs from a file's of the same path. Made from the path's bytes, not the
    /// `String`: Swift holds `café` (NFC) and `cafe\u{301}` (NFD) equal, and they are two names on disk, so a user's
    /// NFD folder beside swatch's NFC one would pass as swatch's.
    private static func digest(_ path: Substring, isFolder: Bool) -> Digest {
        var first = Hasher(), second = Hasher()
        first.combine(isFolder)
        combine(path, into: &first)
        combine(path, into: &second)
        second.combine(!isFolder)
        second.combine(0x5EED as UInt16)
        return Digest(first: first.finalize(), second: second.finalize())
    }

    /// `path`'s length and bytes into `hasher`: the bytes at once where the text is stored contiguously (a path read
    /// from the marker or a folder always is), else one at a time.
    private static func combine(_ path: Substring, into hasher: inout Hasher) {
        hasher.combine(path.utf8.count)
        let whole: Void? = path.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if whole == nil {
            for byte in path.utf8 { hasher.combine(byte) }
        }
    }
}
