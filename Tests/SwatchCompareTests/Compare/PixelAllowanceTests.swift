import Testing
import SwatchKit
@testable import SwatchCompare
import SwatchTestSupport

@Suite struct PixelAllowanceTests {
    @Test(arguments: [("0", PixelAllowance.count(0)), ("12", .count(12)), ("0.5%", .percent(0.5)), ("100%", .percent(100))])
    func parses(text: String, allowance: PixelAllowance) {
        #expect(PixelAllowance(parsing: text) == allowance)
        #expect(allowance.description == text)
    }

    /// Only the spellings `PixelAllowance.pattern` gives (swatch.yml's schema says the same): not Swift's `+2`, `0x10`,
    /// `1e1%` or hexadecimal `0x1p3%`, nor YAML 1.1's `1_0`.
    @Test(arguments: ["", "-1", "1.5", "abc", "%", "101%", "-2%", "nan%", "5 %", "+2", "0x10", "1_0", "1e1%", "0x1p3%", ".5%", "5.%", "99999999999999999999"])
    func rejects(text: String) {
        #expect(PixelAllowance(parsing: text) == nil)
    }

    @Test func percentRoundsDown() {
        #expect(PixelAllowance.percent(1).allowedPixels(of: 300) == 3)
        #expect(PixelAllowance.percent(0.5).allowedPixels(of: 999) == 4)
        #expect(PixelAllowance.count(7).allowedPixels(of: 1) == 7)
    }
}
