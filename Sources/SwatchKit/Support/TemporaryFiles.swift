import Foundation

/// Every temporary file and folder this process has made and not yet renamed or removed, so an
/// interrupted run (SIGINT, SIGTERM) can remove them all before it exits, and a later run can remove
/// those a killed process left behind.
public enum TemporaryFiles {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var paths: Set<String> = []
    nonisolated(unsafe) private static var counter = 0

    /// Name prefix of every temporary swatch makes: `.swatch.<pid>.<n>.tmp` beside an output, and
    /// `swatch-<pid>-<n>` folders in the temporary directory.
    static let filePrefix = ".swatch."
    static let folderPrefix = "swatch-"

    /// A new, short temporary name in `directory`: short, so an output name of up to 255 bytes still fits.
    static func file(in directory: String) -> String {
        let n = next()
        return (directory as NSString).appendingPathComponent("\(filePrefix)\(getpid()).\(n).tmp")
    }

    /// A new folder name in the system's temporary directory (not created).
    static func folder() -> String {
        let n = next()
        return (NSTemporaryDirectory() as NSString).appendingPathComponent("\(folderPrefix)\(getpid())-\(n)")
    }

    /// Remembers `path` until `forget`, so `removeAll` can remove it.
    static func register(_ path: String) {
        lock.withLock { _ = paths.insert(path) }
    }

    /// Stops tracking `path` (renamed into place, or removed).
    static func forget(_ path: String) {
        lock.withLock { _ = paths.remove(path) }
    }

    /// Removes every tracked temporary file and folder: what a signal handler calls before exiting.
    public static func removeAll() {
        let all = lock.withLock { () -> Set<String> in
            let all = paths
            paths = []
            return all
        }
        for path in all { try? FileManager.default.removeItem(atPath: path) }  // best effort: the process is exiting
    }

    /// Removes temporaries in `directory` whose process is gone (killed before it could clean up);
    /// those of live processes, this one's included, are left alone.
    static func removeStale(in directory: String, prefix: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }  // unreadable: nothing to clean
        for name in names where name.hasPrefix(prefix) {
            let digits = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = pid_t(digits), pid > 0, pid != getpid(), kill(pid, 0) == -1, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (directory as NSString).appendingPathComponent(name))  // another run may race us to it
        }
    }

    private static func next() -> Int {
        lock.withLock {
            counter += 1
            return counter
        }
    }
}
