import SwatchSupport

/// "Did you mean" for a misspelt colour name: the closest known name by edit distance, within a bound.
///
/// The work is bounded whatever is typed: a name longer than `longestTyped` gets no suggestion, a known
/// name is compared only while its length is within the allowed distance of the typed one, and the edit
/// distance is computed in a band of that width and given up as soon as it exceeds it.
public enum NameSuggestion {
    /// The longest typed name (in characters) that gets a suggestion; colour names are short, and a typo in
    /// a longer one is not what went wrong.
    public static let longestTyped = 64

    /// The distance a suggestion may be from a typed name of `length` characters: a third of it, at least 2.
    static func allowedDistance(forLength length: Int) -> Int { max(2, length / 3) }

    /// `did you mean 'X'?` for the closest of `names` to `typed` (`closest(to:among:)`), the one wording of every
    /// suggestion a message makes; nil when none is close.
    public static func hint(for typed: String, among names: [String]) -> MessageText? {
        closest(to: typed, among: names).map(hint)
    }

    /// `did you mean 'X'?`, `suggestion` quoted as a message quotes a value.
    public static func hint(_ suggestion: String) -> MessageText {
        "did you mean '\(suggestion)'?"
    }

    /// The first of `names` closest to `typed` (ignoring case) if it is within `allowedDistance`; nil when
    /// none is, or when `typed` is longer than `longestTyped`.
    public static func closest(to typed: String, among names: [String]) -> String? {
        guard typed.count <= longestTyped else { return nil }
        let wanted = Array(typed.lowercased())
        var limit = allowedDistance(forLength: typed.count)
        var best: String?
        for name in names {
            // A name longer than this is further away than the limit: its length alone says so.
            let prefix = name.prefix(wanted.count + limit + 1)
            guard prefix.count <= wanted.count + limit else { continue }
            guard let distance = editDistance(Array(prefix.lowercased()), wanted, within: limit) else { continue }
            best = name
            // Only a strictly closer name replaces it, so the first of equally close names wins.
            limit = distance - 1
            if limit < 0 { break }
        }
        return best
    }

    /// The Levenshtein distance between `a` and `b` if it is at most `limit`, else nil; computed in a band of
    /// `2 * limit + 1` cells around the diagonal, stopping at the first row whose every cell exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], within limit: Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let beyond = limit + 1 // stands for every distance over the limit
        var previous = (0 ... b.count).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: b.count + 1)
        for i in 1 ... a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[low - 1] = low == 1 ? min(i, beyond) : beyond
            var rowMinimum = current[low - 1]
            for j in low ... high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if high < b.count { current[high + 1] = beyond }
            if rowMinimum > limit { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
