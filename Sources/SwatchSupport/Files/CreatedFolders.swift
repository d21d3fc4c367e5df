import Foundation

/// The folders a run makes for its outputs where they do not exist yet (`swatch export -o Generated/UI/Colors.swift`
/// in a fresh clone) and removed again unless an output went into them (`making`): a run that fails leaves no folder it
/// made, as it leaves no file. Each is registered as a temporary until then, so an interrupted run removes it too.
/// Each is made inside the one above it through a descriptor and known by device and inode: one swapped mid-run for a
/// link or another folder (the tenth hostile pass's H4) is found before anything is written or renamed into it
/// (`replaced(above:in:)`), and the run's cleanup goes through those descriptors, never through the link.
package final class CreatedFolders: @unchecked Sendable {  // used by one thread; `made` only grows in init
    /// A folder made: its path as the user wrote it, its real path, and where it was made (a descriptor of the folder
    /// above, the name in it, its own descriptor and identity).
    private struct Made {
        let path: String, real: String, name: String
        let parent: Int32, descriptor: Int32, identity: FileIdentity
    }

    /// The folders made, outermost first.
    private var made: [Made] = []
    private var kept = false

    /// The folders every live run made, by real path, so a writer can ask whether one above its output was replaced.
    nonisolated(unsafe) private static var live: [(real: String, shown: String, identity: FileIdentity)] = []
    private static let lock = NSLock()

    /// Makes every missing folder above each of `paths` (files or folders to be written; `-` is skipped).
    /// Throws, having removed what it made, when an existing part of a path is not a folder or a folder
    /// cannot be made; `role` names nothing, the path does (`cannot write a/b/c.css: a is not a folder`).
    /// `made` runs with each folder's path between its `mkdir` and its open: a test's exchange at the name.
    package init(above paths: [String], made hook: (String) -> Void = { _ in }) throws(SwatchError) {
        for path in paths where path != OutputDescriptor.standardOutput && !path.isEmpty {
            // A link loop above the output names no folder: said as the loop, not as a folder missing (the twelfth pass).
            do throws(SwatchError) { try PathIdentity.requireNoLinkLoop(path) } catch {
                remove()
                throw error
            }
            if let beyond = Self.missingBeyondLink(above: path) {
                remove()
                throw SwatchError.noFolder(for: path, folder: beyond, isFile: false)
            }
            var missing: [String] = []
            var folder = PathText.folder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
            var info = stat()
            // ENOTDIR: a part above is a file; the walk goes on up to it, and it is refused below.
            var failure: Int32 = 0
            while !folder.isEmpty, folder != "/", lstat(folder, &info) != 0 {
                guard errno == ENOENT || errno == ENOTDIR else {
                    failure = errno
                    break
                }
                missing.append(folder)
                folder = PathText.folder(of: folder)
            }
            // Any other failure (a name too long, no permission to look) is the reason, not a missing folder.
            guard failure == 0 else {
                remove()
                throw SwatchError(.output, "cannot write \(path: path): \(MessageText(errno: failure))")
            }
            guard !missing.isEmpty else { continue }
            // The nearest part that exists must be a folder (a link to one will do): else nothing is made.
            var isFolder: ObjCBool = false
            let base = folder.isEmpty ? "." : folder
            var parent = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder), isFolder.boolValue, parent >= 0 else {
                if parent >= 0 { close(parent) }
                remove()
                throw SwatchError.noFolder(for: path, folder: base, isFile: true)
            }
            // Real paths of the folders made are the base's and their names, never resolved again through a swapped part.
            var real = PathIdentity.resolved(base).path
            for folder in missing.reversed() {
                let name = (folder as NSString).lastPathComponent
                real = (real as NSString).appendingPathComponent(name)
                let (status, reason) = TemporaryFiles.makeFolder(folder, named: name, in: parent)
                if status == 0 { hook(folder) }
                // Opened where it was made, never following a link: the next one is made inside it, wherever it is now.
                let inner = openat(parent, name, O_RDONLY | O_DIRECTORY | (status == 0 ? O_NOFOLLOW : 0) | O_CLOEXEC)
                let failure = status == 0 ? errno : reason
                let identity = inner >= 0 ? FileIdentity(descriptor: inner) : nil
                // What opens at the name just made must be what mkdir makes: a folder exchanged in between (a catalog
                // the run reads) was adopted and written into (the twelfth hostile pass's H12-1).
                if status == 0, inner >= 0, !Self.isFresh(inner) {
                    close(inner)
                    close(parent)
                    TemporaryFiles.forget(folder)  // not the folder made: that one is elsewhere now, and not swatch's to find
                    remove()
                    throw Self.replacement(of: folder, for: path)
                }
                guard status == 0 || reason == EEXIST, inner >= 0, let identity else {
                    if inner >= 0 { close(inner) }
                    close(parent)
                    if status == 0 { TemporaryFiles.forget(folder) }
                    remove()
                    throw SwatchError(.output, "cannot write \(path: path): cannot create folder \(path: folder): \(MessageText(errno: failure))")
                }
                guard status == 0 else {  // made a moment ago by another path of this run, or by someone else: not ours to remove
                    close(parent)
                    parent = inner
                    continue
                }
                let entry = Made(path: folder, real: real, name: name, parent: dup(parent), descriptor: inner, identity: identity)
                made.append(entry)
                Self.lock.withLock { Self.live.append((entry.real, folder, identity)) }
                close(parent)
                parent = dup(inner)
            }
            close(parent)
        }
    }

    /// The error of the output `path` (as given), whose folder is `folder` (its real path, resolved when the run planned
    /// it), when a folder some run of this process made above it is no longer at its name (moved, or swapped for a link
    /// or another folder), so what would be made or renamed there by name would land elsewhere; the outermost such
    /// folder is named. A folder is above the output by its real path, or by the path as given (which, resolved after
    /// the swap, leads through the link instead). Nil when none is, or none was made.
    package static func replaced(above path: String, in folder: String) -> SwatchError? {
        func under(_ base: String, _ path: String) -> Bool { path == base || path.hasPrefix(base + "/") || PathText.lies(path, within: base) }
        let above = lock.withLock { live.filter { under($0.real, folder) || under($0.shown, path) } }
        for made in above.sorted(by: { $0.shown.count < $1.shown.count }) where FileIdentity(made.shown) != made.identity || FileIdentity(made.real) != made.identity {
            return replacement(of: made.shown, for: path)
        }
        return nil
    }

    /// Makes the folders missing above `paths` (`init(above:)`) and runs `body`, which writes into them and commits. If
    /// it throws, `undo` removes what it wrote (a transaction's temporaries) and then the folders made go; otherwise,
    /// once its commit is done (it may wait for the run's output, `OutputBeforeFiles`), those left empty go (a diff
    /// picture not written because the images matched) and the rest stay; a held commit dropped takes them all.
    package static func making<Result>(above paths: [String], _ body: () throws(SwatchError) -> Result,
                                       undo: () -> Void) throws(SwatchError) -> Result {
        let folders = try CreatedFolders(above: paths)
        do throws(SwatchError) {
            let result = try body()
            // After the body's own commit, held or not: only the empty ones go, those holding an output stay.
            try OutputBeforeFiles.commit { folders.remove() }
            return result
        } catch {
            undo()
            folders.remove()
            throw error
        }
    }

    /// Whether the folder of `path`, as written, is missing, so `init(above:)` would make it: `refs/new` of
    /// `refs/new/a.png`, but nothing of a link to nothing (`ln -s nod/T L`), whose missing folder is an error.
    package static func wouldMake(above path: String) -> Bool {
        let folder = PathText.folder(of: path)
        var info = stat()
        return !folder.isEmpty && lstat(folder, &info) != 0 && (errno == ENOENT || errno == ENOTDIR)
    }

    /// The folder missing beyond a link to nothing that the folder of `path` goes through, resolved: `/work/nodir`
    /// for `lnk/y.png` or `lnk/sub/y.png` when `lnk -> nodir/deeper`. Nothing is made there (the link's target is
    /// none of swatch's to make): the error names it. Nil when no link to nothing is on the way.
    package static func missingBeyondLink(above path: String) -> String? {
        var folder = PathText.folder(of: path.hasSuffix("/") ? String(path.dropLast()) : path)
        var info = stat()
        while !folder.isEmpty, folder != "/", lstat(folder, &info) != 0 { folder = PathText.folder(of: folder) }
        guard !folder.isEmpty, lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, stat(folder, &info) != 0 else { return nil }
        var missing = PathIdentity.resolved(folder).path
        var above = PathText.folder(of: missing)
        while above != "/", !above.isEmpty, stat(above, &info) != 0 {
            missing = above
            above = PathText.folder(of: missing)
        }
        return missing
    }

    deinit {
        if !kept { remove() }
    }

    /// Removes the folders made, innermost first, each only if it is empty (call it once the run's temporaries
    /// are gone); a folder someone else wrote into stays. All through the descriptors the folders were made with,
    /// each only while its name holds it: a folder moved mid-run is first cleared of this process's temporaries (their
    /// removal by name looked through the link), then found by its identity in the folder above and removed there;
    /// a link put at its name is never followed.
    package func remove() {
        for folder in made.reversed() {
            if FileIdentity(folder.real) != folder.identity { Self.removeTemporaries(in: folder.descriptor) }
            close(folder.descriptor)
            if !FolderRemoval.removeName(folder.name, in: folder.parent, ifStill: folder.identity),
               let moved = Self.name(of: folder.identity, in: folder.parent) {
                _ = FolderRemoval.removeName(moved, in: folder.parent, ifStill: folder.identity)
            }
            close(folder.parent)
            TemporaryFiles.forget(folder.path)
            Self.lock.withLock { Self.live.removeAll { $0.real == folder.real && $0.identity == folder.identity } }
        }
        made = []
        kept = true
    }

    /// Removes this process's temporaries (`.swatch.<pid>.<hex>.tmp`, files and folders) in the folder open at
    /// `folder`, one swatch made: in a made folder moved mid-run, where cleanup by name no longer reaches them.
    private static func removeTemporaries(in folder: Int32) {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return }
        defer { closedir(listing) }
        var names: [String] = []
        while let found = readdir(listing) {
            if let name = EntryName.of(found).name, TemporaryFiles.stalePID(name) == getpid(), name.hasPrefix(TemporaryFiles.filePrefix) { names.append(name) }
        }
        for name in names where unlinkat(folder, name, 0) != 0 {
            _ = FolderRemoval.remove(name, in: folder, expected: nil)
        }
    }

    /// The error of the output `path` when `folder`, made by this run above it, was replaced.
    private static func replacement(of folder: String, for path: String) -> SwatchError {
        SwatchError(.output, "cannot write \(path: path): the folder \(folder), made by this run, was replaced while swatch wrote it")
    }

    /// Whether the folder open at `folder` is as `mkdir` leaves one: this user's, and empty.
    private static func isFresh(_ folder: Int32) -> Bool {
        var info = stat()
        guard fstat(folder, &info) == 0, info.st_uid == geteuid() else { return false }
        // Listed through a descriptor of its own: a `dup` shares the offset, and a later listing would start at the end.
        let copy = openat(folder, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let listing = fdopendir(copy) else { return false }
        defer { closedir(listing) }
        while let found = readdir(listing) {
            guard let name = EntryName.of(found).name, name == "." || name == ".." else { return false }
        }
        return true
    }

    /// The name in the folder open at `folder` that holds `identity`: where a folder made there was moved to.
    private static func name(of identity: FileIdentity, in folder: Int32) -> String? {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return nil }
        defer { closedir(listing) }
        rewinddir(listing)
        var info = stat()
        while let found = readdir(listing) {
            guard let name = EntryName.of(found).name, name != ".", name != ".." else { continue }
            if fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0, FileIdentity(info) == identity { return name }
        }
        return nil
    }
}
