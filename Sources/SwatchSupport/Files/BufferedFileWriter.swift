import Foundation

/// Writes a file a piece at a time through a small buffer: how a document too large to build in memory
/// (a manifest of a million rows, `list --format json` of a large palette) is streamed into its temporary
/// file or standard output. The file is opened where every output is (`OutputDescriptor`); every write is
/// checked, and fails as `FileTransaction.write` does: `cannot write FILE: reason` (a full disk: `No space
/// left on device`). A writer made by `collect` gathers the bytes in memory instead, for a caller that
/// wants the whole document (tests, a small report). Not thread-safe.
package final class BufferedFileWriter {
    /// Bytes gathered before they are written.
    static let bufferBytes = 64 * 1024

    /// Where the bytes go: a descriptor this writer closes when done, standard output (left open), memory, or
    /// a function handed each full buffer.
    private enum Sink { case file(Int32), standardOutput, memory, chunks((borrowing [UInt8]) throws(SwatchError) -> Void) }

    private let sink: Sink
    /// The file the bytes are for, as messages name it (`r-chips/FF0000FF.png`, `to standard output`).
    package let shownAs: String
    private var buffer: [UInt8] = []
    private var closed = false

    /// Opens `path` (a temporary of a `FileTransaction`, or a device written in place); errors name `shownAs`.
    package init(path: String, shownAs: String) throws(SwatchError) {
        sink = .file(try OutputDescriptor.open(path, shownAs: shownAs))
        self.shownAs = shownAs
        buffer.reserveCapacity(Self.bufferBytes)
    }

    /// Writes through `descriptor`, which the caller created exclusively (a file of a temporary folder) and hands
    /// over: the writer closes it. Errors name `shownAs`.
    package convenience init(created descriptor: Int32, shownAs: String) {
        self.init(sink: .file(descriptor), shownAs: shownAs)
    }

    private init(sink: Sink, shownAs: String) {
        self.sink = sink
        self.shownAs = shownAs
        if case .memory = sink {} else { buffer.reserveCapacity(Self.bufferBytes) }
    }

    /// A writer of standard output, which it leaves open; a failed write says `cannot write to standard output: reason`.
    static func standardOutput() -> BufferedFileWriter {
        BufferedFileWriter(sink: .standardOutput, shownAs: "to standard output")
    }

    /// The bytes `body` writes, gathered in memory.
    static func collect(_ body: (BufferedFileWriter) throws(SwatchError) -> Void) throws(SwatchError) -> [UInt8] {
        let writer = BufferedFileWriter(sink: .memory, shownAs: "memory")
        try body(writer)
        return writer.buffer
    }

    /// Runs `body`, handing `each` the bytes it writes a buffer at a time (the last one possibly short, or empty).
    static func chunks(_ body: (BufferedFileWriter) throws(SwatchError) -> Void,
                       each: @escaping (borrowing [UInt8]) throws(SwatchError) -> Void) throws(SwatchError) {
        let writer = BufferedFileWriter(sink: .chunks(each), shownAs: "memory")
        try body(writer)
        try writer.finish()
    }

    deinit {
        if !closed, case .file(let descriptor) = sink { close(descriptor) }
    }

    /// Appends `bytes` (a `String`'s `utf8`, an array), writing the buffer out when they would overfill it.
    package func write(_ bytes: some Collection<UInt8>) throws(SwatchError) {
        if case .memory = sink {
            buffer.append(contentsOf: bytes)
            return
        }
        if buffer.count + bytes.count > Self.bufferBytes { try flush() }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferBytes { try flush() }
    }

    /// Writes each of `lines` followed by `ending`: the bytes of `lines.joined(separator: ending) + ending`.
    package func write(lines: some Sequence<String>, ending: String = "\n") throws(SwatchError) {
        for line in lines {
            try write(line.utf8)
            try write(ending.utf8)
        }
    }

    /// Writes what is buffered and closes the file (standard output stays open); a close that fails (a full
    /// disk on NFS) is an error too.
    package func finish() throws(SwatchError) {
        try flush()
        closed = true
        guard case .file(let descriptor) = sink else { return }
        guard close(descriptor) == 0 else { throw SwatchError(.output, "cannot write \(path: shownAs): \(MessageText(errno: errno))") }
    }

    private func flush() throws(SwatchError) {
        switch sink {
        case .memory: return
        case .file(let descriptor): try OutputDescriptor.writeAll(buffer, to: descriptor, shownAs: shownAs)
        case .standardOutput:
            try StandardStreams.requireOutput()
            try OutputDescriptor.writeAll(buffer, to: STDOUT_FILENO, shownAs: shownAs)
        case .chunks(let each): try each(buffer)
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
