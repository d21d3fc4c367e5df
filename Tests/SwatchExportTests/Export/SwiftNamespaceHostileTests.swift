import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// The hostile pass over `--namespaces nested`, `--values catalog` and `--access`: a namespace whose enum would
/// redeclare a colour of its scope or hide a type the code names is refused with one line; names that are
/// keywords, quotes, backslashes, `*/`, bidi controls and line breaks give code that type-checks.
@Suite struct SwiftNamespaceHostileTests {
    static let red = SourceColor(red: 1, green: 0, blue: 0)

    static func listing(_ names: [String]) throws -> ColorListing {
        try SwiftExports.listing(names.map { SwiftExports.color($0, [.light: red, .dark: SourceColor(red: 0, green: 0, blue: 1)]) })
    }

    /// `赤` and `赤/濃い` (a script without case), `1` and `1/a`: the enum and the colour would share an identifier.
    @Test(arguments: [(["赤", "赤/濃い"], "赤", "赤"), (["1/a", "1"], "1", "_1"), (["---", "---/b"], "---", "`_`")])
    func aNamespaceNamedLikeAColourOfItsScopeIsRefused(names: [String], namespace: String, identifier: String) throws {
        let colour = names.first { !$0.contains("/") } ?? ""
        for format in [PaletteFormat.uikit, .swiftui, .appkit, .swiftValues] {
            #expect(throws: SwatchError(.palette, "--format \(format.name): the namespace \"\(namespace)\" and the colour \"\(colour)\" both become \(identifier); rename one")) {
                try SwiftExports.text(format, Self.listing(names), FormatOptions(namespaces: .nested))
            }
        }
        // Flat, the colour inside the namespace has a name of its own.
        #expect(throws: Never.self) { try SwiftExports.text(.uikit, Self.listing(names)) }
    }

    /// An enum `UIColor` inside `extension UIColor` is what `UIColor` means there: `static var x: UIColor` would be it.
    @Test(arguments: [(PaletteFormat.uikit, "UIColor"), (.appkit, "NSColor"), (.swiftui, "Color"), (.swiftui, "UIColor"), (.swiftui, "NSColor"),
                      (.swiftValues, "Color"), (.swiftValues, "Value"), (.swiftValues, "String"), (.swiftValues, "Double")])
    func aNamespaceHidingATypeTheCodeNamesIsRefused(format: PaletteFormat, type: String) throws {
        for names in [["\(type)/x"], ["Brand/\(type)/x", "Brand/y"]] {
            let folder = names[0].split(separator: "/").dropLast().last.map(String.init) ?? ""
            #expect(throws: SwatchError(.palette, "--format \(format.name): the namespace \"\(folder)\" becomes \(type), which the generated code names itself; rename it")) {
                try SwiftExports.text(format, Self.listing(names), FormatOptions(namespaces: .nested))
            }
        }
    }

    /// `--type-name UIColor` declares an enum hiding the type its members are; with `--values catalog`, `Bundle` and
    /// `String` hide what the catalog prelude names.
    @Test(arguments: [(PaletteFormat.uikit, "UIColor", SwiftValues.literal), (.appkit, "NSColor", .literal), (.swiftui, "Color", .literal),
                      (.uikit, "Bundle", .catalog), (.swiftui, "String", .catalog), (.appkit, "SwatchBundleToken", .catalog),
                      (.swiftValues, "String", .literal), (.swiftValues, "Hashable", .literal)])
    func aTypeNameHidingATypeTheCodeNamesIsRefused(format: PaletteFormat, type: String, values: SwiftValues) throws {
        #expect(throws: SwatchError(.usage, "--type-name '\(type)': the code --format \(format.name) writes names \(type) itself; choose another name")) {
            try SwiftExports.text(format, Self.listing(["tint"]), FormatOptions(typeName: type, values: values))
        }
        // Without the catalog's prelude, `Bundle` is a name like any other.
        if values == .catalog {
            let code = try SwiftExports.text(format, Self.listing(["tint"]), FormatOptions(typeName: type))
            let diagnostics = try SwiftTypeCheck.diagnostics(["Colors.swift": code], platform: format.name == "appkit" ? .macOS : .iOS)
            #expect(diagnostics == nil, "\(diagnostics ?? "")")
        }
    }

    /// Keywords, names Swift needs escaped, and text that would end a comment or a string literal, or reorder the
    /// line: the code type-checks in every option combination, each name in its string literal exactly.
    @Test(arguments: [PaletteFormat.uikit, .swiftui, .appkit, .swiftValues])
    func hostileNamesTypeCheck(format: PaletteFormat) throws {
        let names = ["default", "self", "init", "Self/inner", "Type/x", "Protocol/y", "Any/x", "primary", "accentColor", "Bundle/b",
                     "say \"hi\" \\ */ x", "bidi\u{202E}x\u{2066}", "line\nbreak\u{2028}", "---/b", "enum/case", "赤"]
        let listing = try Self.listing(names)
        let platform: SwiftTypeCheck.Platform? = format.name == "appkit" ? .macOS : format.name == "swift" ? nil : .iOS
        for namespaces in SwiftNamespaces.allCases {
            for values in SwiftValues.allCases where !(format.name == "swift" && values == .catalog) {
                for access in [SwiftAccess.internal, .public] {
                    let code = try SwiftExports.text(format, listing, FormatOptions(access: access, namespaces: namespaces, values: values))
                    if values == .catalog {
                        for name in names { #expect(code.contains(SwiftSource.string(name)), "\(name)") }
                    }
                    let diagnostics = try SwiftTypeCheck.diagnostics(["Colors.swift": code], platform: platform)
                    #expect(diagnostics == nil, "\(format.name) \(namespaces) \(values) \(access): \(diagnostics ?? "")")
                }
            }
        }
    }
}
