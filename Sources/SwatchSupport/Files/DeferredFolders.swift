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
}
