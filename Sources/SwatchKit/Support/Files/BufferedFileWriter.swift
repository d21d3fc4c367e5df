import Foundation

/// Writes a file a piece at a time through a small buffer: how a document too large to build in memory
/// (a manifest of a million rows) is streamed into its temporary file. The file is opened where every
/// output is (`OutputDescriptor`); every write is checked, and fails as `FileTransaction.write` does:
/// `cannot write FILE: reason` (a full disk: `No space left on device`). Not thread-safe.
final class BufferedFileWriter {
    /// Bytes gathered before they are written.
    static let bufferBytes = 64 * 1024

    private let descriptor: Int32
    private let shownAs: String
    private var buffer: [UInt8] = []
    private var closed = false

    /// Opens `path` (a temporary of a `FileTransaction`, or a device written in place); errors name `shownAs`.
    init(path: String, shownAs: String) throws(SwatchError) {
        descriptor = try OutputDescriptor.open(path, shownAs: shownAs)
        self.shownAs = shownAs
        buffer.reserveCapacity(Self.bufferBytes)
    }

    deinit {
        if !closed { close(descriptor) }
    }

    /// Appends `bytes` (a `String`'s `utf8`, an array), writing the buffer out when they would overfill it.
    func write(_ bytes: some Collection<UInt8>) throws(SwatchError) {
        if buffer.count + bytes.count > Self.bufferBytes { try flush() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferBytes { try flush() }
    }

    /// Writes what is buffered and closes the file; a close that fails (a full disk on NFS) is an error too.
    func finish() throws(SwatchError) {
        try flush()
        closed = true
        guard close(descriptor) == 0 else { throw SwatchError(.output, "cannot write \(shownAs): \(String(cString: strerror(errno)))") }
    }

    private func flush() throws(SwatchError) {
        try OutputDescriptor.writeAll(buffer, to: descriptor, shownAs: shownAs)
        buffer.removeAll(keepingCapacity: true)
    }
}
