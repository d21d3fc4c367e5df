import ArgumentParser
import SwatchKit

extension ParsableCommand {
    /// The lines of the parser's message for `error` in swatch's words (`ParserWording`), each value it names quoted
    /// as swatch quotes values (a 100 KB option shows its start and length).
    static func messageLines(for error: any Error) -> [MessageText] {
        if let error = error as? SwatchError { return [MessageText(verbatim: error.message)] }  // swatch's words already (`OptionCheck`)
        return ParserWording.lines(message(for: error)) { OptionCheck.synopsis(of: $0, in: self) }
    }

    /// The first line of the parser's message for `error`: a config entry's options or a reference's render
    /// command that cannot be parsed say so in one line.
    static func firstLine(for error: any Error) -> MessageText {
        messageLines(for: error).first ?? "\(error)"
    }
}

/// ArgumentParser's messages, which are capitalised sentences of its own (`Unknown option '--nope'. Did you mean
/// '--name'?`), reworded as swatch words its messages (`unknown option '--nope' (did you mean '--name'?)`). Its
/// message types are internal, so the text is what there is to go by: each form it writes (ArgumentParser 1.x,
/// `ErrorMessageGenerator`) is matched by its fixed words, around the values it quotes; any other message, swatch's
/// own `ValidationError`s included, keeps its words with a lower-case start and no full stop.
enum ParserWording {
    /// `message` as lines of swatch's messages: one for every form but a composite option's (`-abc`), which has two.
    /// `synopsis` gives an option's name with its value's (`--sibling <path>`) where the parser's leaves it out.
    static func lines(_ message: String, synopsis: (String) -> String? = { _ in nil }) -> [MessageText] {
        if let invalid = invalidValue(message) { return [invalid] }
        return message.split(separator: "\n").map { line in
            // `   or: Missing value for '-a <x>' in '-abc'`, the second line of a composite option's message.
            let body = line.drop { $0 == " " }
            if body.hasPrefix("or: ") { return "  or: " + reworded(body.dropFirst(4), synopsis: synopsis) }
            return reworded(line, synopsis: synopsis)
        }
    }

    /// One line of the parser's in swatch's words.
    private static func reworded(_ line: Substring, synopsis: (String) -> String?) -> MessageText {
        // The suggestion is one of swatch's option names, so the last `'. Did you mean '` is the parser's.
        if let both = between(line, "Unknown option '", "'?"), let split = both.range(of: "'. Did you mean '", options: .backwards) {
            return "unknown option '\(both[..<split.lowerBound])' (\(NameSuggestion.hint(String(both[split.upperBound...]))))"
        }
        if let name = between(line, "Unknown option '", "'") {
            return "unknown option '\(name)'"
        }
        if let given = between(line, "Missing value for '", "'") {
            // A hidden option's (`--sibling`) comes without its value's name, which every other option's names.
            let synopsis = given.contains(" ") ? String(given) : synopsis(String(given)) ?? String(given)
            return "\(option(synopsis[...])) needs a value (\(synopsis))"
        }
        if let argument = between(line, "Unexpected argument '", "'") {
            return "unexpected argument '\(argument)'"
        }
        if let argument = between(line, "Missing expected argument '", "'") {
            return "missing argument \(argument)"
        }
        if let rest = between(line, "The option '", "' was specified."), let split = rest.range(of: "' does not take any value, but '") {
            return "\(rest[..<split.lowerBound]) takes no value (given '\(rest[split.upperBound...])')"
        }
        return "\(foreign: MessageText.worded(line))"
    }

    /// `The value 'purple' is invalid for '--mode <mode>'. Please provide one of 'light', … or 'all'.` (or the same with
    /// the choices as a bulleted list, or with `: reason`), as `--mode: invalid value 'purple' (did you mean …? / choose
    /// one of light, …)`; nil for any other message.
    private static func invalidValue(_ message: String) -> MessageText? {
        guard let rest = between(message[...], "The value '", "") else { return nil }
        // The value is the user's and may hold anything; what follows it is the parser's, so its last occurrence.
        guard let split = rest.range(of: "' is invalid for '", options: .backwards) else {
            guard let end = rest.range(of: "' is invalid.", options: .backwards) else { return nil }
            return "invalid value '\(rest[..<end.lowerBound])'" + detail(rest[end.upperBound...], value: rest[..<end.lowerBound])
        }
        let value = rest[..<split.lowerBound]
        let after = rest[split.upperBound...]
        guard let close = after.firstIndex(of: "'") else { return nil }
        return "\(option(after[..<close])): invalid value '\(value)'" + detail(after[after.index(after: close)...], value: value)
    }

    /// What follows the parser's `is invalid for '…'`: its choices (`. Please provide one of …`) as a suggestion or a
    /// list, its reason (`: …`) in parentheses, or nothing.
    private static func detail(_ tail: Substring, value: Substring) -> MessageText {
        if tail.hasPrefix(": ") { return " (\(foreign: MessageText.worded(tail.dropFirst(2))))" }
        guard tail.hasPrefix(". Please provide one of") else { return "" }
        let choices: [String]
        if let list = tail.range(of: "the following:\n") {
            choices = tail[list.upperBound...].split(separator: "\n").map { String($0.drop { $0 == " " || $0 == "-" }) }
        } else {
            // 'light', 'dark' or 'all': the choices are swatch's and hold no quote, so every second piece is one.
            choices = tail.split(separator: "'", omittingEmptySubsequences: false).enumerated().filter { !$0.offset.isMultiple(of: 2) }.map { String($0.element) }
        }
        if let hint = NameSuggestion.hint(for: String(value), among: choices) { return " (\(hint))" }
        return " (choose one of \(list: choices))"
    }

    /// `--mode` of `--mode <mode>`; a positional `<expected>` as it is.
    private static func option(_ synopsis: Substring) -> String {
        synopsis.hasPrefix("-") ? String(synopsis.prefix { $0 != " " }) : String(synopsis)
    }

    /// What `line` holds between `start` (at its start) and `end` (at its end); nil when it is not of that form.
    private static func between(_ line: Substring, _ start: String, _ end: String) -> Substring? {
        guard line.hasPrefix(start), line.count >= start.count + end.count, line.hasSuffix(end) else { return nil }
        return line.dropFirst(start.count).dropLast(end.count)
    }
}
