import Foundation

/// The one place swatch opens a file to write. It writes only three kinds of file: a temporary this process
/// created itself (`TemporaryFiles`), written through a copy of the descriptor its exclusive creation
/// returned and never opened by name again, so nothing swapped in at its name (a link, a hard link, a named
/// pipe) is ever written or waited on; an existing device or named pipe (`-o /dev/null`, a FIFO), written
/// in place; and a file that does not exist yet, created exclusively. Every other path (an existing regular
/// file, a link to one) is refused, so no mistake elsewhere can make swatch write through a link or over a
/// user's file: replacing a file is always a rename of a finished temporary (`FileTransaction.commit`).
package enum OutputDescriptor {
    /// The output name that means standard output (`-o -`), where a command takes it: written through a
    /// copy of descriptor 1, never opened by name, so a redirect to a regular file works too.
    package static let standardOutput = "-"

    /// An open descriptor for writing `path` (`standardOutput`: a duplicate of standard output; a temporary:
    /// a duplicate of its own, sharing its offset, so a temporary is written once, front to back); the caller
    /// closes it. Errors name `shownAs`, the file the user asked for.
    package static func open(_ path: String, shownAs: String) throws(SwatchError) -> Int32 {
        TemporaryFiles.waitIfExiting()
        if path == standardOutput {
            try StandardStreams.requireOutput()
            let descriptor = dup(STDOUT_FILENO)
            guard descriptor >= 0 else { throw SwatchError(.output, "cannot write to standard output: \(MessageText(errno: errno))") }
            return descriptor
        }
        if let (descriptor, reason) = TemporaryFiles.descriptor(of: path) {
            guard descriptor >= 0 else { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: reason))") }
            return descriptor
        }
        var existing = stat()
        let exists = stat(path, &existing) == 0
        let flags = exists ? O_WRONLY | O_NOCTTY | O_CLOEXEC : O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        func openRetrying() -> Int32 {
            var descriptor: Int32
            repeat { descriptor = Foundation.open(path, flags, 0o666) } while descriptor < 0 && errno == EINTR
            return descriptor
        }
        // A file swatch creates is created only while no signal is removing the temporaries; exclusive creation
        // cannot block (a pipe at the name is EEXIST). A device or pipe, which may block, is opened outside that lock.
        let (descriptor, reason) = exists ? (openRetrying(), errno) : TemporaryFiles.unlessExiting(openRetrying)
        guard descriptor >= 0 else { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: reason))") }
        var info = stat()
        // A path opened in place must be a device or pipe, since a regular file there is a user's, replaced
        // only by renaming a finished temporary over it.
        guard !exists || (fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG) else {
            close(descriptor)
            throw SwatchError(.output, "cannot write \(path: shownAs): a file is there already and swatch does not write over it in place")
        }
        return descriptor
    }

    /// Writes all of `bytes` to `descriptor`, retrying after signals; a failed write is `cannot write FILE: reason`.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32, shownAs: String) throws(SwatchError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: errno))") }
            offset += written
        }
    }
}
