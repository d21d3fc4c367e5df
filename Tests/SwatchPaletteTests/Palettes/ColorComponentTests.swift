import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Component notations and colour spaces of colour sets, converted to 8-bit sRGB.
@Suite struct ColorComponentTests {
    /// Converts components (strings or JSON numbers) in `space`, with alpha 1 unless given.
    func convert(_ components: [String: Any], _ space: AssetColorSpace = .srgb) throws -> ConvertedColor {
        try ConvertedColor(components: JSONNode(root: components), space: space, rounding: .halfUp)
    }

    func grey(_ value: Any) throws -> UInt8 {
        try convert(["red": value, "green": value, "blue": value]).color.r
    }

    @Test(arguments: [
        ("0.000", 0), ("1.000", 255), ("0.500", 128), ("0.18", 46), (".5", 128), ("5e-1", 128),
        ("128", 128), ("255", 255), ("0", 0), ("1", 1), ("+7", 7),
        ("0x80", 128), ("0xFF", 255), ("0Xff", 255), ("0x0", 0), ("0x007A", 122),
    ] as [(String, UInt8)])
    func stringNotations(text: String, byte: UInt8) throws {
        #expect(try grey(text) == byte)
    }

    /// Xcode writes strings; Apple's format reference documents numbers from 0 to 1, read as floats.
    @Test func jsonNumbersAreFloats() throws {
        let json = try JSONSerialization.jsonObject(with: Data(#"{"red": 0.5, "green": 1, "blue": 0, "alpha": 0.6}"#.utf8))
        let color = try ConvertedColor(components: JSONNode(root: json), space: .srgb, rounding: .halfUp).color
        #expect(color == RGBA8(r: 128, g: 255, b: 0, a: 153))
    }

    @Test func alphaTakesEveryNotationAndDefaultsToOpaque() throws {
        for alpha in ["0.600", "153", "0x99"] {
            #expect(try convert(["red": "0", "green": "0", "blue": "0", "alpha": alpha]).color.a == 153)
        }
        #expect(try convert(["red": "0", "green": "0", "blue": "0"]).color.a == 255)
    }

    /// Alpha is a number from 0 to 1 in Apple's format, and Xcode writes it as a float: a generator's `"1"` is opaque, not
    /// the 8-bit 1/255 that `"1"` is for red, green and blue (H23-11); `"+1"` alike, and the other integers stay bytes.
    @Test func alphaOneIsOpaque() throws {
        for (alpha, byte) in [("1", 255), ("+1", 255), ("0", 0), ("2", 2), ("255", 255)] as [(String, UInt8)] {
            #expect(try convert(["red": "1", "green": "0", "blue": "0", "alpha": alpha]).color == RGBA8(r: 1, g: 0, b: 0, a: byte), "\(alpha)")
        }
    }

    @Test(arguments: ["1.7x", "", "abc", "nan", "inf", "0x", "0xG1", "1e", "--1", "1.2.3", "0x1p3", " 1"])
    func notNumbers(text: String) {
        #expect(throws: JSONProblem(keyPath: "red", problem: "\"\(text)\" is not a number")) { try grey(text) }
    }

    @Test func nonStringValuesAreNotNumbers() throws {
        let json = try JSONSerialization.jsonObject(with: Data(#"{"red": true, "green": "0", "blue": "0"}"#.utf8))
        #expect(throws: JSONProblem(keyPath: "red", problem: "true is not a number")) {
            try ConvertedColor(components: JSONNode(root: json), space: .srgb, rounding: .halfUp)
        }
        #expect(throws: JSONProblem(keyPath: "red", problem: "[...] is not a number")) { try grey([1]) }
    }

    @Test(arguments: ["1.7", "-0.1", "1.0001", "256", "300", "-1", "0x100", "0x1FF", "1e400", "99999999"])
    func outOfRange(text: String) {
        #expect(throws: JSONProblem(keyPath: "red", problem: "\"\(text)\" is out of range")) { try grey(text) }
    }

    @Test func alphaStaysWithinZeroToOneEvenInExtendedSpaces() {
        #expect(throws: JSONProblem(keyPath: "alpha", problem: "\"1.5\" is out of range")) {
            try convert(["red": "0", "green": "0", "blue": "0", "alpha": "1.5"], .extendedSRGB)
        }
    }

    @Test func missingComponents() {
        #expect(throws: JSONProblem(keyPath: "green", problem: "missing")) { try convert(["red": "0", "blue": "0"]) }
        #expect(throws: JSONProblem(keyPath: "white", problem: "missing")) { try convert(["red": "0"], .grayGamma22) }
    }

    @Test func srgbIsTakenAsIs() throws {
        let converted = try convert(["red": "0.431", "green": "0x3A", "blue": "216", "alpha": "1.000"])
        #expect(converted.color.hex == "#6E3AD8FF")
        #expect(!converted.clipped)
    }

    @Test func extendedSRGBIsClippedWithAFlag() throws {
        let wide = try convert(["red": "1.2", "green": "-0.1", "blue": "0.5"], .extendedSRGB)
        #expect(wide.color == RGBA8(r: 255, g: 0, b: 128))
        #expect(wide.clipped)
        // Within half a step of the range the byte is the same either way: no warning.
        let nearly = try convert(["red": "1.001", "green": "-0.001", "blue": "0.5"], .extendedSRGB)
        #expect(nearly.color == RGBA8(r: 255, g: 0, b: 128))
        #expect(!nearly.clipped)
        // Integers and hex bytes stay 0...255 even in extended spaces.
        #expect(throws: JSONProblem(keyPath: "red", problem: "\"300\" is out of range")) {
            try convert(["red": "300", "green": "0", "blue": "0"], .extendedSRGB)
        }
    }

    /// Pure P3 red is outside sRGB: red stays at the top, green and blue come out negative.
    @Test func displayP3RedIsClipped() throws {
        let red = try convert(["red": "1.000", "green": "0.000", "blue": "0.000"], .displayP3)
        #expect(red.color.hex == "#FF0000FF")
        #expect(red.clipped)
    }

    @Test func displayP3GreyStaysGrey() throws {
        let grey = try convert(["red": "0.500", "green": "0.500", "blue": "0.500"], .displayP3)
        #expect(grey.color.hex == "#808080FF")
        #expect(!grey.clipped)
        #expect(try convert(["red": "1", "green": "1", "blue": "1"], .displayP3).color == RGBA8(r: 1, g: 1, b: 1))
        #expect(try convert(["red": "1.0", "green": "1.0", "blue": "1.0"], .displayP3).color == .white)
    }

    /// sRGB #FF3B30 (iOS 13's systemRed) in Display P3 is (0.921302, 0.304481, 0.240514), computed with the
    /// inverse of the standard matrix; Xcode would show it rounded to three digits.
    @Test(arguments: [("0.921302", "0.304481", "0.240514"), ("0.921", "0.304", "0.241")])
    func displayP3InsideSRGBComesBack(red: String, green: String, blue: String) throws {
        let converted = try convert(["red": red, "green": green, "blue": blue], .displayP3)
        #expect(!converted.clipped)
        #expect(abs(Int(converted.color.r) - 0xFF) <= 1)
        #expect(abs(Int(converted.color.g) - 0x3B) <= 1)
        #expect(abs(Int(converted.color.b) - 0x30) <= 1)
    }

    /// Any sRGB colour written in P3 (through the inverse matrix) converts back to the same bytes.
    @Test func displayP3RoundTripsSRGBColours() throws {
        let toP3 = DisplayP3.linearToLinearSRGB.inverse
        for hex in ["#000000", "#FFFFFF", "#FF3B30", "#34C759", "#007AFF", "#5F35B1", "#00A19B", "#FFD60A", "#8E8E93"] {
            let srgb = try #require(RGBA8(hex: hex))
            let linear = [srgb.r, srgb.g, srgb.b].map { SRGBTransfer.linear(Double($0) / 255) }
            let p3 = toP3 * (linear[0], linear[1], linear[2])
            let components = [p3.0, p3.1, p3.2].map { String(format: "%.6f", SRGBTransfer.encoded($0)) }
            let back = try convert(["red": components[0], "green": components[1], "blue": components[2]], .displayP3)
            #expect(back.color == srgb, "\(hex) via P3 \(components)")
        }
    }

    /// The matrix derived from the primaries matches the published one (W3C CSS Color 4's sample code,
    /// linear Display P3 → XYZ → linear sRGB), rounded to 7 digits, and keeps white white.
    @Test func displayP3MatrixMatchesThePublishedValues() {
        let published: [[Double]] = [
            [1.2249402, -0.2249402, 0.0000000],
            [-0.0420570, 1.0420570, 0.0000000],
            [-0.0196376, -0.0786360, 1.0982736],
        ]
        let matrix = DisplayP3.linearToLinearSRGB.rows
        for i in 0..<3 {
            for j in 0..<3 { #expect(abs(matrix[i][j] - published[i][j]) < 1e-6, "[\(i)][\(j)] = \(matrix[i][j])") }
            #expect(abs(matrix[i].reduce(0, +) - 1) < 1e-12)
        }
    }

    /// gray-gamma-22: 0.5 is linear 0.5^2.2 = 0.2176, sRGB-encoded 0.5039 -> 128; 0.2 differs from sRGB's 51.
    @Test func grayGamma22() throws {
        #expect(try convert(["white": "0.500", "alpha": "1.000"], .grayGamma22).color.hex == "#808080FF")
        #expect(try convert(["white": "0.200"], .grayGamma22).color.hex == "#303030FF")
        #expect(try convert(["white": "0.965"], .grayGamma22).color.hex == "#F6F6F6FF")
        #expect(try convert(["white": "0"], .grayGamma22).color == .black)
        #expect(try convert(["white": "1.0", "alpha": "0.5"], .grayGamma22).color == RGBA8(r: 255, g: 255, b: 255, a: 128))
        #expect(throws: JSONProblem(keyPath: "white", problem: "\"1.2\" is out of range")) {
            try convert(["white": "1.2"], .grayGamma22)
        }
    }

    @Test func extendedGrayUsesTheSRGBCurveAndClips() throws {
        #expect(try convert(["white": "0.500"], .extendedGray).color.hex == "#808080FF")
        #expect(try convert(["white": "0.110"], .extendedGray).color.hex == "#1C1C1CFF")
        let bright = try convert(["white": "1.250"], .extendedGray)
        #expect(bright.color == .white)
        #expect(bright.clipped)
    }

    @Test func extendedLinearSRGBIsEncoded() throws {
        #expect(try convert(["red": "0.5", "green": "0.2176", "blue": "0"], .extendedLinearSRGB).color.hex == "#BC8000FF")
        let hot = try convert(["red": "2.0", "green": "0.5", "blue": "-0.2"], .extendedLinearSRGB)
        #expect(hot.color.hex == "#FFBC00FF")
        #expect(hot.clipped)
    }

    @Test func transferCurveRoundTrips() {
        for value in stride(from: -1.5, through: 1.5, by: 0.01) {
            #expect(abs(SRGBTransfer.encoded(SRGBTransfer.linear(value)) - value) < 1e-12)
        }
        #expect(abs(SRGBTransfer.linear(0.5) - 0.214041) < 1e-6)
    }
}
