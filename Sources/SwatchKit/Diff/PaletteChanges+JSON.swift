/// The change for tools: every colour, every appearance, unrounded numbers, sorted keys.
extension PaletteChanges {
    /// JSON bytes, newline-terminated.
    public func jsonBytes(old: String, new: String) throws(SwatchError) -> [UInt8] {
        struct JSONValue: Encodable {
            let appearance: String
            let old, new, oldSeen, newSeen: String?
            let deltaE, oldTextContrast, newTextContrast: Double?
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
        }
        return try JSONOutput.bytes(Document(
            old: old, new: new, summary: summary, minimumDeltaE: minimumDeltaE,
            changed: count(.changed), added: count(.added), removed: count(.removed), renamed: count(.renamed),
            unchanged: count(.unchanged), belowThreshold: belowThreshold,
            colors: entries.map { entry in
                JSONEntry(section: entry.section, name: entry.name, kind: entry.kind.rawValue, oldName: entry.oldName,
                          values: entry.values.map {
                              JSONValue(appearance: $0.appearance.rawValue, old: $0.old?.hex, new: $0.new?.hex, oldSeen: $0.oldSeen?.hex,
                                        newSeen: $0.newSeen?.hex, deltaE: $0.deltaE, oldTextContrast: $0.oldTextContrast,
                                        newTextContrast: $0.newTextContrast, changed: $0.changed)
                          })
            }))
    }
}
