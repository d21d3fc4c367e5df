import Foundation

/// The folders this process has temporaries in, each kept open with a shared `flock` while any temporary is there, so
/// that another run's leftover cleanup (`TemporaryFiles.removeStale`, which first takes the folder's lock exclusively)
/// leaves them alone even when it cannot see this process: a run in another PID namespace (a container sharing the
/// folder) finds no process of the pid in a temporary's name and took it for dead (the twenty-fourth pass's H24-10).
///
/// A lock is advisory: it only keeps swatch runs apart, and a folder that cannot be opened or locked (no read
/// permission, a file system without `flock`) is simply not held, as before: the pid check alone guards it there.
enum HeldFolders {
    private static let lock = NSLock()
    /// Each held folder's open descriptor (carrying the shared lock) and how many temporaries in it are tracked.
    nonisolated(unsafe) private static var held: [FileIdentity: (descriptor: Int32, users: Int)] = [:]
    /// Folders whose shared lock could not be had in time (a process keeping an exclusive lock): a thread waits for it
    /// (`hold`), and later temporaries there try it without waiting.
    nonisolated(unsafe) private static var waitedFor: Set<FileIdentity> = []
    /// How long a shared lock is waited for, in milliseconds: a cleanup holds its exclusive lock only while it lists.
    private static let patience = 1_000

    /// Holds `directory` for one more temporary about to be made in it; returns what `letGo` takes, or nil where it is not held.
    static func hold(_ directory: String) -> FileIdentity? {
        let descriptor = openFolder(directory)
        guard descriptor >= 0 else { return nil }
        guard let identity = FileIdentity(descriptor: descriptor) else {
            close(descriptor)
            return nil
        }
        switch lockShared(descriptor, identity) {
        case .locked:
            keep(descriptor, identity, users: 1)
            return identity
        case .unsupported:
            close(descriptor)
            return nil
        case .timedOut:
            // Made unheld now, it is held as soon as the lock is free, for the rest of the process: this thread waits for
            // it (a process ends whatever its threads wait on), not the next temporary, which may never come (H26-2).
            let waiter = Thread {
                while flock(descriptor, LOCK_SH) != 0 && errno == EINTR {}
                keep(descriptor, identity, users: Int.max / 2)
            }
            waiter.start()
            return nil
        }
    }

    /// Counts `users` more temporaries of the folder `identity`, whose lock `descriptor` holds: the folder's first
    /// descriptor keeps it, and a later one is closed.
    private static func keep(_ descriptor: Int32, _ identity: FileIdentity, users: Int) {
        let kept = lock.withLock { () -> Bool in
            if let entry = held[identity] {
                let total = entry.users.addingReportingOverflow(users)  // a folder held for good stays held for good
                held[identity] = (entry.descriptor, total.overflow ? Int.max : total.partialValue)
                return false
            }
            held[identity] = (descriptor, users)
            return true
        }
        if !kept { close(descriptor) }
    }

    /// One temporary in the folder `identity` is gone (renamed into place or removed); the last one lets the folder go.
    static func letGo(_ identity: FileIdentity?) {
        guard let identity else { return }
        let closing = lock.withLock { () -> Int32? in
            guard let entry = held[identity] else { return nil }
            if entry.users > 1 {
                held[identity] = (entry.descriptor, entry.users - 1)
                return nil
            }
            held[identity] = nil
            return entry.descriptor
        }
        if let closing { close(closing) }
    }

    /// Runs `look` on `directory` only while no swatch run, this one included, holds it: with its exclusive lock taken
    /// without waiting, so a live run's temporaries, in whatever PID namespace, are never judged by their pid alone.
    /// `look` only finds the leftovers, which stay dead once found: they are removed after the lock is let go, so a run
    /// about to make a temporary there waits for the listing, not for a large leftover's removal (H25-2).
    static func whileNoRunHolds(_ directory: String, _ look: () -> Void) {
        let descriptor = openFolder(directory)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }  // lets the lock go
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0,
              let locked = FileIdentity(descriptor: descriptor), FileIdentity(following: directory) == locked else { return }
        look()
    }

    /// `directory` opened for its lock alone: never blocking, and nothing but a folder.
    private static func openFolder(_ directory: String) -> Int32 {
        open(directory, O_RDONLY | O_DIRECTORY | O_NONBLOCK | O_CLOEXEC)
    }

    /// What taking a folder's shared lock came to.
    private enum Locking { case locked, unsupported, timedOut }

    /// Takes a shared lock on `descriptor`, waiting at most `patience` once per folder.
    private static func lockShared(_ descriptor: Int32, _ identity: FileIdentity) -> Locking {
        let waits = lock.withLock { waitedFor.contains(identity) } ? 0 : patience
        for _ in 0 ... waits {
            if flock(descriptor, LOCK_SH | LOCK_NB) == 0 { return .locked }
            guard errno == EWOULDBLOCK || errno == EINTR else { return .unsupported }  // no flock here: not held
            usleep(1_000)
        }
        let first = lock.withLock { waitedFor.insert(identity).inserted }
        return first ? .timedOut : .unsupported  // one waiting thread a folder: a later temporary goes unheld until it has it
    }
}
