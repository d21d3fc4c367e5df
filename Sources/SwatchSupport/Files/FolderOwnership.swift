import Foundation

/// Whether a folder already at an output's path holds only what swatch wrote there, so replacing it loses nothing
/// of the user's: the rule `FolderWrite` applies without `--force`, and `export --check` reports.
///
/// A folder is swatch's when its `FolderMarker` parses and names the run's format, and everything in it is a regular file the marker lists or
/// a folder above one: no other file at any depth (hidden ones too), no symbolic link (even at a listed path), pipe
/// or device. An earlier release's marker lists nothing; such a folder is taken as swatch's when it holds only what
/// this run writes (`writing`): a user upgrading replaces an untouched export as before, and one holding anything else
/// is refused once, until `--force` (or removing what is theirs) gives it a marker that lists its files.
package enum FolderOwnership {
    /// Why a folder is not swatch's to replace.
    package enum Problem: Equatable {
        /// Its marker is missing or is not swatch's: why (`no .swatch-export`, `.swatch-export is a symbolic link`).
        case unmarked(MessageText)
        /// It holds this (a path inside the folder) that swatch did not write.
        case holds(String)
        /// Swatch wrote it as another format (`found`, its marker's) than the run writes (`writing`).
        case otherFormat(found: String, writing: String)

        /// The refusal of writing the folder `path` without `--force`; `unforced` says what to do instead.
        package func refusal(of path: String, unforced: String) -> MessageText {
            switch self {
            case .unmarked(let why): "\(path): a folder swatch did not write (\(why)); \(verbatim: unforced)"
            case .holds(let file): "\(path): holds \(file), which swatch did not write; \(verbatim: unforced)"
            case .otherFormat(let found, let writing): "\(path): swatch wrote it as \(found), and this run writes \(writing); \(verbatim: unforced)"
            }
        }

        /// What `export --check` says of the folder.
        package var detail: MessageText {
            switch self {
            case .unmarked(let why): "swatch did not write it: \(why); --force replaces it"
            case .holds(let file): "\(file) would not be written, and swatch did not write it; --force replaces it"
            case .otherFormat(let found, let writing): "swatch wrote it as \(found), not \(writing); --force replaces it"
            }
        }
    }

    /// Why the folder at `folder` (a real path) may not be replaced without `--force` by one of `format`, or nil when
    /// it is swatch's. `writing` is what the run would write, compared only with an earlier release's marker (which
    /// names no format). Throws only for want of memory.
    package static func problem(in folder: String, writing: StreamedFolder, format: String) throws(SwatchError) -> Problem? {
        switch try listing(in: folder, writing: writing, format: format) {
        case .not(let problem): return problem
        case .swatchs(let swatchs):
            guard access(folder, R_OK | X_OK) == 0 else { return .unmarked("it cannot be listed: \(MessageText(errno: errno))") }
            return firstForeign(in: folder, relative: "", level: 1, of: swatchs).map(Problem.holds)
        }
    }

    /// What swatch wrote in a folder, or why it is not swatch's.
    private enum Listing {
        case swatchs(FolderPaths)
        case not(Problem)
    }

    /// The files swatch wrote in `folder` by its marker (an earlier release's: `writing`'s), when it is of `format`.
    private static func listing(in folder: String, writing: StreamedFolder, format: String) throws(SwatchError) -> Listing {
        switch try FolderMarker.read(in: folder) {
        case .foreign(let why): return .not(.unmarked(why))
        case .listed(_, let found) where found != format: return .not(.otherFormat(found: found, writing: format))
        case .listed(let paths, _): return .swatchs(paths)
        case .unlisted:
            var paths = FolderPaths()
            try writing.forEach { (file) throws(SwatchError) in
                try paths.insert(file: file.path, at: "the files of \(folder)")
                return true
            }
            return .swatchs(paths)
        }
    }

    /// Removes the folder at `folder`, one swatch replaced and moved aside, by removing what is swatch's in it (as
    /// `problem` finds it), the marker last, then the folder: anything else put in since it was checked (through a
    /// handle inside it, a shell's working folder) is left where it is, with the folder. Returns whether it is gone.
    /// Only the folder `identity` is entered (any when nil), through one descriptor, and inside it only the folders
    /// `scope` allows (those it held when checked); its name is removed while it holds it.
    static func removeSwatchs(_ folder: String, identity: FileIdentity?, scope: FolderRemoval.Scope, writing: StreamedFolder, format: String) -> Bool {
        guard case .swatchs(let swatchs)? = try? listing(in: folder, writing: writing, format: format) else { return false }
        let above = PathText.folder(of: folder)
        let parent = open(above.isEmpty ? "." : above, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard parent >= 0 else { return false }
        defer { close(parent) }
        let name = (folder as NSString).lastPathComponent
        let root = FolderRemoval.openFolder(name, in: parent)
        guard root >= 0 else { return false }
        defer { close(root) }
        let opened = FileIdentity(descriptor: root)
        guard opened != nil, identity == nil || opened == identity else { return false }  // exchanged: not the folder checked
        while removeListed(in: root, relative: "", level: 1, of: swatchs, scope: scope) > 0 {}  // again: a readdir may skip what follows a removal
        unlinkat(root, FolderMarker.name, 0)
        return FolderRemoval.removeName(name, in: parent, ifStill: opened)
    }

    /// Removes the files and folders in `folder` (a descriptor of the folder at `relative`) that are swatch's, through
    /// descriptors never following a link (`FolderRemoval.openListed`), only the folders `scope` allows; returns how
    /// many went.
    private static func removeListed(in folder: Int32, relative: String, level: Int, of swatchs: FolderPaths, scope: FolderRemoval.Scope) -> Int {
        let copy = dup(folder)
        guard copy >= 0, let listing = fdopendir(copy) else { return 0 }
        defer { closedir(listing) }
        rewinddir(listing)  // the copy shares its offset with `folder`, at the end after an earlier pass
        var removed = 0
        while let found = readdir(listing) {
            guard let name = EntryName.of(found).name, name != ".", name != ".." else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            var entry = stat()
            guard !(relative.isEmpty && name == FolderMarker.name), fstatat(folder, name, &entry, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch entry.st_mode & S_IFMT {
            case S_IFREG where swatchs.contains(path, isFolder: false) || isFinders(name):
                if unlinkat(folder, name, 0) == 0 { removed += 1 }
            case S_IFDIR where level < swatchs.depth && swatchs.contains(path, isFolder: true):
                guard let inner = FolderRemoval.openListed(name, at: path, in: folder, scope: scope) else { continue }
                let identity = FileIdentity(descriptor: inner)
                removed += removeListed(in: inner, relative: path, level: level + 1, of: swatchs, scope: scope)
                close(inner)
                if FolderRemoval.removeName(name, in: folder, ifStill: identity) { removed += 1 }
            default: continue  // not swatch's: kept
            }
        }
        return removed
    }

    /// Whether a file of this name is the Finder's view settings (`.DS_Store`), made by opening a folder on a Mac:
    /// nobody's work, and the Finder makes it again, so it neither makes a folder the user's nor an export stale.
    package static func isFinders(_ name: String) -> Bool { name == ".DS_Store" }

    /// The first thing in `folder`/`relative` that is not swatch's (its path relative to `folder`), or nil. Goes no
    /// deeper than the deepest listed path, so a folder nested a million deep is one look.
    private static func firstForeign(in folder: String, relative: String, level: Int, of swatchs: FolderPaths) -> String? {
        let here = relative.isEmpty ? folder : folder + "/" + relative
        guard let listing = opendir(here) else { return relative.isEmpty ? "." : relative }  // unreadable: not known to be swatch's
        defer { closedir(listing) }
        while let found = readdir(listing) {
            let (valid, shown) = EntryName.of(found)
            guard let name = valid else { return relative.isEmpty ? shown : relative + "/" + shown }
            guard name != ".", name != ".." else { continue }
            let path = relative.isEmpty ? name : relative + "/" + name
            if relative.isEmpty, name == FolderMarker.name { continue }  // read already: a regular file
            var entry = stat()
            guard lstat(folder + "/" + path, &entry) == 0 else { return path }
            switch entry.st_mode & S_IFMT {
            case S_IFREG where swatchs.contains(path, isFolder: false): continue
            case S_IFREG where isFinders(name): continue
            case S_IFDIR where level < swatchs.depth && swatchs.contains(path, isFolder: true):
                if let inner = firstForeign(in: folder, relative: path, level: level + 1, of: swatchs) { return inner }
            default: return path
            }
        }
        return nil
    }
}
