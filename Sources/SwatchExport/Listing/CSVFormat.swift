import SwatchSupport

/// The spreadsheet form of `swatch list`: one row per colour, a value and an effective column per appearance.
extension ColorListing {
    /// Made a row at a time as it is written.
    func csv() -> StreamedText {
        StreamedText { writer throws(SwatchError) in
            var header = ["section", "name", "uikit"]
            for appearance in appearances { header += [appearance.rawValue, "\(appearance.rawValue)Effective"] }
            if !sources.isEmpty { header.append("sources") }
            try writer.write(lines: [Self.csvRow(header)], ending: "\r\n")
            try writer.write(lines: entries.lazy.map(csvRow), ending: "\r\n")
        }
    }

    /// One colour's fields.
    private func csvRow(_ entry: Entry) -> String {
        var row = [entry.section, entry.color.name, entry.color.uikit ?? ""]
        for value in entry.values { row += [value.resolved.color.hex, value.effective?.hex ?? ""] }
        if !sources.isEmpty { row.append(entry.color.sources.joined(separator: " ")) }
        return Self.csvRow(row)
    }

    /// `fields` as one line, each as `csvField` writes it.
    private static func csvRow(_ fields: [String]) -> String { fields.map(csvField).joined(separator: ",") }

    /// The first characters that make a spreadsheet read a cell as a formula (OWASP's list; its tab and CR
    /// never start a field, which writes them `\u{9}` and `\u{D}`).
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@"]

    /// One field. Characters that would drive a terminal showing the file (ESC, NUL, BEL, line breaks,
    /// bidirectional overrides) are written as `VisibleText` writes them, `\u{1B}`, as the table and markdown
    /// do; swatch does not read CSV back, so nothing has to undo it. A field a spreadsheet would run as a
    /// formula (`=SUM(A1)`, `@cmd`, `-2+3`) gets a leading `'`, which spreadsheets show as text and hide; a
    /// CSV reader sees the `'`. Then RFC 4180: a field holding a comma or quote is quoted, inner quotes doubled.
    static func csvField(_ text: String) -> String {
        let visible = VisibleText.escaped(text)
        let text = visible.unicodeScalars.first.map(formulaStarts.contains) == true ? "'" + visible : visible
        guard text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" }) else { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" { quoted += "\"" }
            quoted.unicodeScalars.append(scalar)
        }
        return quoted + "\""
    }
}

import Foundation

extension PaletteFormat {
    /// `csv`: One row per colour, a value and an effective column per appearance (RFC 4180).
    public static let csv = PaletteFormat(name: "csv", fileExtension: "csv", summary: "One row per colour, a value and an effective column per appearance (RFC 4180).", isListing: true, make: { input in .text(input.listing.csv()) })
}
