import Foundation
import SwatchKit

/// The run's `--appearance-map` (or swatch.yml's `appearance-map`), tracked across every palette the run reads: a name that
/// no mode, theme or context of any of them matched is warned of once the command has run (the twenty-third hostile pass's
/// H23-9: a typo left the inferred mapping in charge in silence). Per run, not per palette: with two palettes, a name the
/// other one used was warned of (H24-4).
enum AppearanceMapUse {
    private static let lock = NSLock()
    /// The map as given, where it was given, and its names, tracked.
    nonisolated(unsafe) private static var tracked: (text: String, source: MessageText, names: AppearanceNames)?
    /// The palettes the run read with it, as the user named them.
    nonisolated(unsafe) private static var palettes: [String] = []

    /// The names of the map `text`, given at `source` (`--appearance-map`, `swatch.yml: appearance-map`), tracked with every
    /// other read of the run that gives the same map.
    static func names(parsing text: String, source: MessageText) throws(SwatchError) -> AppearanceNames {
        if let known = lock.withLock({ tracked }), known.text == text { return known.names }
        let names = try AppearanceNames(parsing: text).tracked()
        lock.withLock { tracked = (text, source, names) }
        return names
    }

    /// Notes that the run read the palette `shown` with the map.
    static func read(_ shown: String) {
        lock.withLock { if !palettes.contains(shown) { palettes.append(shown) } }
    }

    /// Warns of the names of the map that no palette matched, when some palette had names to match (a text list or a
    /// catalog has none: a map swatch.yml gives every command is no mistake there).
    static func warnOfUnmatched() {
        guard let (_, source, names) = lock.withLock({ tracked }), let unmatched = names.unmatched(), let first = unmatched.names.first else { return }
        let read = lock.withLock { palettes }
        let hint = NameSuggestion.hint(for: first, among: unmatched.asked) ?? "their names: \(list: unmatched.asked)"
        let one = unmatched.names.count == 1
        warn("\(source): \(list: unmatched.names) name\(verbatim: one ? "s" : "") no mode, theme or context of \(verbatim: read.count == 1 ? "" : "any of ")"
             + "\(list: read), so \(verbatim: one ? "it is" : "they are") left unused (\(hint))")
    }
}
