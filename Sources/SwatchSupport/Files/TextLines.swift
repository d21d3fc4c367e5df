/// The lines of `text`, whichever line ending it uses: LF (Unix), CRLF (Windows) or CR (classic Mac), and
/// without the byte order mark some Windows editors put first (U+FEFF), which would otherwise stick to the
/// first line's first word. Swift reads "\r\n" as one Character, so splitting on "\n" alone would never
/// split a Windows file.
package func textLines(_ text: String) -> [Substring] {
    let body = text.unicodeScalars.first == "\u{FEFF}" ? Substring(text.unicodeScalars.dropFirst()) : Substring(text)
    return body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
}
