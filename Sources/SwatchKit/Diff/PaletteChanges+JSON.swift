/// The change for tools: every colour, every appearance, unrounded numbers, sorted keys; with pairs, every
/// touched pair's ratio before and after (`contrast`, null without pairs).
extension PaletteChanges {
    /// JSON bytes, newline-terminated.
    public func jsonBytes(old: String, new: String, pairs: PairChanges? = nil) throws(SwatchError) -> [UInt8] {
        struct JSONValue: Encodable {
            let appearance: String
            let old, new, oldSeen, newSeen: String?
            let deltaE: Double?
            let changed: Bool
        }
        struct JSONEntry: Encodable {
            let section, name, kind: String
            let oldName: String?
            let values: [JSONValue]
        }
        struct Document: Encodable {
            let old, new, summary: String
            let minimumDeltaE: Double
            let changed, added, removed, renamed, unchanged, belowThreshold: Int
            let colors: [JSONEntry]
            let contrast: Nullable<PairChanges.JSON>
        }
        return try JSONOutput.bytes(Document(
            old: old, new: new, summary: summary, minimumDeltaE: minimumDeltaE,
            changed: count(.changed), added: count(.added), removed: count(.removed), renamed: count(.renamed),
            unchanged: count(.unchanged), belowThreshold: belowThreshold,
            colors: entries.map { entry in
                JSONEntry(section: entry.section, name: entry.name, kind: entry.kind.rawValue, oldName: entry.oldName,
                          values: entry.values.map {
                              JSONValue(appearance: $0.appearance.rawValue, old: $0.old?.hex, new: $0.new?.hex, oldSeen: $0.oldSeen?.hex,
                                        newSeen: $0.newSeen?.hex, deltaE: $0.deltaE, changed: $0.changed)
                          })
            },
            contrast: Nullable(pairs?.json)))
    }
}

extension PairChanges {
    /// The `contrast` member of `swatch diff --format json`.
    struct JSON: Encodable {
        struct Side: Encodable {
            let ratio: Double
            let shown: String
            let passes: Bool
            let foreground, background: String
        }
        struct Row: Encodable {
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
