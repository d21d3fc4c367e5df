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
        CloseColorPairs(simulated).forEachCandidate(below: threshold) { i, j, after in
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
            // The exact differences are worked out only for a collision that may be among the worst kept.
            kept.add({
                Collision(first: i, second: j, normal: normalDifference ?? normal[i].deltaE2000(to: normal[j]),
                          simulated: simulatedDifference ?? simulated[i].deltaE2000(to: simulated[j]))
            }, unlessNoWorseThan: { leastBad in after.lower > leastBad.simulated + slack })
        }
        return kept
    }
}
