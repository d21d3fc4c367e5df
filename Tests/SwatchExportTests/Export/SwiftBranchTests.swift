import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// The dynamic colours have the branches their values need and no more, and each appearance gets the value
/// UIKit's fallbacks give it.
@Suite struct SwiftBranchTests {
    static let red = SourceColor(red: 1, green: 0, blue: 0)
    static let p3 = SourceColor(space: .displayP3, red: 0.279, green: 0.622, blue: 0.605)
    static let extended = SourceColor(red: 1.2, green: -0.05, blue: 0.5, alpha: 0.75)
    static let redCode = "UIColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)"
    static let p3Code = "UIColor(displayP3Red: 0.279, green: 0.622, blue: 0.605, alpha: 1.0)"
    static let extendedCode = "UIColor(red: 1.2, green: -0.05, blue: 0.5, alpha: 0.75)"

    func uikit(_ values: [Appearance: SourceColor]) -> String {
        UIKitCode.expression(for: SwiftExports.color("c", values)).joined(separator: "\n")
    }

    func appkit(_ values: [Appearance: SourceColor]) -> String {
        AppKitCode.expression(for: SwiftExports.color("c", values)).joined(separator: "\n")
    }

    @Test func aFixedColourIsNotDynamic() {
        #expect(uikit([.light: Self.red, .dark: Self.red]) == Self.redCode)
        #expect(appkit([.light: Self.red, .darkElevated: Self.p3]) == "NSColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)")
    }

    @Test func lightAndDarkIsOneCondition() {
        #expect(uikit([.light: Self.red, .dark: Self.p3]) == """
            UIColor { traits in
                traits.userInterfaceStyle == .dark
                    ? \(Self.p3Code)
                    : \(Self.redCode)
            }
            """)
    }

    /// Dark elevated high contrast falls back to dark elevated here: one case covers both.
    @Test func onlyElevatedDiffering() {
        #expect(uikit([.light: Self.red, .darkElevated: Self.extended]) == """
            UIColor { traits in
                traits.userInterfaceStyle == .dark && traits.userInterfaceLevel == .elevated
                    ? \(Self.extendedCode)
                    : \(Self.redCode)
            }
            """)
    }

    /// Dark high contrast falls back to dark, and so to light, not to light high contrast: the dark case stays.
    @Test func lightHighContrastOnly() {
        #expect(uikit([.light: Self.red, .lightHighContrast: Self.p3]) == """
            UIColor { traits in
                switch (traits.userInterfaceStyle, traits.accessibilityContrast) {
                case (.dark, _):
                    return \(Self.redCode)
                case (_, .high):
                    return \(Self.p3Code)
                default:
                    return \(Self.redCode)
                }
            }
            """)
    }

    @Test func sixValuesAreFiveCasesAndADefault() {
        var six: [Appearance: SourceColor] = [:]
        for (index, appearance) in Appearance.allCases.enumerated() {
            six[appearance] = SourceColor(red: Double(index) / 10, green: 0.5, blue: 0.25)
        }
        let code = uikit(six)
        #expect(code.contains("switch (traits.userInterfaceStyle, traits.accessibilityContrast, traits.userInterfaceLevel) {"))
        let patterns = code.split(separator: "\n").filter { $0.contains("case ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(patterns == ["case (.dark, .high, .elevated):", "case (.dark, .high, _):", "case (.dark, _, .elevated):",
                             "case (.dark, _, _):", "case (_, .high, _):"])
        #expect(code.hasSuffix("    default:\n        return UIColor(red: 0.0, green: 0.5, blue: 0.25, alpha: 1.0)\n    }\n}"))
    }

    /// Every catalog colour's code, read as UIKit would run it, gives each appearance its resolved value.
    @Test func everyCatalogColourResolvesAsTheCatalogDoes() throws {
        for name in ["ios13", "ios17", "ios26"] {
            for color in try SystemCatalog.palette(named: name).sections.flatMap(\.colors) {
                let cases = UIKitCode.cases(for: color)
                for appearance in Appearance.allCases {
                    let chosen = cases.first { $0.matches(appearance) }?.appearance ?? .light
                    #expect(color.source(for: chosen) == color.source(for: appearance), "\(name) \(color.name) \(appearance)")
                }
            }
        }
    }

    @Test func appkitNamesEveryAppearanceSharingAValue() {
        #expect(appkit([.light: Self.red, .dark: Self.p3, .darkHighContrast: Self.p3, .lightHighContrast: Self.extended]) == """
            NSColor(name: "c") { appearance in
                switch appearance.bestMatch(from: [.aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua]) {
                case .darkAqua, .accessibilityHighContrastDarkAqua:
                    return NSColor(displayP3Red: 0.279, green: 0.622, blue: 0.605, alpha: 1.0)
                case .accessibilityHighContrastAqua:
                    return NSColor(red: 1.2, green: -0.05, blue: 0.5, alpha: 0.75)
                default:
                    return NSColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)
                }
            }
            """)
        #expect(appkit([.light: Self.red, .dark: Self.p3, .darkElevated: Self.extended]) == """
            NSColor(name: "c") { appearance in
                appearance.bestMatch(from: [.aqua, .darkAqua]) == .darkAqua
                    ? NSColor(displayP3Red: 0.279, green: 0.622, blue: 0.605, alpha: 1.0)
                    : NSColor(red: 1.0, green: 0.0, blue: 0.0, alpha: 1.0)
            }
            """)
    }

    @Test func swiftUIFixedColoursNeedNoPlatformCode() throws {
        let text = try SwiftExports.text(.swiftui, SwiftExports.listing([
            SwiftExports.color("glow", [.light: Self.extended]), SwiftExports.color("p3", [.light: Self.p3]),
        ]))
        #expect(text.contains("    static var glow: Color {\n        Color(.sRGB, red: 1.2, green: -0.05, blue: 0.5, opacity: 0.75)\n    }\n"))
        #expect(text.contains("    static var p3: Color {\n        Color(.displayP3, red: 0.279, green: 0.622, blue: 0.605, opacity: 1.0)\n    }\n"))
    }
}
