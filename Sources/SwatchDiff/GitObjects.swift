import Foundation
import SwatchSupport

/// The objects of a repository, read by id through one `git cat-file --batch-command` (git 2.36 or later):
/// `info ID` answers `<id> <type> <size>` without reading the object, so a caller learns its size first and
/// refuses one over its budget before git inflates any of it; `contents ID` then sends the same header and
/// the bytes, which go to the caller in 64 KiB pieces: a blob is copied to a file without ever being in
/// swatch's memory whole.
final class GitObjects {
    private let git: GitCommand
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0, end = 0
    /// Bytes of the object `open` announced that the caller has not read yet, and whether its trailing
    /// newline is still to come.
    private var pending = 0, inObject = false
    /// The object `open` announced, until its bytes are asked for.
    private var opened: (id: String, type: String, size: Int)?

    /// Starts `git cat-file --batch-command` in the repository at `top`; `what` names the palette when git cannot run.
    init(in top: String, about what: String) throws(SwatchError) {
        git = try GitCommand(["cat-file", "--batch-command"], in: top, interactive: true, about: what)
    }

    /// The size in bytes of object `id` (full hex), which must be a `type` (`tree`, `blob`); nothing of it
    /// is read. Read its bytes next with `read(shownAs:)` or `copy(to:)`. `shownAs` names it in errors.
    func open(_ id: String, type: String, shownAs: String) throws(SwatchError) -> Int {
        guard !inObject else { throw SwatchError(.palette, "\(shownAs): read before the previous object was") }
        let size = try header("info", id, type: type, shownAs: shownAs)
        opened = (id, type, size)
        return size
    }

    /// Sends `command ID` and checks git's header: the object is there, of `type`; returns its size.
    private func header(_ command: String, _ id: String, type: String, shownAs: String) throws(SwatchError) -> Int {
        guard git.send("\(command) \(id)"), let header = try line(limit: Self.maxHeader, shownAs: shownAs) else { throw stopped(shownAs) }
        let parts = header.split(separator: " ", omittingEmptySubsequences: false)
        if parts.count == 2, parts[0] == id, parts[1] == "missing" {
            throw SwatchError(.palette, "\(shownAs): object \(id) is not in the repository")
        }
        guard parts.count == 3, parts[0] == id, parts[2].allSatisfy(\.isASCII), let size = Int(parts[2]), size >= 0 else {
            throw SwatchError(.palette, "\(shownAs): git cat-file answered \(GitTree.quoted(Array(header.utf8)))")
        }
        guard parts[1] == type else { throw SwatchError(.palette, "\(shownAs): is a \(GitTree.printable(Array(parts[1].utf8))) object, not a \(type)") }
        return size
    }

    /// Asks for the bytes of the object `open` announced: the same header again, then the bytes.
    private func contents(shownAs: String) throws(SwatchError) {
        guard let opened, !inObject else { throw SwatchError(.palette, "\(shownAs): read before it was opened") }
        self.opened = nil
        guard try header("contents", opened.id, type: opened.type, shownAs: shownAs) == opened.size else {
            throw SwatchError(.palette, "\(shownAs): changed size while swatch read it")
        }
        pending = opened.size
        inObject = true
    }

    /// All the bytes of the object `open` announced; the caller has checked its size against a budget.
    func read(shownAs: String) throws(SwatchError) -> [UInt8] {
        try contents(shownAs: shownAs)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pending)
        try drain(shownAs: shownAs) { piece throws(SwatchError) in bytes += piece }
        return bytes
    }

    /// Writes the bytes of the object `open` announced to `descriptor`, exactly as many as announced.
    func copy(to descriptor: Int32, shownAs: String, file: String) throws(SwatchError) {
        try contents(shownAs: shownAs)
        try drain(shownAs: shownAs) { piece throws(SwatchError) in
            try OutputDescriptor.writeAll(Array(piece), to: descriptor, shownAs: file)
        }
    }

    /// Ends git after the last object: it must exit 0.
    func close(shownAs: String) throws(SwatchError) {
        let (status, line) = git.finish()
        guard status == 0 else { throw SwatchError(.palette, "\(shownAs): \(GitFailure.reason(status: status, line: line, fallback: "git cat-file failed"))") }
    }

    /// Most bytes of a header line: `<64 hex digits> <type> <size>` is about 90.
    private static let maxHeader = 256

    /// Hands the pending object's bytes to `body` piece by piece, then reads the newline after them.
    private func drain(shownAs: String, _ body: (ArraySlice<UInt8>) throws(SwatchError) -> Void) throws(SwatchError) {
        while pending > 0 {
            if start == end { guard fill() else { throw stopped(shownAs) } }
            let count = min(pending, end - start)
            try body(buffer[start ..< start + count])
            start += count
            pending -= count
        }
        if start == end { guard fill() else { throw stopped(shownAs) } }
        guard buffer[start] == 0x0A else { throw SwatchError(.palette, "\(shownAs): git cat-file's answer is longer than it announced") }
        start += 1
        inObject = false
    }

    /// The next line of git's output without its newline; nil at the end of the output. A longer line
    /// than `limit` is an error.
    private func line(limit: Int, shownAs: String) throws(SwatchError) -> String? {
        var bytes: [UInt8] = []
        while true {
            if start == end { guard fill() else { return nil } }
            if let newline = buffer[start ..< end].firstIndex(of: 0x0A) {
                bytes += buffer[start ..< newline]
                start = newline + 1
                break
            }
            bytes += buffer[start ..< end]
            start = end
            guard bytes.count <= limit else { throw SwatchError(.palette, "\(shownAs): git cat-file's answer is not a header") }
        }
        guard bytes.count <= limit else { throw SwatchError(.palette, "\(shownAs): git cat-file's answer is not a header") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Reads more of git's output into the empty buffer; false at its end.
    private func fill() -> Bool {
        start = 0
        end = 0
        while true {
            let count = buffer.withUnsafeMutableBytes { git.read(into: $0) }
            guard count > 0 else { return false }
            end = count
            return true
        }
    }

    /// The error when git's output ends early: what git said on standard error, once it has stopped.
    private func stopped(_ shownAs: String) -> SwatchError {
        let (status, line) = git.finish(stopping: true)
        return SwatchError(.palette, "\(shownAs): \(GitFailure.reason(status: status, line: line, fallback: "git cat-file stopped answering"))")
    }
}
