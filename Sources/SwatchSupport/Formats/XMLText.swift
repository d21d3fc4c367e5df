/// Text from a palette inside generated XML (Android resources, `swatch check`'s JUnit report): it reads
/// back as the same text and never ends the attribute or comment it sits in.
///
/// XML 1.0 cannot hold most C0 control characters at all, not even as character references, so those are
/// written visibly as `\u{1B}` (`VisibleText`); in an attribute, tab and line breaks are character
/// references, which a parser gives back as themselves rather than normalising them to spaces.
package enum XMLText {
    /// `text` as an attribute value in double quotes: `&`, `<`, `>`, `"` and `'` as entities, tab, LF and
    /// CR as `&#9;`, `&#10;`, `&#13;`, other characters XML cannot hold as `\u{…}`.
    static func attribute(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out += "&#\(scalar.value);"
            case _ where VisibleText.isHidden(scalar): out += VisibleText.escaped(String(scalar))
            // Not characters XML 1.0 holds (its `Char` stops at U+FFFD): written as `\u{FFFE}` too (H18-4).
            case "\u{FFFE}", "\u{FFFF}": out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` inside `<!-- ... -->`: controls shown as `\u{…}` and `--`, which may not occur in a
    /// comment, split as `- -` (a comment's text is never followed directly by `-->`: swatch puts a space).
    package static func comment(_ text: String) -> String { VisibleText.comment(text, terminator: ("-", "-")) }
}
