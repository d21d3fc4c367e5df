import Foundation
import Testing
import SwatchKit
@testable import SwatchExport
import SwatchTestSupport

/// `swift-compat` reproduces the `ColorCompatibility` enum of Noah Gilmore's post (seed 003, copied in
/// `__Fixtures__/seeds/`), value by value, within the differences SeedTableTests documents.
@Suite struct SwiftCompatTests {
    /// One `static var` of a ColorCompatibility enum: what it returns on iOS 13+ and before.
    struct Shim: Equatable {
        let available: String
        let uikit: String
        /// The fallback's components exactly as written, and as Doubles.
        let text: [String]
        var values: [Double] { text.map { Double($0) ?? .nan } }
    }

    /// Every `static var NAME: UIColor { if #available(...) { return .X }; return UIColor(red: ...) }` in `source`.
    static func shims(in source: String) -> [String: Shim] {
        let pattern = /static var (\w+): UIColor \{\s*if #available\((iOS \d+), \*\) \{\s*return \.(\w+)\s*\}\s*return UIColor\(red: ([-\d.e]+), green: ([-\d.e]+), blue: ([-\d.e]+), alpha: ([-\d.e]+)\)/
        var shims: [String: Shim] = [:]
        for match in source.matches(of: pattern) {
            shims[String(match.1)] = Shim(available: String(match.2), uikit: String(match.3),
                                          text: [match.4, match.5, match.6, match.7].map(String.init))
        }
        return shims
    }

    static func seedEnum() throws -> String {
        let seed = try SeedTables.seed("noah-gilmore-ios13-colors.txt")
        let start = try #require(seed.range(of: "enum ColorCompatibility {"))
        return String(seed[start.lowerBound...])
    }

    @Test func ios13MatchesTheSeedValueByValue() throws {
        let seed = Self.shims(in: try Self.seedEnum())
        #expect(seed.count == 36)
        let ours = Self.shims(in: try SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios13")))
        #expect(Set(ours.keys) == Set(seed.keys), "ours only: \(Set(ours.keys).subtracting(seed.keys)), seed only: \(Set(seed.keys).subtracting(ours.keys))")
        for (name, shim) in seed.sorted(by: { $0.key < $1.key }) {
            // The fallback is the light value: the seed tables' documented differences apply to it as to the tables.
            switch SeedTables.noahDocumented["\(name) light"] {
            case nil:
                #expect(ours[name] == shim, "\(name): seed \(shim), ours \(String(describing: ours[name]))")
            case .differs, .isAppearance:
                #expect(ours[name]?.values != shim.values, "\(name) light is documented as differing")
            case .notInIOS13:
                #expect(ours[name] == nil)
            }
        }
    }

    @Test func theBuiltInCatalogOnly() throws {
        let error = #expect(throws: SwatchError.self) { try SwiftExports.text(.swiftCompat, SwiftExports.samples()) }
        #expect(error?.kind == .usage)
        #expect(error?.message == "--format swift-compat writes shims for UIKit's own colours, so it takes the built-in catalog "
            + "(--catalog), not a palette like Assets.xcassets; --format uikit writes your colours")
    }

    /// The fixed colours exist on every iOS version: they get no shim, and the header says so.
    @Test func fixedColoursAreLeftOut() throws {
        let text = try SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios26"))
        #expect(!text.contains("static var black") && !text.contains("Standard Fixed Colors\n"))
        #expect(text.contains("// The Standard Fixed Colors (black, blue, ...) are left out: UIKit has them on every iOS version."))
        let onlyFixed = #expect(throws: SwatchError.self) {
            try SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios26", sections: ["Standard Fixed Colors"]))
        }
        #expect(onlyFixed?.message.contains("exist on every iOS version") == true)
    }

    @Test func availabilityFollowsEachColourAndMinIOS() throws {
        let listing = try SwiftExports.catalog("ios26", names: ["label", "systemMint", "systemCyan", "systemBrown"])
        let byDefault = Self.shims(in: try SwiftExports.text(.swiftCompat, listing))
        #expect(byDefault.mapValues(\.available) == ["label": "iOS 13", "systemMint": "iOS 15", "systemCyan": "iOS 15", "systemBrown": "iOS 13"])
        let fourteen = Self.shims(in: try SwiftExports.text(.swiftCompat, listing, FormatOptions(minimumIOS: 14)))
        #expect(fourteen.mapValues(\.available) == ["label": "iOS 14", "systemMint": "iOS 15", "systemCyan": "iOS 15", "systemBrown": "iOS 14"])
        #expect(ColorListing.introduced("iOS 26.0+ (also iOS 27.0 per simulator check)") == 26)
        #expect(ColorListing.introduced("public from the iOS 15 SDK (docs: iOS 13.0+)") == 13)
        #expect(ColorListing.introduced("not public in the iOS 13 GM SDK") == nil)
    }

    @Test func typeNameRenamesTheEnum() throws {
        let text = try SwiftExports.text(.swiftCompat, SwiftExports.catalog("ios13", names: ["label"]), FormatOptions(typeName: "Legacy"))
        #expect(text.contains("\nenum Legacy {\n"))
    }
}
