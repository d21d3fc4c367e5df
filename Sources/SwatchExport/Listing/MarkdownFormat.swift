import Foundation
import SwatchColor
import SwatchPalette
import SwatchSupport

/// The documentation form of `swatch list`, in the shape of the seed tables: `| RGBA Light | RGBA Dark | UIKit API |`,
/// channels as bytes and alpha as the fraction the sources give (`60, 60, 67, 0.6`). Titles, sections and
/// names go through `MarkdownText.escaped`, so a name shows as itself and never becomes markup.
extension ColorListing {
    /// Made a section at a time as it is written.
    func markdown() -> StreamedText {
        StreamedText { writer throws(SwatchError) in try writeMarkdown(into: writer) }
    }

    private func writeMarkdown(into writer: BufferedFileWriter) throws(SwatchError) {
        try writer.write(lines: ["## \(MarkdownText.escaped(palette.title))"])
        var index = 0
        while index < entries.count {
            let section = entries[index].section
            var end = index
            while end < entries.count, entries[end].section == section { end += 1 }
            let rows = entries[index ..< end]
            // Like the seeds: opaque sections give three channels, sections with translucent colours four.
            let withAlpha = rows.contains { $0.values.contains { !$0.resolved.color.isOpaque } }
            try writer.write(lines: ["", "### \(MarkdownText.escaped(section))", "",
                                     "| " + appearances.map { "RGBA \($0.title)" }.joined(separator: " | ") + " | UIKit API |",
                                     "| " + appearances.map { _ in ":---" }.joined(separator: " | ") + " | :--- |"])
            try writer.write(lines: rows.lazy.map { entry in
                let values = entry.values.map { rgba($0.resolved.color, withAlpha: withAlpha) }
                return "| " + values.joined(separator: " | ") + " | \(MarkdownText.escaped(entry.color.uikit ?? entry.color.name)) |"
            })
            index = end
        }
    }

    private func rgba(_ color: RGBA8, withAlpha: Bool) -> String {
        let channels = "\(color.r), \(color.g), \(color.b)"
        guard withAlpha else { return channels }
        return channels + ", " + alphaText(color.a)
    }

    /// The fraction an alpha byte came from (`0.18` for 46), or three decimals when no short one rounds to it.
    private func alphaText(_ alpha: UInt8) -> String {
        guard let fraction = sourceFraction(of: alpha), fraction == (fraction * 100).rounded() / 100 else {
            return String(format: "%.3f", Double(alpha) / 255)
        }
        var text = String(format: "%.2f", fraction)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension PaletteFormat {
    /// `markdown`: The seed tables' shape, for documentation.
    public static let markdown = PaletteFormat(name: "markdown", fileExtension: "md", summary: "The seed tables' shape, for documentation.", isListing: true, make: { input in .text(input.listing.markdown()) })
}
