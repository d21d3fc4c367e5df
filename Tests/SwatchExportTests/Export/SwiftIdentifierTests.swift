import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// Colour names become Swift identifiers the code formats can declare, and two names that become the same
/// identifier are an error naming both.
@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("class", "`class`"), ("default", "`default`"), ("self", "`self`"), ("Any", "any"), ("init", "`init`"),
        ("1st place", "_1StPlace"), ("2x", "_2X"), ("dark blurple", "darkBlurple"), ("Dark Blurple", "darkBlurple"),
        ("Brand/Primary", "brandPrimary"), ("Brand/Sub/Deep Blue", "brandSubDeepBlue"), ("a.b", "aB"),
        ("text-primary", "textPrimary"), ("systemGray2", "systemGray2"), ("UI Background", "uiBackground"),
        ("Café ☕️", "café"), ("赤", "赤"), ("青 blue", "青Blue"), ("لون أحمر", "لونأحمر"), ("a\u{202E}b", "aB"), ("Quote \"x\"", "quoteX"),
        // A zero-width joiner or non-joiner joins the letter before it into one Character: dropped, the letter stays.
        ("x\u{200D}y", "xy"), ("سبز\u{200C}تیره", "سبزتیره"), ("a\u{200C}b c", "abC"),
    ])
    func namesBecomeIdentifiers(name: String, identifier: String) {
        #expect(Identifiers.swift(name) == identifier)
    }

    /// The names Xcode 15+ gives asset symbols, as the `GeneratedAssetSymbols.swift` it writes shows them.
    @Test(arguments: [
        ("AccentColor", "accent"), ("shadowColor", "shadow"), ("shadowColor 1", "shadowColor1"), ("vkBrandColor", "vkBrand"),
        ("DSSurfaceInset", "dsSurfaceInset"), ("DSAction", "dsAction"), ("Blue Theme", "blueTheme"), ("MuseumMap-8k", "museumMap8K"),
        ("favicon-32x32", "favicon32X32"), ("polaroid.sx70.fill.symbols", "polaroidSx70FillSymbols"), ("diary-filled", "diaryFilled"),
        ("app_logo", "appLogo"), ("1", "_1"), ("Default", "`default`"), ("Text/OnColor", "textOn"), ("Color", "color"), ("A 1 2", "a1_2"),
    ])
    func namesAreXcodesAssetSymbols(name: String, identifier: String) {
        #expect(Identifiers.swift(name) == identifier)
    }

    @Test(arguments: [("system", "System"), ("Edit History", "EditHistory"), ("Colors", "Colors"), ("1x", "_1X"), ("Type", "Type_"), ("protocol", "Protocol_"),
                      ("self", "`Self`")])
    func namespacesBecomeTypeNames(name: String, type: String) {
        #expect(Identifiers.swiftType(name) == type)
    }

    @Test func keywordsStayEscapedInTheCode() throws {
        let text = try SwiftExports.text(.uikit, SwiftExports.odd())
        #expect(text.contains("    static var `class`: UIColor {\n"))
        #expect(text.contains("    static var `self`: UIColor {\n"))
        #expect(text.contains("    static var _1StPlace: UIColor {\n"))
        #expect(text.contains(#"    /// line\u{A}break */: light #FF0000FF"#))
        #expect(text.contains(#"    // MARK: - Odd\u{A}Section"# + "\n"))
        let appkit = try SwiftExports.text(.appkit, SwiftExports.odd())
        #expect(appkit.contains(#"NSColor(name: "Quote \"x\" \\ back") { appearance in"#))
        #expect(appkit.contains(#"NSColor(name: "line\nbreak */") { appearance in"#))
    }

    @Test(arguments: [PaletteFormat.uikit, .swiftui, .appkit])
    func aCollisionAfterConversionNamesBoth(format: PaletteFormat) throws {
        let red = SourceColor(red: 1, green: 0, blue: 0)
        let listing = try SwiftExports.listing([
            SwiftExports.color("Brand/Primary", [.light: red]),
            SwiftExports.color("Other", [.light: red]),
            SwiftExports.color("brand primary", [.light: red]),
        ], sections: ["Brand", "Brand", "Misc"])
        let error = #expect(throws: SwatchError.self) { try SwiftExports.text(format, listing) }
        #expect(error?.message == "--format \(format.name): \"Brand/Primary\" and \"brand primary\" both become brandPrimary; rename one")
    }

    @Test func theTypeNameOptionDeclaresAnEnum() throws {
        let text = try SwiftExports.text(.swiftui, SwiftExports.samples(), FormatOptions(typeName: "Palette"))
        #expect(text.contains("\nenum Palette {\n") && !text.contains("extension Color"))
        #expect(text.contains("    static var brandPrimary: Color {\n"))
    }
}
