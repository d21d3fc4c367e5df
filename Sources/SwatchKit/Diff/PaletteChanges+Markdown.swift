/// The change as a pull-request comment: a summary line, then for each section with a change a heading and a
/// table of every changed appearance, each colour named within its section (`userFollowing` under
/// `#### Colors/Button`). The title and every name go through `MarkdownText.escaped`: a stranger's colour name
/// cannot hide the review.
extension PaletteChanges {
    /// Markdown: `chips` (a relative folder) links a small image of each colour, as `swatch diff` writes
    /// them with `chipFiles()`; nil writes hex codes only.
    public func markdown(title: String, chips: String?) -> String {
        var lines = ["### \(MarkdownText.escaped(title))", "", summary]
        let shown = entries.filter { $0.kind != .unchanged }
        guard !shown.isEmpty else { return (lines + ["", "No colour changed."]).joined(separator: "\n") + "\n" }
        var section: String?
        for entry in shown {
            if entry.section != section {
                section = entry.section
                lines += ["", "#### \(MarkdownText.escaped(entry.section))", "",
                          "| colour | appearance | old | new | ΔE | text contrast |", "| :--- | :--- | :--- | :--- | ---: | :--- |"]
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
                let contrast = [value.oldTextContrast, value.newTextContrast].map { $0.map(ContrastVerdict.floored) ?? "–" }
                let names = appearances.map(\.rawValue).joined(separator: ", ")
                lines.append("| \(label) | \(names) | \(cell(value.old, chips)) | \(cell(value.new, chips)) | \(delta) | \(contrast[0]) → \(contrast[1]) |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The small square images `markdown(title:chips:)` links, one per colour shown, by file name.
    public func chipFiles() throws(SwatchError) -> [FolderFile] {
        var seen: Set<RGBA8> = []
        var files: [FolderFile] = []
        for entry in entries where entry.kind != .unchanged {
            for value in entry.kind == .changed ? entry.values.filter(\.changed) : entry.values {
                for color in [value.old, value.new].compactMap({ $0 }) where seen.insert(color).inserted {
                    files.append(FolderFile(path: Self.chipName(color), bytes: try ColorChip.png(color)))
                }
            }
        }
        return files
    }

    static func chipName(_ color: RGBA8) -> String { String(color.hex.dropFirst()) + ".png" }

    private func cell(_ color: RGBA8?, _ chips: String?) -> String {
        guard let color else { return "–" }
        let code = "`\(color.hex)`"
        guard let chips else { return code }
        return "![](\(MarkdownText.linkDestination(chips + "/" + Self.chipName(color)))) \(code)"
    }
}
