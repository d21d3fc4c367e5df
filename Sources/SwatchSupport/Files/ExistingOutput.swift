import Foundation

/// What is at an output's path compared with what a run would write there: the same bytes, other bytes, or
/// nothing. `swatch export` leaves a file holding the same bytes alone (its modification time stays) and
/// `export --check` reports the others.
public enum ExistingOutput: Sendable, Equatable {
    /// The file (or every file of the folder) holds exactly what would be written.
    case same
    /// Something else is there; `detail` says what differs (`Brand/Primary.colorset/Contents.json differs`).
    case different(detail: String)
    /// Nothing is there.
    case missing

    /// Compares the file at `path` (a link followed to its target) with the bytes of `text`, made as they are
    /// compared, so a large text is never held whole; throws one line naming `path` when it is not a regular file
    /// or cannot be read. A named pipe is never opened.
    package static func file(_ path: String, holding text: StreamedText) throws(SwatchError) -> ExistingOutput {
        try PathIdentity.requireNoLinkLoop(path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw SwatchError(.output, "\(path): \(MessageText(errno: errno))") }
            return .missing
        }
        try requireKind(S_IFREG, of: info, at: path)
        return try InputFiles.holds(path, exactly: text, shownAs: path) ? .same : .different(detail: "differs")
    }

    /// Compares the folder at `path` with `folder`'s files, of `format`: it must be swatch's (`FolderOwnership`: a
    /// marker of that format that parses, nothing in it swatch did not write; otherwise the detail is what the export's refusal says), and hold
    /// the same files with the same bytes, no other file, folder or link. Nothing of the folder is held but the
    /// marker's list (`FolderPaths`): each file is compared as it is made, then the folder is walked counting what it
    /// holds, which must be exactly those files (every folder holding one of them), so the walk stops at the first
    /// thing too many.
    package static func folder(_ path: String, holding folder: StreamedFolder, format: String, marker: String) throws(SwatchError) -> ExistingOutput {
        try PathIdentity.requireNoLinkLoop(path)
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw SwatchError(.output, "\(path): \(MessageText(errno: errno))") }
            return .missing
        }
        try requireKind(S_IFDIR, of: info, at: path)
        let root = PathIdentity.resolved(path).path
        if let problem = try FolderOwnership.problem(in: root, writing: folder, format: format) { return .different(detail: problem.detail.text) }
        var files = 0, depth = 0
        var result = ExistingOutput.same
        try folder.forEach { (file) throws(SwatchError) in
            if let problem = FolderFile.problem(inPath: file.path) { throw SwatchError(.output, "cannot write \(path: path)/\(file.path): \(problem)") }
            files += 1
            depth = max(depth, file.path.utf8.count { $0 == UInt8(ascii: "/") } + 1)
            var entry = stat()
            guard lstat(root + "/" + file.path, &entry) == 0 else {
                result = .different(detail: errno == ENOENT || errno == ENOTDIR ? "\(file.path) is missing" : "\(file.path) cannot be read")
                return false
            }
            guard entry.st_mode & S_IFMT == S_IFREG,
                  try InputFiles.holds(root + "/" + file.path, exactly: file.text, shownAs: "\(path)/\(file.path)") else {
                result = .different(detail: "\(file.path) differs")
                return false
            }
            return true
        }
        guard result == .same else { return result }
        var walk = FolderWalk(root: root, expectedFiles: files, depth: depth, marker: marker)
        if let detail = walk.extra(in: "") { return .different(detail: detail) }
        if walk.files < files || !walk.markerFound { return .different(detail: "a file changed while swatch read it") }
        return .same
    }

    /// A walk of a folder whose files were all found as expected, counting what it holds: what is there beyond them.
    private struct FolderWalk {
        let root: String, expectedFiles: Int, depth: Int, marker: String
        /// The regular files found so far, the marker aside.
        private(set) var files = 0
        private(set) var markerFound = false

        init(root: String, expectedFiles: Int, depth: Int, marker: String) {
            (self.root, self.expectedFiles, self.depth, self.marker) = (root, expectedFiles, depth, marker)
        }

        /// What the folder `relative` (`""`: the root) holds that would not be written, or nil: a link, device or
        /// pipe, a folder deeper than any file or holding none, or a file more than the expected ones.
        mutating func extra(in relative: String) -> String? {
            guard let listing = opendir(relative.isEmpty ? root : root + "/" + relative) else {
                return "\(relative.isEmpty ? "the folder" : relative) cannot be listed"
            }
            defer { closedir(listing) }
            let level = relative.isEmpty ? 1 : relative.utf8.count { $0 == UInt8(ascii: "/") } + 2
            while let found = readdir(listing) {
                let (valid, shown) = EntryName.of(found)
                guard let name = valid else { return "\(relative.isEmpty ? shown : relative + "/" + shown) would not be written" }
                guard name != ".", name != ".." else { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var entry = stat()
                guard lstat(root + "/" + path, &entry) == 0 else { return "\(path) would not be written" }
                switch entry.st_mode & S_IFMT {
                case S_IFREG where path == marker: markerFound = true
                case S_IFREG where FolderOwnership.isFinders(name): continue
                case S_IFREG:
                    files += 1
                    if files > expectedFiles { return "it holds files that would not be written" }
                case S_IFDIR where level < depth:
                    let before = files
                    if let extra = extra(in: path) { return extra }
                    if files == before { return "\(path) would not be written" }  // a folder holding no file swatch writes
                default: return "\(path) would not be written"
                }
            }
            return nil
        }
    }

    /// Throws naming `path` unless `info` is of `kind` (a regular file or a folder).
    private static func requireKind(_ kind: mode_t, of info: stat, at path: String) throws(SwatchError) {
        let actual = info.st_mode & S_IFMT
        guard actual != kind else { return }
        let what = switch actual {
        case S_IFIFO: "a named pipe"
        case S_IFDIR: "a folder"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFREG: "a file"
        default: "not a regular file"
        }
        throw SwatchError(.output, "\(path): is \(what), not \(kind == S_IFDIR ? "a folder" : "a file") swatch writes")
    }
}
