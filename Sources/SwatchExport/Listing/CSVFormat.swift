import SwatchSupport

/// The spreadsheet form of `swatch list`: one row per colour, a value and an effective column per appearance.
extension ColorListing {
    func csv() -> String {
        var header = ["section", "name", "uikit"]
        for appearance in appearances { header += [appearance.rawValue, "\(appearance.rawValue)Effective"] }
        if !sources.isEmpty { header.append("sources") }
        var rows = [header]
        for entry in entries {
            var row = [entry.section, entry.color.name, entry.color.uikit ?? ""]
            for value in entry.values { row += [value.resolved.color.hex, value.effective?.hex ?? ""] }
            if !sources.isEmpty { row.append(entry.color.sources.joined(separator: " ")) }
            rows.append(row)
        }
        return rows.map { $0.map(Self.csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

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
    public static let csv = PaletteFormat(name: "csv", fileExtension: "csv", summary: "One row per colour, a value and an effective column per appearance (RFC 4180).", isListing: true, write: { input in .text(input.listing.csv()) })
}
