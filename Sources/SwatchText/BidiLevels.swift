internal import CFriBidi

/// The Unicode bidirectional algorithm (UAX #9) for one line of text, by FriBidi: each character's
/// embedding level, from which runs are ordered for display.
struct BidiLevels {
    /// One level per code point; odd levels are right to left.
    let levels: [UInt8]
    /// Whether the paragraph's base direction (from its first strong character) is right to left.
    let isRightToLeft: Bool

    /// Levels for `codepoints`, the base direction found from the text itself (rules P2–P3), as
    /// UILabel's natural writing direction does.
    init(_ codepoints: [UInt32]) {
        // No character below U+0590 is right to left or an explicit embedding: skip FriBidi for such text.
        guard codepoints.contains(where: { $0 >= 0x0590 }) else {
            levels = [UInt8](repeating: 0, count: codepoints.count)
            isRightToLeft = false
            return
        }
        let count = Int32(codepoints.count)
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: codepoints.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: codepoints.count)
        var levels = [FriBidiLevel](repeating: 0, count: codepoints.count)
        var direction = swatch_FRIBIDI_PAR_ON
        let ok = codepoints.withUnsafeBufferPointer { text -> Bool in
            fribidi_get_bidi_types(text.baseAddress, count, &types)
            fribidi_get_bracket_types(text.baseAddress, count, types, &brackets)
            return fribidi_get_par_embedding_levels_ex(types, brackets, count, &direction, &levels) != 0
        }
        guard ok else {
            self.levels = [UInt8](repeating: 0, count: codepoints.count)
            isRightToLeft = false
            return
        }
        self.levels = levels.map { UInt8(max(0, $0)) }
        isRightToLeft = direction == swatch_FRIBIDI_PAR_RTL
    }

    /// The display order of runs with these levels (rule L2): from the highest level down to the lowest odd
    /// one, every maximal sequence of runs at that level or higher is reversed.
    static func visualOrder(ofRunLevels runLevels: [UInt8]) -> [Int] {
        var order = Array(runLevels.indices)
        guard let highest = runLevels.max(), let lowestOdd = runLevels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < order.count {
                guard runLevels[order[i]] >= level else { i += 1; continue }
                var end = i
                while end < order.count, runLevels[order[end]] >= level { end += 1 }
                order[i..<end].reverse()
                i = end
            }
            if level == 0 { break }
            level -= 1
        }
        return order
    }
}
