import Foundation

/// The folders a run makes for its outputs where they do not exist yet (`swatch export -o Generated/UI/Colors.swift`
/// in a fresh clone) and removed again unless an output went into them (`making`): a run that fails leaves no folder it
/// made, as it leaves no file. Each is registered as a temporary until then, so an interrupted run removes it too.
package final class CreatedFolders: @unchecked Sendable {  // used by one thread; `made` only grows in init
    /// The folders made, outermost first.
    private(set) var made: [String] = []
    private var kept = false

    /// Makes every missing folder above each of `paths` (files or folders to be written; `-` is skipped).
    /// Throws, having removed what it made, when an existing part of a path is not a folder or a folder
    /// cannot be made; `role` names nothing, the path does (`cannot write a/b/c.css: a is not a folder`).
    package init(above paths: [String]) throws(SwatchError) {
        for path in paths where path != OutputDescriptor.standardOutput && !path.isEmpty {
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
                throw SwatchError(.output, "cannot write \(VisibleText.abbreviated(path)): \(MessageText(errno: failure))")
            }
            guard !missing.isEmpty else { continue }
            // The nearest part that exists must be a folder (a link to one will do): else nothing is made.
            var isFolder: ObjCBool = false
            let base = folder.isEmpty ? "." : folder
            guard FileManager.default.fileExists(atPath: base, isDirectory: &isFolder), isFolder.boolValue else {
                remove()
                throw SwatchError.noFolder(for: path, folder: base, isFile: true)
            }
            for folder in missing.reversed() {
                let (status, reason) = TemporaryFiles.makeFolder(folder)
                if status != 0, reason == EEXIST, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue {
                    continue  // made a moment ago by another path of this run, or by someone else: not ours to remove
                }
                guard status == 0 else {
                    remove()
                    throw SwatchError(.output, "cannot write \(path): cannot create folder \(folder): \(MessageText(errno: reason))")
                }
                made.append(folder)
            }
        }
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
        var above = (missing as NSString).deletingLastPathComponent
        while above != "/", !above.isEmpty, stat(above, &info) != 0 {
            missing = above
            above = (missing as NSString).deletingLastPathComponent
        }
        return missing
    }

    deinit {
        if !kept { remove() }
    }

    /// Removes the folders made, innermost first, each only if it is empty (call it once the run's temporaries
    /// are gone); a folder someone else wrote into stays.
    package func remove() {
        for folder in made.reversed() {
            rmdir(folder)
            TemporaryFiles.forget(folder)
        }
        made = []
        kept = true
    }
}
