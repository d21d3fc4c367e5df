/// The lines of `text`, whichever line ending it uses: LF (Unix), CRLF (Windows) or CR (classic Mac), and
/// without the byte order mark some Windows editors put first (U+FEFF), which would otherwise stick to the
/// first line's first word. Swift reads "\r\n" as one Character, so splitting on "\n" alone would never
/// split a Windows file.
///
/// Split by bytes, as splitting by characters would: a character boundary lies before every CR and LF and after
/// every CR, LF and CRLF (Unicode's grapheme rules GB3–GB5), so no line ends inside a character. Splitting by
/// `Character` took 0.25 s for a 7.5 MB list; bytes, a fraction of that.
package func textLines(_ text: String) -> [Substring] {
    let body = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
    let bytes = body.utf8
    var lines: [Substring] = []
    var start = bytes.startIndex
    var index = start
    while index != bytes.endIndex {
        let byte = bytes[index]
        guard byte == 0x0A || byte == 0x0D else {
            bytes.formIndex(after: &index)
            continue
        }
        lines.append(body[start ..< index])
        bytes.formIndex(after: &index)
        if byte == 0x0D, index != bytes.endIndex, bytes[index] == 0x0A { bytes.formIndex(after: &index) }
        start = index
    }
    lines.append(body[start...])
    return lines
}

/// `textLines(text)` for a reader that keeps what it reads: first checks there is memory for the array of lines
/// (a `Substring` a line, and the old array while it doubles: 64 MB for a million lines), naming the file as `file` shows
/// it, so a long file is one line and exit 2 under a memory limit instead of an abort.
package func textLines(_ text: String, checkingMemoryFor file: MessageText) throws(SwatchError) -> [Substring] {
    let lines = text.utf8.reduce(1) { $1 == 10 || $1 == 13 ? $0 + 1 : $0 }  // at least the lines there are
    try MemoryBudget.check(needing: 2 * lines * MemoryLayout<Substring>.stride, shown: file)
    return textLines(text)
}
