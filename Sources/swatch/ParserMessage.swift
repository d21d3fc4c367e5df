import ArgumentParser
import SwatchKit

/// ArgumentParser's messages, which quote what the user typed whole (`Unknown option '--xxxx…'` with a 100 KB
/// option), made into swatch's: every `'…'` in them quoted as every message quotes a value.
enum ParserMessage {
    /// `line` with each span between single quotes given to `VisibleText.quoted`: `Unknown option '--x…'`
    /// shows the option's start and its length. An odd quote leaves the rest as a span, quoted too.
    static func shown(_ line: some StringProtocol) -> MessageText {
        let parts = line.split(separator: "'", omittingEmptySubsequences: false)
        let text = parts.enumerated().map { index, part in index.isMultiple(of: 2) ? String(part) : VisibleText.quoted(String(part)) }
        return MessageText(verbatim: text.joined(separator: "'"))
    }
}

extension ParsableCommand {
    /// The first line of the parser's message for `error`, its values quoted: a config entry's options or
    /// a reference's render command that cannot be parsed say so in one line.
    static func firstLine(for error: any Error) -> MessageText {
        ParserMessage.shown(message(for: error).split(separator: "\n").first ?? "\(error)")
    }
}
