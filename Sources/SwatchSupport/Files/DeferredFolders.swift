import Foundation

/// A folder whose files are made only when a reader asks for them: the folder beside a resolver document or
/// `$themes.json` at a git revision, which may hold a whole repository though the reader opens a few files.
package protocol DeferredFolder: AnyObject, Sendable {
    /// Makes in the folder what `components` (a path inside it, `..` and links taken as they come) leads to: the
    /// folders and links on the way and the file at its end, so the file system then answers for it as for a folder
    /// made whole. Nothing is made for a name that is not there, nor for a file over a limit (said so instead).
    func make(_ components: [String]) throws(SwatchError) -> DeferredFolders.Made
}

/// The deferred folders of this process, by real path: `InputFiles` asks here before reading inside one.
package enum DeferredFolders {
    /// What `DeferredFolder.make` made of a path.
    package enum Made: Equatable, Sendable {
        /// Whatever the path leads to inside the folder is made (or is not there, which the file system then says).
        case inside
        /// The path leads out of the folder.
        case outside
        /// Its file is over `limit` bytes, the most one palette file may hold: not made.
        case tooLarge(limit: Int)
        /// Its file would take the read past `limit` bytes in all: not made.
        case overTotal(limit: Int)
    }

    nonisolated(unsafe) private static var folders: [String: any DeferredFolder] = [:]
    private static let lock = NSLock()

    /// Registers `folder`, made at `path` (looked up by its real path), until `remove`.
    package static func add(_ folder: any DeferredFolder, at path: String) {
        let real = PathIdentity.resolved(path).path
        lock.withLock { folders[real] = folder }
    }

    /// Forgets the folder at `path`.
    package static func remove(at path: String) {
        let real = PathIdentity.resolved(path).path
        lock.withLock { _ = folders.removeValue(forKey: real) }
    }

    /// The folder whose real path is `real`, if one is registered there.
    static func folder(real: String) -> (any DeferredFolder)? {
        lock.withLock { folders[real] }
    }

    /// Whether `path`, in a registered folder, names a file its folder holds but would not make (over a limit): there
    /// is nothing on disk, yet a message names it as a file of the folder (H18-8: `HEAD:e/$metadata.json: larger than…`).
    package static func refuses(_ path: String) -> Bool {
        // Asked for every message start that is no file on disk (each `--keep-going` line): nothing to resolve outside a diff.
        let registered = lock.withLock { folders }
        guard !registered.isEmpty else { return false }
        // The folders on the way were made by the walk that refused the file; its name is the path's last.
        let above = PathText.folder(of: path)
        guard let parent = PathIdentity.realPath(above.isEmpty ? "." : above) else { return false }
        guard let (root, folder) = registered.filter({ PathText.lies(parent, within: $0.key) }).max(by: { $0.key.utf8.count < $1.key.utf8.count }),
              let names = PathText.below(parent, root) else { return false }
        switch try? folder.make(names + [(path as NSString).lastPathComponent]) {
        case .tooLarge, .overTotal: return true
        default: return false
        }
    }
}
