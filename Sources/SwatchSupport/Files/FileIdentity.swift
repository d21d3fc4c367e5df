import Foundation

/// A file or folder known by device and inode, not by name: every path to it (a hard link, a bind mount,
/// a second mount of its file system) has the same identity, and a file swapped in at its name has another.
package struct FileIdentity: Hashable, Sendable {
    /// The file system's device number (`st_dev`).
    let device: UInt64
    /// The file's number on that device (`st_ino`).
    let inode: UInt64

    /// What `path` names, without following a last symbolic link (a link is itself); nil when nothing is there.
    init?(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// What `path` names, links followed; nil when nothing is there (or a link leads nowhere).
    package init?(following path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file open at `descriptor`.
    init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    /// The file `info` describes (`fstatat`'s answer).
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }
}
