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
        let oldKeys = oldColors.map(key)
        var oldIndicesByKey: [String: [Int]] = [:]
        for (index, oldKey) in oldKeys.enumerated() { oldIndicesByKey[oldKey, default: []].append(index) }
        let newKeys = Set(newColors.map(key))
        // Every lookup below is by hash, so matching costs time linear in the colours: an old colour is
        // "taken" once it is paired, and never looked at again.
        var taken = oldKeys.map(newKeys.contains)
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
        // A colour whose section was renamed (a text list's section is its file's name) is still the same
        // colour when its name is unique among the unmatched ones on both sides.
        let unmatchedNew = newColors.filter { oldIndicesByKey[key($0)] == nil }
        func uniqueByName(_ items: [Located]) -> [String: Located] {
            Dictionary(grouping: items, by: \.color.name).compactMapValues { $0.count == 1 ? $0[0] : nil }
        }
        let movedOld = uniqueByName(oldColors.indices.filter { !taken[$0] }.map { oldColors[$0] }), movedNew = uniqueByName(unmatchedNew)
        // With matchingValues: the unmatched old colours by their values in every appearance, in palette
        // order; `nextByValues` skips those taken since.
        func valuesKey(_ color: NamedColor) -> [RGBA8] { appearances.map(color.value(for:)) }
        var oldByValues: [[RGBA8]: [Int]] = [:]
        if matchingValues {
            for index in oldColors.indices where !taken[index] { oldByValues[valuesKey(oldColors[index].color), default: []].append(index) }
        }
        var nextByValues: [[RGBA8]: Int] = [:]
        func takeFirstWithValues(of color: NamedColor) -> Int? {
            let wanted = valuesKey(color)
            guard let candidates = oldByValues[wanted] else { return nil }
            var next = nextByValues[wanted, default: 0]
            while next < candidates.count, taken[candidates[next]] { next += 1 }
            nextByValues[wanted] = next
            guard next < candidates.count else { return nil }
            taken[candidates[next]] = true
            return candidates[next]
        }
        var entries: [Entry] = []
        for item in newColors {
            var previous = oldIndicesByKey[key(item)].map { oldColors[$0[0]] }
            if previous == nil, movedNew[item.color.name] != nil, let moved = movedOld[item.color.name] {
                previous = moved
                for index in oldIndicesByKey[key(moved)] ?? [] { taken[index] = true }
            }
            if let previous {
                let v = values(previous.color, item.color)
                entries.append(Entry(section: item.section, name: item.color.name,
                                     oldName: previous.section == item.section ? nil : "\(previous.section)/\(previous.color.name)",
                                     kind: v.contains(where: \.changed) ? .changed : .unchanged, values: v,
                                     oldColor: previous.color, newColor: item.color))
            } else if matchingValues, let index = takeFirstWithValues(of: item.color) {
                let previous = oldColors[index]
                let oldName = previous.section == item.section ? previous.color.name : "\(previous.section)/\(previous.color.name)"
                entries.append(Entry(section: item.section, name: item.color.name, oldName: oldName, kind: .renamed,
                                     values: values(previous.color, item.color), oldColor: previous.color, newColor: item.color))
            } else {
                entries.append(Entry(section: item.section, name: item.color.name, oldName: nil, kind: .added, values: values(nil, item.color),
                                     oldColor: nil, newColor: item.color))
            }
        }
        let removed = oldColors.indices.filter { !taken[$0] }.map { removed in
            Entry(section: oldColors[removed].section, name: oldColors[removed].color.name, oldName: nil, kind: .removed,
                  values: values(oldColors[removed].color, nil), oldColor: oldColors[removed].color, newColor: nil)
        }
        entries = Self.placing(removed, in: entries)
        self.entries = entries
    }

    /// `entries` with each of `removed` after the last entry of its old section, so sections keep their
    /// order; removed colours of a section that is gone follow at the end, grouped by section. One pass.
    private static func placing(_ removed: [Entry], in entries: [Entry]) -> [Entry] {
        guard !removed.isEmpty else { return entries }
        var lastOfSection: [String: Int] = [:]
        for (index, entry) in entries.enumerated() { lastOfSection[entry.section] = index }
        var removedBySection: [String: [Entry]] = [:]
        var goneSections: [String] = []
        for entry in removed {
            if lastOfSection[entry.section] == nil, removedBySection[entry.section] == nil { goneSections.append(entry.section) }
            removedBySection[entry.section, default: []].append(entry)
        }
        var placed: [Entry] = []
        placed.reserveCapacity(entries.count + removed.count)
        for (index, entry) in entries.enumerated() {
            placed.append(entry)
            if lastOfSection[entry.section] == index { placed += removedBySection[entry.section] ?? [] }
        }
        for section in goneSections { placed += removedBySection[section] ?? [] }
        return placed
    }
}
