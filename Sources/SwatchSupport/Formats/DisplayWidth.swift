/// How many terminal columns text takes, and text padded to a number of them: the one measure of every aligned
/// text column (`list`'s table, `check`'s reports), so a name with an emoji, a CJK character or a combining mark
/// neither pushes its row's next column out of line nor is cut.
package enum DisplayWidth {
    /// The columns `text` takes: a column for each grapheme cluster (a character with its combining marks and
    /// joiners), two where it is wide: an emoji shown as a picture, or an East Asian wide or fullwidth character.
    package static func of(_ text: String) -> Int {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + width(of: $1) }
    }

    /// `text` followed by spaces up to `width` columns; text already as wide or wider is left whole.
    package static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - of(text)))
    }

    /// 2 for a wide character, else 1.
    private static func width(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // An emoji shown as a picture: presented so by default, or asked to be (VS16, U+FE0F), or a flag.
        if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") && first.properties.isEmoji
            || (0x1F1E6 ... 0x1F1FF).contains(first.value) { return 2 }
        return isEastAsianWide(first) ? 2 : 1
    }

    /// Unicode's East Asian Width W and F blocks (UAX #11): Hangul Jamo, CJK, kana, Hangul syllables, compatibility
    /// ideographs and forms, fullwidth forms, and the supplementary ideographic planes.
    private static func isEastAsianWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100 ... 0x115F, 0x2E80 ... 0x303E, 0x3041 ... 0x33FF, 0x3400 ... 0x4DBF, 0x4E00 ... 0x9FFF, 0xA000 ... 0xA4CF,
             0xAC00 ... 0xD7A3, 0xF900 ... 0xFAFF, 0xFE30 ... 0xFE4F, 0xFF00 ... 0xFF60, 0xFFE0 ... 0xFFE6,
             0x20000 ... 0x2FFFD, 0x30000 ... 0x3FFFD: true
        default: false
        }
    }
}
