import SwatchPalette
import SwatchSheet

/// The change as a review sheet: a palette of the colours that changed, each drawn as one row split in
/// two (old leading, new trailing), under a title line that sums the change up.
extension PaletteChanges {
    /// The palette and the review pairs a `RenderRequest` draws; `all` keeps the unchanged colours too. With
    /// `pairs`, each half of a row gives, after its hex code, the ratio of the pair its colour is weakest in
    /// (the lowest share of its minimum after the change) in that appearance.
    public func reviewSheet(all: Bool = false, pairs: PairChanges? = nil) -> (palette: Palette, review: [String: ReviewPair]) {
        var sections: [PaletteSection] = []
        var review: [String: ReviewPair] = [:]
        // The section being filled, appended once it ends: growing a section already in `sections` would copy
        // its colours for every row it gains.
        var current: (name: String, colors: [NamedColor])?
        let rowsByName = pairs.map(Self.rowsByName) ?? [:]
        for entry in entries where all || entry.kind != .unchanged {
            guard let color = entry.newColor ?? entry.oldColor else { continue }
            let note: String? = switch entry.kind {
            case .renamed: "renamed from \(entry.oldName ?? "")"
            case .changed, .unchanged: entry.oldName.map { "was \($0)" }
            case .added, .removed: nil
            }
            review[ReviewPair.key(section: entry.section, name: entry.name)] = ReviewPair(old: entry.oldColor, new: entry.newColor, note: note,
                                                                                          contrast: pairs.map { Self.weakest(of: entry, in: $0, rowsByName: rowsByName) } ?? [:])
            if current?.name == entry.section {
                current?.colors.append(color)
            } else {
                if let current { sections.append(PaletteSection(name: current.name, colors: current.colors)) }
                current = (entry.section, [color])
            }
        }
        if let current { sections.append(PaletteSection(name: current.name, colors: current.colors)) }
        return (Palette(name: "review", title: headline, sections: sections), review)
    }

    /// By appearance, the touched pair `entry`'s colour (by its old or new name) is weakest in: the lowest ratio
    /// as a share of its minimum after the change (before it, for a removed colour). `rowsByName` is
    /// `rowsByName(pairs)`.
    static func weakest(of entry: Entry, in pairs: PairChanges, rowsByName: [String: [Int]]) -> [Appearance: ReviewPair.Contrast] {
        let names = Set([entry.oldColor?.name, entry.newColor?.name].compactMap { $0 })
        var weakest: [Appearance: (share: Double, contrast: ReviewPair.Contrast)] = [:]
        for index in Set(names.flatMap { rowsByName[$0] ?? [] }).sorted() {
            let row = pairs.rows[index]
            guard let judged = row.after ?? row.before else { continue }
            let share = judged.ratio / judged.minimum
            if let kept = weakest[row.appearance], kept.share <= share { continue }
            weakest[row.appearance] = (share, ReviewPair.Contrast(before: row.before, after: row.after))
        }
        return weakest.mapValues(\.contrast)
    }

    /// The indices of the rows of `pairs` that name each colour (as foreground or background), in row order:
    /// each colour's pairs are looked up, not found by reading every row for every colour.
    static func rowsByName(_ pairs: PairChanges) -> [String: [Int]] {
        var rows: [String: [Int]] = [:]
        for (index, row) in pairs.rows.enumerated() {
            rows[row.pair.foreground, default: []].append(index)
            if row.pair.background != row.pair.foreground { rows[row.pair.background, default: []].append(index) }
        }
        return rows
    }

    /// The summary without the kinds that did not happen, short enough for a sheet's title line:
    /// `3 changed, 1 added of 79`.
    public var headline: String {
        let parts = [Kind.changed, .added, .removed, .renamed].compactMap { kind in count(kind) > 0 ? "\(count(kind)) \(kind.rawValue)" : nil }
        return (parts.isEmpty ? "no change" : parts.joined(separator: ", ")) + " of \(entries.count)"
    }
}
