import Testing
import SwatchKit
@testable import SwatchDiff
import SwatchTestSupport

/// `swatch diff` matches colours by hash in linear time; these cases check it pairs and orders them exactly
/// as the direct rules say, on random palettes full of shared names, shared values and renamed sections.
@Suite struct PaletteMatchingTests {
    static let system = try! SystemCatalog.palette(named: "ios26")

    /// One entry as the oracle sees it: where it is, what it was, and whether it was matched.
    struct Row: Equatable, CustomStringConvertible {
        let section: String, name: String, oldName: String?, kind: String
        var description: String { "\(kind) \(section)/\(name)" + (oldName.map { " from \($0)" } ?? "") }
    }

    /// The rules written directly, one scan per colour: by section and name; then by name alone where it is
    /// unique among the unmatched on both sides; then (with `matchingValues`) over the colours still unmatched,
    /// the first unmatched old colour with the same values and the same own name (a colour moved to another
    /// folder), then for those still unmatched the first with the same values; removed colours after the last
    /// entry of their section, or at the end.
    static func oracle(old: Palette, new: Palette, matchingValues: Bool) -> [Row] {
        let appearances = Appearance.allCases.filter { Set(old.appearances + new.appearances).contains($0) }
        typealias Located = (section: String, color: NamedColor)
        let oldColors: [Located] = old.sections.flatMap { s in s.colors.map { (s.name, $0) } }
        let newColors: [Located] = new.sections.flatMap { s in s.colors.map { (s.name, $0) } }
        func same(_ a: Located, _ b: Located) -> Bool { a.section == b.section && a.color.name == b.color.name }
        var unmatched = oldColors.filter { o in !newColors.contains { same($0, o) } }
        let unmatchedNew = newColors.filter { n in !oldColors.contains { same($0, n) } }
        func unique(_ items: [Located], _ name: String) -> Located? {
            let found = items.filter { $0.color.name == name }
            return found.count == 1 ? found[0] : nil
        }
        let initiallyUnmatched = unmatched
        let previous: [Located?] = newColors.map { item in
            if let match = oldColors.first(where: { same($0, item) }) { return match }
            guard unique(unmatchedNew, item.color.name) != nil, let moved = unique(initiallyUnmatched, item.color.name) else { return nil }
            unmatched.removeAll { same($0, moved) }
            return moved
        }
        var renamed: [Located?] = Array(repeating: nil, count: newColors.count)
        if matchingValues {
            func sameValues(_ o: Located, _ n: Located) -> Bool { appearances.allSatisfy { o.color.value(for: $0) == n.color.value(for: $0) } }
            for byName in [true, false] {
                for (position, item) in newColors.enumerated() where previous[position] == nil && renamed[position] == nil {
                    guard let index = unmatched.firstIndex(where: { sameValues($0, item) && (!byName || $0.color.ownName == item.color.ownName) }) else { continue }
                    renamed[position] = unmatched.remove(at: index)
                }
            }
        }
        var rows: [Row] = []
        for (position, item) in newColors.enumerated() {
            if let match = previous[position] {
                rows.append(Row(section: item.section, name: item.color.name,
                                oldName: match.section == item.section ? nil : "\(match.section)/\(match.color.name)", kind: "matched"))
            } else if let match = renamed[position] {
                rows.append(Row(section: item.section, name: item.color.name,
                                oldName: match.section == item.section ? match.color.name : "\(match.section)/\(match.color.name)",
                                kind: "renamed"))
            } else {
                rows.append(Row(section: item.section, name: item.color.name, oldName: nil, kind: "added"))
            }
        }
        for removed in unmatched {
            let position = rows.lastIndex { $0.section == removed.section }.map { $0 + 1 } ?? rows.count
            rows.insert(Row(section: removed.section, name: removed.color.name, oldName: nil, kind: "removed"), at: position)
        }
        return rows
    }

    /// A palette of up to 4 sections (of 6 names) with up to 6 colours each, from 3 values: names and values repeat.
    static func randomPalette(_ generator: inout SplitMix) -> Palette {
        let values = ["#FF0000", "#00FF00", "#0000FF"].map { RGBA8(hex: $0)! }
        let sections = ["A", "B", "C", "D", "E", "F"].filter { _ in generator.next() % 2 == 0 }.prefix(4)
        return Palette(name: "p", title: "p", sections: sections.map { section in
            var names = ["n0", "n1", "n2", "n3", "n4", "n5"].filter { _ in generator.next() % 2 == 0 }
            names.shuffle(using: &generator)
            return PaletteSection(name: section, colors: names.map { name in
                var colorValues: [Appearance: RGBA8] = [.light: values[Int(generator.next() % 3)]]
                if generator.next() % 4 == 0 { colorValues[.dark] = values[Int(generator.next() % 3)] }
                return NamedColor(name: name, values: colorValues)
            })
        })
    }

    @Test(arguments: [false, true])
    func matchingAndOrderFollowTheRules(matchingValues: Bool) throws {
        var generator = SplitMix(seed: matchingValues ? 11 : 12)
        for _ in 0 ..< 400 {
            let old = Self.randomPalette(&generator), new = Self.randomPalette(&generator)
            let changes = try PaletteChanges(old: old, new: new, chrome: Self.system, matchingValues: matchingValues)
            let rows = changes.entries.map { entry in
                Row(section: entry.section, name: entry.name, oldName: entry.oldName,
                    kind: [.changed, .unchanged].contains(entry.kind) ? "matched" : entry.kind.rawValue)
            }
            #expect(rows == Self.oracle(old: old, new: new, matchingValues: matchingValues), "\(old.sections) → \(new.sections)")
        }
    }
}
