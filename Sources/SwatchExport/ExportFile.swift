import SwatchSupport

/// Writes one text file of an export through `ExportWriter`: all or nothing, never over an input, and not at
/// all when the file already holds `text`.
public enum ExportFile {
    /// Writes `text` as UTF-8 to `path`; `inputs` are files of the run it must not overwrite, and `role`
    /// names the file in the message when it would.
    public static func write(_ text: String, to path: String, role: String = "the export", inputs: [RunFile] = []) throws(SwatchError) {
        _ = try ExportWriter.write([ExportJob(path: path, output: .text(StreamedText(text)), role: role, source: "")], inputs: inputs)
    }
}
