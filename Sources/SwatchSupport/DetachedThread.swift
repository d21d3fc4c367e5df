#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts `body` on a new detached thread with a stack of `stackBytes`; false when no thread can be made (a tight
/// `ulimit -v`: each thread reserves its stack). Foundation's `Thread.start()` fails there without a word, and a
/// reader waiting for that thread's rows waited for ever; with this the caller does the work itself instead.
package func startDetachedThread(stackBytes: Int, _ body: @escaping @Sendable () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackBytes)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let box = Unmanaged.passRetained(ThreadBody(body))
    #if canImport(Glibc)
    var thread = pthread_t()
    #else
    var thread: pthread_t?  // Darwin: untried
    #endif
    let started = pthread_create(&thread, &attributes, { context in
        let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
        body.run()
        return nil
    }, box.toOpaque()) == 0
    if !started { box.release() }
    return started
}

/// The closure a new thread runs, carried through `pthread_create`'s one pointer.
private final class ThreadBody {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
}
