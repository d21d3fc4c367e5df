import Foundation
import Testing
import SwatchKit
@testable import SwatchColor
import SwatchTestSupport

@Suite struct HexTests {
    @Test func formatsEightUpperCaseDigits() {
        #expect(RGBA8(r: 255, g: 59, b: 48).hex == "#FF3B30FF")
        #expect(RGBA8(r: 10, g: 0, b: 171, a: 7).hex == "#0A00AB07")
    }

    /// Every byte in every channel, against `String(format:)`.
    @Test func formatsEveryByte() {
        for byte in UInt8.min ... UInt8.max {
            let other = byte &* 37
            for color in [RGBA8(r: byte, g: other, b: 0, a: 255), RGBA8(r: 0, g: byte, b: other, a: 1), RGBA8(r: other, g: 255, b: byte, a: byte)] {
                #expect(color.hex == String(format: "#%02X%02X%02X%02X", color.r, color.g, color.b, color.a))
            }
        }
    }

    @Test(arguments: [("#FF3B30", "#FF3B30FF"), ("#ff3b30ff", "#FF3B30FF"), ("3C3C4399", "#3C3C4399"), ("#00000000", "#00000000")])
    func parses(_ text: String, _ expected: String) {
        #expect(RGBA8(hex: text)?.hex == expected)
    }

    @Test(arguments: ["", "#", "#FFF", "#12345", "#1234567", "#GG0000", "#FF3B30FF00", "red", "#+F3B30"])
    func rejectsMalformed(_ text: String) {
        #expect(RGBA8(hex: text) == nil)
    }

    @Test(arguments: [(0.18, 46, 45), (0.3, 77, 76), (0.16, 41, 40), (0.29, 74, 73), (0.36, 92, 91), (0.5, 128, 127), (0.6, 153, 153), (1.0, 255, 255), (0.0, 0, 0)])
    func roundsFractions(_ fraction: Double, halfUp: Int, truncated: Int) {
        #expect(Int(HexRounding.halfUp.byte(fraction)) == halfUp)
        #expect(Int(HexRounding.truncate.byte(fraction)) == truncated)
    }

    @Test func clampsOutOfRangeFractions() {
        #expect(HexRounding.halfUp.byte(1.7) == 255)
        #expect(HexRounding.halfUp.byte(-0.2) == 0)
    }
}
