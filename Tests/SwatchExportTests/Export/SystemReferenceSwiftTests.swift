import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// A colour an asset catalog gives as a system colour (`"reference": "systemBlueColor"`) stays that system colour in
/// the Swift formats, so the app shows what the device's iOS shows rather than the values of swatch's catalog: UIKit
/// `.systemBlue`, SwiftUI `Color(uiColor: .systemBlue)` / `Color(nsColor: .systemBlue)`, AppKit's colour of the same
/// role (`.labelColor` for `label`), plain values with a comment naming it. Exact lines, and the code type-checks.
@Suite struct SystemReferenceSwiftTests {
    /// A catalog of `sets` (name → `colors` entries), read as `swatch export` reads it.
    static func listing(_ sets: [(String, [String])]) throws -> ColorListing {
        let catalog = try CatalogBuilder()
        for (name, entries) in sets {
            try catalog.write("\(name).colorset/Contents.json",
                              #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        }
        let palette = try catalog.read().palette
        return try ColorListing(palette: palette, chrome: CatalogBuilder.system, appearances: palette.appearances)
    }

    /// `Mixed`: light from systemBlue, dark a colour of its own; `Grouped`: UIKit's systemGroupedBackground, which AppKit
    /// lacks; `Minty`: systemMint (iOS 15); `Fill`: systemFill (AppKit: macOS 14).
    static func mixed() throws -> ColorListing {
        try listing([
            ("Mixed", [entry(color: reference("systemBlueColor")), entry("0.100", "0.200", "0.300", luminosity: "dark")]),
            ("Grouped", [entry(color: reference("systemGroupedBackgroundColor"))]),
            ("Minty", [entry(color: reference("systemMintColor"))]),
            ("Fill", [entry(color: reference("systemFillColor"))]),
        ])
    }

    /// The lines of the member declared as `static var name`, from its doc comment to its closing brace.
    static func member(_ name: String, in code: String) -> [String] {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let declaration = lines.firstIndex(where: { $0.hasSuffix(" \(name): UIColor {") || $0.hasSuffix(" \(name): NSColor {")
                  || $0.hasSuffix(" \(name): Color {") || $0.hasSuffix("static let \(name) = Color(") }) else { return [] }
        var start = declaration
        while start > 0, lines[start - 1].trimmingCharacters(in: .whitespaces).hasPrefix("///") { start -= 1 }
        let indent = lines[declaration].prefix { $0 == " " }
        let plain = lines[declaration].hasSuffix("= Color(")  // `swift`: a `Color(...)` whose last line ends `))`
        let end = lines[declaration...].firstIndex { plain ? $0.hasSuffix("))") : $0 == indent + "}" } ?? declaration
        return lines[start...end].map { String($0.dropFirst(indent.count)) }
    }

    @Test func uikitNamesTheSampleCatalogsSystemColours() throws {
        let code = try SwiftExports.text(.uikit, SwiftExports.samples())
        #expect(Self.member("link", in: code) == [
            "/// Link: light #0088FFFF, dark #0091FFFF, with high-contrast variants.",
            "/// In every appearance: the system colour systemBlue (systemBlueColor in the asset catalog).",
            "static var link: UIColor {",
            "    .systemBlue",
            "}",
        ])
        // Extending UIColor itself, Link is renamed so it does not shadow UIColor.link, and still names systemBlue.
        let own = try SwiftExports.text(.uikit, SwiftExports.samples(), FormatOptions(xcodeSymbols: .notGenerated))
        #expect(Self.member("linkColor", in: own).dropFirst(2) == ["static var linkColor: UIColor {", "    .systemBlue", "}"])
        #expect(Self.member("textSecondary", in: code).dropFirst(2) == ["static var textSecondary: UIColor {", "    .secondaryLabel", "}"])
        #expect(!code.contains("0.5333333333333333"), "systemBlue's iOS 26 components must not be written")
    }

    @Test func appkitNamesAppKitsColourOfTheSameRole() throws {
        let code = try SwiftExports.text(.appkit, SwiftExports.samples())
        #expect(Self.member("link", in: code).dropFirst(2) == ["static var link: NSColor {", "    .systemBlue", "}"])
        #expect(Self.member("textSecondary", in: code).dropFirst(2) == ["static var textSecondary: NSColor {", "    .secondaryLabelColor", "}"])
    }

    @Test func swiftuiNamesTheSystemColourOnEachPlatform() throws {
        let code = try SwiftExports.text(.swiftui, SwiftExports.samples())
        let link = Self.member("link", in: code)
        #expect(link.dropFirst(2).prefix(5) == [
            "static var link: Color {",
            "    #if canImport(UIKit) && !os(watchOS)",
            "    return Color(uiColor: .systemBlue)",
            "    #elseif canImport(AppKit)",
            "    return Color(nsColor: .systemBlue)",
        ])
        #expect(Self.member("textSecondary", in: code).contains("    return Color(nsColor: .secondaryLabelColor)"))
    }

    /// `swift` has no UI framework: the values, and the doc comment naming the system colour.
    @Test func plainValuesNameTheReferenceInTheirComment() throws {
        let code = try SwiftExports.text(.swiftValues, SwiftExports.samples())
        let link = Self.member("link", in: code)
        #expect(link.prefix(3) == [
            "/// Link: light #0088FFFF, dark #0091FFFF.",
            "/// In every appearance: the system colour systemBlue (systemBlueColor in the asset catalog).",
            "static let link = Color(",
        ])
        #expect(link.contains { $0.contains("hex: \"#0088FFFF\"") })
    }

    /// Light is systemBlue, dark a colour of the set's own: the provider resolves systemBlue for the traits it is
    /// asked about (its high-contrast value too), and returns the own colour in dark.
    @Test func aColourMixingAReferenceAndItsOwnValueUsesEachWhereTheCatalogDoes() throws {
        let listing = try Self.mixed()
        #expect(Self.member("mixed", in: try SwiftExports.text(.uikit, listing)) == [
            "/// Mixed: light #0088FFFF, dark #1A334DFF, with high-contrast variants.",
            "/// In light and light high contrast: the system colour systemBlue (systemBlueColor in the asset catalog).",
            "static var mixed: UIColor {",
            "    UIColor { traits in",
            "        traits.userInterfaceStyle == .dark",
            "            ? UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0)",
            "            : UIColor.systemBlue.resolvedColor(with: traits)",
            "    }",
            "}",
        ])
        #expect(Self.member("mixed", in: try SwiftExports.text(.appkit, listing)).dropFirst(2) == [
            "static var mixed: NSColor {",
            "    NSColor(name: \"Mixed\") { appearance in",
            "        appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua",
            "            ? NSColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1.0)",
            "            : .systemBlue",
            "    }",
            "}",
        ])
    }

    /// AppKit has no grouped background: the iOS values, and a comment saying so.
    @Test func appkitWritesTheValuesOfAColourItLacksAndSaysSo() throws {
        let listing = try Self.mixed()
        let grouped = Self.member("grouped", in: try SwiftExports.text(.appkit, listing))
        #expect(grouped.dropFirst(2).prefix(3) == [
            "static var grouped: NSColor {",
            "    // AppKit has no system colour for UIKit's systemGroupedBackground: its iOS values are written out.",
            "    NSColor(name: \"Grouped\") { appearance in",
        ])
        #expect(grouped.contains("            return NSColor(red: 0.0, green: 0.0, blue: 0.0, alpha: 1.0)"), "\(grouped)")
        let swiftui = Self.member("grouped", in: try SwiftExports.text(.swiftui, listing))
        #expect(swiftui.contains("    return Color(uiColor: .systemGroupedBackground)"))
        #expect(swiftui.contains("    // AppKit has no system colour for UIKit's systemGroupedBackground: its iOS values are written out."))
    }

    /// A system colour newer than the code's floor is named under `#available`, the values written out before it.
    @Test func aNewerSystemColourIsNamedUnderAvailable() throws {
        let listing = try Self.mixed()
        let mint = Self.member("minty", in: try SwiftExports.text(.uikit, listing))
        #expect(mint[2...4] == ["static var minty: UIColor {", "    if #available(iOS 15.0, *) {", "        return .systemMint"])
        #expect(mint[5...6] == ["    }", "    return UIColor { traits in"])
        let fill = Self.member("fill", in: try SwiftExports.text(.appkit, listing))
        #expect(fill[2...4] == ["static var fill: NSColor {", "    if #available(macOS 14.0, *) {", "        return .systemFill"])
        let swiftui = try SwiftExports.text(.swiftui, listing)
        // iOS 15 is SwiftUI's floor already; macOS 12 is not enough for the fills.
        #expect(Self.member("minty", in: swiftui).contains("    return Color(uiColor: .systemMint)"))
        #expect(Self.member("fill", in: swiftui).contains("    if #available(macOS 14.0, *) {"))
        #expect(Self.member("fill", in: swiftui).contains("        return Color(nsColor: .systemFill)"))
    }

    /// Every system colour an asset catalog can name, as a colour set of its own and mixed with a value of its own,
    /// type-checks in every format against the stubs (which declare each of them).
    @Test(arguments: [(PaletteFormat.uikit, SwiftTypeCheck.Platform?.some(.iOS)), (.appkit, .macOS), (.swiftui, .iOS), (.swiftui, .macOS),
                      (.swiftValues, nil)])
    func everySystemColourTypeChecks(format: PaletteFormat, platform: SwiftTypeCheck.Platform?) throws {
        try #require(SwiftTypeCheck.swiftc != nil, "swiftc not found")
        let sets = SystemColorAPI.all.flatMap { system -> [(String, [String])] in
            [("Whole \(system.uikit)", [entry(color: reference(system.uikit + "Color"))]),
             ("Mixed \(system.uikit)", [entry(color: reference(system.uikit + "Color")),
                                        entry("0.100", "0.200", "0.300", luminosity: "dark", contrast: "high")])]
        }
        let listing = try Self.listing(sets)
        var files = ["Colors.swift": try SwiftExports.text(format, listing)]
        files["Named.swift"] = try SwiftExports.text(format, listing, FormatOptions(typeName: "Named"))
        let diagnostics = try SwiftTypeCheck.diagnostics(files, platform: platform)
        #expect(diagnostics == nil, "\(format.name): \(diagnostics ?? "")")
    }

    /// The table covers every colour of the built-in catalogs (the only names a reference can resolve to), and each
    /// AppKit name is one of `NSColor`'s own, so a colour named like it is renamed rather than returning itself.
    @Test func everyCatalogColourHasItsAPI() throws {
        for catalog in try SystemCatalog.names() {
            for name in try SystemCatalog.palette(named: catalog).colorNames {
                #expect(SystemColorAPI.named(name) != nil, "\(catalog): \(name)")
            }
        }
        for system in SystemColorAPI.all {
            if let appKit = system.appKit { #expect(PlatformColorType.nsColor.ownNames.contains(appKit), "\(appKit)") }
            #expect(PlatformColorType.uiColor.ownNames.contains(system.uikit), "\(system.uikit)")
        }
    }
}
