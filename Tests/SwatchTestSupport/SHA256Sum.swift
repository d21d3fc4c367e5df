import Foundation

/// The `sha256sum` tool, the independent digest the font records are checked against.
public enum SHA256Sum {
    /// The digests sha256sum prints for `paths`, in order.
    public static func digests(_ paths: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum"] + paths
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text.split(separator: "\n").map { String($0.prefix(64)) }
    }
}
