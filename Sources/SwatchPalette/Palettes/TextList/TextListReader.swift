import Foundation
import SwatchColor
import SwatchSupport

/// Reads the simplest palette: one colour per line, `name #light [#dark]`; lines may end in LF, CRLF or CR.
///
/// ```
/// # Brand colours (a line starting with # is a comment)
/// [Brand]                      # starts a section; colours before any heading go in one named after the file
/// primary   #5B2EFF  #8C6BFF
/// onPrimary #FFFFFF            # one value: the same in light and dark
/// ```
/// A `#` token that does not look like a colour starts a comment, so comments can follow the values; one that
/// looks like a mistyped colour (`#GG0000`, `#ABCDEG`, `#FF0000#00FF00`) is an error naming it and the likely fix,
/// never a comment (see `looksLikeColour`).
package enum TextListReader {
    /// Reads the contents of a text list named `file` (`colors.txt`, no folders), which names it in messages
    /// and, without its extension, the section of the colours before any heading.
    package static func read(data: Data, file: String, options: PaletteReadOptions) throws(SwatchError) -> PaletteLoad {
        let url = URL(fileURLWithPath: file)
        let text = try InputText.decoded(data, file: "\(place: file)", kind: .palette)
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        var sections = [SectionColors(name: url.deletingPathExtension().lastPathComponent, atTop: true)]
        for (index, rawLine) in try textLines(text, checkingMemoryFor: "\(place: file)").enumerated() {
            let line = "\(file):\(index + 1)"
            let place: MessageText = "\(place: file):\(index + 1)"
            let tokens = significantTokens(rawLine)
            guard let first = tokens.first else { continue }
            if first.hasPrefix("[") {
                let heading = tokens.joined(separator: " ")
                guard heading.hasSuffix("]"), heading.count > 2 else {
                    try errors.record(SwatchError(.palette, "\(place): \"\(heading)\" is not a section heading (expected [Name])"))
                    continue
                }
                sections.append(SectionColors(name: String(heading.dropFirst().dropLast())))
                continue
            }
            do throws(SwatchError) {
                try sections[sections.count - 1].add(try color(tokens, line: line, place: place), at: place, errors: &errors)
            } catch {
                try errors.record(error)
            }
        }
        let kept = sections.filter { !$0.colors.isEmpty }.map { PaletteSection(name: $0.name, colors: $0.colors) }
        guard !kept.isEmpty else { throw SwatchError(.palette, "\(place: file): no colours found (expected lines like `primary #5B2EFF #8C6BFF`)") }
        let name = url.deletingPathExtension().lastPathComponent
        return PaletteLoad(palette: Palette(name: name, title: file, sections: kept), skipped: errors.skipped)
    }

    /// The line's tokens up to a comment: a `#` token that does not look like a colour.
    static func significantTokens(_ line: Substring) -> [String] {
        // A line of ASCII (nearly every line) is read a byte at a time: in ASCII a character is a byte (lines hold no
        // CR), so the tokens are the same, at a third of the cost of walking `Character`s (`list` of 200,000 lines).
        line.utf8.allSatisfy({ $0 < 0x80 }) ? asciiTokens(line) : characterTokens(line)
    }

    /// `significantTokens` of any line, by `Character`.
    static func characterTokens(_ line: Substring) -> [String] {
        var tokens: [String] = []
        for token in line.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            if token.hasPrefix("#"), !looksLikeColour(token.dropFirst()) { break }
            tokens.append(String(token))
        }
        return tokens
    }

    /// `significantTokens` of a line of ASCII, on its bytes.
    static func asciiTokens(_ line: Substring) -> [String] {
        var tokens: [String] = []
        let bytes = line.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            guard bytes[index] != 0x20, bytes[index] != 0x09 else {
                index = bytes.index(after: index)
                continue
            }
            let start = index
            while index < bytes.endIndex, bytes[index] != 0x20, bytes[index] != 0x09 { index = bytes.index(after: index) }
            let token = bytes[start ..< index]
            if token.first == UInt8(ascii: "#"), !looksLikeASCIIColour(token.dropFirst()) { break }
            tokens.append(String(line[start ..< index]))
        }
        return tokens
    }

    /// Whether `rest`, what follows a `#`, is meant as a colour (read, so a typo is an error, not a silent comment):
    /// hex digits only (`#00FF0`, `#123`); 3, 4, 6 or 8 ASCII letters and digits with at least one digit (`#GG0000`);
    /// 6 or 8 of them all hex digits but one (`#ABCDEG`, a colour with one letter mistyped); `0x` then anything
    /// (`#0xFF00FF`); `-`/`+` then a hex digit (`#-FFFFF`); or colours glued together, any part between two `#`s one of
    /// these (`#FF0000#00FF00`). Anything else starts a comment: a lone `#`, `# note`, `#TODO`, `#comment`, `#-----`.
    static func looksLikeColour(_ rest: Substring) -> Bool {
        if rest.contains("#") { return rest.split(separator: "#").contains(where: looksLikeColour) }
        guard let first = rest.first else { return false }
        if rest.allSatisfy(\.isHexDigit) { return true }
        if rest.hasPrefix("0x") || rest.hasPrefix("0X") { return true }
        if first == "-" || first == "+" { return rest.dropFirst().first?.isHexDigit == true }
        guard rest.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return false }
        if [6, 8].contains(rest.count), rest.count(where: { !$0.isHexDigit }) == 1 { return true }
        return [3, 4, 6, 8].contains(rest.count) && rest.contains(where: \.isNumber)
    }

    /// `looksLikeColour` of ASCII bytes, the same rules on bytes.
    static func looksLikeASCIIColour(_ rest: Substring.UTF8View.SubSequence) -> Bool {
        let hash = UInt8(ascii: "#")
        if rest.contains(hash) { return rest.split(separator: hash).contains(where: looksLikeASCIIColour) }
        guard let first = rest.first else { return false }
        if rest.allSatisfy(isHexDigit) { return true }
        if first == UInt8(ascii: "0"), rest.dropFirst().first.map({ $0 | 0x20 == UInt8(ascii: "x") }) == true { return true }
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "+") { return rest.dropFirst().first.map(isHexDigit) == true }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) }
        guard rest.allSatisfy({ isDigit($0) || (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains($0 | 0x20) }) else { return false }
        let count = rest.count
        if count == 6 || count == 8, rest.count(where: { !isHexDigit($0) }) == 1 { return true }
        return [3, 4, 6, 8].contains(count) && rest.contains(where: isDigit)
    }

    /// Whether `byte` is an ASCII hex digit.
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a") ... UInt8(ascii: "f")).contains(byte | 0x20)
    }

    /// `name #light [#dark]`: the last one or two fields are the colours and the rest is the name, which
    /// may hold spaces as asset-catalog names do (`Dark Blurple #563ACC #8C8DFF`).
    private static func color(_ tokens: [String], line: String, place: MessageText) throws(SwatchError) -> NamedColor {
        // The colours are the `#` fields at the end, taken as one slice: peeled off one at a time to the front of an
        // array, a line of 160,000 of them took 5.3 s before its error (the eleventh hostile pass).
        let split = (tokens.lastIndex { !$0.hasPrefix("#") } ?? -1) + 1
        let hexes = Array(tokens[split...])
        let name = tokens[..<split].joined(separator: " ")
        guard !name.isEmpty else {
            throw SwatchError(.palette, "\(place): a colour needs a name before \(hexes[0]) (for a comment, write \"\(commentSpelling(hexes[0]))\")")
        }
        guard !hexes.isEmpty else {
            throw SwatchError(.palette, "\(place): \"\(name)\" has no colour (expected a name and one or two colours, e.g. primary #5B2EFF #8C6BFF)")
        }
        guard hexes.count <= 2 else {
            // A third that is no colour (`#123`, an issue number) was probably meant as a comment, as after one colour.
            let comment: MessageText = RGBA8(hex: hexes[2]) == nil && !hexes[2].dropFirst().contains("#") ? " (for a comment, write \"\(commentSpelling(hexes[2]))\")" : ""
            throw SwatchError(.palette, "\(place): expected one or two colours after the name, found \(hexes.count)" + comment)
        }
        var values: [Appearance: RGBA8] = [:]
        for (token, appearance) in zip(hexes, [Appearance.light, .dark]) {
            guard let color = RGBA8(hex: token) else {
                throw SwatchError(.palette, "\(place): \"\(token)\" is not a colour (expected #RRGGBB or #RRGGBBAA\(fix(for: token, afterAColour: appearance == .dark)))")
            }
            values[appearance] = color
        }
        return NamedColor(name: name, values: values, sources: [line])
    }

    /// What a refused colour `token` was probably meant as, after `; ` in its message: two colours glued together
    /// (`#FF0000#00FF00`), or, after a colour, a comment (`#123`, an issue number): `put a space…`, `for a comment…`.
    private static func fix(for token: String, afterAColour: Bool) -> MessageText {
        if token.dropFirst().contains("#") { return "; put a space between two colours" }
        return afterAColour ? "; for a comment, write \"\(commentSpelling(token))\"" : ""
    }

    /// `token` (`#123`) as the comment it may have been meant as: `# 123`.
    private static func commentSpelling(_ token: String) -> String { "# " + token.dropFirst() }
}
