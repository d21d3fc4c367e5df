import Foundation
import Testing
@testable import SwatchKit

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
    }
}
