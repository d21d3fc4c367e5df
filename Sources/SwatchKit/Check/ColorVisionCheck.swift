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
        /// Every collision, by appearance, then deficiency, then pair in palette order.
        public let findings: [Finding]

        /// The number of (pair, appearance, deficiency) checks made.
        public var checkCount: Int { pairCount * appearances.count * deficiencies.count }
    }

    /// The ΔE00 used when none is chosen: about ten just-noticeable differences.
    public static let defaultThreshold = 10.0

    /// The colours checked, every one against every other.
    public let palette: Palette
    /// The built-in catalog, for the view's background.
    public let system: Palette
    /// The ΔE00 below which two colours are hard to tell apart.
    public let threshold: Double
    /// The deficiencies simulated, each at full severity.
    public let deficiencies: [ColorVisionDeficiency]

    /// A check of every pair of `palette`'s colours.
    public init(palette: Palette, system: Palette, threshold: Double = defaultThreshold,
                deficiencies: [ColorVisionDeficiency] = ColorVisionDeficiency.allCases) {
        self.palette = palette
        self.system = system
        self.threshold = threshold
        self.deficiencies = deficiencies
    }

    /// Every pair in every appearance of `appearances` with every deficiency.
    public func run(appearances: [Appearance]) -> Report {
        let colors = palette.sections.flatMap { section in section.colors.map { (section: section.name, color: $0) } }
        var nameCounts: [String: Int] = [:]
        for entry in colors { nameCounts[entry.color.name, default: 0] += 1 }
        let labels = colors.map { entry in
            nameCounts[entry.color.name, default: 0] > 1 ? "\(entry.section)/\(entry.color.name)" : entry.color.name
        }
        let simulations = deficiencies.map { ColorVisionFilter(ColorVisionSimulation($0)) }
        var findings: [Finding] = []
        for appearance in appearances {
            let view = system.color(named: "systemBackground")?.value(for: appearance) ?? (appearance.isDark ? .black : .white)
            let seen = colors.map { RGBA8.stacked([view, $0.color.value(for: appearance)]) }
            let normal = seen.map(CIELAB.init)
            for (deficiency, filter) in zip(deficiencies, simulations) {
                let simulated = seen.map(filter.simulate)
                let lab = simulated.map(CIELAB.init)
                for i in colors.indices {
                    for j in colors.indices where j > i {
                        let before = normal[i].deltaE2000(to: normal[j])
                        guard before >= threshold else { continue }
                        let after = lab[i].deltaE2000(to: lab[j])
                        guard after < threshold else { continue }
                        findings.append(Finding(first: labels[i], second: labels[j], appearance: appearance, deficiency: deficiency,
                                                firstSeen: seen[i], secondSeen: seen[j], firstSimulated: simulated[i],
                                                secondSimulated: simulated[j], normalDifference: before, simulatedDifference: after))
                    }
                }
            }
        }
        return Report(threshold: threshold, deficiencies: deficiencies, appearances: appearances,
                      pairCount: colors.count * (colors.count - 1) / 2, findings: findings)
    }
}
