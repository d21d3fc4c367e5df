/// Everything one `swatch diff` writes: the review sheets, the report and the colour chips folder, all or
/// none. Every path is checked before anything is drawn, and nothing is in place unless all of it is.
public enum DiffOutputs {
    /// Draws `sheet` when given (its outputs are the sheets), and writes `report` (a text file) and `chips`
    /// (a folder swatch owns) when given; `inputs` are the compared palettes no output may overwrite.
    /// Returns the sheets written.
    public static func write(sheet: RenderRequest?, report: (path: String, text: String)?,
                             chips: (folder: String, files: [FolderFile])?, inputs: [RunFile]) throws(SwatchError) -> [WrittenSheet] {
        var extras = RunExtras()
        if let report { extras.files.append((RunFile("the report", report.path), Array(report.text.utf8))) }
        if let chips {
            extras.folder = try FolderWrite.Staged(chips.files, to: chips.folder, source: "swatch diff", force: false, inputs: inputs)
        }
        if let sheet { return try SheetRenderer.render(sheet, bandRows: PNGBandWriter.defaultBandRows, extras: extras) }
        try extras.commit(FileTransaction(outputs: extras.files.map(\.file), inputs: inputs))
        return []
    }
}
