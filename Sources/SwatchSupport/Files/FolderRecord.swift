import Foundation

/// A folder as a run checked it, known by identity: its own device and inode and those of every folder inside it (to
/// `FolderRemoval.deepest`). A folder an export replaces is recorded when it is checked, before it is moved aside, and
/// its removal enters only these (`FolderRemoval.Scope`): a user's folder exchanged in for one of them afterwards
/// (`renameat2(RENAME_EXCHANGE)` into the folder aside, before the removal lists it) is another folder, and is left.
struct FolderRecord {
    /// The folder's own device and inode.
    let root: FileIdentity
    /// Every folder inside it, at any depth to `FolderRemoval.deepest`.
    let folders: Set<FileIdentity>

    /// The folder at `path` (a real path: its last part is no link) as it is now, walked through descriptors without
    /// following a link; nil when no folder is there. A folder that cannot be opened is recorded without what it holds
    /// (its removal cannot enter that either).
    init?(_ path: String) {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            (root, folders) = (FileIdentity(info), [])
            return
        }
        defer { close(folder) }
        guard let opened = FileIdentity(descriptor: folder) else { return nil }
        var found: Set<FileIdentity> = []
        Self.walk(folder, depth: 0, into: &found)
        (root, folders) = (opened, found)
    }

    /// Adds every folder inside the folder open at `folder` (at `depth` below the one recorded) to `found`, and what each
    /// holds: each opened by name relative to its parent, never through a link, and entered only if it is the folder
    /// looked at.
    private static func walk(_ folder: Int32, depth: Int, into found: inout Set<FileIdentity>) {
        guard depth < FolderRemoval.deepest else { return }
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else {
            if copy >= 0 { close(copy) }
            return
        }
        defer { closedir(listing) }
        while let entry = readdir(listing) {
            let name = EntryName.bytes(of: entry)  // any name: a folder replaced with --force goes whole
            guard !EntryName.isDots(name) else { continue }
            var info = stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, info.st_mode & S_IFMT == S_IFDIR else { continue }
            let listed = FileIdentity(info)
            found.insert(listed)
            let inner = FolderRemoval.openFolder(name, in: folder)
            guard inner >= 0 else { continue }
            if FileIdentity(descriptor: inner) == listed { walk(inner, depth: depth + 1, into: &found) }
            close(inner)
        }
    }
}
