import Foundation

extension CLITests {
    /// A temporary folder in memory (tmpfs, `/dev/shm`) where there is one, else `temporaryDirectory()`: for tests
    /// that write and compare thousands of files, where a shared disk's journal costs five times the work itself
    /// (`MemoryBoundsTests.everyFormat`'s xcassets: 20,000 colour sets twice, then `diff -r`). What is written is the same.
    func memoryDirectory() throws -> String {
        let shm = "/dev/shm"
        // A container's /dev/shm is often 64 MB, too small for 40,000 files: only a roomy one is used.
        var space = statvfs()
        guard access(shm, W_OK | X_OK) == 0, statvfs(shm, &space) == 0,
              UInt64(space.f_bavail) * UInt64(space.f_frsize) >= 1 << 30 else { return try temporaryDirectory() }
        let path = "\(shm)/swatch-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}
