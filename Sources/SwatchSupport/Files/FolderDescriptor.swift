import Foundation

/// Creating files and folders inside a temporary folder this process made, through a descriptor of that
/// folder and never by path: once it is open, renaming the folder away, or putting a link or another folder
/// at its name or at any folder's name inside it, cannot steer a write elsewhere. Every call returns -1 with
/// `errno` set on failure, and waits instead while the process is exiting on a signal (`TemporaryFiles`).
package enum FolderDescriptor {
    /// Opens the folder at `path` (a temporary just made) without following a link; it must be a folder
    /// owned by this process's user, with the device and inode it was made with (`TemporaryFiles`), else
    /// -1 and `EEXIST`: something was swapped in at its name.
    package static func openMade(_ path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_uid == geteuid(),
              FileIdentity(descriptor: descriptor) == TemporaryFiles.identity(of: path) else {
            close(descriptor)
            errno = EEXIST
            return -1
        }
        return descriptor
    }

    /// Creates the file `name` in the folder open at `folder` exclusively, without following a link, and
    /// returns its descriptor for writing.
    package static func createFile(_ name: String, in folder: Int32) -> Int32 {
        TemporaryFiles.waitIfExiting()
        return openat(folder, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    }

    /// Creates the folder `name` in the folder open at `folder` (with `existing`, a folder already there is
    /// opened instead) and returns a descriptor of it, without following a link.
    package static func createFolder(_ name: String, in folder: Int32, existing: Bool = false) -> Int32 {
        TemporaryFiles.waitIfExiting()
        guard mkdirat(folder, name, 0o777) == 0 || (existing && errno == EEXIST) else { return -1 }
        return openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
    }

    /// Creates the symbolic link `name` in the folder open at `folder`, holding the bytes `target` (no NUL; where it
    /// leads is not looked at: a reader that follows it checks that).
    package static func createLink(_ name: String, to target: [UInt8], in folder: Int32) -> Int32 {
        TemporaryFiles.waitIfExiting()
        return (target.map { CChar(bitPattern: $0) } + [0]).withUnsafeBufferPointer { symlinkat($0.baseAddress!, folder, name) }
    }
}
