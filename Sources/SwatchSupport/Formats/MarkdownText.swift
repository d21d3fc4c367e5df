/// Text from a palette (names, sections, file names) inside generated Markdown: `swatch list --format
/// markdown`, `swatch export --format markdown` and `swatch diff`'s pull-request report. Whatever a name
/// holds, it shows as itself in its heading or table cell and never becomes markup: no HTML comment that
/// hides the rest of a review (`<!--`), no extra table column (`|`), no code span, link, image, emphasis or
/// strikethrough, no new line.
public enum MarkdownText {
    /// The ASCII punctuation that starts or ends Markdown (CommonMark and GitHub's extensions: tables,
    /// strikethrough, math) and is escaped with a backslash, which CommonMark allows before any ASCII punctuation.
    static let markup: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "#"]

    /// `text` as literal Markdown inline text: markup characters backslash-escaped (`a|b` → `a\|b`,
    /// `<!-- x` → `\<!-- x`), and line breaks and terminal controls shown as `\u{A}` (`VisibleText`).
    public static func escaped(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in VisibleText.escaped(text).unicodeScalars {
            if markup.contains(scalar) { out.append("\\") }
            out.append(scalar)
        }
        return String(out)
    }

    /// `path` (relative, `/`-separated) as a link destination: each byte other than letters, digits and
    /// `-._~/` percent-encoded, so a space or parenthesis in a folder name cannot end the link.
    public static func linkDestination(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
