import Foundation

/// Whether a folder already at an output's path holds only what swatch wrote there, so replacing it loses nothing
/// of the user's: the rule `FolderWrite` applies without `--force`, and `export --check` reports.
///
/// A folder is swatch's when its `FolderMarker` parses, and everything in it is a regular file the marker lists or
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

        /// The refusal of writing the folder `path` without `--force`; `unforced` says what to do instead.
        package func refusal(of path: String, unforced: String) -> MessageText {
            switch self {
            case .unmarked(let why): "\(path): a folder swatch did not write (\(why)); \(verbatim: unforced)"
            case .holds(let file): "\(path): holds \(file), which swatch did not write; \(verbatim: unforced)"
            }
        }

        /// What `export --check` says of the folder.
        package var detail: MessageText {
            switch self {
            case .unmarked(let why): "swatch did not write it: \(why); --force replaces it"
            case .holds(let file): "\(file) would not be written, and swatch did not write it; --force replaces it"
            }
        }
    }

    /// Why the folder at `folder` (a real path) may not be replaced without `--force`, or nil when it is swatch's.
    /// `writing` is what the run would write, compared only with an earlier release's marker. Throws only for want
    /// of memory.
    package static func problem(in folder: String, writing: StreamedFolder) throws(SwatchError) -> Problem? {
        let swatchs: FolderPaths
        switch try FolderMarker.read(in: folder) {
        case .foreign(let why): return .unmarked(why)
        case .listed(let paths): swatchs = paths
        case .unlisted:
            var paths = FolderPaths()
            try writing.forEach { (file) throws(SwatchError) in
                try paths.insert(file: file.path, at: "the files of \(folder)")
                return true
            }
            swatchs = paths
        }
        guard access(folder, R_OK | X_OK) == 0 else { return .unmarked("it cannot be listed: \(MessageText(errno: errno))") }
        return firstForeign(in: folder, relative: "", level: 1, of: swatchs).map(Problem.holds)
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
