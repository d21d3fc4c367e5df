import Foundation

/// A file path resolved to the file it names: symbolic links, `.` and `..` followed, the file system's
/// case rule applied. Two paths with equal identities name the same file, so a run can tell that an
/// output would overwrite an input or another output before it writes anything.
struct PathIdentity: Hashable {
    /// The absolute path with every existing symbolic link resolved; folded to lower case where the
    /// file system ignores case (the macOS default).
    let key: String
    /// Device and inode, when the file exists: hard links to one file are one file.
    let inode: [UInt64]?

    /// The identity of `path`, resolved against the current directory.
    init(_ path: String) {
        let resolved = PathIdentity.resolved(path)
        key = PathIdentity.isCaseInsensitive(resolved.directory) ? resolved.path.lowercased() : resolved.path
        var info = stat()
        inode = stat(path, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : nil
    }

    /// Same file: the same resolved path, or the same inode.
    func names(theSameFileAs other: PathIdentity) -> Bool {
        key == other.key || (inode != nil && inode == other.inode)
    }

    /// The path with symbolic links resolved: the whole path when it exists, else its nearest folder that does
    /// (the file, and any folder missing above it, are about to be created there).
    static func resolved(_ path: String) -> (path: String, directory: String) {
        let absolute = (path as NSString).isAbsolutePath
            ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        // realpath(3) follows links and `..` itself, and is far cheaper than Foundation's standardizingPath,
        // which matters when every colour set of a large catalog is checked.
        if let real = realPath(absolute) { return (real, (real as NSString).deletingLastPathComponent) }
        let standardized = (absolute as NSString).standardizingPath
        let folder = (standardized as NSString).deletingLastPathComponent
        var realFolder = realPath(folder)
        if realFolder == nil {
            // Folders that do not exist yet (`swatch export` makes them): the nearest one that does, resolved, and the rest as written.
            var existing = folder, rest: [String] = []
            while realFolder == nil, existing != "/", !existing.isEmpty {
                rest.insert((existing as NSString).lastPathComponent, at: 0)
                existing = (existing as NSString).deletingLastPathComponent
                realFolder = realPath(existing).map { rest.reduce($0) { ($0 as NSString).appendingPathComponent($1) } }
            }
        }
        let resolvedFolder = realFolder ?? folder
        return ((resolvedFolder as NSString).appendingPathComponent((standardized as NSString).lastPathComponent), resolvedFolder)
    }

    private static func realPath(_ path: String) -> String? {
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
    /// Whether this path lies strictly inside `folder` (resolved, so a link or `..` cannot hide it).
    func lies(inside folder: PathIdentity) -> Bool {
        key.hasPrefix(folder.key.hasSuffix("/") ? folder.key : folder.key + "/")
    }

    /// The one rule keeping a run's outputs clear of what it read: `output` (at `identity`) may not be an
    /// input, lie inside an input folder (a colour set of the catalog being read), or be a folder holding an
    /// input. Throws a usage error naming both, before anything is written.
    static func checkClear(_ output: RunFile, at identity: PathIdentity, of inputs: [(file: RunFile, identity: PathIdentity)]) throws(SwatchError) {
        for (input, inputIdentity) in inputs {
            if identity.names(theSameFileAs: inputIdentity) || inputIdentity.lies(inside: identity) {
                throw SwatchError(.usage, "\(output.path): \(output.role) would overwrite \(input.role) \(input.path); write it somewhere else")
            }
            if identity.lies(inside: inputIdentity) {
                throw SwatchError(.usage, "\(output.path): \(output.role) would be written inside \(input.role) \(input.path); write it somewhere else")
            }
        }
    }
}
