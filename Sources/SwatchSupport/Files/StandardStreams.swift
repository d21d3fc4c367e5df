import Foundation

/// Standard input, output and error as the process found them. One the parent closed (`swatch list >&-`) would be
/// the next descriptor the process opens (a thread's event descriptor, a temporary file), so what swatch then
/// prints there would land in that: at start each closed one is opened on `/dev/null` instead, and writing to a
/// closed standard output is one line, `standard output is closed`.
package enum StandardStreams {
    /// Whether descriptor 1 was closed when the process started; set once, before any thread.
    nonisolated(unsafe) private static var outputClosed = false

    /// Opens `/dev/null` on each of descriptors 0, 1 and 2 the process started without. The first thing `main` does,
    /// before anything opens a descriptor.
    package static func secure() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            if descriptor == STDOUT_FILENO { outputClosed = true }
            // The lowest free descriptor: this one, as those below it are open.
            let opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened >= 0, opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Whether standard output is a pipe whose reader has gone (`swatch list | head -1` once head has exited): a
    /// write there failed with EPIPE, which a shell's user expects to end the run quietly, as SIGPIPE would have.
    package static func readerIsGone() -> Bool {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: Int16(POLLOUT), revents: 0)
        return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
    }

    /// Throws `standard output is closed` when the process started without one: called before anything is
    /// written there.
    package static func requireOutput() throws(SwatchError) {
        if outputClosed { throw SwatchError(.output, "standard output is closed") }
    }
}
