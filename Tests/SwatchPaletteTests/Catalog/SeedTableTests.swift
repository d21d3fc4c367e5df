import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// The `ios13` catalog against the two seed tables, read from copies of the seed documents in
/// `__Fixtures__/seeds/`. Every value must match, except where SYSTEM-COLORS.md documents a conflict.
@Suite struct SeedTableTests {
    /// One value a seed prints: a colour in one appearance.
    struct SeedValue {
        let name: String
        let appearance: Appearance
        /// Channels and alpha rounded half up, as the catalog stores them.
        let color: RGBA8
        /// The hex code exactly as the seed prints it, if it prints one.
        let printedHex: String?
    }

    static let ios13 = try! SystemCatalog.palette(named: "ios13")

    /// Noah Gilmore's post (seed 003): a name line, then `#3c3c4399rgba(60.0, 60.0, 67.0, 0.6)`.
    static func noahValues() throws -> [SeedValue] {
        var values: [SeedValue] = []
        var appearance: Appearance?
        var previous = ""
        let pattern = /^#([0-9a-f]{8})rgba\(([\d.]+), ([\d.]+), ([\d.]+), ([\d.]+)\)$/
        for line in try SeedTables.seed("noah-gilmore-ios13-colors.txt").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("Light Mode") { appearance = .light }
            if line.hasPrefix("Dark Mode") { appearance = .dark }
            if line.hasPrefix("ColorCompatibility full code") { appearance = nil }
            if let appearance, let match = try pattern.wholeMatch(in: String(line)) {
                let color = RGBA8(r: UInt8(Double(match.2)!), g: UInt8(Double(match.3)!), b: UInt8(Double(match.4)!),
                                  a: HexRounding.halfUp.byte(Double(match.5)!))
                values.append(SeedValue(name: previous, appearance: appearance, color: color, printedHex: "#" + match.1.uppercased()))
            }
            previous = line.trimmingCharacters(in: .whitespaces)
        }
        return values
    }

    /// The Perseus README (seed 002): `| 60, 60, 67, 0.6 | 235, 235, 245, 0.6 | .secondaryLabel_Adapted | ...`.
    static func perseusValues() throws -> [SeedValue] {
        let pattern = /^\|\s*([\d., ]+?)\s*\|\s*([\d., ]+?)\s*\|\s*\.(\w+)_Adapted/
        return try SeedTables.seed("perseus-dark-mode-readme.txt").split(separator: "\n").flatMap { line -> [SeedValue] in
            guard let match = try pattern.prefixMatch(in: String(line)) else { return [] }
            return [(Appearance.light, match.1), (.dark, match.2)].map { appearance, text in
                let parts = text.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces))! }
                let color = RGBA8(r: UInt8(parts[0]), g: UInt8(parts[1]), b: UInt8(parts[2]),
                                  a: parts.count == 4 ? HexRounding.halfUp.byte(parts[3]) : 255)
                return SeedValue(name: String(match.3), appearance: appearance, color: color, printedHex: nil)
            }
        }
    }

    func check(_ values: [SeedValue], documented: [String: SeedTables.Documented]) {
        for value in values {
            let key = "\(value.name) \(value.appearance.rawValue)"
            let color = Self.ios13.color(named: value.name)
            switch documented[key] {
            case nil:
                #expect(color?.value(for: value.appearance) == value.color, "\(key): seed \(value.color.hex)")
            case .differs:
                #expect(color != nil && color?.value(for: value.appearance) != value.color, "\(key) is documented as differing")
            case .isAppearance(let other, _):
                #expect(color?.value(for: other) == value.color, "\(key): seed \(value.color.hex) is the \(other) value")
            case .notInIOS13:
                #expect(color == nil, "\(value.name) must not be invented for iOS 13")
            }
        }
    }

    @Test func noahTableMatches() throws {
        let values = try Self.noahValues()
        #expect(values.count == 72)
        check(values, documented: SeedTables.noahDocumented)
    }

    @Test func perseusTablesMatch() throws {
        let values = try Self.perseusValues()
        #expect(values.count == 2 * (18 + 18))
        check(values, documented: SeedTables.perseusDocumented)
    }

    /// Noah's hex column truncates alphas; `--hex-rounding truncate` reproduces it code for code.
    @Test func truncatedCodesReproduceNoahsHexColumn() throws {
        let truncated = Self.ios13.rounded(.truncate)
        for value in try Self.noahValues() where SeedTables.noahDocumented["\(value.name) \(value.appearance.rawValue)"] == nil {
            #expect(truncated.color(named: value.name)?.value(for: value.appearance).hex == value.printedHex, "\(value.name) \(value.appearance)")
        }
    }
}
