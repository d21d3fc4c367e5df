/// SwiftUI code: each colour through the platform's dynamic colour (`Color(uiColor:)` of the `uikit`
/// expression, `Color(nsColor:)` of the `appkit` one), or `Color(.sRGB, ...)` when it never changes.
extension ColorListing {
    func swiftui(_ options: FormatOptions) throws(SwatchError) -> String {
        let members = try SwiftSource.members(of: self, format: "swiftui")
        return SwiftSource.file(
            format: "swiftui", options: options,
            about: ["Dynamic colours: on iOS, Color(uiColor:) of a UIColor(dynamicProvider:) choosing by interface style,",
                    "contrast and level; on macOS, Color(nsColor:) of an NSColor(name:dynamicProvider:) choosing by appearance",
                    "(no elevated level there); iOS 15+, macOS 12+. watchOS, always dark, gets the dark values."],
            imports: ["import SwiftUI", "#if canImport(UIKit) && !os(watchOS)", "import UIKit", "#elseif canImport(AppKit)",
                      "import AppKit", "#endif"],
            base: "Color", typeName: options.typeName, members: members
        ) { member in
            let color = member.color
            let cases = UIKitCode.cases(for: color)
            let doc = SwiftSource.docComment(color, varies: !cases.isEmpty, variants: UIKitCode.variants(cases))
            guard !cases.isEmpty else {
                return doc + ["static var \(member.identifier): Color {", "    \(Self.swiftUIColor(color.source(for: .light)))", "}"]
            }
            return doc + ["static var \(member.identifier): Color {", "    #if canImport(UIKit) && !os(watchOS)"]
                + SwiftSource.wrap(UIKitCode.expression(for: color), "return Color(uiColor: ", ")").map { "    " + $0 }
                + ["    #elseif canImport(AppKit)"]
                + SwiftSource.wrap(AppKitCode.expression(for: color), "return Color(nsColor: ", ")").map { "    " + $0 }
                + ["    #else", "    return \(Self.swiftUIColor(color.source(for: .dark)))", "    #endif", "}"]
        }
    }

    /// `Color(.sRGB, red: ..., opacity: ...)`, or `.displayP3`; SwiftUI takes extended sRGB components as they are.
    static func swiftUIColor(_ color: SourceColor) -> String {
        let space = color.space == .displayP3 ? ".displayP3" : ".sRGB"
        return "Color(\(space), \(SwiftSource.components(color, alpha: "opacity")))"
    }
}

extension PaletteFormat {
    /// `swiftui`: A `Color` extension (or `--type-name` enum) of dynamic colours, on iOS and macOS.
    public static let swiftui = PaletteFormat(name: "swiftui", fileExtension: "swift", summary: "A SwiftUI Color extension (or --type-name enum) of dynamic colours, through UIKit on iOS and AppKit on macOS.", write: { input throws(SwatchError) in .text(try input.listing.swiftui(input.options)) })
}
