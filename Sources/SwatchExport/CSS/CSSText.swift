import SwatchSupport

/// Text from a palette inside generated CSS: custom-property names and comments.
///
/// A custom property is `--` and the colour's name in kebab case (`Identifiers.kebab`), letters of every
/// script kept (`赤` → `--赤`, valid CSS); a name with no letter or digit is taken whole. Either way the
/// part after `--` is serialized as CSS Syntax Level 3 serializes an identifier, so it always reads back as
/// one identifier: a code point outside the identifier set is escaped (`!` → `\!`, `★` → `\2605 `), using
/// the set as narrowed in 2024 (U+00B7, U+00C0 and up, less a few ranges), which every CSS parser accepts.
enum CSSText {
    /// `--brand-primary` for `Brand/Primary`, `--赤` for `赤`, `--\!\!\!` for `!!!`.
    static func customProperty(_ name: String) -> String {
        let kebab = Identifiers.kebab(name)
        return "--" + identifierTail(kebab.isEmpty ? name : kebab)
    }

    /// `text` as the rest of an identifier after `--`: NUL as U+FFFD, controls as `\1b `, other ASCII
    /// outside letters, digits, `-` and `_` as `\` and the character, non-ASCII outside the identifier set
    /// as its code point in hex and a space.
    static func identifierTail(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0: out += "\u{FFFD}"
            case 0x01 ... 0x1F, 0x7F: out += "\\\(String(scalar.value, radix: 16)) "
            case _ where isIdentifierCodePoint(scalar): out.unicodeScalars.append(scalar)
            case 0x20 ... 0x7E: out += "\\" + String(scalar)
            default: out += "\\\(String(scalar.value, radix: 16)) "
            }
        }
        return out
    }

    /// `text` inside `/* ... */`: controls shown as `\u{…}`, `*/` split as `* /`, and `</` as `< /`, so a stylesheet
    /// pasted into an HTML `<style>` element cannot be closed by a name (`</style>`).
    static func comment(_ text: String) -> String {
        VisibleText.comment(text, terminator: ("*", "/")).replacing("</", with: "< /")
    }

    /// CSS Syntax's ident code point: ASCII letters, digits, `-`, `_`, and the non-ASCII ident code points.
    private static func isIdentifierCodePoint(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30 ... 0x39, 0x41 ... 0x5A, 0x61 ... 0x7A, 0x2D, 0x5F: true
        case 0xB7, 0xC0 ... 0xD6, 0xD8 ... 0xF6, 0xF8 ... 0x37D, 0x37F ... 0x1FFF, 0x200C, 0x200D, 0x203F, 0x2040,
             0x2070 ... 0x218F, 0x2C00 ... 0x2FEF, 0x3001 ... 0xD7FF, 0xF900 ... 0xFDCF, 0xFDF0 ... 0xFFFD, 0x10000...: true
        default: false
        }
    }
}
