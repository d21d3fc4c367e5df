import SwatchColor
import SwatchPalette

extension ColorVisionCheck {
    /// The collisions of one deficiency in one appearance: the pairs below the threshold as `simulated` and at
    /// or above it as `normal` (both in palette order; `normalPoints` is `normal` as the bounds use it). Only
    /// pairs close as simulated are visited (`CloseColorPairs`), so the time grows with the colours and the
    /// pairs that come close, not with every pair; the memory stays flat in the pairs, keeping the `limit`
    /// worst and a count. Each pair is judged exactly as `deltaE2000` judges it: by the bounds where they
    /// decide it, else by the formula.
    func collisions(simulated: [CIELAB], normal: [CIELAB], normalPoints: [DeltaE2000Bounds.Point]) -> WorstKept<Collision> {
        let slack = DeltaE2000Bounds.slack(for: threshold)
        var kept = WorstKept<Collision>(limit: limit, isWorse: Collision.isWorse)
        // Colours alike as seen and as simulated collide alike (and never with each other: ΔE00 0 as seen and
        // as simulated), so each kind is checked once and its pairs counted by its members.
        var kinds: [[CIELAB]: Int] = [:]
        var members: [[Int]] = []
        for index in normal.indices {
            let key = [normal[index], simulated[index]]
            if let kind = kinds[key] { members[kind].append(index) } else { kinds[key] = members.count; members.append([index]) }
        }
        let first = members.map { $0[0] }
        CloseColorPairs(first.map { simulated[$0] }).forEachCandidate(below: threshold) { u, v, after in
            let (i, j) = (first[u], first[v])
            var simulatedDifference: Double?
            if !(after.upper < threshold - slack) {
                let exact = simulated[i].deltaE2000(to: simulated[j])
                guard exact < threshold else { return }
                simulatedDifference = exact
            }
            let before = DeltaE2000Bounds(normalPoints[i], normalPoints[j])
            guard !(before.upper < threshold - slack) else { return }
            var normalDifference: Double?
            if !(before.lower >= threshold + slack) {
                let exact = normal[i].deltaE2000(to: normal[j])
                guard exact >= threshold else { return }
                normalDifference = exact
            }
            guard members[u].count > 1 || members[v].count > 1 else {
                // The exact differences are worked out only for a collision that may be among the worst kept.
                kept.add({
                    Collision(first: i, second: j, normal: normalDifference ?? normal[i].deltaE2000(to: normal[j]),
                              simulated: simulatedDifference ?? simulated[i].deltaE2000(to: simulated[j]))
                }, unlessNoWorseThan: { leastBad in after.lower > leastBad.simulated + slack })
                return
            }
            // Alike but for their places, the earliest `limit` members of each kind hold the worst of the kinds' pairs.
            let (normalExact, simulatedExact) = (normalDifference ?? normal[i].deltaE2000(to: normal[j]),
                                                 simulatedDifference ?? simulated[i].deltaE2000(to: simulated[j]))
            let (some, others) = (members[u].prefix(limit), members[v].prefix(limit))
            for one in some {
                for other in others {
                    kept.add(Collision(first: min(one, other), second: max(one, other), normal: normalExact, simulated: simulatedExact))
                }
            }
            kept.count(unkept: members[u].count * members[v].count - some.count * others.count)
        }
        return kept
    }
}
