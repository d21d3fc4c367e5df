import Foundation
import SwatchKit

/// What a swatch.yml reference's render finds wrong, in the config's words: its options came from keys under
/// `verify.references[N].render`, so the option a message starts with is named as that key
/// (`….render.cell: unknown colour 'nope'`, not `….render: --cell: unknown colour 'nope'`), an option named later in the
/// line loses its dashes (`no colour matches name 'x*'`), and a file that is not there is named by its key as the config's
/// own are (`….render.palette: 'nope.json': no such file or folder`): the twenty-fourth hostile pass's H24-6.
enum ReferenceWording {
    /// `message` (an error of the render of the reference `shownAs`, whose render keys and values are `members`) reworded;
    /// `topLevel` are the config's own keys and values, which the render takes where the reference gives none.
    static func error(_ error: SwatchError, of shownAs: String, members: [ConfigValue.Member],
                      topLevel: [ConfigValue.Member] = []) -> SwatchError {
        let message = error.message
        let config = shownAs.range(of: ": verify.references[", options: .backwards).map { String(shownAs[..<$0.lowerBound]) } ?? shownAs
        // A key of the config's own (a top-level `font`) already names the config and its key: not the reference's (H25-5).
        if message.hasPrefix(VisibleText.quotedPath(config) + ": ") { return error }
        for member in members {
            let option = "--" + member.key
            if message.hasPrefix(option + ": ") {
                return SwatchError(error.kind, "\(verbatim: shownAs).\(verbatim: member.key): \(verbatim: dashless(message.dropFirst(option.count + 2), members))")
            }
            if message.hasPrefix(option + " '") {  // `--section 'Nope': no such section`
                return SwatchError(error.kind, "\(verbatim: shownAs).\(verbatim: member.key): \(verbatim: dashless(message.dropFirst(option.count + 1), members))")
            }
        }
        // A file that is not there or cannot be read, named by its path: the key that gave it, the reference's before the
        // config's, and of two keys giving one path the one of the error's kind (a font's `font`, not `palette`: H26-5).
        let named = [(members, shownAs + "."), (topLevel, config + ": ")].flatMap { keys, prefix in
            keys.compactMap { member -> (key: String, value: String, rest: Substring, prefix: String)? in
                // Named as a path (a long one by its end) or as a value (by its start) by the reader (H28-2).
                guard case .text(let value) = member.value, let rest = SwatchError.rest(of: message, after: value) else { return nil }
                return (member.key, value, rest, prefix)
            }
        }
        if let member = named.first(where: { $0.key == key(of: error.kind) }) ?? named.first {
            return SwatchError(error.kind, "\(verbatim: member.prefix)\(verbatim: member.key): '\(path: member.value)': \(verbatim: String(member.rest))")
        }
        return SwatchError(error.kind, "\(verbatim: shownAs): \(verbatim: dashless(message[...], members))")
    }

    /// The key whose file an error of `kind` is about.
    private static func key(of kind: SwatchError.Kind) -> String? {
        switch kind {
        case .font: "font"
        case .palette: "palette"
        default: nil
        }
    }

    /// `text` with each ` --key ` of the reference's keys as ` key `.
    private static func dashless(_ text: Substring, _ members: [ConfigValue.Member]) -> String {
        var text = String(text)
        for member in members {
            text = text.replacingOccurrences(of: " --\(member.key) ", with: " \(member.key) ")
        }
        return text
    }
}
