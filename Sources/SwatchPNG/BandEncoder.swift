import Dispatch
import SwatchRaster
import SwatchSupport

/// A band canvas the painter and the encoding thread take turns at (`PNGBandWriter`'s pipelined loop).
final class BandSlot: @unchecked Sendable {
    var canvas: BandCanvas

    init(_ canvas: consuming BandCanvas) {
        self.canvas = canvas
    }
}

/// Encodes painted bands on a thread of its own, so the next band is painted while the last one is packed
/// and deflated: one sheet keeps two cores busy. A band is handed over only after the one before it is
/// encoded, so with two slots the painter never writes into a canvas being read. The thread is swatch's own
/// (`startDetachedThread`), not a dispatch queue's: when no thread can be made (a tight `ulimit -v`), the bands
/// are encoded on the painting thread instead of waiting for a dispatch worker that never comes.
final class BandEncoder: @unchecked Sendable {
    private let writer: PNGStreamWriter
    private let mailbox = BandMailbox()
    /// Touched only by the painting thread: a band is with the thread; whether the thread started (nil: not tried).
    private var inFlight = false, threaded: Bool?
    /// The encoding thread's stack: libpng and igzip keep their state on the heap.
    static let stackBytes = 4 << 20

    init(_ writer: PNGStreamWriter) {
        self.writer = writer
    }

    deinit { mailbox.close() }

    /// Starts encoding `slot`'s band once the band before it is encoded; throws that band's error.
    func encode(_ slot: BandSlot) throws(SwatchError) {
        try wait()
        let job: @Sendable () -> SwatchError? = { [self] in
            do throws(SwatchError) {
                try writer.write(band: slot.canvas)
                return nil
            } catch {
                return error
            }
        }
        if threaded == nil {
            let mailbox = self.mailbox
            threaded = startDetachedThread(stackBytes: Self.stackBytes) { mailbox.serve() }
        }
        guard threaded == true else {
            mailbox.failure = mailbox.failure ?? job()
            return try wait()
        }
        inFlight = true
        mailbox.post(job)
    }

    /// Waits for the band in flight, if any, and throws its error (and every later call does too).
    func wait() throws(SwatchError) {
        if inFlight {
            mailbox.done.wait()
            inFlight = false
        }
        if let failure = mailbox.failure { throw failure }
    }

    /// Waits for the band in flight, if any, when painting failed: nothing runs on after the write returns.
    func drain() {
        _ = try? wait()
    }
}

/// What the painting thread and the encoding thread hand each other, in turns ordered by two semaphores.
private final class BandMailbox: @unchecked Sendable {
    let work = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
    /// The band's encoding, set before `work` is signalled; nil then tells the thread to end.
    private var job: (@Sendable () -> SwatchError?)?
    /// The first band's error: written by the thread before `done` is signalled, read after waiting for it.
    var failure: SwatchError?

    func post(_ job: @escaping @Sendable () -> SwatchError?) {
        self.job = job
        work.signal()
    }

    /// Ends the thread (no band is in flight: the painter waited for the last).
    func close() {
        job = nil
        work.signal()
    }

    /// The thread's loop: each posted band, until `close`.
    func serve() {
        while true {
            work.wait()
            guard let job else { return }
            self.job = nil  // before `done`: the painter posts the next only after it
            if let error = job(), failure == nil { failure = error }
            done.signal()
        }
    }
}
