import SwatchCheck
import SwatchColor
import SwatchPalette
import SwatchSupport

/// The contrast of every pair a palette change touches, before and after: what `swatch diff --pairs` adds to
/// the review. A pair is touched when its foreground or background was added, removed, renamed or changed;
/// it is listed in each appearance where either colour, as seen, differs. Ratios are computed as `swatch
/// check` computes them (the background over the view's background, the foreground over that) and judged
/// at one WCAG level.
public struct PairChanges: Sendable {
    /// One pair in one appearance, before and after.
    public struct Row: Sendable, Hashable {
        /// The pair, as the pairs file names it.
        public let pair: ContrastPair
        /// The appearance.
        public let appearance: Appearance
        /// The ratio and verdict in the old palette; nil when a colour of the pair was not in it.
        public let before: ContrastVerdict?
        /// The same in the new palette; nil when a colour of the pair is not in it.
        public let after: ContrastVerdict?
        /// The foreground and background as seen in the old palette.
        public let beforeColors: SeenPair?
        /// The same in the new palette.
        public let afterColors: SeenPair?

        /// Passed before (or did not exist) and fails now.
        public var nowFails: Bool { after.map { !$0.passes } == true && before?.passes != false }
        /// Failed before and passes now.
        public var nowPasses: Bool { before.map { !$0.passes } == true && after?.passes == true }
        /// Failed before and fails still.
        public var stillFails: Bool { before?.passes == false && after?.passes == false }
    }

    /// A pair's two colours as seen, the foreground composited over the background.
    public struct SeenPair: Sendable, Hashable {
        /// The foreground over the background, over the view's background: opaque.
        public let foreground: RGBA8
        /// The background over the view's background: opaque.
        public let background: RGBA8
    }

    /// The level the ratios are judged at.
    public let level: ContrastLevel
    /// How many pairs were given.
    public let pairCount: Int
    /// Every touched pair in every appearance where it moved, in pairs-file order, then appearance order.
    public let rows: [Row]

    /// The pairs of `pairs` that `changes` touches, judged at `level`, in `changes`' appearances. A name is
    /// looked up as `swatch check` does (the palette, then the catalog `system`), in the old palette for
    /// before and the new one for after; a renamed colour is found under either name. A name in neither
    /// palette nor the catalog is a usage error naming the pairs file's line, with a suggestion.
    public init(changes: PaletteChanges, pairs: [ContrastPair], old: Palette, new: Palette, system: Palette,
                level: ContrastLevel) throws(SwatchError) {
        self.level = level
        self.pairCount = pairs.count
        let ownBefore = try ContrastCheck.firstByName([old], at: old.title), ownAfter = try ContrastCheck.firstByName([new], at: new.title)
        var before = try ContrastCheck.firstByName([old, system], at: old.title)
        var after = try ContrastCheck.firstByName([new, system], at: new.title)
        var touched: Set<String> = []
        for entry in changes.entries where entry.kind != .unchanged {
            for color in [entry.oldColor, entry.newColor].compactMap({ $0 }) { touched.insert(color.name) }
            // A pairs file names a renamed colour by one of its names: each side finds it by both.
            if entry.kind == .renamed, let oldColor = entry.oldColor, let newColor = entry.newColor {
                if ownBefore[newColor.name] == nil { before[newColor.name] = oldColor }
                if ownAfter[oldColor.name] == nil { after[oldColor.name] = newColor }
            }
        }
        let appearances = changes.appearances
        let views = appearances.map { ContrastCheck.view(of: $0, system: system) }
        var rows: [Row] = []
        for pair in pairs {
            let pair = try pair.reading { before[$0] != nil || after[$0] != nil }
            for name in [pair.foreground, pair.background] where before[name] == nil && after[name] == nil {
                throw ContrastCheck.unknown(name, in: pair, among: [new, old, system],
                                            palettes: (old.name == new.name ? "\(old.name)" : "\(old.name), \(new.name)") + " or the \(system.name) catalog")
            }
            guard touched.contains(pair.foreground) || touched.contains(pair.background) else { continue }
            for (appearance, view) in zip(appearances, views) {
                func seen(_ known: [String: NamedColor]) -> SeenPair? {
                    guard let foreground = known[pair.foreground], let background = known[pair.background] else { return nil }
                    let seen = ContrastCheck.seen(foreground.value(for: appearance), on: background.value(for: appearance), view: view)
                    return SeenPair(foreground: seen.foreground, background: seen.background)
                }
                let old = seen(before), new = seen(after)
                guard old != new else { continue }
                func verdict(_ seen: SeenPair?) -> ContrastVerdict? {
                    seen.map { ContrastVerdict(ratio: $0.foreground.contrastRatio(with: $0.background), use: pair.use, level: level) }
                }
                rows.append(Row(pair: pair, appearance: appearance, before: verdict(old), after: verdict(new),
                                beforeColors: old, afterColors: new))
            }
        }
        self.rows = rows
    }

    /// Rows that passed (or did not exist) and fail now.
    public var nowFailing: Int { rows.filter(\.nowFails).count }
    /// Rows that failed and pass now.
    public var nowPassing: Int { rows.filter(\.nowPasses).count }
    /// Rows that failed before and still do.
    public var stillFailing: Int { rows.filter(\.stillFails).count }

    /// How many of the pairs given are touched (in at least one appearance).
    public var touchedPairs: Int { Set(rows.map(\.pair)).count }

    /// `contrast (WCAG AA): 1 of 3 pairs touched; 1 check now fails, 1 now passes`: one line for the summary,
    /// a check being a pair in one appearance, as `swatch check` counts them.
    public var summary: String {
        let head = "contrast (WCAG \(level.rawValue)): \(touchedPairs) of \(pairCount) \(pairCount == 1 ? "pair" : "pairs") touched"
        guard !rows.isEmpty else { return head }
        var parts = ["\(nowFailing) \(nowFailing == 1 ? "check" : "checks") now \(nowFailing == 1 ? "fails" : "fail")",
                     "\(nowPassing) now \(nowPassing == 1 ? "passes" : "pass")"]
        if stillFailing > 0 { parts.append("\(stillFailing) still \(stillFailing == 1 ? "fails" : "fail")") }
        return head + "; " + parts.joined(separator: ", ")
    }
}
