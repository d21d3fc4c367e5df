import SwatchColor
import SwatchSupport

/// The aligned, human-readable form of `swatch list`. Every text from the palette (names, sections, sources)
/// goes through `VisibleText.escaped` before it is measured, so a name cannot break its line or send the
/// terminal an escape sequence; the only escapes written are the colour blocks' own.
extension ColorListing {
    /// Marks a value taken from the fallback catalog.
    static let inheritedMark = "^"
    /// Marks a value the colour does not have itself, where UIKit falls back to another appearance.
    static let fellBackMark = "*"

    /// Each colour's name within its section (`userFollowing` under `Colors/Button`): the section heads its rows.
    func table(swatches: Bool) -> String {
        let names = entries.map { VisibleText.escaped($0.color.name(inSection: $0.section)) }
        let nameWidth = max(names.map(\.count).max() ?? 0, 4)
        let cells = entries.map { entry in entry.values.map(cell) }
        let widths = appearances.indices.map { column in
            max(appearances[column].rawValue.count, cells.map { $0[column].count }.max() ?? 0)
        }
        let swatchWidth = swatches ? 3 : 0
        var lines: [String] = [header]
        lines.append(("  " + pad("", nameWidth) + zip(appearances, widths).map {
            "  " + String(repeating: " ", count: swatchWidth) + pad($0.rawValue, $1)
        }.joined()).trimmingTrailingSpaces())
        var section: String?
        for ((entry, name), row) in zip(zip(entries, names), cells) {
            if entry.section != section {
                section = entry.section
                lines.append(VisibleText.escaped(entry.section))
            }
            var line = "  " + pad(name, nameWidth)
            for ((value, text), width) in zip(zip(entry.values, row), widths) {
                line += "  " + (swatches ? swatch(value.effective ?? value.resolved.color) + " " : "") + pad(text, width)
            }
            if !sources.isEmpty { line += "  " + VisibleText.escaped(entry.color.sources.joined(separator: ", ")) }
            // Caveats such as "not public in the iOS 13 GM SDK"; plain "iOS 15.0+" notes are implied by the catalog.
            if let availability = entry.color.availability, availability.contains("not ") { line += "  [\(VisibleText.escaped(availability))]" }
            lines.append(line.trimmingTrailingSpaces())
        }
        lines += legend
        return lines.joined(separator: "\n") + "\n"
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

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
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
    public static let table = PaletteFormat(name: "table", fileExtension: "txt", summary: "Aligned columns for people, with colour blocks on a terminal.", isListing: true, write: { input in .text(input.listing.table(swatches: input.options.swatches)) })
}
