import SwatchColor
import SwatchCompare
import SwatchPalette
import SwatchSupport

/// The change as a pull-request comment: a summary line; with pairs, the contrast of each pair the change
/// touches, before and after; then for each section with a change a heading and a table of every changed
/// appearance, each colour named within its section (`userFollowing` under `#### Colors/Button`). The title
/// and every name go through `MarkdownText.escaped`: a stranger's colour name cannot hide the review.
extension PaletteChanges {
    /// Markdown: `chips` (a relative folder) links a small image of each colour, as `swatch diff` writes
    /// them with `chipFolder()`; nil writes hex codes only. `pairs`, when given, is the contrast of the pairs
    /// the change touches; without it a changed palette's report says how to get one.
    /// The whole report gathered in memory (tests, small changes).
    public func markdown(title: String, chips: String?, pairs: PairChanges? = nil) throws(SwatchError) -> String {
        try markdownText(title: title, chips: chips, pairs: pairs).string()
    }

    /// The report as `markdown` gives it, made a change at a time as it is written.
    /// `skipped` counts what `--keep-going` passed over in each palette: a line under the summary says so, as a review
    /// must not look whole when colours went unread.
    public func markdownText(title: String, chips: String?, pairs: PairChanges? = nil, skipped: (old: Int, new: Int) = (0, 0)) -> StreamedText {
        StreamedText { writer throws(SwatchError) in try writeMarkdown(title: title, chips: chips, pairs: pairs, skipped: skipped, into: writer) }
    }

    private func writeMarkdown(title: String, chips: String?, pairs: PairChanges?, skipped: (old: Int, new: Int),
                               into writer: BufferedFileWriter) throws(SwatchError) {
        try writer.write(lines: ["### \(MarkdownText.escaped(title))", "", summary])
        if skipped.old + skipped.new > 0 {
            try writer.write(lines: ["", "**Not compared:** \(skipped.old) in the old palette and \(skipped.new) in the new were passed over by `--keep-going` (named on standard error)."])
        }
        let shown = entries.lazy.filter { $0.kind != .unchanged }
        guard !shown.isEmpty else { return try writer.write(lines: ["", "No colour changed."]) }
        if let pairs {
            try writer.write(lines: ["", pairs.summary] + Self.markdownRows(pairs))
        } else {
            try writer.write(lines: ["", "No contrast pairs given: `--pairs FILE` (or `check.pairs` in swatch.yml) lists the contrast of each pair a change touches, before and after."])
        }
        var section: String?
        for entry in shown {
            if entry.section != section {
                section = entry.section
                try writer.write(lines: ["", "#### \(MarkdownText.escaped(entry.section))", "",
                                         "| colour | appearance | old | new | ΔE |", "| :--- | :--- | :--- | :--- | ---: |"])
            }
            let label = "**\(MarkdownText.escaped(entry.nameInSection))**" + (entry.kind == .changed ? "" : " (\(entry.kind.rawValue)"
                + (entry.oldName.map { " from \(MarkdownText.escaped($0))" } ?? "") + ")")
            // Appearances with the same old and new values share a row.
            var groups: [(values: Value, appearances: [Appearance])] = []
            for value in entry.kind == .changed ? entry.values.filter(\.changed) : entry.values {
                if let index = groups.firstIndex(where: { $0.values.old == value.old && $0.values.new == value.new }) {
                    groups[index].appearances.append(value.appearance)
                } else {
                    groups.append((value, [value.appearance]))
                }
            }
            for (value, appearances) in groups {
                let delta = value.deltaE.map { String(format: "%.2f", $0) } ?? "–"
                let names = appearances.map(\.rawValue).joined(separator: ", ")
                try writer.write(lines: ["| \(label) | \(names) | \(cell(value.old, chips)) | \(cell(value.new, chips)) | \(delta) |"])
            }
        }
    }

    /// The table of touched pairs: a row per pair and run of appearances with the same ratios before and
    /// after, each ratio floored to two decimals and marked ✓ or ✗ at the level (– where a colour of the
    /// pair did not exist).
    private static func markdownRows(_ pairs: PairChanges) -> [String] {
        guard !pairs.rows.isEmpty else { return [] }
        var lines = ["", "#### Contrast (WCAG \(pairs.level.rawValue))", "",
                     "| pair | appearance | before | after |", "| :--- | :--- | ---: | ---: |"]
        var groups: [(row: PairChanges.Row, appearances: [Appearance])] = []
        for row in pairs.rows {
            if let last = groups.last, last.row.pair == row.pair, last.row.before == row.before, last.row.after == row.after {
                groups[groups.count - 1].appearances.append(row.appearance)
            } else {
                groups.append((row, [row.appearance]))
            }
        }
        for (row, appearances) in groups {
            let minimum = formatNumber(pairs.level.minimum(for: row.pair.use))
            let pair = "**\(MarkdownText.escaped(row.pair.foreground))** on **\(MarkdownText.escaped(row.pair.background))** "
                + "as \(row.pair.use.rawValue) (\(minimum):1)"
            lines.append("| \(pair) | \(appearances.map(\.rawValue).joined(separator: ", ")) | \(mark(row.before)) | \(mark(row.after)) |")
        }
        return lines
    }

    /// `3.43 ✗`, `4.51 ✓`, or `–` for a pair that did not exist.
    static func mark(_ verdict: ContrastVerdict?) -> String {
        verdict.map { "\($0.ratioText) \($0.passes ? "✓" : "✗")" } ?? "–"
    }

    /// The small square images `markdown(title:chips:)` links, one per colour shown, by file name; each is drawn as it is
    /// written, and what is held is the colours seen (4 bytes each), so a chip is written once.
    public func chipFolder() -> StreamedFolder {
        StreamedFolder { [self] (take) throws(SwatchError) in
            var seen: Set<RGBA8> = []
            for entry in entries where entry.kind != .unchanged {
                for value in entry.kind == .changed ? entry.values.filter(\.changed) : entry.values {
                    for color in [value.old, value.new].compactMap({ $0 }) where seen.insert(color).inserted {
                        let file = StreamedFolder.File(path: Self.chipName(color), text: StreamedText { (writer) throws(SwatchError) in
                            try writer.write(try ColorChip.png(color, shownAs: writer.shownAs))
                        })
                        guard try take(file) else { return }
                    }
                }
            }
        }
    }

    static func chipName(_ color: RGBA8) -> String { String(color.hex.dropFirst()) + ".png" }

    private func cell(_ color: RGBA8?, _ chips: String?) -> String {
        guard let color else { return "–" }
        let code = "`\(color.hex)`"
        guard let chips else { return code }
        return "![](\(MarkdownText.linkDestination(chips + "/" + Self.chipName(color)))) \(code)"
    }
}
