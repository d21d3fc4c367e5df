import SwatchKit

/// The palette of the snapshot sheets: a slice of the catalog that still has every accessory, translucent rows, `clear`
/// and a name too long for its row.
public enum SnapshotSlice {
    public static let palette: Palette = {
        let full = try! SystemCatalog.palette(named: "ios26")
        let pick: [String: [String]] = [
            "UI Element Colors": ["label", "secondaryLabel", "quaternarySystemFill", "systemBackground", "separator", "link"],
            "Standard System Colors": ["systemRed", "systemYellow", "systemBlue", "systemGray6", "aVeryLongColourNameThatMustBeTruncatedBeforeTheAccessory"],
            "Standard Fixed Colors": ["black", "white", "clear"],
        ]
        let long = NamedColor(name: "aVeryLongColourNameThatMustBeTruncatedBeforeTheAccessory", values: [.light: RGBA8(hex: "#34C759")!, .dark: RGBA8(hex: "#30D158")!])
        return Palette(name: "snapshot", title: "Snapshot slice", sections: full.sections.map { section in
            PaletteSection(name: section.name, colors: pick[section.name, default: []].map { full.color(named: $0) ?? long })
        })
    }()
}
