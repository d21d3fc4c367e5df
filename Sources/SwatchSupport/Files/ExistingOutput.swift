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
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw SwatchError(.output, "\(path): \(String(cString: strerror(errno)).lowercased())") }
            return .missing
        }
        try requireKind(S_IFREG, of: info, at: path)
        return try InputFiles.holds(path, exactly: text, shownAs: path) ? .same : .different(detail: "differs")
    }

    /// Compares the folder at `path` with `files` and swatch's marker (whose text, naming the version that
    /// wrote it, is not compared): the same files with the same bytes, no other file, no link.
    package static func folder(_ path: String, holding files: [FolderFile], marker: String) throws(SwatchError) -> ExistingOutput {
        var info = stat()
        guard stat(path, &info) == 0 else {
            guard errno == ENOENT else { throw SwatchError(.output, "\(path): \(String(cString: strerror(errno)).lowercased())") }
            return .missing
        }
        try requireKind(S_IFDIR, of: info, at: path)
        let root = PathIdentity.resolved(path).path
        var expected: [String: [UInt8]] = [:]
        var folders: Set<String> = [""]
        for file in files {
            expected[file.path] = file.bytes
            var parts = file.path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        var markerFound = false
        // Only folders that would be written are listed, so the walk is bounded by what swatch writes.
        for folder in folders.sorted() {
            let full = folder.isEmpty ? root : root + "/" + folder
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: full)
            } catch {
                throw SwatchError(.output, "\(path)/\(folder): cannot be listed")
            }
            for name in names {
                let relative = folder.isEmpty ? name : folder + "/" + name
                var entry = stat()
                guard lstat(full + "/" + name, &entry) == 0 else { return .different(detail: "\(relative) changed while swatch read it") }
                switch entry.st_mode & S_IFMT {
                case S_IFDIR where folders.contains(relative): continue
                case S_IFREG where relative == marker: markerFound = true
                case S_IFREG:
                    guard let bytes = expected[relative] else { return .different(detail: "\(relative) would not be written") }
                    guard Int(entry.st_size) == bytes.count,
                          try InputFiles.holds(full + "/" + name, exactly: bytes, shownAs: "\(path)/\(relative)") else {
                        return .different(detail: "\(relative) differs")
                    }
                    expected[relative] = nil
                default: return .different(detail: "\(relative) would not be written")
                }
            }
        }
        if let missing = expected.keys.sorted().first { return .different(detail: "\(missing) is missing") }
        return markerFound ? .same : .different(detail: "swatch did not write it (no \(marker))")
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
