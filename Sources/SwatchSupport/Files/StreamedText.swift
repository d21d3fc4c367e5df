/// A text made a piece at a time as it is written (a report, a listing), so a large one goes into its file
/// or standard output through a `BufferedFileWriter` without ever being held whole in memory.
public struct StreamedText: Sendable {
    /// Writes the text into the writer given.
    let write: @Sendable (BufferedFileWriter) throws(SwatchError) -> Void

    /// A text written by `write`.
    package init(_ write: @escaping @Sendable (BufferedFileWriter) throws(SwatchError) -> Void) {
        self.write = write
    }

    /// `text`, already made.
    public init(_ text: String) {
        write = { writer throws(SwatchError) in try writer.write(text.utf8) }
    }

    /// The whole text's bytes, gathered in memory.
    public func bytes() throws(SwatchError) -> [UInt8] {
        try BufferedFileWriter.collect(write)
    }

    /// The whole text, gathered in memory (tests, small documents).
    public func string() throws(SwatchError) -> String {
        String(decoding: try bytes(), as: UTF8.self)
    }

    /// Writes the text to standard output; a failed write is `cannot write to standard output: reason`.
    public func writeToStandardOutput() throws(SwatchError) {
        let writer = BufferedFileWriter.standardOutput()
        try write(writer)
        try writer.finish()
    }

    /// Writes the text into `path` (a temporary of a `FileTransaction`); errors name `shownAs`.
    func write(to path: String, shownAs: String) throws(SwatchError) {
        let writer = try BufferedFileWriter(path: path, shownAs: shownAs)
        try write(writer)
        try writer.finish()
    }
}
