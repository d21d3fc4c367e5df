import SwatchColor
import SwatchPalette
import SwatchSheet
import SwatchSupport
import SwatchCompare

/// What changed between two versions of a palette, colour by colour and appearance by appearance: the
/// use case behind `swatch diff`.
///
/// Colours are matched by section and name, then by name alone where a name is unique among the
/// colours left on both sides (a section renamed, or a text list's file). With `matchingValues`, a colour that disappeared and one that
/// appeared with identical values in every appearance are paired as a rename. A change smaller than
/// `minimumDeltaE` (CIEDE2000 between the colours as seen on the default cell) counts as unchanged. What a
/// change does to contrast is `PairChanges`' part: only a pairs file says what a colour is drawn on.
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

        /// The name a row under `section` shows: `userFollowing` for `Colors/Button/userFollowing` under `Colors/Button`.
        public var nameInSection: String { (newColor ?? oldColor)?.name(inSection: section) ?? name }
    }

    /// Every colour of either palette: the new palette's order, removed colours after their old neighbours.
    public let entries: [Entry]
    /// The threshold below which a change counts as none.
    public let minimumDeltaE: Double
    /// The appearances compared: every one either palette has, in the facts file's order.
    public let appearances: [Appearance]

    /// How many entries are of `kind`.
    public func count(_ kind: Kind) -> Int { entries.reduce(0) { $0 + ($1.kind == kind ? 1 : 0) } }

    /// Changes that were found but fall below the threshold (an appearance moved, but by less than it).
    public var belowThreshold: Int {
        entries.reduce(0) { $0 + ($1.kind == .unchanged && $1.values.contains { $0.old != $0.new } ? 1 : 0) }
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

    /// Compares `old` with `new`, each colour seen on `chrome`'s default backgrounds. `names` are the palettes as the user
    /// gave them (`git:HEAD:p.txt`, `p.txt`), for the message when memory runs short; without them, their titles.
    public init(old: Palette, new: Palette, chrome: Palette, minimumDeltaE: Double = 0.5, matchingValues: Bool = false,
                names: (old: String, new: String)? = nil) throws(SwatchError) {
        self.minimumDeltaE = minimumDeltaE
        // The entries, their values and the matching tables: about what a listing of both palettes costs. Named by both
        // sides: a title is the same for both (`all tokens`: H18-9).
        let (oldName, newName) = names ?? (old.title, new.title)
        try MemoryBudget.check(needing: (old.colorCount + new.colorCount) * MemoryBudget.bytesPerComparedColor,
                               shown: "comparing \(path: oldName) with \(path: newName)")
        let appearances = Appearance.allCases.filter { Set(old.appearances + new.appearances).contains($0) }
        self.appearances = appearances
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
                // Identical values are never a change, whatever the threshold (0 included).
                return Value(appearance: appearance, old: x, new: y, oldSeen: xSeen, newSeen: ySeen, deltaE: delta,
                             changed: x != y && (delta.map { $0 >= minimumDeltaE } ?? true))
            }
        }
        // First every pairing by name, then (with matchingValues) by values, so a value match never takes an
        // old colour that a later new colour is paired with by name.
        // A colour whose section was renamed (a text list's section is its file's name) is still the same
        // colour when its name is unique among the unmatched ones on both sides.
        // Each name's place among `places` of `items`, or -1 where two of them have it: counted in place, not grouped.
        func placesByName(_ items: [Located], at places: some Sequence<Int>) -> [String: Int] {
            var found: [String: Int] = [:]
            for place in places { found[items[place].color.name] = found[items[place].color.name] == nil ? place : -1 }
            return found
        }
        let movedOld = placesByName(oldColors, at: oldColors.indices.lazy.filter { !taken[$0] })
        let movedNew = placesByName(newColors, at: newColors.indices.lazy.filter { oldIndicesByKey[key(newColors[$0])] == nil })
        let previousOf: [Located?] = newColors.map { item in
            if let indices = oldIndicesByKey[key(item)] { return oldColors[indices[0]] }
            guard let place = movedNew[item.color.name], place >= 0, let oldPlace = movedOld[item.color.name], oldPlace >= 0 else { return nil }
            let moved = oldColors[oldPlace]
            for index in oldIndicesByKey[key(moved)] ?? [] { taken[index] = true }
            return moved
        }
        // With matchingValues: the unmatched old colours by their values in every appearance, and by their values
        // and own name, in palette order; a colour that moved to another folder keeps its own name, so that pair
        // is tried first. `next` skips those taken since.
        func valuesKey(_ color: NamedColor) -> [RGBA8] { appearances.map(color.value(for:)) }
        struct Candidates { var indices: [Int] = []; var next = 0 }
        var byValues: [[RGBA8]: Candidates] = [:], byValuesAndName: [ValuesAndName: Candidates] = [:]
        if matchingValues {
            for index in oldColors.indices where !taken[index] {
                let color = oldColors[index].color
                byValues[valuesKey(color), default: Candidates()].indices.append(index)
                byValuesAndName[ValuesAndName(values: valuesKey(color), name: color.ownName), default: Candidates()].indices.append(index)
            }
        }
        func takeFirst<K: Hashable>(_ key: K, in candidates: inout [K: Candidates]) -> Int? {
            guard var list = candidates[key] else { return nil }
            while list.next < list.indices.count, taken[list.indices[list.next]] { list.next += 1 }
            candidates[key] = list
            guard list.next < list.indices.count else { return nil }
            taken[list.indices[list.next]] = true
            return list.indices[list.next]
        }
        var renamedFrom: [Int?] = Array(repeating: nil, count: newColors.count)
        if matchingValues {
            // Same values and own name first, over every new colour, then same values alone.
            for (position, item) in newColors.enumerated() where previousOf[position] == nil {
                renamedFrom[position] = takeFirst(ValuesAndName(values: valuesKey(item.color), name: item.color.ownName), in: &byValuesAndName)
            }
            for (position, item) in newColors.enumerated() where previousOf[position] == nil && renamedFrom[position] == nil {
                renamedFrom[position] = takeFirst(valuesKey(item.color), in: &byValues)
            }
        }
        /// `section/name` as a row under its section shows it: `Colors/Button/userFollowing`.
        func qualified(_ item: Located) -> String { item.section + "/" + item.color.name(inSection: item.section) }
        var entries: [Entry] = []
        for (position, item) in newColors.enumerated() {
            if let previous = previousOf[position] {
                let v = values(previous.color, item.color)
                entries.append(Entry(section: item.section, name: item.color.name,
                                     oldName: previous.section == item.section ? nil : qualified(previous),
                                     kind: v.contains(where: \.changed) ? .changed : .unchanged, values: v,
                                     oldColor: previous.color, newColor: item.color))
            } else if let index = renamedFrom[position] {
                let previous = oldColors[index]
                let oldName = previous.section == item.section ? previous.color.name(inSection: previous.section) : qualified(previous)
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

    /// An old colour's values in every appearance and its own name (without namespaces), for `--match value`.
    private struct ValuesAndName: Hashable {
        let values: [RGBA8]
        let name: String
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
