/// The lines of `text`, whichever line ending it uses: LF (Unix), CRLF (Windows) or CR (classic Mac).
/// Swift reads "\r\n" as one Character, so splitting on "\n" alone would never split a Windows file.
func textLines(_ text: String) -> [Substring] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
}
