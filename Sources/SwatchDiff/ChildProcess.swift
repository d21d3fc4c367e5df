#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SwatchSupport

/// A program started with `posix_spawn`, its standard input, output and error on pipes, its error read while its
/// output is waited for (`poll` on the calling thread) and its end waited for with `waitpid`. No Foundation `Process`
/// and no dispatch: under a tight `ulimit -v` libdispatch cannot make a worker thread and waits for one for ever, and
/// `Process.waitUntilExit` and a drain thread both need one (`diff git:HEAD:p.txt p.txt` under `ulimit -v 100000`
/// hung, deaf to SIGTERM).
final class ChildProcess {
    private let pid: pid_t
    /// Our ends of the pipes; -1 once closed. `input` is -1 from the start when the child reads /dev/null.
    private var input: Int32, output: Int32, errors: Int32
    private var status: Int32?
    /// Where each piece of standard error is read, made once.
    private var errorChunk = [UInt8](repeating: 0, count: 4096)

    /// Starts `executable` (an absolute path) with `arguments` (its own name first) and swatch's environment; with
    /// `interactive`, its standard input is a pipe `writeInput(_:errors:)` feeds, else /dev/null. Throws the `errno` of the
    /// failure. Signals swatch blocks or ignores for itself (SIGPIPE, SIGXFSZ) are the child's defaults again.
    init(_ executable: String, _ arguments: [String], interactive: Bool) throws(ChildProcessFailure) {
        var ends: [[Int32]] = []
        func closeAll() { for pair in ends { for end in pair { _ = close(end) } } }
        for _ in 0 ..< (interactive ? 3 : 2) {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else { let failure = errno; closeAll(); throw ChildProcessFailure(errno: failure) }
            for end in pair { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }  // only the dup2'd copies reach the child
            ends.append(pair)
        }
        let outputPipe = ends[0], errorPipe = ends[1], inputPipe = interactive ? ends[2] : nil

        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?  // Darwin: untried
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        if let inputPipe {
            posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        var none = sigset_t(), defaults = sigset_t()
        sigemptyset(&none)
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        sigaddset(&defaults, SIGXFSZ)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var child = pid_t()
        let result = posix_spawn(&child, executable, &actions, &attributes, argv, Self.environment)
        guard result == 0 else { closeAll(); throw ChildProcessFailure(errno: result) }
        pid = child
        _ = close(outputPipe[1])
        _ = close(errorPipe[1])
        if let inputPipe { _ = close(inputPipe[0]) }
        output = outputPipe[0]
        errors = errorPipe[0]
        input = inputPipe?[1] ?? -1
    }

    deinit { _ = wait(stopping: true) { _ in } }

    private static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Glibc)
        environ
        #else
        _NSGetEnviron().pointee
        #endif
    }

    /// Reads what the child writes to standard output into `buffer`, handing what it writes to standard error to
    /// `sink` meanwhile (so neither pipe can fill and stall it). 0 at the end of its output, -1 on an error.
    func readOutput(into buffer: UnsafeMutableRawBufferPointer, errors sink: (ArraySlice<UInt8>) -> Void) -> Int {
        guard output >= 0, waitFor(output, events: Int16(POLLIN), errors: sink) else { return output >= 0 ? -1 : 0 }
        while true {
            let count = read(output, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// Writes all of `bytes` to the child's standard input, its standard error to `sink` meanwhile. False when the
    /// child stopped reading (it exited, EPIPE) or reads /dev/null.
    func writeInput(_ bytes: [UInt8], errors sink: (ArraySlice<UInt8>) -> Void) -> Bool {
        guard input >= 0 else { return false }
        // Writing to a pipe whose reader is gone raises SIGPIPE, which would end swatch without a word;
        // ignored for the write, it fails with EPIPE instead. No process is started meanwhile.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var offset = 0
        while offset < bytes.count {
            guard waitFor(input, events: Int16(POLLOUT), errors: sink) else { return false }
            let written = bytes.withUnsafeBytes { write(input, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0, errno == EINTR || errno == EAGAIN { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Ends the child: closes its input and output (it sees EPIPE if it still writes), with `stopping` sends it
    /// SIGTERM, reads its standard error to the end into `sink` and waits for it. Its exit status (128 + the
    /// signal's number when a signal ended it); the same on later calls.
    func wait(stopping: Bool, errors sink: (ArraySlice<UInt8>) -> Void) -> Int32 {
        if let status { return status }
        closeEnd(&input)
        if stopping { kill(pid, SIGTERM) }
        closeEnd(&output)
        while errors >= 0 { readErrors(into: sink) }
        var raw: Int32 = 0
        while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
        let ended = raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)  // WIFEXITED/WEXITSTATUS, WTERMSIG
        status = ended
        return ended
    }

    /// Waits until `descriptor` is ready for `events`, reading standard error into `sink` as it comes. False when
    /// poll itself fails.
    private func waitFor(_ descriptor: Int32, events: Int16, errors sink: (ArraySlice<UInt8>) -> Void) -> Bool {
        while true {
            var watched = [pollfd(fd: descriptor, events: events, revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&watched, errors >= 0 ? 2 : 1, -1)
            if ready < 0 { if errno == EINTR { continue }; return false }
            if errors >= 0, watched[1].revents != 0 { readErrors(into: sink) }
            if watched[0].revents != 0 { return true }
        }
    }

    /// Reads one piece of the child's standard error into `sink` (blocking until there is one); at its end, or on an
    /// error other than EINTR, closes our end.
    private func readErrors(into sink: (ArraySlice<UInt8>) -> Void) {
        let count = errorChunk.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
        if count > 0 { sink(errorChunk[0 ..< count]) } else if count == 0 || errno != EINTR { closeEnd(&errors) }
    }

    private func closeEnd(_ descriptor: inout Int32) {
        if descriptor >= 0 { _ = close(descriptor) }
        descriptor = -1
    }
}

/// Why a child process could not be started: the `errno` `pipe` or `posix_spawn` gave.
struct ChildProcessFailure: Error {
    let errno: Int32
}
