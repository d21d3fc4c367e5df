import Foundation

/// Standard input, output and error as the process found them. One the parent closed (`swatch list >&-`) would be
/// the next descriptor the process opens (a thread's event descriptor, a temporary file), so what swatch then
/// prints there would land in that: at start each closed one is opened on `/dev/null` instead, and writing to a
/// closed standard output is one line, `standard output is closed`.
///
/// Standard error opened on a file the run reads (`2<>palette.txt`, `2>>swatch.yml`) would have swatch's messages
/// written over or into that file, and the refusal itself is a message: once such an input is found
/// (`InputFiles`, or a file the command line names, `silenceErrorIfNamed`) swatch writes nothing more to
/// descriptor 2 (`errorIsInput`: the command line's every message checks it), puts no file in place
/// (`OutputBeforeFiles.commitHeld`) and exits 2.
package enum StandardStreams {
    /// Whether descriptor 1 was closed when the process started; set once, before any thread.
    nonisolated(unsafe) private static var outputClosed = false
    /// Whether standard error was found to be a file the run reads: set once, read from any thread.
    nonisolated(unsafe) private static var errorInput = false
    private static let errorLock = NSLock()

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

    /// Whether the file `info` describes is the one standard output goes to (same device and inode); never when the
    /// process started without one (descriptor 1 is then swatch's own `/dev/null`).
    package static func isOutput(_ info: stat) -> Bool {
        var out = stat()
        return !outputClosed && fstat(STDOUT_FILENO, &out) == 0 && out.st_dev == info.st_dev && out.st_ino == info.st_ino
    }

    /// Whether the file `info` describes is the one standard error goes to (same device and inode): a regular file
    /// only, as a terminal, pipe or `/dev/null` holds nothing swatch reads.
    package static func isError(_ info: stat) -> Bool {
        var error = stat()
        return (info.st_mode & S_IFMT) == S_IFREG && fstat(STDERR_FILENO, &error) == 0
            && error.st_dev == info.st_dev && error.st_ino == info.st_ino
    }

    /// Whether standard error is a file the run reads: from then on nothing is written there, no file is put in
    /// place and the run ends with 2.
    package static var errorIsInput: Bool {
        errorLock.withLock { errorInput }
    }

    /// Records that standard error is a file the run reads (`errorIsInput`).
    package static func silenceError() {
        errorLock.withLock { errorInput = true }
    }

    /// Silences standard error when it is a regular file that one of `paths` names (an argument, the swatch.yml
    /// a command would read): called before the command line is parsed, so not even a parser's error is written over
    /// a file the run was given. `paths` is asked for only when descriptor 2 is a regular file.
    package static func silenceErrorIfNamed(_ paths: () -> [String]) {
        var error = stat()
        guard fstat(STDERR_FILENO, &error) == 0, (error.st_mode & S_IFMT) == S_IFREG else { return }
        for path in paths() {
            var info = stat()
            if stat(path, &info) == 0, isError(info) {
                silenceError()
                return
            }
        }
    }

    /// Whether `path` names the file this process's standard output goes to, a regular file included (`> s.png`).
    package static func isOutputFile(_ path: String) -> Bool {
        var named = stat()
        return isOutput(named: path) || (stat(path, &named) == 0 && isOutput(named))
    }

    /// Whether `path` names this process's standard output by a name that means descriptor 1 whatever it holds
    /// (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`, `/proc/PID/fd/1`, or a link to one), or is the pipe, socket or
    /// device descriptor 1 is open on. Such a path is written as `-` is, through descriptor 1 (`FileTransaction`):
    /// opened by name it would reach `/dev/null` when standard output is closed, and no socket at all.
    /// A regular file is left to its own path: a new file is renamed over it, as over any other.
    package static func isOutput(named path: String) -> Bool {
        if leadsToDescriptorOne(path) { return true }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG && isOutput(info)
    }

    /// Whether `path`, its folders and links resolved one step at a time, reaches descriptor 1's name.
    private static func leadsToDescriptorOne(_ path: String) -> Bool {
        let names: Set = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", "/proc/\(getpid())/fd/1"]
        var current = (path as NSString).isAbsolutePath ? path : FileManager.default.currentDirectoryPath + "/" + path
        for _ in 0 ..< 40 {  // MAXSYMLINKS
            let folder = PathText.folder(of: current)
            let name = (current as NSString).lastPathComponent
            guard let real = realpath(folder.isEmpty ? "/" : folder, nil) else { return false }
            let base = String(cString: real)
            free(real)
            current = (base == "/" ? "" : base) + "/" + name
            if names.contains(current) || names.contains((current as NSString).standardizingPath) { return true }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return false }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = target.hasPrefix("/") ? target : base + "/" + target
        }
        return false
    }
}
