import SwatchColor
import SwatchPalette
import SwatchSupport

extension ColorVisionCheck {
    /// The collisions of one deficiency in one appearance: the pairs below the threshold as `simulated` and at
    /// or above it as `normal` (both in palette order; `normalPoints` is `normal` as the bounds use it). Only
    /// pairs close as simulated are visited (`CloseColorPairs`), so the time grows with the colours and the
    /// pairs that come close, not with every pair; the memory stays flat in the pairs, keeping the `limit`
    /// worst and a count. Each pair is judged exactly as `deltaE2000` judges it: by the bounds where they
    /// decide it, else by the formula. The search is split into runs of colours by lightness, searched on every
    /// core, each keeping its own worst; what is kept is the same whatever the split (`WorstKept.merge`).
    /// Once the runs together have counted more than `limit` + `cap` pairs, each looks only for pairs worse than
    /// the least bad kept by any run, in a window that shrinks with it: the count is then past the cap (`counted`),
    /// by how much depends on the threads' timing, and is not reported; what is kept does not.
    func collisions(simulated: [CIELAB], normal: [CIELAB], normalPoints: [DeltaE2000Bounds.Point]) -> WorstKept<Collision> {
        // Colours alike as seen and as simulated collide alike (and never with each other: ΔE00 0 as seen and
        // as simulated), so each kind is checked once and its pairs counted by its members.
        var kindOf: [[CIELAB]: Int] = [:]
        var members: [[Int]] = []
        for index in normal.indices {
            let key = [normal[index], simulated[index]]
            if let kind = kindOf[key] { members[kind].append(index) } else { kindOf[key] = members.count; members.append([index]) }
        }
        let kinds = Kinds(members: members)
        let index = CloseColorPairs(kinds.first.map { simulated[$0] })
        let simulatedPoints = simulated.map(DeltaE2000Bounds.Point.init)
        // Runs many times the cores, so a run of dense lightness does not leave a core idle.
        let runs = min(index.count, 64)
        let (stop, overflow) = cap.addingReportingOverflow(limit)
        let tally = CollisionTally(cap: overflow ? Int.max : stop)
        let kept = concurrentMap(runs) { run in
            collisions(in: index.count * run / runs ..< index.count * (run + 1) / runs, of: index, tally: tally, kinds: kinds,
                       simulated: simulated, simulatedPoints: simulatedPoints, normal: normal, normalPoints: normalPoints)
        }
        return kept.reduce(into: WorstKept<Collision>(limit: limit, isWorse: Collision.isWorse)) { $0.merge($1) }
    }

    /// What a report says of a search's collisions (`collisions`): their exact count, or where more than `cap` were
    /// counted but not kept, the kept ones and `cap` more, and that more than that many collide.
    func counted(_ kept: WorstKept<Collision>) -> (count: Int, capped: Bool) {
        kept.count - kept.keptCount > cap ? (kept.keptCount + cap, true) : (kept.count, false)
    }

    /// The collisions of the kinds at `positions` of `index` (in lightness order) with the lighter kinds, counted into
    /// `tally` a colour at a time until it is past its cap.
    private func collisions(in positions: Range<Int>, of index: CloseColorPairs, tally: CollisionTally, kinds: Kinds, simulated: [CIELAB],
                            simulatedPoints: [DeltaE2000Bounds.Point], normal: [CIELAB], normalPoints: [DeltaE2000Bounds.Point]) -> WorstKept<Collision> {
        let slack = DeltaE2000Bounds.slack(for: threshold)
        var kept = WorstKept<Collision>(limit: limit, isWorse: Collision.isWorse)
        var (counted, pastCap) = (0, false)
        for position in positions {
            var below = threshold
            if pastCap {
                // Past the cap only a pair that may be among the worst is looked for: none when none is listed, else one
                // no further apart as simulated than the least bad kept by any run (ties are kept by their other terms,
                // so that ΔE00 itself is searched).
                guard limit > 0 else { break }
                below = min(threshold, tally.bound(offering: kept.leastBadKept?.simulated).nextUp)
            }
            collisions(of: position, below: below, counting: !pastCap, in: index, kinds: kinds, slack: slack, into: &kept, simulated: simulated,
                       simulatedPoints: simulatedPoints, normal: normal, normalPoints: normalPoints)
            if !pastCap, kept.count > counted {
                pastCap = tally.add(kept.count - counted)
                counted = kept.count
            }
        }
        return kept
    }

    /// The collisions of the kind at `position` of `index` with the lighter kinds whose ΔE00 as simulated may be below
    /// `below`, added to `kept`; unless `counting`, only those that may be kept.
    private func collisions(of position: Int, below: Double, counting: Bool, in index: CloseColorPairs, kinds: Kinds, slack: Double, into kept: inout WorstKept<Collision>,
                            simulated: [CIELAB], simulatedPoints: [DeltaE2000Bounds.Point], normal: [CIELAB], normalPoints: [DeltaE2000Bounds.Point]) {
        index.forEachCandidate(of: position, below: below) { u, v, cheap in
            let (i, j) = (kinds.first[u], kinds.first[v])
            // Cheapest first: both cheap bounds, then the tight ones, then the formula.
            let before = DeltaE2000Bounds(normalPoints[i], normalPoints[j])
            guard !(before.upper < threshold - slack) else { return }
            let after = judge(cheap, simulatedPoints[i], simulatedPoints[j], slack: slack) { simulated[i].deltaE2000(to: simulated[j]) }
            guard after.isBelow else { return }
            // Past the cap, a pair the least bad kept is known to be worse than is passed over before it is judged as seen:
            // by the cheap bounds, else (a pair as close as simulated, most often a tie at 0) by the tight upper one.
            if !counting, let leastBad = kept.leastBadKept,
               Self.noWorse(than: leastBad, simulatedAtLeast: after.lower, normalAtMost: before.upper, slack: slack)
                || Self.noWorse(than: leastBad, simulatedAtLeast: after.lower,
                                normalAtMost: DeltaE2000Bounds.tight(normalPoints[i], normalPoints[j]).upper, slack: slack) { return }
            let seen = judge(before, normalPoints[i], normalPoints[j], slack: slack) { normal[i].deltaE2000(to: normal[j]) }
            guard !seen.isBelow else { return }
            let (normalDifference, simulatedDifference) = (seen.exact, after.exact)
            guard kinds.sizes[u] > 1 || kinds.sizes[v] > 1 else {
                // The exact differences are worked out only for a collision that may be among the worst kept.
                kept.add({
                    Collision(first: i, second: j, normal: normalDifference ?? normal[i].deltaE2000(to: normal[j]),
                              simulated: simulatedDifference ?? simulated[i].deltaE2000(to: simulated[j]))
                }, unlessNoWorseThan: { leastBad in
                    Self.noWorse(than: leastBad, simulatedAtLeast: after.lower, normalAtMost: normalDifference ?? before.upper, slack: slack)
                })
                return
            }
            // Alike but for their places, the earliest `limit` members of each kind hold the worst of the kinds' pairs.
            let (normalExact, simulatedExact) = (normalDifference ?? normal[i].deltaE2000(to: normal[j]),
                                                 simulatedDifference ?? simulated[i].deltaE2000(to: simulated[j]))
            let (some, others) = (kinds.members[u].prefix(limit), kinds.members[v].prefix(limit))
            for one in some {
                for other in others {
                    kept.add(Collision(first: min(one, other), second: max(one, other), normal: normalExact, simulated: simulatedExact))
                }
            }
            kept.count(unkept: kinds.sizes[u] * kinds.sizes[v] - some.count * others.count)
        }
    }

    /// Whether a collision whose ΔE00 as simulated is at least `simulatedAtLeast` and as seen at most `normalAtMost`
    /// (each to within the bounds' slack) is known to be no worse than `leastBad` (`Collision.isWorse`): further apart as
    /// simulated, or as close (two colours simulated alike, most often, ΔE00 0) and closer as seen. The second keeps
    /// the formula from pairs that tie with the least bad kept at 0, which grow with the square of the colours.
    private static func noWorse(than leastBad: Collision, simulatedAtLeast: Double, normalAtMost: Double, slack: Double) -> Bool {
        if simulatedAtLeast > leastBad.simulated + slack { return true }
        let asClose = leastBad.simulated == 0 || simulatedAtLeast - slack >= leastBad.simulated
        return asClose && normalAtMost + 2 * DeltaE2000Bounds.slack(for: normalAtMost) < leastBad.normal
    }

    /// Whether a pair's ΔE00 is below the threshold, judged by `cheap` where it can, else by the tight bounds on
    /// `p` and `q`, else by `exact`; the exact value where it was worked out, and the best lower bound known.
    private func judge(_ cheap: DeltaE2000Bounds, _ p: DeltaE2000Bounds.Point, _ q: DeltaE2000Bounds.Point, slack: Double,
                       exact: () -> Double) -> (isBelow: Bool, exact: Double?, lower: Double) {
        if cheap.upper < threshold - slack { return (true, nil, cheap.lower) }
        if cheap.lower >= threshold + slack { return (false, nil, cheap.lower) }
        let tight = DeltaE2000Bounds.tight(p, q)
        if tight.upper < threshold - slack { return (true, nil, max(cheap.lower, tight.lower)) }
        if tight.lower >= threshold + slack { return (false, nil, tight.lower) }
        let value = exact()
        return (value < threshold, value, value)
    }

    /// The colours alike as seen and as simulated, by kind: each kind's places in the palette, its first and its size.
    private struct Kinds {
        let members: [[Int]]
        let first: [Int]
        let sizes: [Int]

        init(members: [[Int]]) {
            self.members = members
            first = members.map { $0[0] }
            sizes = members.map(\.count)
        }
    }
}
