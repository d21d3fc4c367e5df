import Foundation
import SwatchSupport

/// Reads a picture's rows ahead on a thread of its own, a few chunks at a time, so that decoding one PNG
/// overlaps with the other work of a comparison (decoding the other picture or painting it, and comparing):
/// on two cores a comparison takes about as long as its slowest part instead of the sum of them.
/// Memory: up to `chunks` chunks of `rowsPerChunk` rows (`heldBytes`). A read error reaches the read that gets to its rows.
/// The thread starts at the first read, so a comparison decided by the headers decodes nothing. Dropping
/// this stops the thread after its chunk and waits for it: the source (a PNG reader and the pixels it
/// holds of the run's decoding budget) and the chunks are freed by then.
package final class ReadAhead: ImageRowSource {
    /// Rows per chunk at most, and the chunks in flight.
    static let chunkRows = PNGBandWriter.defaultBandRows, chunks = 3
    /// The bytes a chunk of more than one row may hold: a very wide picture gets fewer rows per chunk (one
    /// at least), so its chunks do not cost 64 rows of it (256 MB for a 1,000,000 px wide 4 KB file).
    package static let chunkBytes = 4 << 20
    /// The most rows of a picture a read-ahead holds, for a reader's decoding budget.
    package static let heldRows = chunkRows * chunks

    /// The rows of a chunk for a picture of `width` x `height`: up to `chunkRows`, no more than the
    /// picture has, and no more than `chunkBytes` hold unless one row is more.
    static func rowsPerChunk(width: Int, height: Int) -> Int {
        max(1, min(chunkRows, height, chunkBytes / max(1, width * 4)))
    }

    /// The chunks a read-ahead of a `width` x `height` picture allocates: `chunks`, or fewer when fewer hold all
    /// its rows (a picture one row tall gets one).
    static func chunkCount(width: Int, height: Int) -> Int {
        let rows = rowsPerChunk(width: width, height: height)
        return max(1, min(chunks, (height + rows - 1) / rows))
    }

    /// The bytes of the chunks a read-ahead of a `width` x `height` picture allocates: for a memory check.
    package static func heldBytes(width: Int, height: Int) -> Int {
        chunkCount(width: width, height: height) * rowsPerChunk(width: width, height: height) * width * 4
    }

    package let width: Int
    package let height: Int
    /// The source until the thread starts and takes it.
    private var source: (any ImageRowSource)?
    private var state: ReadAheadState?
    /// The source, read on the caller's thread when no thread could be made for it.
    private var direct: (any ImageRowSource)?

    /// Reads `source`, which must allow reads of `chunkRows` rows, on a new thread from the first read on.
    package init(_ source: any ImageRowSource) {
        width = source.width
        height = source.height
        self.source = source
    }

    deinit {
        state?.stop()
    }

    package func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        if state == nil, direct == nil { state = try start() }
        if let direct { return try direct.read(rows: count, into: buffer) }
        try state?.consume(count, into: buffer)
    }

    /// Its chunks, until the first read allocates them.
    package var pendingBytes: Int { state == nil ? Self.heldBytes(width: width, height: height) : 0 }

    /// Prepares the source on this thread (a PNG reader draws its budget), once.
    package func prepare() throws(SwatchError) {
        try source?.prepare()
    }

    /// Prepares the source and hands it to a new thread that starts reading; nil when no thread can be made, the
    /// source then read on the caller's thread (`direct`).
    private func start() throws(SwatchError) -> ReadAheadState? {
        try prepare()
        let state = ReadAheadState(source: source, rowBytes: width * 4, chunkRows: Self.rowsPerChunk(width: width, height: height),
                                   chunks: Self.chunkCount(width: width, height: height))
        guard startDetachedThread(stackBytes: Self.stackBytes, { state.produce() }) else {
            direct = source
            source = nil
            return nil
        }
        source = nil
        return state
    }

    /// The reading thread's stack: libpng and zlib need little.
    private static let stackBytes = 1 << 20
}

/// The chunks shared by a `ReadAhead` and its thread: a ring the thread fills in order and the reader
/// empties in order, guarded by `condition`.
private final class ReadAheadState: @unchecked Sendable {  // every var is guarded by `condition`
    private let condition = NSCondition()
    private let rowBytes: Int, chunkRows: Int
    private var buffers: [UnsafeMutablePointer<UInt8>]
    /// The source until the thread takes it; whether the thread has finished and dropped it.
    private var source: (any ImageRowSource)?, stopped = false
    /// Per chunk: its rows once filled, or the error that stopped the thread there.
    private var filledRows: [Int], errors: [SwatchError?]
    /// The chunk the reader takes from next, how many chunks are filled from it on, and how many rows of
    /// it the reader has taken.
    private var head = 0, filled = 0, taken = 0
    private var cancelled = false

    init(source: (any ImageRowSource)?, rowBytes: Int, chunkRows: Int, chunks: Int) {
        self.source = source
        self.rowBytes = rowBytes
        self.chunkRows = chunkRows
        buffers = (0 ..< chunks).map { _ in .allocate(capacity: max(1, rowBytes * chunkRows)) }
        filledRows = Array(repeating: 0, count: chunks)
        errors = Array(repeating: nil, count: chunks)
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// The thread's work: fills chunks with every row of the source in order, waiting for a free chunk;
    /// then drops the source and says so.
    func produce() {
        do {
            let source = condition.withLock { () -> (any ImageRowSource)? in defer { self.source = nil }; return self.source }
            if let source { fill(from: source) }
        }  // the source is released here, before `stopped` is set
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func fill(from source: any ImageRowSource) {
        var left = source.height
        while left > 0 {
            condition.lock()
            while filled == buffers.count && !cancelled { condition.wait() }
            let slot = (head + filled) % buffers.count
            let stop = cancelled
            condition.unlock()
            if stop { return }
            let rows = min(chunkRows, left)
            var failure: SwatchError?
            do throws(SwatchError) {
                try source.read(rows: rows, into: buffers[slot])  // a chunk no one else touches until it is marked filled
            } catch {
                failure = error
            }
            condition.lock()
            filledRows[slot] = rows
            errors[slot] = failure
            filled += 1
            condition.signal()
            condition.unlock()
            if failure != nil { return }
            left -= rows
        }
    }

    /// Copies the next `count` rows into `buffer`, waiting for the thread as needed.
    func consume(_ count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        var done = 0
        while done < count {
            condition.lock()
            while filled == 0 { condition.wait() }
            let slot = head, offset = taken
            let error = errors[slot], rows = min(filledRows[slot] - offset, count - done)
            condition.unlock()
            if let error { throw error }
            // The thread does not touch a filled chunk: copy without the lock.
            memcpy(buffer + done * rowBytes, buffers[slot] + offset * rowBytes, rows * rowBytes)
            done += rows
            condition.lock()
            taken += rows
            if taken == filledRows[slot] {
                head = (head + 1) % buffers.count
                filled -= 1
                taken = 0
                condition.signal()
            }
            condition.unlock()
        }
    }

    /// Makes the thread stop after its current chunk, waits until it has dropped its source, and frees
    /// the chunks.
    func stop() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while !stopped { condition.wait() }
        for buffer in buffers { buffer.deallocate() }
        buffers = []
        condition.unlock()
    }
}

