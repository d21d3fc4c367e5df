import Foundation

/// Runs `body(0) ..< body(count)`, each once, on the calling thread and up to `threads - 1` new threads (by default
/// one per other core), and returns when every one has. The threads are swatch's own (`startDetachedThread`), not dispatch's:
/// `DispatchQueue.concurrentPerform` asks libdispatch for workers, and under a tight `ulimit -v` libdispatch
/// retries making one for ever, so a default render hung. Here a thread that cannot be made is one fewer
/// helper: the caller takes every index nobody else took.
package func parallelLoop(_ count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ body: @Sendable (Int) -> Void) {
    guard count > 1 else {
        if count == 1 { body(0) }
        return
    }
    withoutActuallyEscaping(body) { body in
        let loop = ParallelLoopState(count: count, body: body)
        let helpers = min(count, threads) - 1
        var started = 0
        for _ in 0 ..< max(helpers, 0) {
            guard startDetachedThread(stackBytes: parallelLoopStackBytes, { loop.work(); loop.finished.signal() }) else { break }
            started += 1
        }
        loop.work()
        for _ in 0 ..< started { loop.finished.wait() }
        loop.dropBody()  // a helper's thread may still hold `loop` for a moment: `body` must not outlive this call
    }
}

/// A helper thread's stack: 8 MiB, what glibc gives a thread by default (libdispatch's workers had it too),
/// since a sheet's painting runs HarfBuzz and FreeType on it. Callers count it in their memory checks.
package let parallelLoopStackBytes = 8 << 20

/// The next index to run, shared by the threads of one `parallelLoop`.
private final class ParallelLoopState: @unchecked Sendable {  // `next` is guarded by `lock`; `body` is dropped after the last index
    private let lock = NSLock()
    private var next = 0
    private let count: Int
    private var body: (@Sendable (Int) -> Void)?
    /// Signalled once by each helper thread when it has run its last index.
    let finished = DispatchSemaphore(value: 0)

    init(count: Int, body: @escaping @Sendable (Int) -> Void) {
        self.count = count
        self.body = body
    }

    /// Lets go of the body, once every thread has run its last index.
    func dropBody() {
        body = nil
    }

    /// Runs indices until none is left.
    func work() {
        while true {
            let index: Int = lock.withLock {
                defer { next += 1 }
                return next
            }
            guard index < count, let body else { return }
            body(index)
        }
    }
}
