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
        return rows.map { $0.map(csvField).joined(separator: ",") }.joined(separator: "\r\n") + "\r\n"
    }

    /// RFC 4180: quote fields holding a comma, quote or line break, doubling inner quotes.
    private func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

import Foundation

extension PaletteFormat {
    /// `csv`: One row per colour, a value and an effective column per appearance (RFC 4180).
    public static let csv = PaletteFormat(name: "csv", fileExtension: "csv", summary: "One row per colour, a value and an effective column per appearance (RFC 4180).", isListing: true, write: { input in .text(input.listing.csv()) })
}
