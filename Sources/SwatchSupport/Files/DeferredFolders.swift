import Foundation

/// A folder whose files are made only when a reader asks for them: the folder beside a resolver document or
/// `$themes.json` at a git revision, which may hold a whole repository though the reader opens a few files.
package protocol DeferredFolder: AnyObject, Sendable {
    /// Makes in the folder what `components` (a path inside it, `..` and links taken as they come) leads to: the
    /// folders and links on the way and the file at its end, so the file system then answers for it as for a folder
    /// made whole. Nothing is made for a name that is not there. False when the path leads out of the folder.
    func make(_ components: [String]) throws(SwatchError) -> Bool
}

/// The deferred folders of this process, by real path: `InputFiles` asks here before reading inside one.
package enum DeferredFolders {
    nonisolated(unsafe) private static var folders: [String: (folder: any DeferredFolder, given: String)] = [:]
    private static let lock = NSLock()

    /// Registers `folder`, made at `path` (as its maker names it; looked up by its real path), until `remove`.
    package static func add(_ folder: any DeferredFolder, at path: String) {
        let real = PathIdentity.resolved(path).path
        lock.withLock { folders[real] = (folder, path) }
    }

    /// Forgets the folder at `path`.
    package static func remove(at path: String) {
        let real = PathIdentity.resolved(path).path
        lock.withLock { _ = folders.removeValue(forKey: real) }
    }

    /// The folder whose real path is `real`, and the path its maker gave it, if one is registered there.
    static func folder(real: String) -> (folder: any DeferredFolder, given: String)? {
        lock.withLock { folders[real] }
    }
}
