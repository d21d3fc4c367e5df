import Foundation
import SwatchKit

/// Standard output and error, written so that a failure is an error rather than a crash: a full disk or
/// a closed pipe on stdout is one line on stderr and a non-zero exit.
enum Console {
    /// Writes `text` to standard output; throws naming the reason when it cannot be written.
    static func out(_ text: String) throws(SwatchError) {
        guard write(text, to: STDOUT_FILENO) else {
            throw SwatchError(.output, "cannot write to standard output: \(String(cString: strerror(errno)))")
        }
    }

    /// Writes `text` to standard error; there is nowhere to report a failure, so it is dropped.
    static func err(_ text: String) {
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
    /// lines. Names in a message are the palette's and may hold line breaks or terminal escapes, so the
    /// message is written through `VisibleText`: it stays one line and cannot drive the terminal.
    static func line(_ level: String, _ message: String) -> String {
        "swatch: \(level): \(VisibleText.escaped(message))\n"
    }
}

/// One line on stderr, like errors but without stopping.
func warn(_ message: String) {
    Console.err(Console.line("warning", message))
}
