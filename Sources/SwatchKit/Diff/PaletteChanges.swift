/// What changed between two versions of a palette, colour by colour and appearance by appearance: the
/// use case behind `swatch diff`.
///
/// Colours are matched by section and name, then by name alone where a name is unique among the
/// colours left on both sides (a section renamed, or a text list's file). With `matchingValues`, a colour that disappeared and one that
/// appeared with identical values in every appearance are paired as a rename. A change smaller than
/// `minimumDeltaE` (CIEDE2000 between the colours as seen on the default cell) counts as unchanged.
public struct PaletteChanges: Sendable {
    /// What happened to one colour.
    public enum Kind: String, Sendable, Hashable {
        /// Only the new palette has it.
        case added
        /// Only the old palette has it.
        case removed
        /// Moved to another name (or section) with the same values everywhere.
        case renamed
        /// Some appearance differs by at least the threshold.
        case changed
        /// Every appearance is within the threshold.
        case unchanged
    }

    /// One colour's values in one appearance, before and after.
    public struct Value: Sendable, Hashable {
        /// The appearance.
        public let appearance: Appearance
        /// The old value, nil for an added colour.
        public let old: RGBA8?
        /// The new value, nil for a removed colour.
        public let new: RGBA8?
        /// The old value as seen on the default cell background.
        public let oldSeen: RGBA8?
        /// The new value as seen.
        public let newSeen: RGBA8?
        /// CIEDE2000 between the seen colours; nil unless both exist.
        public let deltaE: Double?
        /// The contrast of the row's text (black or white, whichever reads better) on the old and new colour.
        public let oldTextContrast: Double?
        /// The same on the new colour.
        public let newTextContrast: Double?
        /// Whether this appearance changed by at least the threshold.
        public let changed: Bool
    }

    /// One colour.
    public struct Entry: Sendable, Hashable {
        /// The new section, or the old one for a removed colour.
        public let section: String
        /// The new name, or the old one for a removed colour.
        public let name: String
        /// The old name of a renamed colour (`section/name` when the section changed too).
        public let oldName: String?
        /// What happened.
        public let kind: Kind
        /// Every appearance either palette has, in the facts file's order.
        public let values: [Value]
        /// The colour before, nil for an added one.
        public let oldColor: NamedColor?
        /// The colour after, nil for a removed one.
        public let newColor: NamedColor?
    }

    /// Every colour of either palette: the new palette's order, removed colours after their old neighbours.
    public let entries: [Entry]
    /// The threshold below which a change counts as none.
    public let minimumDeltaE: Double

    /// How many entries are of `kind`.
    public func count(_ kind: Kind) -> Int { entries.filter { $0.kind == kind }.count }

    /// Changes that were found but fall below the threshold (an appearance moved, but by less than it).
    public var belowThreshold: Int {
        entries.filter { $0.kind == .unchanged && $0.values.contains { $0.old != $0.new } }.count
    }

    /// Whether anything was added, removed, renamed or changed beyond the threshold.
    public var hasChanges: Bool { entries.contains { $0.kind != .unchanged } }

    /// `3 changed, 1 added, 0 removed, 1 renamed of 79 (2 below ΔE 0.5)`.
    public var summary: String {
        var text = "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed"
        if count(.renamed) > 0 { text += ", \(count(.renamed)) renamed" }
        text += " of \(entries.count)"
        if belowThreshold > 0 { text += " (\(belowThreshold) below ΔE \(formatNumber(minimumDeltaE)))" }
        return text
    }

    /// Compares `old` with `new`, each colour seen on `chrome`'s default backgrounds.
    public init(old: Palette, new: Palette, chrome: Palette, minimumDeltaE: Double = 0.5, matchingValues: Bool = false) throws(SwatchError) {
        self.minimumDeltaE = minimumDeltaE
        let appearances = Appearance.allCases.filter { Set(old.appearances + new.appearances).contains($0) }
        var backgrounds: [Appearance: SheetColors] = [:]
        for appearance in appearances {
            backgrounds[appearance] = try SheetColors(options: SheetOptions(), palette: chrome, chrome: chrome, appearance: appearance)
        }
        typealias Located = (section: String, color: NamedColor)
        let oldColors: [Located] = old.sections.flatMap { section in section.colors.map { (section.name, $0) } }
        let newColors: [Located] = new.sections.flatMap { section in section.colors.map { (section.name, $0) } }
        func key(_ item: Located) -> String { item.section + "\u{0}" + item.color.name }
        let oldByKey = Dictionary(oldColors.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        let newKeys = Set(newColors.map(key))
        var unmatchedOld = oldColors.filter { !newKeys.contains(key($0)) }
        func sameEverywhere(_ a: NamedColor, _ b: NamedColor) -> Bool {
            appearances.allSatisfy { a.value(for: $0) == b.value(for: $0) }
        }
        func values(_ a: NamedColor?, _ b: NamedColor?) -> [Value] {
            appearances.map { appearance in
                let colors = backgrounds[appearance]
                let x = a?.value(for: appearance), y = b?.value(for: appearance)
                let xSeen = x.flatMap { colors?.effective($0) }, ySeen = y.flatMap { colors?.effective($0) }
                let delta = xSeen.flatMap { p in ySeen.map { CIELAB(p).deltaE2000(to: CIELAB($0)) } }
                return Value(appearance: appearance, old: x, new: y, oldSeen: xSeen, newSeen: ySeen, deltaE: delta,
                             oldTextContrast: xSeen.map { $0.legibleText().contrastRatio(with: $0) },
                             newTextContrast: ySeen.map { $0.legibleText().contrastRatio(with: $0) },
                             changed: delta.map { $0 >= minimumDeltaE } ?? (x != y))
            }
        }
        var entries: [Entry] = []
        // A colour whose section was renamed (a text list's section is its file's name) is still the same
        // colour when its name is unique among the unmatched ones on both sides.
        let unmatchedNew = newColors.filter { oldByKey[key($0)] == nil }
        func uniqueByName(_ items: [Located]) -> [String: Located] {
            Dictionary(grouping: items, by: \.color.name).compactMapValues { $0.count == 1 ? $0[0] : nil }
        }
        let movedOld = uniqueByName(unmatchedOld), movedNew = uniqueByName(unmatchedNew)
        for item in newColors {
            var previous = oldByKey[key(item)]
            if previous == nil, movedNew[item.color.name] != nil, let moved = movedOld[item.color.name] {
                previous = moved
                unmatchedOld.removeAll { key($0) == key(moved) }
            }
            if let previous {
                let v = values(previous.color, item.color)
                entries.append(Entry(section: item.section, name: item.color.name,
                                     oldName: previous.section == item.section ? nil : "\(previous.section)/\(previous.color.name)",
                                     kind: v.contains(where: \.changed) ? .changed : .unchanged, values: v,
                                     oldColor: previous.color, newColor: item.color))
            } else if matchingValues, let index = unmatchedOld.firstIndex(where: { sameEverywhere($0.color, item.color) }) {
                let previous = unmatchedOld.remove(at: index)
                let oldName = previous.section == item.section ? previous.color.name : "\(previous.section)/\(previous.color.name)"
                entries.append(Entry(section: item.section, name: item.color.name, oldName: oldName, kind: .renamed,
                                     values: values(previous.color, item.color), oldColor: previous.color, newColor: item.color))
            } else {
                entries.append(Entry(section: item.section, name: item.color.name, oldName: nil, kind: .added, values: values(nil, item.color),
                                     oldColor: nil, newColor: item.color))
            }
        }
        for removed in unmatchedOld {
            let entry = Entry(section: removed.section, name: removed.color.name, oldName: nil, kind: .removed,
                              values: values(removed.color, nil), oldColor: removed.color, newColor: nil)
            // After the last entry of its old section, so sections keep their order.
            let position = entries.lastIndex { $0.section == removed.section }.map { $0 + 1 } ?? entries.count
            entries.insert(entry, at: position)
        }
        self.entries = entries
    }
}
