import SwatchColor
import SwatchSupport

/// The aligned, human-readable form of `swatch list`. Every text from the palette (names, sections, sources)
/// goes through `VisibleText.escaped` before it is measured, so a name cannot break its line or send the
/// terminal an escape sequence; the only escapes written are the colour blocks' own. Names and sections show their
/// format characters too (`VisibleText.distinguished`), so rows that differ only by a zero-width space look different.
extension ColorListing {
    /// Marks a value taken from the fallback catalog.
    static let inheritedMark = "^"
    /// Marks a value the colour does not have itself, where UIKit falls back to another appearance.
    static let fellBackMark = "*"

    /// Each colour's name within its section (`userFollowing` under `Colors/Button`): the section heads its rows.
    /// The column widths are measured first, a colour at a time; the text is made a row at a time as it is written.
    func table(swatches: Bool) -> StreamedText {
        var nameWidth = 4
        var widths = appearances.map { DisplayWidth.of($0.rawValue) }
        for entry in entries {
            nameWidth = max(nameWidth, DisplayWidth.of(name(entry)))
            for (column, value) in entry.values.enumerated() { widths[column] = max(widths[column], DisplayWidth.of(cell(value))) }
        }
        return StreamedText { [nameWidth, widths] writer throws(SwatchError) in
            try writeTable(swatches: swatches, nameWidth: nameWidth, widths: widths, into: writer)
        }
    }

    /// A colour's name as its row shows it.
    private func name(_ entry: Entry) -> String { VisibleText.distinguished(entry.color.name(inSection: entry.section)) }

    private func writeTable(swatches: Bool, nameWidth: Int, widths: [Int], into writer: BufferedFileWriter) throws(SwatchError) {
        let swatchWidth = swatches ? 3 : 0
        try writer.write(lines: [header, ("  " + DisplayWidth.padded("", to: nameWidth) + zip(appearances, widths).map {
            "  " + String(repeating: " ", count: swatchWidth) + DisplayWidth.padded($0.rawValue, to: $1)
        }.joined()).trimmingTrailingSpaces()])
        var section: String?
        for entry in entries {
            if entry.section != section {
                section = entry.section
                try writer.write(lines: [VisibleText.distinguished(entry.section)])
            }
            var line = "  " + DisplayWidth.padded(name(entry), to: nameWidth)
            for (value, width) in zip(entry.values, widths) {
                let text = cell(value)
                line += "  " + (swatches ? swatch(value.effective ?? value.resolved.color) + " " : "") + DisplayWidth.padded(text, to: width)
            }
            if !sources.isEmpty { line += "  " + VisibleText.escaped(entry.color.sources.joined(separator: ", ")) }
            // Caveats such as "not public in the iOS 13 GM SDK"; plain "iOS 15.0+" notes are implied by the catalog.
            if let availability = entry.color.availability, availability.contains("not ") { line += "  [\(VisibleText.escaped(availability))]" }
            try writer.write(lines: [line.trimmingTrailingSpaces()])
        }
        try writer.write(lines: legend)
    }

    private var header: String {
        var text = palette.name
        if let appliesTo = palette.appliesTo { text += " (\(appliesTo))" }
        if rounding == .truncate { text += ", hex codes truncated" }
        return VisibleText.escaped(text)
    }

    private var legend: [String] {
        var lines: [String] = []
        if hasInherited, let fallback = palette.fallback {
            lines.append("\(Self.inheritedMark) no \(palette.name) value: taken from \(fallback)")
        }
        if hasFallenBack {
            lines.append("\(Self.fellBackMark) no value of its own: UIKit falls back (high contrast to normal, elevated to base); the appearance used is named")
        }
        if !notAvailable.isEmpty { lines.append("not in \(palette.name): \(notAvailable.joined(separator: ", "))") }
        if !sources.isEmpty {
            lines.append("sources:")
            lines += sources.map { "  \($0.id): \($0.title)" + ($0.location.isEmpty ? "" : " -- \($0.location)") }
        }
        return lines.isEmpty ? [] : [""] + lines.map(VisibleText.escaped)
    }

    /// `#3C3C4399 -> #8A8A8EFF^` and, for a fallen-back value, `#FFFFFFFF* (dark)`.
    private func cell(_ value: Value) -> String {
        var text = value.resolved.color.hex
        if let effective = value.effective { text += " → " + effective.hex }
        if value.resolved.inherited { text += Self.inheritedMark }
        if value.resolved.fellBack { text += Self.fellBackMark + " (\(value.resolved.resolved.rawValue))" }
        return text
    }

    private func swatch(_ color: RGBA8) -> String {
        "\u{1B}[48;2;\(color.r);\(color.g);\(color.b)m  \u{1B}[0m"
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}

extension PaletteFormat {
    /// `table`: Aligned columns for people, with colour blocks on a terminal.
    public static let table = PaletteFormat(name: "table", fileExtension: "txt", summary: "Aligned columns for people, with colour blocks on a terminal.", isListing: true, make: { input in .text(input.listing.table(swatches: input.options.swatches)) })
}
