import Foundation

/// Removes a folder swatch made or moved aside, and what is in it, through descriptors and never by path: the folder
/// is opened once without following a link and checked to be the one expected, emptied by `unlinkat` relative to that
/// descriptor, and its name removed only while it still holds it. A folder exchanged in at the name meanwhile
/// (`renameat2(RENAME_EXCHANGE)`, the tenth hostile pass) is never entered: a path walk (`FileManager.removeItem`)
/// went on inside whichever folder held the name at each step, and removed a user's files.
enum FolderRemoval {
    /// Removes the folder at `path` if it is `expected` (any folder when nil); returns whether it is gone. `opened`
    /// runs once the folder is opened and checked, before it is emptied: a test's exchange at the name.
    static func remove(_ path: String, expected: FileIdentity?, opened hook: () -> Void = {}) -> Bool {
        let parentPath = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let parent = open(parentPath.isEmpty ? "." : parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return false }
        defer { close(parent) }
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        let opened = FileIdentity(descriptor: folder)
        guard opened != nil, expected == nil || opened == expected else {
            close(folder)
            return false
        }
        hook()
        empty(folder, depth: 0)
        close(folder)
        return removeName(name, in: parent, ifStill: opened)
    }

    /// Removes `name` in the folder open at `parent`, a folder emptied through its descriptor, only while the name
    /// still holds `identity`. The look and the removal are two calls: what is exchanged in between them is an empty
    /// folder's removal at worst, and `rmdir` refuses one that holds anything.
    static func removeName(_ name: String, in parent: Int32, ifStill identity: FileIdentity?) -> Bool {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        let there = FileIdentity(info)
        guard identity == nil || there == identity else { return false }
        return unlinkat(parent, name, AT_REMOVEDIR) == 0
    }

    /// The deepest folder emptied: a folder nested deeper is left (with its parents), not a stack overflow.
    private static let deepest = 256

    /// Removes everything in the folder open at `folder`, each entry relative to it, a folder inside through a
    /// descriptor of its own opened without following a link.
    private static func empty(_ folder: Int32, depth: Int) {
        for _ in 0 ..< 3 {  // again: a readdir may skip what follows a removal
            let copy = dup(folder)
            guard copy >= 0, let listing = fdopendir(copy) else { return }
            rewinddir(listing)  // the copy shares its offset with `folder`
            var left = false
            while let found = readdir(listing) {
                guard let name = EntryName.of(found).name, name != ".", name != ".." else { continue }
                if unlinkat(folder, name, 0) == 0 { continue }
                guard errno == EISDIR || errno == EPERM, depth < deepest else {
                    left = true
                    continue
                }
                let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard inner >= 0 else {
                    left = true
                    continue
                }
                empty(inner, depth: depth + 1)
                close(inner)
                if unlinkat(folder, name, AT_REMOVEDIR) != 0 { left = true }
            }
            closedir(listing)
            if !left { return }
        }
    }
}
