internal import CSwatchHash
import Foundation

/// Removes a folder swatch made or moved aside, and what is in it, through descriptors and never by path: the folder
/// is opened once without following a link and checked to be the one expected, emptied by `unlinkat` relative to that
/// descriptor, and its name removed only while it still holds it. A folder exchanged in at the name meanwhile
/// (`renameat2(RENAME_EXCHANGE)`, the tenth hostile pass) is never entered: a path walk (`FileManager.removeItem`)
/// went on inside whichever folder held the name at each step, and removed a user's files. A folder inside is entered
/// the same way (`openListed`), and, given the folders the removed one held when it was checked (`FolderRecord`), only
/// if it is one of them: one exchanged in before it was listed looks like any other, and is left.
enum FolderRemoval {
    /// Which folders one removal enters, and what it left for not being one of them.
    final class Scope {
        /// The folders it may enter, by device and inode (`FolderRecord.folders`); nil: any.
        let known: Set<FileIdentity>?
        /// Folders found exchanged in between a look and an open: never entered, on a later pass either (it would
        /// look like any other then).
        var foreign: Set<FileIdentity> = []
        /// Folders emptied once and left (they hold what may not go), by an emptying that lists each folder until it is
        /// done (`empty`): not entered again from a later pass over the folder holding them.
        var emptied: Set<FileIdentity> = []
        /// The first folder found that is not `known`, as a path inside the folder removed; left whole, and so is what holds it.
        private(set) var unknown: String?

        /// A removal entering only `known` folders (any when nil).
        init(known: Set<FileIdentity>? = nil) { self.known = known }

        /// Whether the folder `listed`, at `path` inside the folder removed, may be entered; notes the first that may not.
        func mayEnter(_ listed: FileIdentity, at path: String) -> Bool {
            guard !foreign.contains(listed), !emptied.contains(listed) else { return false }
            guard known?.contains(listed) != false else {
                if unknown == nil { unknown = path }
                return false
            }
            return true
        }
    }

    /// Removes the folder at `path` if it is `expected` (any folder when nil), entering only the folders `scope`
    /// allows; returns whether it is gone. `opened` runs once the folder is opened and checked, before it is emptied:
    /// a test's exchange at the name; `entering`, with a folder's name, between its look and its open inside
    /// (`openListed`): a test's exchange of a subfolder.
    static func remove(_ path: String, expected: FileIdentity?, scope: Scope = Scope(), opened hook: () -> Void = {},
                       entering: (String) -> Void = { _ in }) -> Bool {
        let parentPath = PathText.folder(of: path)
        let parent = open(parentPath.isEmpty ? "." : parentPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return false }
        defer { close(parent) }
        return remove((path as NSString).lastPathComponent, in: parent, expected: expected, scope: scope, opened: hook, entering: entering)
    }

    /// `remove(_:expected:)` of the folder `name` in the folder open at `parent`.
    static func remove(_ name: String, in parent: Int32, expected: FileIdentity?, scope: Scope = Scope(), opened hook: () -> Void = {},
                       entering: (String) -> Void = { _ in }) -> Bool {
        let folder = openFolder(name, in: parent)
        guard folder >= 0 else { return false }
        let opened = FileIdentity(descriptor: folder)
        guard opened != nil, expected == nil || opened == expected else {
            close(folder)
            return false
        }
        hook()
        empty(folder, relative: "", depth: 0, scope: scope, entering: entering)
        close(folder)
        return removeName(name, in: parent, ifStill: opened)
    }

    /// Opens the folder `name` inside the folder open at `folder` (`path` inside the folder removed), as just listed
    /// there, never following a link, only if `scope` lets it be entered (`Scope.mayEnter`), and only if what it opened
    /// is what the name held when looked at (device and inode by `fstatat` before, `fstat` after): a folder exchanged
    /// in at the name in between (`renameat2(RENAME_EXCHANGE)` from elsewhere) is never entered, and is added to the
    /// scope's `foreign`. Returns the descriptor (the caller closes it), nil for anything else. `looked` runs between
    /// the look and the open: a test's exchange.
    static func openListed(_ name: String, at path: String, in folder: Int32, scope: Scope, looked: (String) -> Void = { _ in }) -> Int32? {
        openListed(Array(name.utf8CString), at: path, in: folder, scope: scope, looked: { _ in looked(name) })
    }

    /// `openListed` of the name whose bytes (NUL-terminated) are `name`: any name a folder lists, UTF-8 or not.
    static func openListed(_ name: [CChar], at path: String, in folder: Int32, scope: Scope,
                           looked: ([CChar]) -> Void = { _ in }) -> Int32? {
        var info = stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return nil }
        let listed = FileIdentity(info)
        guard scope.mayEnter(listed, at: path) else { return nil }
        looked(name)
        let inner = openFolder(name, in: folder)
        guard inner >= 0 else { return nil }
        let opened = FileIdentity(descriptor: inner)
        guard opened == listed else {
            if let opened { scope.foreign.insert(opened) }
            close(inner)
            return nil
        }
        return inner
    }

    /// The folder `name` in the folder open at `parent`, opened to read, never through a link and never into another mount
    /// (`swatch_open_folder_same_mount`: a bind mount there is the folder mounted, elsewhere, whose files a removal would
    /// take: the twenty-first hostile pass's H21-13); a descriptor, or -1 with `errno` set (EXDEV for a mount point).
    static func openFolder(_ name: UnsafePointer<CChar>, in parent: Int32) -> Int32 {
        swatch_open_folder_same_mount(parent, name)
    }

    /// Removes `name` in the folder open at `parent`, a folder emptied through its descriptor, only while the name
    /// still holds `identity`. The look and the removal are two calls: what is exchanged in between them is an empty
    /// folder's removal at worst, and `rmdir` refuses one that holds anything.
    static func removeName(_ name: String, in parent: Int32, ifStill identity: FileIdentity?) -> Bool {
        removeName(Array(name.utf8CString), in: parent, ifStill: identity)
    }

    /// `removeName` of the name whose bytes (NUL-terminated) are `name`.
    static func removeName(_ name: [CChar], in parent: Int32, ifStill identity: FileIdentity?) -> Bool {
        var info = stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { return false }
        let there = FileIdentity(info)
        guard identity == nil || there == identity else { return false }
        return unlinkat(parent, name, AT_REMOVEDIR) == 0
    }

    /// The deepest folder emptied (and recorded, `FolderRecord`): a folder nested deeper is left (with its parents), not
    /// a stack overflow.
    static let deepest = 256

    /// Removes everything in the folder open at `folder` (`relative` inside the folder removed), each entry relative to
    /// it, a folder inside through a descriptor of its own (`openListed`); a folder `scope` does not let it enter is left
    /// whole, and so is what holds it. Listed again only after a pass that removed something here (a readdir may skip what
    /// follows a removal), and a folder inside emptied and left is not entered again (`Scope.emptied`): each level went
    /// through its passes once for each of the level above's, 3 to the power of the depth (a folder nested 300 deep,
    /// `--force`d over, never ended, and held off the signals that would end it).
    private static func empty(_ folder: Int32, relative: String, depth: Int, scope: Scope, entering: (String) -> Void) {
        for _ in 0 ..< 3 {
            let copy = dup(folder)
            guard copy >= 0, let listing = fdopendir(copy) else {
                if copy >= 0 { close(copy) }
                return
            }
            rewinddir(listing)  // the copy shares its offset with `folder`
            var left = false, removed = false
            defer { closedir(listing) }
            while let found = readdir(listing) {
                // By its bytes: a name that is not UTF-8 goes too (a folder replaced with --force held one, and was left aside).
                let name = EntryName.bytes(of: found)
                guard !EntryName.isDots(name) else { continue }
                if unlinkat(folder, name, 0) == 0 {
                    removed = true
                    continue
                }
                guard errno == EISDIR || errno == EPERM, depth < deepest else {
                    left = true
                    continue
                }
                let shown = EntryName.of(found).shown
                let path = relative.isEmpty ? shown : relative + "/" + shown
                guard let inner = openListed(name, at: path, in: folder, scope: scope, looked: { _ in entering(shown) }) else {
                    left = true
                    continue
                }
                let identity = FileIdentity(descriptor: inner)
                empty(inner, relative: path, depth: depth + 1, scope: scope, entering: entering)
                close(inner)
                if removeName(name, in: folder, ifStill: identity) {
                    removed = true
                } else {
                    left = true
                    if let identity { scope.emptied.insert(identity) }
                }
            }
            if !left || !removed { return }
        }
    }
}
