import Foundation

/// Every temporary file and folder this process has made and not yet renamed or removed, so an
/// interrupted run (SIGINT, SIGTERM, SIGHUP, SIGQUIT) can remove them all before it exits, and a later run
/// can remove those a killed process left behind.
///
/// The rules that make temporaries safe beside a user's files:
/// - Names are unpredictable (`.swatch.<pid>.<16 random hex digits>.tmp` beside an output,
///   `swatch-<pid>-<16 hex>` in the temporary directory) and every one is *created* exclusively
///   (`O_CREAT | O_EXCL | O_NOFOLLOW`, `mkdir`, `link`): a file or symbolic link planted at the name makes
///   swatch pick another name, never write through it.
/// - A temporary file is written only through the descriptor its exclusive creation returned (kept here
///   until the file is renamed or removed; `OutputDescriptor.open` hands out copies of it), never opened by
///   its name again: a hard link or named pipe swapped in at the name is never written or waited on.
/// - Cleanup removes only what this process registered, and only while the name still holds the file or
///   folder it made (same device and inode), and a leftover of another run only when its name
///   matches that exact pattern, its process is dead, and it is a regular file or a folder holding the
///   marker swatch writes into a temporary folder until it is put in place (`unfinishedMarker`).
public enum TemporaryFiles {
    /// What is known of one registered temporary: the descriptor its creation returned (a file's), and the
    /// device and inode it was made with (nil where it was registered before it existed), so cleanup and
    /// commit can tell it from anything swapped in at its name.
    private struct Entry {
        var descriptor: Int32?
        var identity: FileIdentity?
        /// The folder it is in, held while it is tracked (`HeldFolders`); nil where it is not held.
        var folder: FileIdentity?
    }

    private static let lock = NSLock()
    /// Held while a run puts its finished outputs in place (`puttingInPlace`), and taken for good by `removeAll`.
    private static let placing = NSRecursiveLock()
    nonisolated(unsafe) private static var entries: [String: Entry] = [:]
    nonisolated(unsafe) private static var exiting = false

    /// Name prefix and suffix of a temporary beside an output: `.swatch.<pid>.<n>.tmp`.
    static let filePrefix = ".swatch."
    static let fileSuffix = ".tmp"
    /// The empty file in every temporary folder until it is put in place (`FolderWrite`) or for good (a
    /// `diff git:` copy): a later run removes a dead run's folder only while it holds this, so a folder
    /// renamed to a temporary's name (a user's export, or its own old one moved aside) is never removed.
    package static let unfinishedMarker = ".swatch-unfinished"
    /// Name prefix of a temporary folder in the system's temporary directory: `swatch-<pid>-<n>`.
    static let folderPrefix = "swatch-"
    /// Hex digits of the random part of a name: 64 bits, so a name cannot be guessed ahead of time.
    private static let randomDigits = 16
    /// Names tried before giving up when every one is taken (something is planting files as fast as we pick).
    private static let attempts = 100

    /// A fresh, unused-looking name for a temporary in `directory`, not created: for `link(2)`, `rename(2)`
    /// and `mkdir(2)`, which create their target exclusively themselves. Short, so an output name of up to
    /// 255 bytes still fits beside it.
    static func name(in directory: String) -> String {
        (directory as NSString).appendingPathComponent("\(filePrefix)\(getpid()).\(randomPart())\(fileSuffix)")
    }

    /// Creates an empty temporary file in `directory` exclusively and registers it with the descriptor that
    /// created it (read and write), which `OutputDescriptor.open` copies for its writer. Errors name
    /// `shownAs`, the file the user asked for.
    package static func createFile(in directory: String, shownAs: String) throws(SwatchError) -> String {
        if let replaced = CreatedFolders.replaced(above: shownAs, in: directory) { throw replaced }  // made by name, it would go through a link
        for _ in 0 ..< attempts {
            let path = name(in: directory)
            let (descriptor, reason) = creating(path, in: directory, keepsDescriptor: true) { open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
            if descriptor >= 0 { return path }
            guard reason == EEXIST else { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: reason))") }
        }
        throw SwatchError(.output, "cannot write \(path: shownAs): no free temporary name in \(directory)")
    }

    /// Creates an empty folder exclusively and registers it: `.swatch.<pid>.<n>.tmp` in `directory`, or
    /// `swatch-<pid>-<n>` in the system's temporary directory when `directory` is nil. Errors name `shownAs`.
    package static func createFolder(in directory: String? = nil, shownAs: String) throws(SwatchError) -> String {
        if let directory, let replaced = CreatedFolders.replaced(above: shownAs, in: directory) { throw replaced }
        for _ in 0 ..< attempts {
            let path = directory.map(name(in:))
                ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("\(folderPrefix)\(getpid())-\(randomPart())")
            let (status, reason) = creating(path, in: directory ?? NSTemporaryDirectory()) { mkdir(path, 0o777) }
            if status == 0 { return path }
            guard reason == EEXIST else {
                if directory != nil { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: reason))") }
                // The system's temporary folder is named: the palette is not what is missing (H16-13).
                throw SwatchError(.output, "cannot write \(path: shownAs) in \(systemFolderShown): \(MessageText(errno: reason))")
            }
        }
        throw SwatchError(.output, "cannot write \(path: shownAs): no free temporary name")
    }

    /// The system's temporary folder as a message names it: `/nonexistent (TMPDIR)`, or `/tmp`.
    private static var systemFolderShown: MessageText {
        let folder = NSTemporaryDirectory()
        let path = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        return ProcessInfo.processInfo.environment["TMPDIR"].map { $0.isEmpty ? "\(path: path)" : "\(path: path) (TMPDIR)" } ?? "\(path: path)"
    }

    /// Makes the folder `path`, a name the user chose (a missing parent of an output, `CreatedFolders`), as `name` in
    /// the folder open at `parent`, and registers it until the run keeps it. Returns mkdirat's result and errno.
    static func makeFolder(_ path: String, named name: String, in parent: Int32) -> (result: Int32, errno: Int32) {
        creating(path, in: nil) { mkdirat(parent, name, 0o777) }  // a name of the user's: no cleanup judges it
    }

    /// Makes `path` with `make` (a call returning -1 and setting errno on failure) and registers it, holding
    /// the lock across both, so `removeAll` sees every temporary either made and registered or not begun.
    /// Once the process is exiting, nothing more is made. Returns `make`'s result and errno.
    /// With `keepsDescriptor`, `make`'s result is the new file's descriptor, kept until `forget`. The folder `directory`
    /// is held from before `make` until `forget` (`HeldFolders`), so no other run's cleanup takes it for a dead run's.
    private static func creating(_ path: String, in directory: String?, keepsDescriptor: Bool = false,
                                 _ make: () -> Int32) -> (result: Int32, errno: Int32) {
        let folder = directory.flatMap(HeldFolders.hold)
        let made = unlessExiting {
            let result = make()
            if result >= 0 {
                let descriptor = keepsDescriptor ? result : nil
                entries[path] = Entry(descriptor: descriptor, identity: descriptor.flatMap(FileIdentity.init(descriptor:)) ?? FileIdentity(path),
                                      folder: folder)
            }
            return result
        }
        if made.result < 0 { HeldFolders.letGo(folder) }
        return made
    }

    /// Runs `make` (a call that creates or truncates a file, returning -1 and setting errno on failure) unless
    /// the process is exiting on a signal, holding the lock so `removeAll` cannot run between the caller's check
    /// of a path and `make`: a writer opening its temporary as the handler removes it would otherwise create it
    /// again, untracked, and leave it behind. Exiting, it waits for the handler to end the process. Never for a
    /// call that can block (opening a named pipe): the handler would wait for the lock.
    static func unlessExiting(_ make: () -> Int32) -> (result: Int32, errno: Int32) {
        waitIfExiting()
        let made = lock.withLock { () -> (Int32, Int32) in
            let result = exiting ? -1 : make()
            return (result, errno)
        }
        waitIfExiting()  // the signal came while the lock was waited for: nothing was made
        return made
    }

    /// Remembers `path` (a link or folder just made there in `directory`, or a name about to be) until `forget`, so
    /// `removeAll` can remove it.
    static func register(_ path: String, in directory: String) {
        let identity = FileIdentity(path)
        let folder = HeldFolders.hold(directory)
        let replaced = lock.withLock { () -> Entry? in
            defer { entries[path] = Entry(descriptor: nil, identity: identity, folder: folder) }
            return entries[path]
        }
        HeldFolders.letGo(replaced?.folder)
    }

    /// Stops tracking `path` (renamed into place, or removed), closing its descriptor and letting its folder go.
    static func forget(_ path: String) {
        let entry = lock.withLock { entries.removeValue(forKey: path) }
        if let descriptor = entry?.descriptor { close(descriptor) }
        HeldFolders.letGo(entry?.folder)
    }

    /// Closes the descriptor of the finished temporary file `path` and keeps tracking it by device and inode
    /// alone: a run writing more files than the open-file limit allows holds no descriptor per file until it
    /// commits. Nothing writes `path` afterwards (`descriptor(of:)` is nil).
    static func release(_ path: String) {
        let descriptor = lock.withLock { () -> Int32? in
            defer { entries[path]?.descriptor = nil }
            return entries[path]?.descriptor
        }
        if let descriptor { close(descriptor) }
    }

    /// Removes `path`, a temporary of this process, if its name still holds what was made there (a file,
    /// or a folder and all inside it), and stops tracking it.
    package static func remove(_ path: String) {
        let entry = lock.withLock { entries[path] }
        if let entry { removeIfSame(path, entry) }
        forget(path)
    }

    /// A new descriptor for writing the temporary file `path`, a copy of the one its creation returned (nil
    /// when `path` is not one); the caller closes it. Never opens `path`, so it cannot block or be steered.
    static func descriptor(of path: String) -> (descriptor: Int32, errno: Int32)? {
        lock.withLock { () -> (Int32, Int32)? in
            guard let descriptor = entries[path]?.descriptor else { return nil }
            let copy = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            return (copy, errno)
        }
    }

    /// What the temporary file `path` holds, read through its own descriptor (never by name); nil when it
    /// is not one or cannot be read. For a small file swatch wrote and reads back (a colour chip).
    package static func contents(of path: String) -> [UInt8]? {
        guard let (descriptor, _) = descriptor(of: path), descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(bytes.count)) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[0 ..< count]
        }
    }

    /// Whether `path` still names the temporary this process made there (same device and inode): false
    /// once something was swapped in at its name, or it is not a tracked temporary.
    static func holdsWhatWasMade(_ path: String) -> Bool {
        guard let made = identity(of: path) else { return false }
        return FileIdentity(path) == made
    }

    /// The device and inode the temporary `path` was made with; nil when it is not tracked or was
    /// registered before it existed.
    static func identity(of path: String) -> FileIdentity? {
        lock.withLock { entries[path]?.identity }
    }

    /// Whether `path` is a temporary this process created and still owns.
    static func isRegistered(_ path: String) -> Bool {
        lock.withLock { entries[path] != nil }
    }

    /// Called by a long writer into a temporary folder (a `diff git:` copy) before each file, and by the
    /// executable before it exits: once the process is exiting on a signal, it makes no more files and waits
    /// for the handler, which removes the temporaries and ends the process (returning an error or exiting
    /// instead would race the handler to exit, leaving what it had not removed yet).
    public static func waitIfExiting() {
        guard lock.withLock({ exiting }) else { return }
        while true { sleep(60) }
    }

    /// Removes every tracked temporary file and folder: what a signal handler calls before exiting. A folder
    /// still being filled on another thread is tried again for a moment, until that writer has called
    /// `waitIfExiting` and stopped.
    /// The lock is only ever held for bookkeeping and for creating a name exclusively, which cannot block,
    /// so the handler never waits on a writer stuck in `open()`.
    public static func removeAll() {
        placing.lock()  // never unlocked: the process is ending, and no output may be put in place any more
        let all = lock.withLock { () -> [String: Entry] in
            exiting = true
            let all = entries
            entries = [:]
            return all
        }
        for (path, entry) in all {
            for _ in 0 ..< 100 {
                removeIfSame(path, entry)  // best effort: the process is exiting
                var info = stat()
                if lstat(path, &info) != 0 || (entry.identity != nil && FileIdentity(path) != entry.identity) { break }
                usleep(2_000)
            }
        }
    }

    /// Runs `body`, which puts finished outputs in place by renaming (never by a call that can block), with
    /// signals' cleanup held off until it returns: an interrupted run then leaves every output replaced or none,
    /// never a user's file or folder moved aside to a registered name (which cleanup would remove) and the new
    /// one not yet in. Calls may nest.
    static func puttingInPlace<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        waitIfExiting()
        placing.lock()
        defer { placing.unlock() }
        return try body()
    }

    /// Removes what is at `path` if it is what `entry` made (any, where nothing was known when it was registered); a
    /// folder through descriptors (`FolderRemoval`), so one exchanged in at the name is never entered.
    private static func removeIfSame(_ path: String, _ entry: Entry) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if info.st_mode & S_IFMT == S_IFDIR {
            _ = FolderRemoval.remove(path, expected: entry.identity)
        } else if entry.identity == nil || FileIdentity(info) == entry.identity {  // swapped: not ours
            unlink(path)  // a link itself, never what it leads to; the caller reports nothing
        }
    }

    /// Removes the temporaries in `directory` that a killed run left: names of exactly swatch's pattern
    /// (`.swatch.<pid>.<n>.tmp` files, `.swatch.<pid>.<n>.tmp` and `swatch-<pid>-<n>` folders holding
    /// `unfinishedMarker`) whose process is gone. Anything else, live processes' temporaries included,
    /// is left alone, and so is every leftover in a folder another run holds (`HeldFolders`): its pid may be of
    /// a process this one cannot see.
    package static func removeStale(in directory: String) {
        var dead: [(path: String, isFolder: Bool, identity: FileIdentity)] = []
        HeldFolders.whileNoRunHolds(directory) { dead = deadLeftovers(in: directory) }
        for leftover in dead where !InputFiles.holdsInput(leftover.path) {
            if leftover.isFolder {
                _ = FolderRemoval.remove(leftover.path, expected: leftover.identity)  // the folder looked at; another run may race us to it
            } else if FileIdentity(leftover.path) == leftover.identity {
                unlink(leftover.path)
            }
        }
    }

    /// The leftovers of dead runs in `directory`, once no run holds it: regular files of the file pattern, and folders holding
    /// the marker; a link, a device, or a folder swatch did not fill is not swatch's to remove.
    private static func deadLeftovers(in directory: String) -> [(path: String, isFolder: Bool, identity: FileIdentity)] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }  // unreadable: nothing to clean
        return names.compactMap { name in
            guard let pid = stalePID(name), pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { return nil }
            let path = (directory as NSString).appendingPathComponent(name)
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            switch info.st_mode & S_IFMT {
            case S_IFREG where name.hasPrefix(filePrefix): return (path, false, FileIdentity(info))
            case S_IFDIR where holdsMarker(path): return (path, true, FileIdentity(info))
            default: return nil
            }
        }
    }

    /// Whether the folder at `path` holds `unfinishedMarker` as swatch makes it, a regular file: a link or a folder of that
    /// name (the eleventh hostile pass: a link to /etc/hostname) is not swatch's, and neither is the folder holding it.
    private static func holdsMarker(_ path: String) -> Bool {
        var info = stat()
        return lstat((path as NSString).appendingPathComponent(unfinishedMarker), &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// The process id in a name of exactly swatch's temporary pattern; nil for any other name.
    static func stalePID(_ name: String) -> pid_t? {
        let parts: [Substring]
        if name.hasPrefix(filePrefix), name.hasSuffix(fileSuffix) {
            parts = name.dropFirst(filePrefix.count).dropLast(fileSuffix.count).split(separator: ".", omittingEmptySubsequences: false)
        } else if name.hasPrefix(folderPrefix) {
            parts = name.dropFirst(folderPrefix.count).split(separator: "-", omittingEmptySubsequences: false)
        } else {
            return nil
        }
        guard parts.count == 2, parts[1].count == randomDigits, parts[1].allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) }),  // lower case, as swatch writes
              parts[0].allSatisfy(\.isASCII), parts[0].allSatisfy(\.isNumber), !parts[0].hasPrefix("0"),
              let pid = pid_t(parts[0]), pid > 0 else { return nil }
        return pid
    }

    /// 16 lower-case hex digits from the system's random number generator.
    private static func randomPart() -> String {
        let value = UInt64.random(in: .min ... .max)
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: randomDigits - digits.count) + digits
    }
}
