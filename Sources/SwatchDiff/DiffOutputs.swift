import Foundation
import SwatchPNG
import SwatchSheet
import SwatchSupport

/// Everything one `swatch diff` writes: the review sheets, the report and the colour chips folder, all or
/// none. Every path is checked before anything is drawn, and nothing is in place unless all of it is.
public enum DiffOutputs {
    /// The chips folder beside `path` (the report, else the sheet): `review-chips` beside `review.md`; nil
    /// when `path` is standard output (`-`), a device or pipe (`/dev/stdout`, a FIFO), which has nothing beside it.
    public static func chipsFolder(beside path: String) -> String? {
        var info = stat()
        if path == OutputDescriptor.standardOutput || path.hasPrefix("/dev/") || (stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFREG) { return nil }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let folder = PathText.folder(of: path)
        return folder.isEmpty ? name + "-chips" : (folder as NSString).appendingPathComponent(name + "-chips")
    }

    /// Draws `sheet` when given (its outputs are the sheets), and writes `report` (a text file, or standard
    /// output when nil) and `chips` (a folder swatch owns) when given; `inputs` are the compared palettes no
    /// output may overwrite. A sheet onto standard output while the report goes there is refused.
    /// `sheetPath` is the sheet asked for with `-o`, checked against the other outputs even when nothing changed
    /// and no sheet is drawn, so a clash is refused whatever the palettes hold. Returns the sheets written. `warn` gets
    /// a warning line (its values quoted) for a replaced chips folder left beside the new one (`FolderWrite`).
    public static func write(sheet: RenderRequest?, sheetPath: String?, report: (path: String, text: StreamedText)?,
                             chips: (folder: String, files: StreamedFolder)?, inputs: [RunFile],
                             warn: @escaping (String) -> Void = { _ in }) throws(SwatchError) -> [WrittenSheet] {
        // The report (or the sheet) on standard output: a closed one is found before the sheet or chips are written.
        if report == nil || sheetPath == OutputDescriptor.standardOutput { try StandardStreams.requireOutput() }
        if sheet == nil, let sheetPath {
            // Named as when a sheet is drawn, whether or not one is (H19-4: taken as the current folder, or not looked at).
            guard !sheetPath.isEmpty else { throw SwatchError.emptyName(of: "the sheet") }
            let others = (report.map { [(RunFile("the report", $0.path), false)] } ?? []) + (chips.map { [(RunFile("the chips folder", $0.folder), true)] } ?? [])
            let asked = RunFile("the sheet", sheetPath)
            if sheetPath != OutputDescriptor.standardOutput {
                try PathIdentity.checkClear(asked, at: PathIdentity(sheetPath), of: inputs.map { ($0, PathIdentity(input: $0.path)) })
            }
            try PathIdentity.checkApart([(asked, false)] + others)
        }
        var extras = RunExtras()
        if let report { extras.files.append((RunFile("the report", report.path), report.text)) }
        if let chips {
            extras.folders.append(try FolderWrite.Staged(chips.files, to: chips.folder, format: "chips", source: "swatch diff", force: false, inputs: inputs,
                                                         unforced: "remove it, or give --no-images", role: "the chips folder",
                                                         overFile: "the review's chips go in a folder there: remove it, or give --no-images", derived: true, warn: warn))
        }
        if report == nil, let asked = sheet?.output ?? sheetPath, asked == OutputDescriptor.standardOutput {
            throw SwatchError(.usage, "-o -: the report goes to standard output: give --report FILE, or the sheet a file name")
        }
        if report == nil, let asked = sheet?.output ?? sheetPath, StandardStreams.isOutputFile(asked) {
            throw SwatchError(.usage, "\(asked): written twice by this run, as the sheet and as the report")
        }
        if let sheet { return try SheetRenderer.render(sheet, bandRows: nil, extras: extras) }
        try extras.commit(FileTransaction(outputs: extras.files.map(\.file), inputs: inputs + extras.folderFiles))
        return []
    }
}
