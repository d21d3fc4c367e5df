import Dispatch
import Foundation
import SwatchSupport

/// One git process in a repository: `git --no-pager -C DIRECTORY ARGUMENTS`, its standard output read by
/// the caller through `output`, its standard error drained on another thread and kept only up to its first
/// line (`firstErrorLine`), so neither pipe can fill and stall git, and git cannot make swatch hold more
/// than a few hundred bytes of what it says.
///
/// What git may be asked, and why it is safe on a hostile repository: only plumbing (`rev-parse`,
/// `cat-file --batch-command`) that prints objects and never checks out, runs filters, hooks or a pager, or reads
/// the tree's `.gitattributes` or `.gitmodules`. The repository's configuration is the user's own.
final class GitCommand {
    private let process = Process()
    private let input: Pipe?
    /// The read end of git's standard output.
    let output: Int32
    private let outputPipe = Pipe()
    private let errors = ErrorCapture()
    private let drained = DispatchGroup()
    private var finished = false

    /// Starts git; with `interactive` its standard input is a pipe `send(_:)` writes to, else /dev/null.
    /// `what` names the palette in the error when git cannot be started.
    init(_ arguments: [String], in directory: String, interactive: Bool = false, about what: String) throws(SwatchError) {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "--no-pager", "-C", directory] + arguments
        input = interactive ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        process.standardOutput = outputPipe
        let errorPipe = Pipe()
        process.standardError = errorPipe
        output = outputPipe.fileHandleForReading.fileDescriptor
        do {
            try process.run()
        } catch {
            finished = true  // nothing to wait for
            throw SwatchError(.usage, "\(what): cannot run git: \(MessageText(reason: error))")
        }
        let errors = self.errors, source = errorPipe.fileHandleForReading
        DispatchQueue.global().async(group: drained) { errors.drain(source.fileDescriptor) }
    }

    deinit { _ = finish() }

    /// Writes `line` and a newline to git's standard input. False when git has stopped reading (it
    /// exited): the caller then reads git's end of the conversation and reports what git said.
    func send(_ line: String) -> Bool {
        guard let input else { return false }
        let bytes = Array((line + "\n").utf8)
        // Writing to a pipe whose reader is gone raises SIGPIPE, which would end swatch without a word;
        // ignored for the write, it fails with EPIPE instead. No process is started meanwhile.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(input.fileHandleForWriting.fileDescriptor, $0.baseAddress.map { $0 + offset }, bytes.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Reads git's standard output to its end, at most `limit` bytes: nil when there is more.
    func readAll(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            guard bytes.count + count <= limit else { return nil }
            bytes += chunk[0 ..< count]
        }
    }

    /// Ends git: closes its input, stops it if it is still running (swatch gave up on it), waits for it.
    /// Returns its exit status and the first line it wrote to standard error ("" for none).
    func finish(stopping: Bool = false) -> (status: Int32, firstErrorLine: String) {
        if !finished {
            finished = true
            try? input?.fileHandleForWriting.close()
            if stopping, process.isRunning { process.terminate() }
            try? outputPipe.fileHandleForReading.close()  // git sees EPIPE if it still writes
            process.waitUntilExit()
            drained.wait()
        }
        return (process.terminationStatus, errors.firstLine)
    }

    /// Runs git to its end and returns its standard output, at most `limit` bytes. A failure is one line:
    /// `what: ` and why, in swatch's words (`GitFailure`).
    static func run(_ arguments: [String], in directory: String, limit: Int = 4096, about what: String) throws(SwatchError) -> [UInt8] {
        let git = try GitCommand(arguments, in: directory, about: what)
        let output = git.readAll(limit: limit)
        let (status, line) = git.finish(stopping: output == nil)
        guard status == 0 else { throw SwatchError(.usage, "\(what): \(GitFailure.reason(status: status, line: line, fallback: "git failed"))") }
        guard let output else { throw SwatchError(.usage, "\(what): git said more than \(limit) bytes") }
        return output
    }
}

/// The start of a process's standard error, read to its end on another thread.
private final class ErrorCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [UInt8] = []
    /// Bytes kept: a line of git's is far shorter; the rest is read and dropped.
    private static let limit = 512

    /// Reads `descriptor` until its end, keeping the first bytes.
    func drain(_ descriptor: Int32) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            lock.withLock { kept += chunk[0 ..< min(count, max(0, Self.limit - kept.count))] }
        }
    }

    /// The first line, printable (`GitTree.printable`: git quotes hostile names, but not every message does).
    var firstLine: String {
        let bytes = lock.withLock { kept }
        return GitTree.printable(Array(bytes.prefix { $0 != 0x0A }))
    }
}
