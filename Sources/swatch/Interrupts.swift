#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwatchKit

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT remove the run's temporary files and folders, then end the process
/// with 128 + the signal's number (130 for Ctrl-C, 143 for SIGTERM, 131 for Ctrl-\\), as shells expect.
/// SIGQUIT would otherwise reach Swift's backtracer, which prints a crash report and lets the run go on. A signal the parent
/// set to be ignored (`nohup`, `trap '' TERM`, a background job's SIGINT) stays ignored. SIGXFSZ and SIGPIPE are
/// ignored, so a write past `ulimit -f` fails with EFBIG (`cannot write out.css: file too large`) and one to a pipe
/// whose reader is gone with EPIPE, and the run cleans up as after any failed write (`Main` then ends quietly with 141).
///
/// The signals are blocked in every thread and taken by one thread of swatch's own, made at start, waiting in
/// `sigwait`: no dispatch source, whose handler needs a dispatch worker that a run under a tight `ulimit -v` may never
/// get (SIGTERM then did nothing). Children (`ChildProcess`) start with no signal blocked.
enum Interrupts {
    /// The signals the waiting thread takes: those not ignored at start.
    nonisolated(unsafe) private static var handled = sigset_t()
    /// The waiting thread's stack: it only removes temporaries.
    private static let stackBytes = 256 * 1024

    /// Blocks the signals and starts the thread that waits for them; must run before any other thread is made.
    static func install() {
        // Their default ends the process silently mid-write, leaving its temporaries behind
        // (`diff -o - --report r.md | head -c 8` left the report's).
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        sigemptyset(&handled)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            let previous = signal(number, SIG_IGN)
            guard !sameHandler(previous, SIG_IGN) else { continue }  // ignored already: left so
            signal(number, SIG_DFL)
            sigaddset(&handled, number)
        }
        // Blocked here, before any other thread exists, so in every thread made later too.
        pthread_sigmask(SIG_BLOCK, &handled, nil)
        // No thread to be had: the signals keep their default, which ends the run without its clean-up.
        if !startWaiter() { pthread_sigmask(SIG_UNBLOCK, &handled, nil) }
    }

    private static func startWaiter() -> Bool {
        startDetachedThread(stackBytes: stackBytes) {
            var number: Int32 = 0
            while sigwait(&Interrupts.handled, &number) != 0 {}
            TemporaryFiles.removeAll()
            _exit(128 + number)  // not exit(): other threads are still drawing
        }
    }

    /// Whether two signal dispositions are the same (C function pointers are not Equatable in Swift).
    private static func sameHandler<Handler>(_ a: Handler, _ b: Handler) -> Bool {
        unsafeBitCast(a, to: Int.self) == unsafeBitCast(b, to: Int.self)
    }
}
