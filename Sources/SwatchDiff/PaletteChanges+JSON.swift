import SwatchColor
import SwatchCompare
import SwatchSupport

/// The change for tools: every colour, every appearance, unrounded numbers, sorted keys; with pairs, every
/// touched pair's ratio before and after (`contrast`, null without pairs).
extension PaletteChanges {
    /// The JSON document, newline-terminated, streamed a colour at a time. `skipped`: what `--keep-going` passed over in
    /// each palette, each as its message (`skipped.old`, `skipped.new`; absent when nothing was).
    public func jsonText(old: String, new: String, pairs: PairChanges? = nil, skipped: (old: [String], new: [String]) = ([], [])) -> StreamedText {
        struct JSONValue: Encodable, Sendable {
            let appearance: String
            let old, new, oldSeen, newSeen: String?
            let deltaE: Double?
            let changed: Bool
        }
        struct JSONEntry: Encodable, Sendable {
            let section, name, kind: String
            let oldName: String?
            let values: [JSONValue]
        }
        struct Skipped: Encodable, Sendable {
            let old, new: [String]
        }
        struct Document: Encodable, Sendable {
            let old, new, summary: String
            let minimumDeltaE: Double
            let changed, added, removed, renamed, unchanged, belowThreshold: Int
            let colors: [JSONEntry]
            let contrast: Nullable<PairChanges.JSON>
            let skipped: Skipped?
        }
        let header = Document(
            old: old, new: new, summary: summary, minimumDeltaE: minimumDeltaE,
            changed: count(.changed), added: count(.added), removed: count(.removed), renamed: count(.renamed),
            unchanged: count(.unchanged), belowThreshold: belowThreshold, colors: [], contrast: Nullable(pairs?.json),
            skipped: skipped.old.isEmpty && skipped.new.isEmpty ? nil : Skipped(old: skipped.old, new: skipped.new))
        let entries = self.entries
        return StreamedText { writer throws(SwatchError) in
            try JSONOutput.stream(header, array: "colors", elements: entries.lazy.map { entry in
                JSONEntry(section: entry.section, name: entry.name, kind: entry.kind.rawValue, oldName: entry.oldName,
                          values: entry.values.map {
                              JSONValue(appearance: $0.appearance.rawValue, old: $0.old?.hex, new: $0.new?.hex, oldSeen: $0.oldSeen?.hex,
                                        newSeen: $0.newSeen?.hex, deltaE: $0.deltaE, changed: $0.changed)
                          })
            }, into: writer)
        }
    }
}

extension PairChanges {
    /// The `contrast` member of `swatch diff --format json`.
    struct JSON: Encodable, Sendable {
        struct Side: Encodable, Sendable {
            let ratio: Double
            let shown: String
            let passes: Bool
            let foreground, background: String
        }
        struct Row: Encodable, Sendable {
            let foreground, background, use, appearance: String
            let minimum: Double
            let before, after: Nullable<Side>
            let origin: String?
        }
        let level: String
        let summary: String
        let pairs, touched, nowFailing, nowPassing, stillFailing: Int
        let rows: [Row]
    }

    var json: JSON {
        func side(_ verdict: ContrastVerdict?, _ colors: SeenPair?) -> Nullable<JSON.Side> {
            guard let verdict, let colors else { return Nullable(nil) }
            return Nullable(JSON.Side(ratio: verdict.ratio, shown: verdict.ratioText, passes: verdict.passes,
                                      foreground: colors.foreground.hex, background: colors.background.hex))
        }
        return JSON(level: level.rawValue, summary: summary, pairs: pairCount, touched: touchedPairs, nowFailing: nowFailing,
                    nowPassing: nowPassing, stillFailing: stillFailing, rows: rows.map { row in
            JSON.Row(foreground: row.pair.foreground, background: row.pair.background, use: row.pair.use.rawValue,
                     appearance: row.appearance.rawValue, minimum: level.minimum(for: row.pair.use),
                     before: side(row.before, row.beforeColors), after: side(row.after, row.afterColors),
                     origin: row.pair.origin.isEmpty ? nil : row.pair.origin)
        })
    }
}
