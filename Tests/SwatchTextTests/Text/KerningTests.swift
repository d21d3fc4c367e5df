import SwatchKit
@testable import SwatchText
import Testing
import SwatchTestSupport

/// Inter keeps its kerning in GPOS, which only a shaper reads.
@Suite(.enabled(if: FontFiles.hasInter, "needs Inter (fonts-inter)"))
struct KerningTests {
    // From __Fixtures__/kerning_oracle.py: Inter Regular's GPOS 'kern' pair adjustments, read by fontTools.
    static let unitsPerEm = 2816
    static let pairs: [(String, Int)] = [
        ("AV", -192),
        ("VA", -176),
        ("AT", -240),
        ("TA", -240),
        ("AR", 0),
    ]

    @Test(arguments: [17.0, 51.0])
    func avatarIsNarrowerThanItsAdvancesByThePairValues(pixelSize: Double) throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: pixelSize)
        let unkerned = "AVATAR".map { font.measure(String($0)) }.reduce(0, +)
        let kerning = Double(Self.pairs.map(\.1).reduce(0, +)) * pixelSize / Double(Self.unitsPerEm)
        let kerned = font.measure("AVATAR")
        #expect(kerned < unkerned)
        // HarfBuzz rounds each position to 1/64 px.
        #expect(abs(kerned - (unkerned + kerning)) < 6.0 / 64)
    }

    @Test func eachPairMovesItsSecondGlyph() throws {
        let font = try FontStack(path: FontFiles.interRegular, pixelSize: 51)
        for (pair, units) in Self.pairs {
            let alone = pair.map { font.measure(String($0)) }.reduce(0, +)
            #expect(abs(font.measure(pair) - alone - Double(units) * 51 / Double(Self.unitsPerEm)) < 2.0 / 64, "\(pair)")
        }
    }
}
