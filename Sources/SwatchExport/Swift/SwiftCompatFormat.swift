import SwatchSupport

/// `ColorCompatibility` as Noah Gilmore's post generates it (seed 003): per UIKit colour, the colour itself
/// where iOS has it, else its light value, `UIColor(red:green:blue:alpha:)` of the catalog's fractions.
/// Only for the built-in catalog, whose names are UIKit's. The Standard Fixed Colors are left out: UIKit has
/// `black`, `blue`, ... on every iOS version, so they need no shim.
extension ColorListing {
    /// The catalog section left out.
    static let fixedColorsSection = "Standard Fixed Colors"

    /// The code `swift-compat` writes, its names chosen, before any of it is written.
    func swiftCompatSource(_ options: FormatOptions) throws(SwatchError) -> SwiftSource {
        guard palette.appliesTo != nil else {
            throw SwatchError(.usage, "--format swift-compat writes shims for UIKit's own colours, so it takes the built-in "
                + "catalog (--catalog), not a palette like \(palette.title); --format uikit writes your colours")
        }
        guard options.values == .literal else {
            throw SwatchError(.usage, "--values catalog: swift-compat shims UIKit's own colours, which no asset catalog holds; use --format uikit")
        }
        let kept = entries.filter { $0.section != Self.fixedColorsSection }.count
        guard kept > 0 else {
            throw SwatchError(.usage, "--format swift-compat: no colours left: the Standard Fixed Colors exist on every iOS version and get no shim")
        }
        return try SwiftSource(self, format: "swift-compat", options: options, platform: nil, warnings: FormatWarnings(),
                               defaultType: "ColorCompatibility") { $0.section != Self.fixedColorsSection }
    }

    func swiftCompat(_ options: FormatOptions) throws(SwatchError) -> StreamedText {
        let source = try swiftCompatSource(options)
        let kept = entries.filter { $0.section != Self.fixedColorsSection }.count
        return source.file(
            about: ["UIKit's colours on every iOS version: the colour itself where iOS has it, else its light value."]
                + (entries.count > kept ? ["The Standard Fixed Colors (black, blue, ...) are left out: UIKit has them on every iOS version."] : []),
            imports: ["import UIKit"], base: "UIColor"
        ) { member in
            let color = member.color
            let uikit = color.uikit.map { String($0.split(separator: ".").last ?? Substring($0)) } ?? color.name
            let version = max(options.minimumIOS, Self.introduced(color.availability) ?? 0)
            let varies = color.value(for: .light) != color.value(for: .dark)
            return SwiftSource.docComment(color, varies: varies)
                + (color.availability.map { ["/// Availability: \($0)."] } ?? [])
                + ["\(member.declaration): UIColor {",
                   "    if #available(iOS \(version), *) {",
                   "        return .\(uikit)",
                   "    }",
                   "    return UIColor(\(SwiftSource.components(color.source(for: .light))))",
                   "}"]
        }
    }

    /// The iOS version an availability note says a colour came in: `iOS 15.0+` → 15,
    /// `public from the iOS 15 SDK (docs: iOS 13.0+)` → 13 (the `+` marks the API's availability).
    static func introduced(_ availability: String?) -> Int? {
        guard let availability, let match = availability.firstMatch(of: /iOS (\d+)(?:\.\d+)*\+/) else { return nil }
        return Int(match.1)
    }
}

extension PaletteFormat {
    /// `swift-compat`: The seed's `ColorCompatibility` enum: each UIKit colour on iOS 13+, its light value before.
    public static let swiftCompat = PaletteFormat(name: "swift-compat", fileExtension: "swift", summary: "The ColorCompatibility enum: each UIKit colour where iOS has it, its light value before (built-in catalog only).", make: { input throws(SwatchError) in .text(try input.listing.swiftCompat(input.options)) },
                                                   declares: { input throws(SwatchError) in try input.listing.swiftCompatSource(input.options).declarations })
}
