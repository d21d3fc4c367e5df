import Foundation

extension CLITests {
    /// A temporary folder in memory (tmpfs, `/dev/shm`) where there is one, else `temporaryDirectory()`: for tests
    /// that write and compare thousands of files, where a shared disk's journal costs five times the work itself
    /// (`MemoryBoundsTests.everyFormat`'s xcassets: 20,000 colour sets twice, then `diff -r`). What is written is the same.
    func memoryDirectory() throws -> String {
        let shm = "/dev/shm"
        guard access(shm, W_OK | X_OK) == 0 else { return try temporaryDirectory() }
        let path = "\(shm)/swatch-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }
}
