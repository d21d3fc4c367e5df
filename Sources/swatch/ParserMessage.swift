import ArgumentParser
import SwatchKit

extension ParsableCommand {
    /// The lines of the parser's message for `error`, which quotes what the user typed whole (`Unknown option
    /// '--xxxx…'` with a 100 KB option): each with its quoted values quoted as swatch quotes them.
    static func messageLines(for error: any Error) -> [MessageText] {
        message(for: error).split(separator: "\n").map { "\(foreign: $0)" }
    }

    /// The first line of the parser's message for `error`: a config entry's options or a reference's render
    /// command that cannot be parsed say so in one line.
    static func firstLine(for error: any Error) -> MessageText {
        messageLines(for: error).first ?? "\(error)"
    }
}
