/// Writes one text file of an export through a `FileTransaction`: all or nothing, never over an input.
public enum ExportFile {
    /// Writes `text` as UTF-8 to `path`; `inputs` are files of the run it must not overwrite, and `role`
    /// names the file in the message when it would.
    public static func write(_ text: String, to path: String, role: String = "the export", inputs: [RunFile] = []) throws(SwatchError) {
        let transaction = try FileTransaction(outputs: [RunFile(role, path)], inputs: inputs)
        try transaction.write(Array(text.utf8), to: path)
        try transaction.commit()
    }
}
