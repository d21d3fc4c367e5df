import Foundation
import SwatchColor
import SwatchSupport

/// One element of a colour set's `colors` array: the devices and appearances it is for, and its colour.
struct ColorSetEntry {
    /// `luminosity` of the entry's `appearances`; `any` when it names none (Xcode's "Any Appearance").
    enum Luminosity: Equatable { case any, light, dark }

    enum Color {
        case literal(ConvertedColor)
        /// A UIKit colour by its facts-file name (`systemBlue` for Xcode's `systemBlueColor`), as the file
        /// writes it (`written`, and `platform` when it gives one).
        case system(name: String, keyPath: String, written: String, platform: String?)
    }

    /// Position in `colors`.
    let index: Int
    /// `universal` when the entry names no idiom.
    let idiom: String
    /// `sRGB` or `display-P3` when the colour set has gamut variants; nil otherwise.
    let displayGamut: String?
    let luminosity: Luminosity
    /// `contrast: high` in `appearances`.
    let highContrast: Bool
    let color: Color

    /// How warnings name the entry after the colour's name, e.g. ` (dark, high contrast, ipad)`; empty for
    /// a universal "any" entry.
    var label: String {
        var parts: [String] = []
        if luminosity != .any { parts.append(luminosity == .dark ? "dark" : "light") }
        if highContrast { parts.append("high contrast") }
        if idiom != "universal" { parts.append(idiom) }
        if let displayGamut { parts.append(displayGamut) }
        return parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))"
    }
}

/// The `Contents.json` of a `.colorset` folder, read by hand over `JSONSerialization` output so every
/// problem names its key path and the value as written.
enum ColorSetContents {
    /// The entries of `colors` that hold a colour, in file order, and the colour set's `properties`. An
    /// entry without `color` is a slot Xcode shows empty (its app template's `AccentColor` is one such
    /// slot): it is left out, so a colour set of only empty slots has no entries. An empty `colors` is an error.
    static func contents(of data: Data, rounding: HexRounding) throws(JSONProblem) -> (entries: [ColorSetEntry], properties: OrderedJSON?) {
        let root = try JSONNode.parse(data)
        try root.requireObject()
        let colors = try root["colors"].elements()
        guard !colors.isEmpty else { throw root["colors"].problem("the colour set has no colours") }
        var entries: [ColorSetEntry] = []
        for (index, node) in colors.enumerated() {
            try node.requireObject()
            if node["color"].isMissing {
                // Still a well-formed slot: its idiom and appearances must read.
                _ = try node["idiom"].optionalString()
                _ = try appearances(node["appearances"])
                continue
            }
            let (luminosity, highContrast) = try appearances(node["appearances"])
            entries.append(ColorSetEntry(
                index: index,
                idiom: try node["idiom"].optionalString() ?? "universal",
                displayGamut: try node["display-gamut"].optionalString(),
                luminosity: luminosity,
                highContrast: highContrast,
                color: try color(node["color"], rounding: rounding)))
        }
        return (entries, try root.properties())
    }

    /// Reads `appearances`: at most one `luminosity` (`light`, `dark`) and one `contrast` (`high`).
    private static func appearances(_ node: JSONNode) throws(JSONProblem) -> (ColorSetEntry.Luminosity, Bool) {
        guard !node.isMissing else { return (.any, false) }
        var luminosity: ColorSetEntry.Luminosity?
        var highContrast: Bool?
        for item in try node.elements() {
            try item.requireObject()
            let kind = try item["appearance"].string()
            let value = try item["value"].string()
            switch kind {
            case "luminosity":
                guard luminosity == nil else { throw item["appearance"].problem("\"luminosity\" is given twice") }
                switch value {
                case "light": luminosity = .light
                case "dark": luminosity = .dark
                default: throw item["value"].problem("\(item["value"].shown) is not a known luminosity (light, dark)")
                }
            case "contrast":
                guard highContrast == nil else { throw item["appearance"].problem("\"contrast\" is given twice") }
                guard value == "high" else { throw item["value"].problem("\(item["value"].shown) is not a known contrast (high)") }
                highContrast = true
            default:
                throw item["appearance"].problem("\(item["appearance"].shown) is not a known appearance (luminosity, contrast)")
            }
        }
        return (luminosity ?? .any, highContrast ?? false)
    }

    /// Reads `color`: a system colour `reference`, or `components` in `color-space` (srgb when absent).
    private static func color(_ node: JSONNode, rounding: HexRounding) throws(JSONProblem) -> ColorSetEntry.Color {
        try node.requireObject()
        if !node["reference"].isMissing {
            let written = try node["reference"].string()
            // Xcode writes the Objective-C names (`systemBlueColor`); the catalog uses the Swift ones.
            let name = SourceColor.SystemReference.uikitName(written)
            return .system(name: name, keyPath: node["reference"].keyPath, written: written, platform: try node["platform"].optionalString())
        }
        let spaceNode = node["color-space"]
        var space = AssetColorSpace.srgb
        if let written = try spaceNode.optionalString() {
            guard let known = AssetColorSpace(rawValue: written) else {
                let names = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
                throw spaceNode.problem("\(spaceNode.shown) is not a known colour space (\(verbatim: names))")
            }
            space = known
        }
        return .literal(try ConvertedColor(components: node["components"], space: space, rounding: rounding))
    }
}
