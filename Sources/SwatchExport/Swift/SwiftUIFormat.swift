import SwatchPalette
import SwatchSupport

/// SwiftUI code: each colour through the platform's dynamic colour (`Color(uiColor:)` of the `uikit`
/// expression, `Color(nsColor:)` of the `appkit` one, so a system colour is `Color(uiColor: .systemBlue)` and
/// `Color(nsColor: .systemBlue)`), or `Color(.sRGB, ...)` when it never changes and names none; with
/// `--values catalog`, `Color(_:bundle:)` of the asset catalog's colour. Extending `Color`, it also extends
/// `ShapeStyle where Self == Color` with the colours outside namespaces, as Xcode's generated symbols do, so
/// `.foregroundStyle(.brandPrimary)` compiles (a protocol extension cannot hold a namespace's enum).
extension ColorListing {
    /// The code `swiftui` writes, its names chosen, before any of it is written.
    func swiftuiSource(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> SwiftSource {
        try SwiftSource(self, format: "swiftui", options: options, platform: .swiftUIColor, warnings: warnings,
                        typesUsed: ["Color", "UIColor", "NSColor"])
    }

    func swiftui(_ options: FormatOptions, warnings: FormatWarnings) throws(SwatchError) -> StreamedText {
        let source = try swiftuiSource(options, warnings: warnings)
        // A protocol extension cannot hold an enum: colours in `Color.Assets` (beside Xcode's symbols) get no shorthand.
        let shapeStyle = source.declaredType == nil && source.nestedType == nil ? Self.shapeStyleExtension(source) : nil
        guard options.values == .literal else {
            return source.catalogFile(
                loader: "Color(_:bundle:) (iOS 13+, macOS 10.15+)", resolving: "environment",
                imports: ["import Foundation", "import SwiftUI"],
                prelude: SwiftSource.catalogPrelude(type: nil, initializer: nil),
                base: "Color", epilogue: shapeStyle, doc: UIKitCode.docComment
            ) { "Color(\($0), bundle: swatchBundle)" }
        }
        return source.file(
            about: ["Dynamic colours: on iOS, Color(uiColor:) of a UIColor(dynamicProvider:) choosing by interface style,",
                    "contrast and level; on macOS, Color(nsColor:) of an NSColor(name:dynamicProvider:) choosing by appearance",
                    "(no elevated level there); iOS 15+, macOS 12+. watchOS, always dark, gets the dark values."],
            imports: ["import SwiftUI", "#if canImport(UIKit) && !os(watchOS)", "import UIKit", "#elseif canImport(AppKit)",
                      "import AppKit", "#endif"],
            base: "Color", epilogue: shapeStyle
        ) { member in
            let color = member.color
            let cases = UIKitCode.cases(for: color)
            let doc = SwiftSource.docComment(color, varies: !cases.isEmpty, variants: UIKitCode.variants(cases))
            guard !cases.isEmpty || !color.systemReferences.isEmpty else {
                return doc + ["\(member.declaration): Color {", "    \(Self.swiftUIColor(color.source(for: .light)))", "}"]
            }
            let uikit = UIKitCode.statements(for: color, floor: SystemColorAPI.swiftUIFloorIOS, prefix: "Color(uiColor: ", suffix: ")")
                ?? SwiftSource.wrap(UIKitCode.expression(for: color), "return Color(uiColor: ", ")")
            let appkit = AppKitCode.notes(for: color)
                + (AppKitCode.statements(for: color, floor: SystemColorAPI.swiftUIFloorMacOS, prefix: "Color(nsColor: ", suffix: ")")
                    ?? SwiftSource.wrap(AppKitCode.expression(for: color), "return Color(nsColor: ", ")"))
            return doc + ["\(member.declaration): Color {", "    #if canImport(UIKit) && !os(watchOS)"] + uikit.map { "    " + $0 }
                + ["    #elseif canImport(AppKit)"] + appkit.map { "    " + $0 }
                + ["    #else", "    return \(Self.swiftUIColor(color.source(for: .dark)))", "    #endif", "}"]
        }
    }

    /// `extension ShapeStyle where Self == Color` with each colour outside a namespace as `Color`'s own, so a
    /// shape style parameter takes `.brandPrimary`, written a colour at a time; nil when every colour is in a namespace.
    static func shapeStyleExtension(_ source: SwiftSource) -> SwiftSource.Lines? {
        guard !source.root.members.isEmpty else { return nil }
        return { writer throws(SwatchError) in
            try writer.write(lines: ["extension ShapeStyle where Self == Color {"])
            for (index, member) in source.root.members.enumerated() {
                try writer.write(lines: (index > 0 ? [""] : []) + [
                    "    /// \(SwiftSource.comment(member.color.name)), as a shape style: `Color.\(member.identifier)`.",
                    "    \(member.declaration): Color { Color.\(member.identifier) }"])
            }
            try writer.write(lines: ["}"])
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
    public static let swiftui = PaletteFormat(name: "swiftui", fileExtension: "swift", summary: "A SwiftUI Color extension (or --type-name enum) of dynamic colours, through UIKit on iOS and AppKit on macOS, or of the asset catalog's colours by name; the same colours as shape styles.", make: { input throws(SwatchError) in .text(try input.listing.swiftui(input.options, warnings: input.warnings)) },
                                               declares: { input throws(SwatchError) in try input.listing.swiftuiSource(input.options, warnings: input.warnings).declarations })
}
