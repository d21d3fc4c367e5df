import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

@Suite struct ColorReferenceTests {
    let palette = try! SystemCatalog.palette(named: "ios26")

    @Test func namesResolvePerAppearance() throws {
        let red = try #require(ColorReference(parsing: "systemRed"))
        #expect(try red.resolve(in: palette, for: .light, option: "--cell").hex == "#FF383CFF")
        #expect(try red.resolve(in: palette, for: .dark, option: "--cell").hex == "#FF4245FF")
    }

    @Test func literalsAreTheSameInEveryAppearance() throws {
        let literal = try #require(ColorReference(parsing: "#12345680"))
        #expect(try literal.resolve(in: palette, for: .dark, option: "--tint").hex == "#12345680")
    }

    @Test func malformedHexIsRejected() {
        #expect(ColorReference(parsing: "#12345") == nil)
        #expect(ColorReference(parsing: "") == nil)
    }

    @Test func unknownNamesSuggestTheClosest() {
        #expect(throws: SwatchError(.usage, "--cell: unknown colour 'systemReed' (did you mean 'systemRed'?)")) {
            try ColorReference.named("systemReed").resolve(in: palette, for: .light, option: "--cell")
        }
        #expect(throws: SwatchError(.usage, "--table: unknown colour 'banana'")) {
            try ColorReference.named("banana").resolve(in: palette, for: .light, option: "--table")
        }
    }
}
