import Foundation
import SwatchColor
import SwatchPalette
import SwatchSupport

/// Finds pairs of a palette's colours that normal vision tells apart but a colour-vision deficiency does
/// not: `swatch check --cvd`. Colours are compared as seen, composited over the view's background of each
/// appearance, with CIEDE2000; a pair is a finding when its difference is at or above `threshold` with
/// normal vision and below it with a deficiency simulated at full severity.
public struct ColorVisionCheck: Sendable {
    /// Two colours that collide in one appearance with one deficiency.
    public struct Finding: Sendable, Hashable {
        /// The first colour's name (qualified by its section where two sections share the name).
        public let first: String
        /// The second colour's name.
        public let second: String
        /// The appearance they collide in.
        public let appearance: Appearance
        /// The deficiency they collide with.
        public let deficiency: ColorVisionDeficiency
        /// The first colour as seen with normal vision (composited over the view's background).
        public let firstSeen: RGBA8
        /// The second colour as seen with normal vision.
        public let secondSeen: RGBA8
        /// The first colour as seen with the deficiency.
        public let firstSimulated: RGBA8
        /// The second colour as seen with the deficiency.
        public let secondSimulated: RGBA8
        /// ΔE00 between them with normal vision: at or above the threshold.
        public let normalDifference: Double
        /// ΔE00 between them with the deficiency: below the threshold.
        public let simulatedDifference: Double

        /// `systemRed and systemGreen`.
        public var pair: String { "\(first) and \(second)" }
    }

    /// The collisions of one appearance with one deficiency: how many pairs collide, and the worst of them.
    public struct Group: Sendable {
        /// The appearance.
        public let appearance: Appearance
        /// The deficiency.
        public let deficiency: ColorVisionDeficiency
        /// How many pairs collide, listed or not; where `capped`, more than this many do.
        public let count: Int
        /// The `limit` worst collisions (lowest ΔE00 with the deficiency), in palette order.
        public let findings: [Finding]
        /// Whether more pairs collide than were counted: the collisions not listed were counted up to the check's cap
        /// (`ColorVisionCheck.countCap`), and more than that many collide.
        public let capped: Bool

        /// The collisions counted but not listed; where `capped`, more than this many.
        public var unlisted: Int { count - findings.count }
    }

    /// What a run checked and found.
    public struct Report: Sendable {
        /// The ΔE00 below which two colours count as hard to tell apart.
        public let threshold: Double
        /// The deficiencies simulated.
        public let deficiencies: [ColorVisionDeficiency]
        /// The appearances checked.
        public let appearances: [Appearance]
        /// The number of colour pairs, per appearance and deficiency.
        public let pairCount: Int
        /// The most collisions listed per appearance and deficiency.
        public let limit: Int
        /// The most collisions counted but not listed per appearance and deficiency: past it, "more than" this.
        public let cap: Int
        /// Every appearance checked, then every deficiency: its count and its worst collisions.
        public let groups: [Group]

        /// The collisions listed, by appearance, then deficiency, then pair in palette order.
        public var findings: [Finding] { groups.flatMap(\.findings) }
        /// How many findings the groups list, without gathering them.
        var findingCount: Int { groups.reduce(0) { $0 + $1.findings.count } }

        /// Every collision found, listed or not; where `capped`, more than this many.
        public var failureCount: Int { groups.reduce(0) { $0 + $1.count } }

        /// Whether some group counted up to the cap: more pairs collide than `failureCount`.
        public var capped: Bool { groups.contains(where: \.capped) }

        /// The number of (pair, appearance, deficiency) checks made.
        public var checkCount: Int { pairCount * appearances.count * deficiencies.count }
    }

    /// The ΔE00 used when none is chosen: about ten just-noticeable differences.
    public static let defaultThreshold = 10.0

    /// The most collisions listed per appearance and deficiency when no limit is chosen (`--cvd-limit`).
    /// The rest are counted, not kept: a palette of n colours has n(n-1)/2 pairs, and a report of every
    /// colliding one grows with their square (3,000 colours: gigabytes).
    public static let defaultLimit = 20

    /// The most collisions counted but not listed per appearance and deficiency; past it a report says "more than"
    /// this many. Counting visits every colliding pair, and in a palette spread over the gamut they grow with the
    /// square of its colours (20,000 colours: 9.4e7); past a million an exact figure tells a user nothing "more
    /// than a million" does not. A search past the cap looks only for pairs worse than its worst kept.
    public static let countCap = 1_000_000

    /// The limits `--cvd-limit` takes: none listed up to the count cap. A longer list than the count would hold every
    /// colliding pair of a large palette (memory growing with its square).
    public static let limits = 0 ... countCap

    /// The colours checked, every one against every other.
    public let palette: Palette
    /// The built-in catalog, for the view's background.
    public let system: Palette
    /// The ΔE00 below which two colours are hard to tell apart.
    public let threshold: Double
    /// The deficiencies simulated, each at full severity.
    public let deficiencies: [ColorVisionDeficiency]
    /// The most collisions listed per appearance and deficiency: the worst ones.
    public let limit: Int
    /// The most collisions counted but not listed per appearance and deficiency (`countCap`; tests take less).
    public let cap: Int

    /// A check of every pair of `palette`'s colours, listing at most `limit` collisions per appearance and
    /// deficiency and counting at most `cap` more.
    public init(palette: Palette, system: Palette, threshold: Double = defaultThreshold,
                deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases, limit: Int = defaultLimit, cap: Int = countCap) {
        self.palette = palette
        self.system = system
        self.threshold = threshold
        self.deficiencies = deficiencies
        self.limit = max(0, limit)
        self.cap = max(0, cap)
    }

    /// Every pair in every appearance of `appearances` with every deficiency: per appearance and deficiency,
    /// the number of collisions and the `limit` worst of them.
    /// Throws the memory line when the collisions a large `limit` keeps would not fit under a limit.
    public func run(appearances: [Appearance]) throws(SwatchError) -> Report {
        let colors = palette.sections.flatMap { section in section.colors.map { (section: section.name, color: $0) } }
        try checkMemory(colors: colors.count)
        var nameCounts: [String: Int] = [:]
        for entry in colors { nameCounts[entry.color.name, default: 0] += 1 }
        let labels = colors.map { entry in
            nameCounts[entry.color.name, default: 0] > 1 ? "\(entry.section)/\(entry.color.name)" : entry.color.name
        }
        let simulations = deficiencies.map { ColorVisionFilter(ColorVisionSimulation($0)) }
        var groups: [Group] = []
        // Appearances that see every colour alike (opaque colours with one value) collide alike: searched once.
        var keptBySeen: [[RGBA8]: [WorstKept<Collision>]] = [:]
        for appearance in appearances {
            let view = system.color(named: "systemBackground")?.value(for: appearance) ?? (appearance.isDark ? .black : .white)
            let seen = colors.map { RGBA8.stacked([view, $0.color.value(for: appearance)]) }
            let normal = seen.map(CIELAB.init)
            let simulated = simulations.map { seen.map($0.simulate) }
            let kept = keptBySeen[seen] ?? {
                let normalPoints = normal.map(DeltaE2000Bounds.Point.init)
                return simulated.map { collisions(simulated: $0.map(CIELAB.init), normal: normal, normalPoints: normalPoints) }
            }()
            keptBySeen[seen] = kept
            for (d, deficiency) in deficiencies.enumerated() {
                // The findings a group lists, checked as they are made: as many as collide, which may be far fewer than `limit`.
                try MemoryBudget.check(needing: kept[d].keptCount * MemoryBudget.bytesPerListedCollision, for: "--cvd-limit \(limit)")
                let listed = kept[d].worstFirst.sorted { ($0.first, $0.second) < ($1.first, $1.second) }
                let tally = counted(kept[d])
                groups.append(Group(appearance: appearance, deficiency: deficiency, count: tally.count, findings: listed.map { pair in
                    Finding(first: labels[pair.first], second: labels[pair.second], appearance: appearance, deficiency: deficiency,
                            firstSeen: seen[pair.first], secondSeen: seen[pair.second], firstSimulated: simulated[d][pair.first],
                            secondSimulated: simulated[d][pair.second], normalDifference: pair.normal, simulatedDifference: pair.simulated)
                }, capped: tally.capped))
            }
        }
        return Report(threshold: threshold, deficiencies: deficiencies, appearances: appearances,
                      pairCount: colors.count * (colors.count - 1) / 2, limit: limit, cap: cap, groups: groups)
    }

    /// What the collisions kept may take, checked before the search (the twelfth hostile pass's H12-6: `--cvd-limit
    /// 1000000` on 3,000 colours aborted under a limit): one search's runs, each keeping up to `limit` of the pairs it sees.
    /// The findings listed are checked group by group as they are made, for the pairs that collide: reserved here for
    /// `limit` in every group, a run whose colours mostly do not collide was refused for 1 GB it would never use (the
    /// twentieth pass's H20-7). The search's helper threads' stacks too (`parallelLoop`): without them a small palette's
    /// search was no step to look at, and now and then aborted under a limit just above the start (the twenty-second
    /// pass, re-testing H21-2). Reckoned in `Double` since `limit` may be `Int.max`.
    private func checkMemory(colors: Int) throws(SwatchError) {
        guard MemoryBudget.applies else { return }
        let pairs = Double(colors) * Double(max(colors - 1, 0)) / 2
        let stacks = Double(parallelLoopStackBytes * max(0, ProcessInfo.processInfo.activeProcessorCount - 1))
        let bytes = min(64 * Double(limit), pairs) * Double(MemoryLayout<Collision>.stride) + stacks
        try MemoryBudget.check(needing: Int(min(bytes, Double(Int.max / 2))), for: "--cvd-limit \(limit)")
    }

    /// A colliding pair while the check runs: the two colours' places in the palette and both ΔE00 values.
    struct Collision: Sendable {
        let first: Int, second: Int
        let normal: Double, simulated: Double

        /// The worse collision is the harder to tell apart with the deficiency (lower ΔE00); then the one
        /// that loses more (higher ΔE00 with normal vision); then the earlier pair in palette order.
        static func isWorse(_ a: Collision, _ b: Collision) -> Bool {
            if a.simulated != b.simulated { return a.simulated < b.simulated }
            if a.normal != b.normal { return a.normal > b.normal }
            return (a.first, a.second) < (b.first, b.second)
        }
    }
}
