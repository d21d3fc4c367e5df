import Foundation

/// Text shown where a character can change what surrounds it: a terminal line, an error message, a
/// comment in generated code, a markdown table cell. Characters that move the cursor, end the line, start
/// a terminal escape sequence or reorder the text around them are written as Swift writes them in a
/// string, `\u{1B}`, so the text stays on its line, shows what it holds and cannot take over the terminal.
///
/// The characters made visible: the control characters (C0, DEL and C1: line breaks, ESC, the C1 CSI that
/// some terminals read as ESC `[`), the Unicode line and paragraph separators, and the bidirectional
/// formatting characters (which reorder a line: "Trojan Source"). Everything else, letters of every
/// script and emoji included, is kept as it is.
///
/// A message (`quoted`) shows more, so that two names that look alike are told apart: the format characters
/// (general category Cf: zero-width joiners, soft hyphens, ...) but those inside an emoji sequence, a
/// character not in Unicode's composed form (NFC; `e` and a combining acute, `e\u{301}`, beside `é`), and
/// bytes that are not UTF-8 (`decoded`: `caf\xE9`, not the U+FFFD that any bad byte would look like).
public enum VisibleText {
    /// `text` with every character that could break its line or take over a terminal as `\u{…}`:
    /// `"a\nb"` → `a\u{A}b`, ESC `[31m` → `\u{1B}[31m`.
    public static func escaped(_ text: String) -> String {
        escaped(text, hiding: isHidden)
    }

    /// `text` with every scalar `hiding` picks written as `\u{…}`.
    private static func escaped(_ text: String, hiding: (Unicode.Scalar) -> Bool) -> String {
        guard text.unicodeScalars.contains(where: hiding) else { return text }
        // Appended in place: a UnicodeScalarView's append(contentsOf:) copies what it holds, each time.
        var out = ""
        out.reserveCapacity(text.utf8.count + 64)
        for scalar in text.unicodeScalars {
            if hiding(scalar) {
                out += shown(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `scalar` as Swift writes it in a string: `\u{1B}`.
    private static func shown(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// `text` with each character that is not in NFC shown apart from its composed twin: its first scalar as it
    /// is (written as `\u{…}` too when that alone is not NFC: the Ångström sign U+212B) and every other one as
    /// `\u{…}` (`e\u{301}.png` beside `é.png`; NFD Hangul `ᄒ\u{1161}\u{11AB}` beside `한`). Text in NFC, what
    /// keyboards type and swatch writes, is left as it is, combining marks and all.
    private static func decompositionsShown(_ text: String) -> String {
        // Below U+0300 every text is NFC: no Foundation call for the ASCII and Latin-1 of most names.
        guard text.unicodeScalars.contains(where: { $0.value >= 0x300 }) else { return text }
        var composedAlone: [Unicode.Scalar: Bool] = [:]  // one Foundation call a first scalar, however often it comes
        var out = ""
        out.reserveCapacity(text.utf8.count + 64)
        // Composed a piece at a time: Foundation's composition of one long decomposed text takes time growing with
        // the square of its length (a 3 MB line, minutes). Composing keeps the characters (grapheme clusters), so a
        // piece ends between two, and each character is compared with its twin.
        var rest = text[...]
        while !rest.isEmpty {
            let piece = String(rest.prefix(64))
            rest = rest.dropFirst(64)
            let composed = piece.precomposedStringWithCanonicalMapping
            var twins = composed.makeIterator()
            for character in piece {
                let scalars = character.unicodeScalars
                guard let twin = twins.next(), !twin.unicodeScalars.elementsEqual(scalars) else {
                    out.append(character)
                    continue
                }
                for (index, scalar) in scalars.enumerated() {
                    if index == 0, isComposed(scalar, known: &composedAlone) { out.unicodeScalars.append(scalar) } else { out += shown(scalar) }
                }
            }
        }
        return out
    }

    /// Whether `scalar` alone is NFC (U+212B, the Ångström sign, is not: it composes to Å), remembered in `known`.
    private static func isComposed(_ scalar: Unicode.Scalar, known: inout [Unicode.Scalar: Bool]) -> Bool {
        if let answer = known[scalar] { return answer }
        let alone = String(scalar)
        let answer = alone.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(alone.unicodeScalars)
        known[scalar] = answer
        return answer
    }

    /// Bytes (a file name, argument or git path, which need not be UTF-8) as text for a message: UTF-8 as it is,
    /// and each byte that is not part of a UTF-8 character as `\xFF`. Decoding would make every such byte
    /// U+FFFD, so `caf\xE9` and `caf\xFF` (and a name that holds U+FFFD) would look the same.
    package static func decoded(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        let bytes = Array(bytes)
        var out = ""
        out.reserveCapacity(bytes.count + 16)
        var parser = Unicode.UTF8.ForwardParser()
        var input = bytes.makeIterator()
        var position = 0  // the parser's results add up to the bytes it took, whatever it has read ahead
        while true {
            switch parser.parseScalar(from: &input) {
            case .valid(let encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                position += encoded.count
            case .error(let length):
                for byte in bytes[position ..< position + length] {
                    out += "\\x\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))"
                }
                position += length
            case .emptyInput:
                return out
            }
        }
    }

    /// The longest value a message quotes whole, in characters.
    package static let longestQuoted = 80

    /// A value as a message quotes it: whole up to `longestQuoted` characters, else its start and its length
    /// (`aaaa… (102400 characters)`), so a 100 KB argument does not come back as a 100 KB line.
    /// Abbreviating twice changes nothing: text already of this form (at most `longestQuoted` characters, then
    /// `… (N characters)`) stays as it is, so a path shown once can be quoted again by a message that names it.
    public static func abbreviated(_ text: String) -> String {
        abbreviated(text, longest: longestQuoted)
    }

    /// `text` whole up to `longest` characters, else its start and its length.
    private static func abbreviated(_ text: String, longest: Int) -> String {
        // No more bytes than characters could be: short, without counting characters (key paths ask for every key).
        guard text.utf8.count > longest, text.count > longest, !isAbbreviated(text, longest: longest) else { return text }
        return "\(beforeCutEscape(text.prefix(longest), of: text))… (\(text.count) characters)"
    }

    /// `start`, the start of `text` a cut keeps, without the start of an escape the cut fell inside (`\u{1B}\u` of
    /// `\u{1B}\u{1B}`: `\u{1B}`), so what is shown never ends with part of one (the twenty-first hostile pass's H21-9).
    private static func beforeCutEscape(_ start: Substring, of text: String) -> Substring {
        escape(around: start.endIndex, in: text).map { text[start.startIndex ..< $0.lowerBound] } ?? start
    }

    /// Whether `text` is what `abbreviated` makes of a long value: a start of at most `longest` characters and
    /// `… (N characters)`. Bounded either way, so a value written to look like one is harmless.
    /// Quotes around it (`"xx… (N characters)"`, as a JSON value is shown) are allowed.
    private static func isAbbreviated(_ text: String, longest: Int) -> Bool {
        let quoted = text.count > 2 && text.first == text.last && (text.first == "\"" || text.first == "'")
        let text = quoted ? text.dropFirst().dropLast() : text[...]
        guard text.hasSuffix(" characters)") else { return false }
        let body = text.dropLast(" characters)".count)
        let digits = body.reversed().prefix { $0.isASCII && $0.isNumber }.count
        let start = body.dropLast(digits)
        return digits > 0 && start.hasSuffix("… (") && unescapedCount(start.dropLast(3)) <= longest + (quoted ? 1 : 0)
    }

    /// How many characters `text` had before `escaped`: each `\u{…}` counts as the one character it shows. A
    /// value cut to its start before it was escaped (`"\(VisibleText.abbreviated(name))"` in a message) is then
    /// known as cut, and not cut again with the length of its shown form (`… (103 characters)` for 505).
    private static func unescapedCount(_ text: Substring) -> Int {
        var collapsed = String.UnicodeScalarView()
        var rest = text.unicodeScalars[...]
        while let first = rest.first {
            if first == "\\", rest.dropFirst().starts(with: "u{".unicodeScalars), let close = rest.prefix(12).firstIndex(of: "}"),
               rest.dropFirst(3)[..<close].allSatisfy(\.properties.isASCIIHexDigit) {
                collapsed.append("?")
                rest = rest[rest.index(after: close)...]
            } else {
                collapsed.append(first)
                rest = rest.dropFirst()
            }
        }
        return String(collapsed).count
    }

    /// The longest line swatch writes to standard error, in characters. Every value in a message is quoted
    /// already, so no message comes near it (20 listed names of 80 characters are 2,000): this is a backstop.
    static let longestLine = 4_000

    /// `text` as one line of standard error: `escaped`, and past `longestLine` characters its start and
    /// its length, whatever it holds.
    public static func line(_ text: String) -> String {
        // Room for `swatch: warning: ` before and `… (N characters)` after: the whole line is at most longestLine.
        abbreviated(escaped(text), longest: longestLine - 50)
    }

    /// A value as every message shows it, the one place a message quotes a value: `escaped`, the format
    /// characters too (`formatCharactersShown`) and the characters not in NFC (`e\u{301}`), then `abbreviated`
    /// (`a\nb` → `a\u{A}b`; a 100 KB name → its first 80 characters and its length, as shown). Quoting twice
    /// changes nothing. `MessageText` quotes each value it is given through this.
    public static func quoted(_ text: String) -> String {
        // Printable ASCII, most values and every key of most files, has nothing to show: only its length is checked.
        if text.utf8.allSatisfy({ (0x20 ..< 0x7F).contains($0) }) { return abbreviated(text) }
        return abbreviated(formatCharactersShown(decompositionsShown(text)))
    }

    /// A path as a message names a file: `quoted`, but a long one keeps its end, where the file's own name is, and its
    /// length (`…/Brand.xcassets/Primary.colorset/Contents.json (142 characters)`), starting at a folder's name where one
    /// begins in the first half of its last `longestPathEnd` characters; an empty path is `''`. A path of a revision
    /// (`HEAD:tk/…`, `origin/main:…`) keeps its start up to the first `:` too (`HEAD:…/Brand/colors.txt (118 characters)`), so
    /// the two sides of a diff are told apart (the eighteenth hostile pass's H18-1). Short enough that quoting it again
    /// changes nothing.
    public static func quotedPath(_ path: String) -> String {
        guard !path.isEmpty else { return "''" }  // an empty argument, named (`'': no such file or folder`, not `: no such…`)
        let shown = path.utf8.allSatisfy({ (0x20 ..< 0x7F).contains($0) }) ? path : formatCharactersShown(decompositionsShown(path))
        guard shown.utf8.count > longestQuoted, shown.count > longestQuoted else { return shown }
        let revision = shown.prefix(longestRevisionShown).lastIndex(of: ":").map { shown[...$0] } ?? ""
        let end = afterCutEscape(shown.suffix(longestPathEnd - revision.count), of: shown)
        // From a folder's name where one starts near the cut; else as cut (a long folder name keeps its end too).
        let fromFolder = end.prefix(end.count / 2).dropFirst().firstIndex(of: "/").map { end[$0...] } ?? end
        return "\(revision)…\(fromFolder) (\(shown.count) characters)"
    }

    /// `end`, the end of `shown` a cut keeps, from after the escape the cut fell inside (`1B}p/Z.colorset` of
    /// `…\u{1B}p/Z.colorset`: `p/Z.colorset`; `u{1B}\u{1B}.txt`: `\u{1B}.txt`), so what is shown never starts with part
    /// of one. An escape is `\u{…}` or `\xFF`; a cut falls inside one when, looking back at most an escape's length, the
    /// first `\` starts one that ends past the cut. Forward, not back: the end stays within `longestPathEnd`.
    private static func afterCutEscape(_ end: Substring, of shown: String) -> Substring {
        escape(around: end.startIndex, in: shown).map { shown[$0.upperBound...] } ?? end
    }

    /// The escape (`\u{…}`, `\xFF`) a cut at `cut` in `text` falls inside, nil when it falls between characters: looking
    /// back at most an escape's length, the first `\` starts one that ends past the cut.
    private static func escape(around cut: String.Index, in text: String) -> Range<String.Index>? {
        var index = cut
        for _ in 0 ..< 10 {  // `\u{10FFFF}` is ten characters
            guard index > text.startIndex else { return nil }
            index = text.index(before: index)
            guard text[index] == "\\" else { continue }
            guard let after = escapeEnd(in: text, from: index), after > cut else { return nil }
            return index ..< after
        }
        return nil
    }

    /// Where the escape starting at `start` in `shown` (`\u{…}`, `\xFF`) ends; nil when none starts there.
    private static func escapeEnd(in shown: String, from start: String.Index) -> String.Index? {
        let rest = shown[start...].prefix(11)
        if rest.hasPrefix("\\u{"), let close = rest.firstIndex(of: "}") { return shown.index(after: close) }
        if rest.hasPrefix("\\x"), rest.count >= 4, rest.dropFirst(2).prefix(2).allSatisfy(\.isHexDigit) {
            return shown.index(start, offsetBy: 4)
        }
        return nil
    }

    /// The longest start up to a `:` that `quotedPath` keeps as a revision's name (`HEAD~12:`, `origin/release-2.4:`).
    static let longestRevisionShown = 24

    /// The most characters of a long path's end `quotedPath` keeps: with `… (N characters)` within `longestQuoted`.
    static let longestPathEnd = 56

    /// A name as a table a person reads shows it (`swatch list`, `check`'s pairs): `escaped`, and the format characters
    /// too (`formatCharactersShown`), so two rows named `red` and `red\u{200B}` do not look alike. Whole, not
    /// abbreviated; emoji sequences kept. Files swatch writes (CSV, JSON, exports) keep the name as it is.
    public static func distinguished(_ text: String) -> String {
        if text.utf8.allSatisfy({ (0x20 ..< 0x7F).contains($0) }) { return text }
        return formatCharactersShown(text)
    }

    /// The most items a message lists by name.
    package static let longestListed = 20

    /// Names as a message lists them, comma-separated, each `abbreviated`: all of them up to
    /// `longestListed`, else the first ones and how many more (`a, b, … and 19980 more`), so a catalog of
    /// 20,000 sections does not make a 400 KB line.
    package static func abbreviated(list: [String]) -> String {
        let shown = list.prefix(longestListed).map(abbreviated).joined(separator: ", ")
        return list.count > longestListed ? "\(shown), … and \(list.count - longestListed) more" : shown
    }

    /// A chain of references as a message shows it, `a → b → a`: each `abbreviated` (then `shown`, e.g. quoted),
    /// and past `longestListed` the first ones and how many more (`a → b → … and 236 more`), so a cycle of 256 long
    /// names stays short.
    package static func abbreviated(chain: [String], shown: (String) -> String = { $0 }) -> String {
        let shown = chain.prefix(longestListed).map { shown(abbreviated($0)) }.joined(separator: " → ")
        return chain.count > longestListed ? "\(shown) → … and \(chain.count - longestListed) more" : shown
    }

    /// `text` for a one-line comment that ends with `terminator` (`*/` in CSS, `--` in XML, none for a
    /// Swift `//` comment): `escaped`, then a space between the two characters wherever they meet, so the
    /// comment cannot end early (`*/` → `* /`, `---` → `- - -`).
    package static func comment(_ text: String, terminator: (Unicode.Scalar, Unicode.Scalar)? = nil) -> String {
        let visible = escaped(text)
        guard let (first, second) = terminator else { return visible }
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in visible.unicodeScalars {
            if previous == first, scalar == second { out.append(" ") }
            out.append(scalar)
            previous = scalar
        }
        return String(out)
    }

    /// `text` as `escaped` shows it, and every format character too (Unicode's general category Cf: soft hyphen,
    /// zero-width space and (non-)joiners, word joiner and invisible operators, byte order mark, Mongolian vowel
    /// separator, tags, ...), which shows nothing or nothing of itself, so a message naming `red\u{200B}`,
    /// `x\u{200D}y` or `co\u{AD}ral` would look as if it named `red`, `xy` or `coral`. Kept as they are, so emoji read
    /// as emoji: a zero-width joiner between two emoji (a family, `👨\u{200D}👩\u{200D}👧`; U+FE0F and the skin
    /// tones U+1F3FB–U+1F3FF passed over on either side) and the tags U+E0020–U+E007F right after an emoji (England's
    /// flag, `🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}`). Messages only,
    /// and tables (`distinguished`), where telling two names apart is the point; a name in an export keeps them all (identifiers
    /// made from a name drop the joiners, keeping the letters: `Identifiers.withoutJoiners`).
    private static func formatCharactersShown(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { isHidden($0) || isFormat($0) }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 64)
        var afterEmoji = false  // the last scalar but emoji modifiers (U+FE0F, skin tones) is an emoji
        var tagsAfterEmoji = false  // the last scalar but tags is an emoji
        var index = scalars.startIndex
        while index != scalars.endIndex {
            let scalar = scalars[index]
            index = scalars.index(after: index)
            let kept: Bool
            if isHidden(scalar) {
                kept = false
            } else if scalar == "\u{200D}" {
                // Each run of modifiers is passed over once from each side: linear however many there are.
                kept = afterEmoji && scalars[index...].first(where: { !isEmojiModifier($0) }).map(isEmoji) == true
            } else if isTag(scalar) {
                kept = tagsAfterEmoji
            } else {
                kept = !isFormat(scalar)
            }
            if kept { out.unicodeScalars.append(scalar) } else { out += shown(scalar) }
            if !isEmojiModifier(scalar) { afterEmoji = isEmoji(scalar) }
            if !isTag(scalar) { tagsAfterEmoji = isEmoji(scalar) }
        }
        return out
    }

    /// Whether `scalar` is a format character (general category Cf), which a message shows as `\u{…}`.
    private static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .format
    }

    /// Whether `scalar` is an emoji a joiner may join: Unicode's Emoji property, but not the ASCII digits, `#` and `*`
    /// (keycaps' bases), which would let `1\u{200D}2` pass.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        !scalar.isASCII && scalar.properties.isEmoji
    }

    /// Whether `scalar` modifies the emoji before it: the emoji variation selector U+FE0F or a skin tone.
    private static func isEmojiModifier(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0xFE0F || (0x1F3FB ... 0x1F3FF).contains(scalar.value)
    }

    /// Whether `scalar` is a tag of an emoji tag sequence (a subdivision flag's letters and its cancel tag).
    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020 ... 0xE007F).contains(scalar.value)
    }

    /// Whether `scalar` is written as `\u{…}`.
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00 ... 0x1F, 0x7F ... 0x9F: true  // C0, DEL, C1
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x061C, 0x200E, 0x200F, 0x202A ... 0x202E, 0x2066 ... 0x2069: true  // bidirectional formatting
        default: false
        }
    }
}
