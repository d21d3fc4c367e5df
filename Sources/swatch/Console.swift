import Foundation
import SwatchKit

/// Standard output and error, written so that a failure is an error rather than a crash: a full disk or
/// a closed pipe on stdout is one line on stderr and a non-zero exit.
enum Console {
    /// Writes `text` to standard output; throws naming the reason when it cannot be written.
    static func out(_ text: String) throws(SwatchError) {
        try StandardStreams.requireOutput()
        guard write(text, to: STDOUT_FILENO) else {
            throw SwatchError(.output, "cannot write to standard output: \(MessageText(errno: errno))")
        }
    }

    /// Writes `text` to standard error; there is nowhere to report a failure, so it is dropped. Every message, status
    /// line, warning and progress line comes here: nothing is written once standard error is known to be a file the
    /// run reads (`StandardStreams.errorIsInput`).
    static func err(_ text: String) {
        guard !StandardStreams.errorIsInput else { return }
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes every byte of `text` to `descriptor`, retrying after interruptions; false on an error.
    private static func write(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}

extension Console {
    /// `swatch: error: message` (or `warning`) and a newline: the one place stderr's messages are made
    /// lines. Every value in a message is quoted already (`MessageText`); as a backstop the whole line is
    /// written through `VisibleText.line`: it stays one bounded line and cannot drive the terminal.
    static func line(_ level: String, _ message: MessageText) -> String {
        "swatch: \(level): \(VisibleText.line(message.text))\n"
    }
}

extension Console {
    /// `--quiet`: no status lines, and warnings after the first only counted (`Console.finish` says how many).
    /// Set once, before the command does anything.
    nonisolated(unsafe) static var quiet = false

    /// The warnings given so far, so none is given twice (diff reads two palettes, verify renders each
    /// reference: the same warning would repeat), and how many `--quiet` held back.
    nonisolated(unsafe) private static var warned: Set<String> = []
    nonisolated(unsafe) private static var heldBack = 0
    private static let lock = NSLock()

    /// The status lines of the run so far, shown once its files are in place (`showStatus`).
    nonisolated(unsafe) private static var statusLines: [String] = []

    /// A status line on standard error (`wrote sheet.png (390 x 1200 px)`), never on standard output, which
    /// holds only what a command is asked for (a report, an export, a PNG with `-o -`); none with `--quiet`.
    /// It is shown once the run's files are in place (`showStatus`), so a run that fails says it wrote nothing.
    static func status(_ line: MessageText) {
        guard !quiet else { return }
        lock.withLock { statusLines.append(VisibleText.line(line.text) + "\n") }
    }

    /// Shows the status lines: the run's files are in place.
    static func showStatus() {
        let lines = lock.withLock { () -> [String] in
            defer { statusLines = [] }
            return statusLines
        }
        if !lines.isEmpty { err(lines.joined()) }
    }

    /// One warning line on standard error, unless the same one was given already; with `--quiet`, only the
    /// first warning of the run is shown and the rest are counted.
    static func warning(_ message: MessageText) {
        let shown = lock.withLock { () -> Bool in
            guard warned.insert(message.text).inserted else { return false }
            if quiet, warned.count > 1 {
                heldBack += 1
                return false
            }
            return true
        }
        if shown { err(line("warning", message)) }
    }

    /// Before the process ends: with `--quiet`, one line counting the warnings held back.
    static func finish() {
        let count = lock.withLock { () -> Int in
            defer { heldBack = 0 }
            return heldBack
        }
        if count > 0 { err(line("warning", "and \(count) more \(count == 1 ? "warning" : "warnings") (run without --quiet to see them)")) }
    }
}

/// One line on stderr, like errors but without stopping; a warning already given is not repeated.
func warn(_ message: MessageText) {
    Console.warning(message)
}
