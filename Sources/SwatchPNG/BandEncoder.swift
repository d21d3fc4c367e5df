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
/// encoded, so with two slots the painter never writes into a canvas being read.
final class BandEncoder: @unchecked Sendable {
    private let writer: PNGStreamWriter
    private let queue = DispatchQueue(label: "swatch.png.encode")
    private let encoded = DispatchSemaphore(value: 0)
    /// Touched only by the painting thread.
    private var inFlight = false
    /// Written by the queue before it signals `encoded`, read after waiting for it.
    private var failure: SwatchError?

    init(_ writer: PNGStreamWriter) {
        self.writer = writer
    }

    /// Starts encoding `slot`'s band once the band before it is encoded; throws that band's error.
    func encode(_ slot: BandSlot) throws(SwatchError) {
        try wait()
        inFlight = true
        queue.async { [self] in
            do throws(SwatchError) {
                let rows = slot.canvas.height
                try slot.canvas.withPixels { (pixels) throws(SwatchError) in try writer.write(premultipliedRows: pixels, rowCount: rows) }
            } catch {
                failure = error
            }
            encoded.signal()
        }
    }

    /// Waits for the band in flight, if any, and throws its error (and every later call does too).
    func wait() throws(SwatchError) {
        if inFlight {
            encoded.wait()
            inFlight = false
        }
        if let failure { throw failure }
    }

    /// Waits for the band in flight, if any, when painting failed: nothing runs on after the write returns.
    func drain() {
        _ = try? wait()
    }
}
