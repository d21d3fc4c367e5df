import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// "Did you mean": the same suggestions as a plain Levenshtein search, in bounded work.
@Suite struct NameSuggestionTests {
    /// The textbook full-matrix Levenshtein distance, the banded one's oracle.
    static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0 ... b.count)
        for i in a.indices {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for j in b.indices {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a[i] == b[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// On every pair of short strings over a small alphabet and every limit, the banded distance is the
    /// full one when that is within the limit, and nil otherwise.
    @Test func bandedDistanceIsExactWithinTheLimit() {
        var generator = SplitMix(seed: 7)
        for _ in 0 ..< 3000 {
            let a = (0 ..< Int(generator.next() % 9)).map { _ in Character(["a", "b", "c"][Int(generator.next() % 3)]) }
            let b = (0 ..< Int(generator.next() % 9)).map { _ in Character(["a", "b", "c"][Int(generator.next() % 3)]) }
            let full = Self.fullDistance(a, b)
            for limit in 0 ... 9 {
                #expect(NameSuggestion.editDistance(a, b, within: limit) == (full <= limit ? full : nil), "\(a) \(b) \(limit)")
            }
        }
    }

    @Test func theFirstClosestNameWithinAThirdOfTheLengthWins() {
        #expect(NameSuggestion.closest(to: "systemReed", among: ["systemGreen", "systemRed", "systemRad"]) == "systemRed")
        // Equally close: the first in palette order, as before.
        #expect(NameSuggestion.closest(to: "systemRxd", among: ["systemRad", "systemRed"]) == "systemRad")
        #expect(NameSuggestion.closest(to: "SYSTEMRED", among: ["systemBlue", "systemRed"]) == "systemRed")
        // Two edits are always allowed; beyond a third of the length, nothing is suggested.
        #expect(NameSuggestion.closest(to: "ab", among: ["xy"]) == "xy")
        #expect(NameSuggestion.closest(to: "banana", among: ["systemRed", "label"]) == nil)
    }

    /// A typed name longer than `longestTyped` gets no suggestion even when a palette name is one edit
    /// away; one at the limit still does.
    @Test func longTypedNamesGetNoSuggestion() {
        let name = String(repeating: "a", count: NameSuggestion.longestTyped)
        #expect(NameSuggestion.closest(to: name.dropLast() + "b", among: [name]) == name)
        #expect(NameSuggestion.closest(to: name + "b", among: [name]) == nil)
        #expect(NameSuggestion.closest(to: String(repeating: "x", count: 100_000), among: ["x"]) == nil)
    }

    /// Palette names far longer than the typed one are not compared in full: a 100,000-character name is
    /// skipped after the allowed length, and a near one after it is still found.
    @Test func longPaletteNamesAreSkippedByLength() {
        let names = Array(repeating: "systemRed" + String(repeating: "d", count: 100_000), count: 200) + ["systemRed"]
        #expect(NameSuggestion.closest(to: "systemReed", among: names) == "systemRed")
    }
}
