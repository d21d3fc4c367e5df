import Dispatch
import Foundation
import SwatchKit

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the run's temporary files and folders, then end the process
/// with 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM, 131 for Ctrl-\\), as shells expect.
/// SIGQUIT would otherwise reach Swift's backtracer, which prints a crash report and lets the run go on. A signal the parent
/// set to be ignored (`nohup`, `trap '' TERM`, a background job's SIGINT) stays ignored. SIGXFSZ and SIGPIPE are
/// ignored, so a write past `ulimit -f` fails with EFBIG (`cannot write out.css: file too large`) and one to a pipe
/// whose reader is gone with EPIPE, and the run cleans up as after any failed write (`Main` then ends quietly with 141).
enum Interrupts {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    /// Routes the signals to a handler on a queue of their own, so it runs even while every core renders.
    static func install() {
        // Their default ends the process silently mid-write, leaving its temporaries behind
        // (`diff -o - --report r.md | head -c 8` left the report's).
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let queue = DispatchQueue(label: "swatch.interrupts")
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            // Ignored now, the dispatch source receives it instead; ignored already, it is left so.
            guard !sameHandler(signal(number, SIG_IGN), SIG_IGN) else { continue }
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                TemporaryFiles.removeAll()
                _exit(128 + number)  // not exit(): other threads are still drawing
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether two signal dispositions are the same (C function pointers are not Equatable in Swift).
    private static func sameHandler<Handler>(_ a: Handler, _ b: Handler) -> Bool {
        unsafeBitCast(a, to: Int.self) == unsafeBitCast(b, to: Int.self)
    }
}
