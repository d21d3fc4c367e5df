import Foundation

/// Writes a file through a temporary sibling that is renamed over the target only once complete, so an
/// error never leaves a half-written file or destroys the one already there.
enum AtomicFile {
    /// Calls `write` with a temporary path beside `path`, then renames it to `path`; removes it on failure.
    static func write(to path: String, _ write: (String) throws(SwatchError) -> Void) throws(SwatchError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw SwatchError(.output, "cannot write \(path): directory \(directory) does not exist")
        }
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp").path
        do {
            try write(temporary)
        } catch {
            unlink(temporary)
            throw error
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw SwatchError(.output, "cannot write \(path): \(reason)")
        }
    }

    /// Writes `bytes` to `path` atomically.
    static func write(_ bytes: [UInt8], to path: String) throws(SwatchError) {
        try write(to: path) { (temporary: String) throws(SwatchError) in
            guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
                throw SwatchError(.output, "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        }
    }
}
