import Foundation

/// A file path resolved to the file it names: symbolic links, `.` and `..` followed, the file system's
/// case rule applied, and known by device and inode, so a second path to it (a hard link, a bind mount of
/// it or of a folder above it) is the same. Two paths with equal identities name the same file, so a run
/// can tell that an output would overwrite an input or another output before it writes anything.
package struct PathIdentity: Hashable {
    /// The absolute path with every existing symbolic link resolved; folded to lower case where the
    /// file system ignores case (the macOS default).
    let key: String
    /// The file's device and inode when it exists, with `rest` empty; else those of its nearest folder that
    /// exists, with `rest` the part of the path below it (folded as `key` is): a file yet to be made is
    /// known by the folder it will be made in.
    let anchor: FileIdentity?
    /// The path below `anchor`, `/`-separated; empty when the file itself exists.
    let rest: String
    /// Device and inode of every existing folder above the file, nearest first, up to `/`, as the resolved
    /// path reaches them: an input folder among them means the file lies inside it, by whatever path.
    let enclosing: [FileIdentity]

    /// The identity of `path`, resolved against the current directory.
    package init(_ path: String) {
        let resolved = PathIdentity.resolved(path)
        let folds = PathIdentity.isCaseInsensitive(resolved.directory)
        key = folds ? resolved.path.lowercased() : resolved.path
        var place = resolved.path, below: [String] = []
        var found = FileIdentity(following: path) ?? FileIdentity(following: place)
        while found == nil, place != "/", !place.isEmpty {
            below.insert((place as NSString).lastPathComponent, at: 0)
            place = PathText.folder(of: place)
            found = FileIdentity(following: place)
        }
        anchor = found
        rest = folds ? below.joined(separator: "/").lowercased() : below.joined(separator: "/")
        var folders: [FileIdentity] = []
        if found != nil {
            if !below.isEmpty, let found { folders.append(found) }
            while place != "/", !place.isEmpty {
                place = PathText.folder(of: place)
                if let folder = FileIdentity(following: place) { folders.append(folder) }
            }
        }
        enclosing = folders
    }

    /// The identity of `path` as an input names it: `-` is standard input, known by what descriptor 0 reads,
    /// so a file redirected in is that file (`compare - b.png --diff /dev/stdin < a.png` cannot replace a.png).
    package init(input path: String) {
        self.init(path == "-" ? "/dev/fd/0" : path)
    }

    /// Same file: the same resolved path, or the same device and inode (of the file, or of the folder it
    /// will be made in with the same name below it).
    func names(theSameFileAs other: PathIdentity) -> Bool {
        key == other.key || (anchor != nil && anchor == other.anchor && rest == other.rest)
    }

    /// The path with symbolic links resolved: the whole path when it exists, else its nearest folder that does
    /// (the file, and any folder missing above it, are about to be created there). A link to nothing yet is
    /// followed too, through a chain of them, its relative target read from the link's folder: a file written
    /// through it lands at the target, so `l.png -> s.png` is `s.png` before either exists.
    package static func resolved(_ path: String) -> (path: String, directory: String) {
        let found = following(path)
        return (found.path, found.directory)
    }

    /// The link to nothing that `path` ends in when its target names a folder (`l.png -> t/`): a file cannot be
    /// written through it (open(2) says EISDIR), and the folder it names is none of swatch's to make; nil otherwise.
    package static func linkToFolderName(_ path: String) -> String? {
        following(path).folderLink
    }

    /// `resolved`'s walk; `folderLink` is the text of the last link followed when it is the path's last part
    /// and ends in `/`.
    private static func following(_ path: String) -> (path: String, directory: String, folderLink: String?) {
        var absolute = (path as NSString).isAbsolutePath
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        var nearest: (folder: String, below: [String]) = ("/", [])
        var folderLink: String?
        for _ in 0 ..< Self.mostDanglingLinks {
            // realpath(3) follows links and `..` itself, and is far cheaper than Foundation's standardizingPath,
            // which matters when every colour set of a large catalog is checked.
            if let real = realPath(absolute) { return (real, PathText.folder(of: real), nil) }
            nearest = nearestFolder(absolute)
            let missing = (nearest.folder as NSString).appendingPathComponent(nearest.below[0])
            guard let target = linkTarget(missing) else { break }
            folderLink = nearest.below.count == 1 && target.hasSuffix("/") ? target : nil
            let landing = (target as NSString).isAbsolutePath ? target : (nearest.folder as NSString).appendingPathComponent(target)
            absolute = nearest.below.dropFirst().reduce(landing) { ($0 as NSString).appendingPathComponent($1) }
        }
        let joined = nearest.below.reduce(nearest.folder) { ($0 as NSString).appendingPathComponent($1) }
        return (joined, PathText.folder(of: joined), folderLink)
    }

    /// Links to nothing followed one after another before a path is taken as written: as many as Linux follows
    /// (`MAXSYMLINKS`); a chain longer, or a loop, is left to `requireNoLinkLoop` and the write's own error.
    private static let mostDanglingLinks = 40

    /// The nearest existing folder of `absolute` (which does not exist), resolved, and the names below it as written.
    private static func nearestFolder(_ absolute: String) -> (folder: String, below: [String]) {
        let standardized = (absolute as NSString).standardizingPath
        var existing = PathText.folder(of: standardized)
        var below = [(standardized as NSString).lastPathComponent]
        var real = realPath(existing)
        while real == nil, existing != "/", !existing.isEmpty {
            below.insert((existing as NSString).lastPathComponent, at: 0)
            existing = PathText.folder(of: existing)
            real = realPath(existing)
        }
        return (real ?? existing, below)
    }

    /// What the symbolic link at `path` points to, as written in it; nil when `path` is no link, or a link that
    /// leads to something realpath(3) cannot name (`/dev/stdout` in a pipe: `/proc/self/fd/1` -> `pipe:[…]`).
    private static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, stat(path, &info) != 0, errno == ENOENT else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` with every link and `..` resolved by the file system (realpath(3)), or nil when some part is missing.
    package static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// Whether names in `directory` ignore case (HFS+ and APFS by default); Linux file systems do not.
    private static func isCaseInsensitive(_ directory: String) -> Bool {
        #if canImport(Darwin)
        return pathconf(directory, _PC_CASE_SENSITIVE) == 0
        #else
        return false
        #endif
    }
}

extension PathIdentity {
    /// Whether this path lies strictly inside `folder`: below its resolved path (so a link or `..` cannot
    /// hide it), or below a folder with its device and inode (a bind mount or other second path to it).
    func lies(inside folder: PathIdentity) -> Bool {
        // As bytes too: `String`'s `hasPrefix` takes a `/` before a combining mark for no `/`, so `A.xcassets/\u{301}C.colorset`
        // was not inside `A.xcassets` (H17-17); as Unicode too, since macOS takes `café` and `cafe\u{301}` for one name.
        if key.hasPrefix(folder.key.hasSuffix("/") ? folder.key : folder.key + "/") { return true }
        if PathText.lies(key, within: folder.key), !key.utf8.elementsEqual(folder.key.utf8) { return true }
        guard folder.rest.isEmpty, let existing = folder.anchor else { return false }
        return enclosing.contains(existing)
    }

    /// Throws `PATH: too many levels of symbolic links` when `path`'s links lead round in a loop (`ln -s loop loop`):
    /// it names no file, so writing it would replace the user's link and checking it cannot read it. Every output
    /// is refused so before it is written (`FileTransaction`, `FolderWrite`) or compared (`ExistingOutput`), alike.
    package static func requireNoLinkLoop(_ path: String) throws(SwatchError) {
        var info = stat()
        guard stat(path, &info) != 0, errno == ELOOP else { return }
        throw SwatchError(.output, "\(path): \(MessageText(errno: ELOOP))")
    }

    /// The one rule keeping a run's outputs clear of what it read: `output` (at `identity`) may not be an
    /// input, lie inside an input folder (a colour set of the catalog being read), or be a folder holding an
    /// input, by any path to it. Throws a usage error naming both, before anything is written.
    package static func checkClear(_ output: RunFile, at identity: PathIdentity, of inputs: [(file: RunFile, identity: PathIdentity)]) throws(SwatchError) {
        for (input, inputIdentity) in inputs {
            if identity.names(theSameFileAs: inputIdentity) || inputIdentity.lies(inside: identity) {
                throw SwatchError(.usage, "\(output.path): \(output.role) would overwrite \(input.role) \(input.path); write it somewhere else")
            }
            if identity.lies(inside: inputIdentity) {
                throw SwatchError(.usage, "\(output.path): \(output.role) would be written inside \(input.role) \(input.path); write it somewhere else")
            }
        }
    }

    /// `PATH: written twice by this run, as ROLE and as ROLE` of `file` and `earlier`, two names of one file (`twice`
    /// as `checkApart` takes it); where both have one role (a pair's light and dark sheets), the role is said once
    /// and the other name given: `r-dark.png: written twice by this run as the sheet, also named r-light.png`.
    package static func twiceError(_ file: RunFile, _ earlier: RunFile, twice: String = "written twice") -> SwatchError {
        guard file.role == earlier.role else {
            return SwatchError(.usage, "\(file.path): \(twice) by this run, as \(earlier.role) and as \(file.role)")
        }
        guard file.path != earlier.path else { return SwatchError(.usage, "\(file.path): \(twice) by this run as \(file.role)") }
        return SwatchError(.usage, "\(file.path): \(twice) by this run as \(file.role), also named \(earlier.path)")
    }

    /// The folders `path` goes into and then leaves by a later `..` (`X.xcassets` of `X.xcassets/../c.css`).
    private static func passedThrough(_ path: String) -> [PathIdentity] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let last = parts.lastIndex(of: "..") else { return [] }
        return stride(from: 1, through: last, by: 1).compactMap { end in
            let prefix = parts[..<end].joined(separator: "/")
            return prefix.isEmpty || parts[end - 1] == ".." || parts[end - 1] == "." ? nil : PathIdentity(prefix)
        }
    }

    /// The one rule keeping a run's outputs apart: no two may name one file, by any path to it, and none may
    /// lie inside another that is a folder (`isFolder`), or be reached through one (`F/../x`). Throws a usage error naming both: `PATH: written
    /// twice by this run, as ROLE and as ROLE`; `twice` replaces `written twice` where the files are only
    /// checked (`swatch verify` without `--record`). `-` and an empty path are left to the caller.
    package static func checkApart(_ outputs: [(file: RunFile, isFolder: Bool)], twice: String = "written twice") throws(SwatchError) {
        let identities = outputs.map { PathIdentity($0.file.path.hasSuffix("/") ? String($0.file.path.dropLast()) : $0.file.path) }
        let passes = outputs.map { passedThrough($0.file.path) }
        for (index, output) in outputs.enumerated() {
            for earlier in 0 ..< index {
                let other = outputs[earlier]
                if identities[index].names(theSameFileAs: identities[earlier]) {
                    throw twiceError(output.file, other.file, twice: twice)
                }
                // Inside a file output too: the run would need it as a folder (H20-5 said "is a folder" of a path not there).
                for (inner, outer) in [(index, earlier), (earlier, index)] where identities[inner].lies(inside: identities[outer]) {
                    let kind = outputs[outer].isFolder ? "" : ", a file"
                    throw SwatchError(.usage, "\(outputs[inner].file.path): \(outputs[inner].file.role) would be written inside \(outputs[outer].file.role) \(outputs[outer].file.path)\(kind); write it somewhere else")
                }
                // `X.xcassets/../c.css` would make the folder output as a folder above it, then find it not swatch's.
                for (inner, outer) in [(index, earlier), (earlier, index)] where outputs[outer].isFolder
                    && passes[inner].contains(where: { $0.names(theSameFileAs: identities[outer]) }) {
                    throw SwatchError(.usage, "\(outputs[inner].file.path): \(outputs[inner].file.role) would be written through \(outputs[outer].file.role) \(outputs[outer].file.path); write it somewhere else")
                }
            }
        }
    }
}
