import Foundation

/// Removes a folder swatch made or moved aside, and what is in it, through descriptors and never by path: the folder
/// is opened once without following a link and checked to be the one expected, emptied by `unlinkat` relative to that
/// descriptor, and its name removed only while it still holds it. A folder exchanged in at the name meanwhile
/// (`renameat2(RENAME_EXCHANGE)`, the tenth hostile pass) is never entered: a path walk (`FileManager.removeItem`)
/// went on inside whichever folder held the name at each step, and removed a user's files. A folder inside is entered
/// the same way (`openListed`).
enum FolderRemoval {
    /// Removes the folder at `path` if it is `expected` (any folder when nil); returns whether it is gone. `opened`
    /// runs once the folder is opened and checked, before it is emptied: a test's exchange at the name; `entering`,
    /// with a folder's name, between its look and its open inside (`openListed`): a test's exchange of a subfolder.
    static func remove(_ path: String, expected: FileIdentity?, opened hook: () -> Void = {},
                       entering: (String) -> Void = { _ in }) -> Bool {
        let parentPath = PathText.folder(of: path)
        let parent = open(parentPath.isEmpty ? "." : parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return false }
        defer { close(parent) }
        return remove((path as NSString).lastPathComponent, in: parent, expected: expected, opened: hook, entering: entering)
    }

    /// `remove(_:expected:)` of the folder `name` in the folder open at `parent`.
    static func remove(_ name: String, in parent: Int32, expected: FileIdentity?, opened hook: () -> Void = {},
                       entering: (String) -> Void = { _ in }) -> Bool {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return false }
        let opened = FileIdentity(descriptor: folder)
        guard opened != nil, expected == nil || opened == expected else {
            close(folder)
            return false
        }
        hook()
        var foreign: Set<FileIdentity> = []
        empty(folder, depth: 0, foreign: &foreign, entering: entering)
        close(folder)
        return removeName(name, in: parent, ifStill: opened)
    }

    /// Opens the folder `name` inside the folder open at `folder`, as just listed there, never following a link and
    /// only if what it opened is what the name held when looked at (device and inode by `fstatat` before, `fstat`
    /// after): a folder exchanged in at the name in between (`renameat2(RENAME_EXCHANGE)` from elsewhere) is never
    /// entered, and is added to `foreign`, the folders one removal never enters (on a later pass it would look like
    /// any other). Returns the descriptor (the caller closes it), nil for anything else. `looked` runs between the
    /// look and the open: a test's exchange.
    static func openListed(_ name: String, in folder: Int32, foreign: inout Set<FileIdentity>, looked: (String) -> Void = { _ in }) -> Int32? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFDIR,
              !foreign.contains(FileIdentity(info)) else { return nil }
        let listed = FileIdentity(info)
        looked(name)
        let inner = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard inner >= 0 else { return nil }
        let opened = FileIdentity(descriptor: inner)
        guard opened == listed else {
            if let opened { foreign.insert(opened) }
            close(inner)
            return nil
        }
        return inner
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
    /// descriptor of its own (`openListed`); a folder found exchanged in (`foreign`) is left whole, and so is what holds it.
    private static func empty(_ folder: Int32, depth: Int, foreign: inout Set<FileIdentity>, entering: (String) -> Void) {
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
                guard let inner = openListed(name, in: folder, foreign: &foreign, looked: entering) else {
                    left = true
                    continue
                }
                let identity = FileIdentity(descriptor: inner)
                empty(inner, depth: depth + 1, foreign: &foreign, entering: entering)
                close(inner)
                if !removeName(name, in: folder, ifStill: identity) { left = true }
            }
            closedir(listing)
            if !left { return }
        }
    }
}
