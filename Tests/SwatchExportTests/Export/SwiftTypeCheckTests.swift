import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// The Swift the code formats write compiles: `swiftc -typecheck` in Swift 6 mode, warnings as errors, against
/// stubs of UIKit, AppKit and SwiftUI with the SDKs' signatures. Each format is checked on the sample asset
/// catalog, the ios26 catalog (every branch: contrast and elevated) and a palette of awkward names.
@Suite(.enabled(if: SwiftTypeCheck.swiftc != nil, "swiftc not found: set SWIFTC to type-check the generated Swift"))
struct SwiftTypeCheckTests {
    /// The sample catalog as an extension, the other two as enums, so they can be checked together.
    func sources(_ format: PaletteFormat, _ options: FormatOptions = FormatOptions()) throws -> [String: String] {
        func with(_ typeName: String) -> FormatOptions {
            var copy = options
            copy.typeName = typeName
            return copy
        }
        return [
            "Samples.swift": try SwiftExports.text(format, SwiftExports.samples(), options),
            "Catalog.swift": try SwiftExports.text(format, SwiftExports.catalog("ios26"), with("SystemColors")),
            "Odd.swift": try SwiftExports.text(format, SwiftExports.odd(), with("OddColors")),
        ]
    }

    func expectTypeChecks(_ files: [String: String], on platform: SwiftTypeCheck.Platform) throws {
        let diagnostics = try SwiftTypeCheck.diagnostics(files, platform: platform)
        #expect(diagnostics == nil, "\(diagnostics ?? "")")
    }

    @Test func uikitTypeChecks() throws {
        try expectTypeChecks(sources(.uikit), on: .iOS)
    }

    @Test func appkitTypeChecks() throws {
        try expectTypeChecks(sources(.appkit), on: .macOS)
    }

    @Test(arguments: [SwiftTypeCheck.Platform.iOS, .macOS])
    func swiftuiTypeChecksOnIOSAndMacOS(platform: SwiftTypeCheck.Platform) throws {
        try expectTypeChecks(sources(.swiftui), on: platform)
    }

    @Test func swiftCompatTypeChecks() throws {
        var ios26 = FormatOptions(typeName: "ColorCompatibility26", minimumIOS: 15)
        ios26.source = "the ios26 catalog"
        try expectTypeChecks([
            "ColorCompatibility.swift": SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios13")),
            "ColorCompatibility26.swift": SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios26"), ios26),
        ], on: .iOS)
    }

    /// Two palettes compiled into one module (the SwatchColors plugin's target, `export --sibling`): what
    /// `SwiftDeclaration.clash` lets through compiles together (the sample catalog in `Color.Assets` beside Xcode's
    /// symbols, the awkward names as `Color`'s own), and what it refuses (a palette whose colours are `Color`'s own
    /// beside one holding `Glow`) is the redeclaration the compiler refuses too.
    @Test func palettesOfOneModuleClashWhereTheCompilerSays() throws {
        let samples = try SwiftExports.samples(), odd = try SwiftExports.odd()
        let ownNames = FormatOptions(xcodeSymbols: .notGenerated)
        let catalog = try PaletteFormat.swiftui.declarations(samples, options: FormatOptions())
        let awkward = try PaletteFormat.swiftui.declarations(odd, options: ownNames)
        #expect(catalog == [SwiftDeclaration("Color.Assets", .paletteEnum)])
        #expect(awkward.contains(SwiftDeclaration("Color.`class`", .member)))
        let request = SwiftDeclaration.Request(format: "swiftui", options: .commandLine, typeName: nil)
        #expect(SwiftDeclaration.clash(catalog, of: "Assets.xcassets", awkward, of: "odd.txt", request: request) == nil)
        try expectTypeChecks(["Assets+SwatchColors.swift": SwiftExports.text(.swiftui, samples),
                              "odd+SwatchColors.swift": SwiftExports.text(.swiftui, odd, ownNames)], on: .iOS)
        let glow = try SwiftExports.listing([SwiftExports.color("Glow", [.light: SourceColor(red: 1, green: 0, blue: 0)])])
        let flat = try PaletteFormat.swiftui.declarations(samples, options: ownNames)
        let clash = SwiftDeclaration.clash(flat, of: "Assets.xcassets", try PaletteFormat.swiftui.declarations(glow, options: ownNames), of: "odd.txt",
                                         request: request)
        #expect(clash?.message == "Assets.xcassets and odd.txt both declare Color.glow in one module: give each palette's colours an enum of their own (--xcode-symbols generated), or rename one of the colours")
        let diagnostics = try SwiftTypeCheck.diagnostics(["Assets+SwatchColors.swift": SwiftExports.text(.swiftui, samples, ownNames),
                                                          "odd+SwatchColors.swift": SwiftExports.text(.swiftui, glow, ownNames)], platform: .iOS)
        #expect(diagnostics?.contains("invalid redeclaration of 'glow'") == true, "\(diagnostics ?? "")")
    }

    /// Every combination of `--access`, `--namespaces` and `--values`, for each format and platform: the sample
    /// catalog as the platform type's own extension (`--xcode-symbols none`; XcodeSymbolsTests checks the enum
    /// beside Xcode's symbols in every combination), the nested fixture and the awkward names as enums, built as a
    /// module; then code using the colours, in a module of its own for `public` and `package` (as an app uses a
    /// design-system package), else in the same module. SwiftUI's use includes `.foregroundStyle(.glow)`. A platform's
    /// two formats go into one module, as one app target has both (and as XcodeSymbolsTests builds them): one compiler
    /// run a combination instead of two, each about 0.1 s of CPU starting up.
    @Test(arguments: [SwiftTypeCheck.Platform.iOS, .macOS])
    func everyOptionCombinationTypeChecks(platform: SwiftTypeCheck.Platform) throws {
        let formats: [PaletteFormat] = platform == .iOS ? [.uikit, .swiftui] : [.appkit, .swiftui]
        for access in SwiftAccess.allCases {
            for namespaces in SwiftNamespaces.allCases {
                for values in SwiftValues.allCases {
                    let options = FormatOptions(source: "Assets.xcassets", access: access, namespaces: namespaces, values: values,
                                                xcodeSymbols: .notGenerated)
                    func named(_ typeName: String) -> FormatOptions {
                        var copy = options
                        copy.typeName = typeName
                        return copy
                    }
                    let module = access == .internal ? nil : "DesignSystem"
                    var files: [String: String] = [:], client: [String: String] = [:]
                    for format in formats {
                        let names = Self.enumNames(format)
                        files["Samples+\(format.name).swift"] = try SwiftExports.text(format, SwiftExports.samples(), options)
                        files["Nested+\(format.name).swift"] = try SwiftExports.text(format, SwiftExports.nested(), named(names.nested))
                        files["Odd+\(format.name).swift"] = try SwiftExports.text(format, SwiftExports.odd(), named(names.odd))
                        client["Use+\(format.name).swift"] = Self.use(format, namespaces: namespaces, module: module)
                    }
                    let arguments = access == .package ? ["-package-name", "SwatchChecks"] : []
                    let diagnostics = module == nil
                        ? try SwiftTypeCheck.diagnostics(files.merging(client) { a, _ in a }, platform: platform, arguments: arguments)
                        : try SwiftTypeCheck.diagnostics(module: "DesignSystem", files: files, client: client, platform: platform,
                                                         arguments: arguments)
                    #expect(diagnostics == nil,
                            "\(formats.map(\.name)) \(access) \(namespaces) \(values) on \(platform): \(diagnostics ?? "")")
                }
            }
        }
    }

    /// The enums `everyOptionCombinationTypeChecks` puts the nested fixture and the awkward names in: SwiftUI's apart
    /// from the platform format's, as the two share a module.
    static func enumNames(_ format: PaletteFormat) -> (nested: String, odd: String) {
        format.name == "swiftui" ? ("NestedSwiftUIColors", "OddSwiftUIColors") : ("NestedColors", "OddColors")
    }

    /// `--format swift` (plain values) at every access level, flat and nested, with the standard library alone:
    /// `Palette.all` lists the namespaced colours by their path inside the enum, and another module uses them.
    @Test(.enabled(if: SwiftTypeCheck.swiftc != nil, "swiftc not found"))
    func plainValuesTypeCheckAtEveryAccessAndNamespaceStyle() throws {
        for access in SwiftAccess.allCases {
            for namespaces in SwiftNamespaces.allCases {
                let options = FormatOptions(source: "Assets.xcassets", access: access, namespaces: namespaces)
                let code = try SwiftExports.text(.swiftValues, SwiftExports.nested(), options)
                let sidebar = namespaces == .nested ? "Palette.Theme.System.sidebarBackground" : "Palette.themeSystemSidebarBackground"
                if namespaces == .nested { #expect(code.contains("Theme.System.sidebarBackground"), "\(code)") }
                let module = access == .internal ? nil : "Values"
                let use = (module.map { ["import \($0)"] } ?? [])
                    + ["func names() -> [String] { Palette.all.map(\\.name) + [\(sidebar).name, \(sidebar).light.hex] }"]
                let client = ["Use.swift": use.joined(separator: "\n") + "\n"]
                let arguments = access == .package ? ["-package-name", "SwatchChecks"] : []
                let diagnostics = access == .internal
                    ? try SwiftTypeCheck.diagnostics(client.merging(["Palette.swift": code]) { a, _ in a }, platform: nil)
                    : try SwiftTypeCheck.diagnostics(module: "Values", files: ["Palette.swift": code], client: client, platform: nil,
                                                     arguments: arguments)
                #expect(diagnostics == nil, "swift \(access) \(namespaces): \(diagnostics ?? "")")
            }
        }
        #expect(throws: SwatchError.self) { try SwiftExports.text(.swiftValues, SwiftExports.nested(), FormatOptions(values: .catalog)) }
    }

    /// Code using the exported colours: a flat or namespaced sample colour, a renamed one, a nested fixture
    /// colour three namespaces down, and for SwiftUI the shape style shorthand.
    static func use(_ format: PaletteFormat, namespaces: SwiftNamespaces, module: String?) -> String {
        let type = format.name == "uikit" ? "UIColor" : format.name == "appkit" ? "NSColor" : "Color"
        let framework = format.name == "uikit" ? "UIKit" : format.name == "appkit" ? "AppKit" : "SwiftUI"
        let brand = namespaces == .nested ? "\(type).Brand.primary" : "\(type).brandPrimary"
        let names = enumNames(format)
        let sidebar = namespaces == .nested
            ? "\(names.nested).Theme.System.sidebarBackground" : "\(names.nested).themeSystemSidebarBackground"
        var lines = ["import \(framework)"] + (module.map { ["import \($0)"] } ?? [])
        // Each format's client declares `colours()` returning its own type: two overloads, one per format, in one module.
        lines.append("func colours() -> [\(type)] { [\(type).accent, \(type).glow, \(brand), \(sidebar), \(names.odd).`class`] }")
        if format.name == "uikit" { lines.append("func renamed() -> UIColor { .linkColor }") }
        if format.name == "swiftui" {
            lines.append("func styled() -> some View { Text(\"x\").foregroundStyle(.glow).foregroundStyle(.accent) }")
            if namespaces == .flat { lines.append("func namespacedStyle() -> some View { Text(\"x\").foregroundStyle(.brandPrimary) }") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--values catalog` under SwiftPM finds the package's resource bundle, `Bundle.module`.
    @Test(arguments: [(PaletteFormat.uikit, SwiftTypeCheck.Platform.iOS), (.appkit, .macOS), (.swiftui, .iOS)])
    func catalogCodeUsesThePackageBundleInAPackage(format: PaletteFormat, platform: SwiftTypeCheck.Platform) throws {
        let code = try SwiftExports.text(format, SwiftExports.samples(), FormatOptions(values: .catalog))
        let module = "import Foundation\nextension Bundle { static var module: Bundle { Bundle.main } }\n"
        let diagnostics = try SwiftTypeCheck.diagnostics(["Colors.swift": code, "Module.swift": module], platform: platform,
                                                         arguments: ["-D", "SWIFT_PACKAGE"])
        #expect(diagnostics == nil, "\(diagnostics ?? "")")
    }

    @Test(arguments: SwiftAccess.allCases)
    func swiftCompatTypeChecksAtEveryAccessLevel(access: SwiftAccess) throws {
        let code = try SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios13"), FormatOptions(access: access))
        let client = ["Use.swift": "import UIKit\nimport Shims\nfunc label() -> UIColor { ColorCompatibility.label }\n"]
        let arguments = access == .package ? ["-package-name", "SwatchChecks"] : []
        let diagnostics = access == .internal
            ? try SwiftTypeCheck.diagnostics(["ColorCompatibility.swift": code], platform: .iOS)
            : try SwiftTypeCheck.diagnostics(module: "Shims", files: ["ColorCompatibility.swift": code], client: client, platform: .iOS,
                                             arguments: arguments)
        #expect(diagnostics == nil, "\(diagnostics ?? "")")
    }

    /// Without `public`, another module cannot use the colours: the cross-module check above sees access levels.
    @Test func internalColoursAreNotVisibleFromAnotherModule() throws {
        let code = try SwiftExports.text(.uikit, SwiftExports.samples(), FormatOptions(xcodeSymbols: .notGenerated))
        let diagnostics = try #require(try SwiftTypeCheck.diagnostics(
            module: "DesignSystem", files: ["Samples.swift": code],
            client: ["Use.swift": Self.use(.uikit, namespaces: .flat, module: "DesignSystem")], platform: .iOS))
        #expect(diagnostics.contains("'glow' is inaccessible due to 'internal' protection level"))
    }

    /// The checker must fail code the stubs do not allow, or the tests above prove nothing.
    @Test func theStubsRejectWrongCode() throws {
        let wrong = """
            import UIKit
            let a = UIColor(red: 1.0, green: 0.0, blue: 0.0)
            let b = UIColor { traits in traits.userInterfaceStyle == .elevated ? UIColor.label : UIColor.black }
            """
        let diagnostics = try #require(try SwiftTypeCheck.diagnostics(["Wrong.swift": wrong], platform: .iOS))
        #expect(diagnostics.contains("missing argument for parameter 'alpha'"))
        #expect(diagnostics.contains("elevated"))
        // Colours are not Sendable: a stored static colour is an error in Swift 6.
        let stored = "import AppKit\nenum Stored { static let tint = NSColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0) }\n"
        #expect(try SwiftTypeCheck.diagnostics(["Stored.swift": stored], platform: .macOS) != nil)
        // SwiftUI on macOS has no Color(uiColor:).
        let uiColorOnMac = "import SwiftUI\nimport AppKit\nlet c = Color(uiColor: NSColor(white: 0, alpha: 1))\n"
        #expect(try SwiftTypeCheck.diagnostics(["Mac.swift": uiColorOnMac], platform: .macOS) != nil)
        // A Color extension alone is not a shape style: `.foregroundStyle(.mine)` needs `ShapeStyle where Self == Color`.
        let notAStyle = "import SwiftUI\nextension Color { static var mine: Color { Color(white: 0) } }\nfunc v() -> some View { Text(\"x\").foregroundStyle(.mine) }\n"
        #expect(try SwiftTypeCheck.diagnostics(["Style.swift": notAStyle], platform: .iOS) != nil)
        // The asset catalog initialisers return optionals, as UIKit's and AppKit's do.
        let unwrapped = "import UIKit\nfunc c() -> UIColor { UIColor(named: \"x\", in: nil, compatibleWith: nil) }\n"
        #expect(try SwiftTypeCheck.diagnostics(["Named.swift": unwrapped], platform: .iOS) != nil)
        // `package` needs a package name.
        let package = "import UIKit\nextension UIColor { package static var p: UIColor { .black } }\n"
        #expect(try SwiftTypeCheck.diagnostics(["Package.swift": package], platform: .iOS) != nil)
        #expect(try SwiftTypeCheck.diagnostics(["Package.swift": package], platform: .iOS, arguments: ["-package-name", "P"]) == nil)
    }
}
