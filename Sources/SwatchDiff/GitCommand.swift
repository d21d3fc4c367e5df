import SwatchSupport

/// One git process in a repository: `git --no-pager -C DIRECTORY ARGUMENTS`, its standard output read by
/// the caller through `read(into:)`, its standard error read meanwhile and kept only up to its first line
/// (`firstErrorLine`), so neither pipe can fill and stall git, and git cannot make swatch hold more than a few
/// hundred bytes of what it says. A `ChildProcess`: no thread or dispatch worker is needed.
///
/// What git may be asked, and why it is safe on a hostile repository: only plumbing (`rev-parse`,
/// `cat-file --batch-command`) that prints objects and never checks out, runs filters, hooks or a pager, or reads
/// the tree's `.gitattributes` or `.gitmodules`. The repository's configuration is the user's own.
final class GitCommand {
    private let child: ChildProcess
    private var errors = ErrorCapture()

    /// Starts git; with `interactive` its standard input is a pipe `send(_:)` writes to, else /dev/null.
    /// `what` names the palette in the error when git cannot be started.
    init(_ arguments: [String], in directory: String, interactive: Bool = false, about what: String) throws(SwatchError) {
        do {
            child = try ChildProcess("/usr/bin/env", ["env", "git", "--no-pager", "-C", directory] + arguments, interactive: interactive)
        } catch {
            throw SwatchError(.usage, "\(what): cannot run git: \(MessageText(errno: error.errno))")
        }
    }

    /// Writes `line` and a newline to git's standard input. False when git has stopped reading (it
    /// exited): the caller then reads git's end of the conversation and reports what git said.
    func send(_ line: String) -> Bool {
        child.writeInput(Array((line + "\n").utf8)) { errors.keep($0) }
    }

    /// Reads git's standard output into `buffer`: the count read, 0 at its end, -1 on an error.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        child.readOutput(into: buffer) { errors.keep($0) }
    }

    /// Reads git's standard output to its end, at most `limit` bytes: nil when there is more.
    func readAll(limit: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(into: $0) }
            guard count > 0 else { return bytes }
            guard bytes.count + count <= limit else { return nil }
            bytes += chunk[0 ..< count]
        }
    }

    /// Ends git: closes its input, stops it if it is still running (swatch gave up on it), waits for it.
    /// Returns its exit status and the first line it wrote to standard error ("" for none).
    func finish(stopping: Bool = false) -> (status: Int32, firstErrorLine: String) {
        let status = child.wait(stopping: stopping) { errors.keep($0) }
        return (status, errors.firstLine)
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

/// The start of a process's standard error: the first bytes of what it wrote, the rest read and dropped.
private struct ErrorCapture {
    private var kept: [UInt8] = []
    /// Bytes kept: a line of git's is far shorter.
    private static let limit = 512

    mutating func keep(_ piece: ArraySlice<UInt8>) {
        kept += piece.prefix(max(0, Self.limit - kept.count))
    }

    /// The first line, printable (`GitTree.printable`: git quotes hostile names, but not every message does).
    var firstLine: String { GitTree.printable(Array(kept.prefix { $0 != 0x0A })) }
}
