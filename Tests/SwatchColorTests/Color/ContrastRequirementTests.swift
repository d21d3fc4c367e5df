import Testing
import SwatchKit
@testable import SwatchColor
import SwatchTestSupport

/// WCAG 2 ratios against published values, the threshold edge, alpha compositing and the size policies.
@Suite struct ContrastRequirementTests {
    /// Black on white is 21:1; #777777 on white 4.48:1 as published (rounded), 4.4780… exactly, shown 4.47.
    @Test func publishedRatios() throws {
        #expect(ContrastVerdict.floored(RGBA8.black.contrast(over: .white)) == "21.00")
        let grey = try #require(RGBA8(hex: "#777777"))
        #expect(abs(grey.contrast(over: .white) - 4.478089) < 1e-6)
        #expect(ContrastVerdict.floored(grey.contrast(over: .white)) == "4.47")  // floored, never rounded up to a pass
    }

    /// Apple's own colours, published rounded: light secondaryLabel (#3C3C43 at 60%, seen as #8A8A8E) on
    /// white 3.44:1, systemBlue (#007AFF) 4.02:1, the Increase Contrast blue (#0040DD) 7.56:1. Shown floored.
    @Test(arguments: [("#3C3C4399", 3.438877, "3.43"), ("#007AFF", 4.016976, "4.01"), ("#0040DD", 7.560892, "7.56")])
    func appleColoursOnWhite(hex: String, exact: Double, shown: String) throws {
        let color = try #require(RGBA8(hex: hex))
        #expect(abs(color.contrast(over: .white) - exact) < 1e-6)
        #expect(ContrastVerdict.floored(color.contrast(over: .white)) == shown)
    }

    /// A translucent colour is composited over what is under it first, with the sheets' blend.
    @Test func translucentForegroundsAreComposited() throws {
        let secondary = try #require(RGBA8(hex: "#3C3C4399"))
        #expect(secondary.contrast(over: .white) == RGBA8.stacked([.white, secondary]).contrastRatio(with: .white))
        #expect(secondary.contrast(over: .white) < secondary.contrastRatio(with: .white))  // alpha ignored would overstate it
    }

    /// 4.499 fails 4.5 and shows as 4.49; 4.5 passes.
    @Test func theEdgeIsNeverRounded() {
        let below = ContrastVerdict(ratio: 4.499, use: .text, level: .aa)
        #expect(!below.passes)
        #expect(below.badge == "4.49 AA✗")
        #expect(ContrastVerdict(ratio: 4.5, use: .text, level: .aa).passes)
        #expect(ContrastVerdict(ratio: 4.5, use: .text, level: .aaa).badge == "4.50 AAA✗")
    }

    @Test(arguments: [(ContrastLevel.aa, ContrastUse.text, 4.5), (.aa, .largeText, 3), (.aa, .nonText, 3),
                      (.aaa, .text, 7), (.aaa, .largeText, 4.5), (.aaa, .nonText, 3)])
    func minimums(level: ContrastLevel, use: ContrastUse, minimum: Double) {
        #expect(level.minimum(for: use) == minimum)
    }

    /// HIG: 17 pt is text, 18 pt or bold is large. WCAG: 18 pt, or 14 pt bold.
    @Test func sizePolicies() {
        #expect(TextPolicy.hig.use(forTextOf: 17, bold: false) == .text)
        #expect(TextPolicy.hig.use(forTextOf: 18, bold: false) == .largeText)
        #expect(TextPolicy.hig.use(forTextOf: 12, bold: true) == .largeText)
        #expect(TextPolicy.wcag.use(forTextOf: 12, bold: true) == .text)
        #expect(TextPolicy.wcag.use(forTextOf: 14, bold: true) == .largeText)
        #expect(TextPolicy.wcag.use(forTextOf: 17, bold: false) == .text)
    }
}
