import Foundation
import Testing
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Every colour space of the Design Tokens Color Module against published values: each reference is
/// another library's (or the specification's) coordinates of an sRGB primary or white, converted back
/// here and compared with the sRGB it stands for, to 1e-6 unless the source gives fewer digits.
@Suite struct TokenColorSpaceTests {
    struct Reference: CustomTestStringConvertible, Sendable {
        let space: TokenColorSpace
        let components: (Double, Double, Double)
        let srgb: (Double, Double, Double)
        let tolerance: Double
        let source: String

        var testDescription: String { "\(space.rawValue) \(components) (\(source))" }
    }

    static let references: [Reference] = [
        // Björn Ottosson's reference OKLab values of the sRGB primaries (ok_color.h; bottosson.github.io/posts/oklab).
        Reference(space: .oklab, components: (0.6279553606145516, 0.22486306106597398, 0.1258462985307351), srgb: (1, 0, 0), tolerance: 1e-6, source: "Ottosson"),
        Reference(space: .oklab, components: (0.8664396115356694, -0.23388757418790818, 0.17949847989672985), srgb: (0, 1, 0), tolerance: 1e-6, source: "Ottosson"),
        Reference(space: .oklab, components: (0.4520137183853429, -0.03245698416876397, -0.3115281476783751), srgb: (0, 0, 1), tolerance: 1e-6, source: "Ottosson"),
        Reference(space: .oklab, components: (1, 0, 0), srgb: (1, 1, 1), tolerance: 1e-6, source: "white"),
        // color.js / CSS Color 4: sRGB red in OKLCH.
        Reference(space: .oklch, components: (0.6279553606145516, 0.25768330773615683, 29.2338851923426), srgb: (1, 0, 0), tolerance: 1e-6, source: "color.js"),
        // CSS Color 4's own example, to the four digits it gives.
        Reference(space: .oklch, components: (0.628, 0.2577, 29.23), srgb: (1, 0, 0), tolerance: 5e-3, source: "CSS Color 4 example"),
        // color.js: the sRGB primaries and secondaries in CIE Lab (D50).
        Reference(space: .lab, components: (54.29054294696968, 80.80492033462421, 69.89098825896275), srgb: (1, 0, 0), tolerance: 1e-6, source: "color.js"),
        Reference(space: .lab, components: (87.81853633115202, -79.27108223854806, 80.99459785152247), srgb: (0, 1, 0), tolerance: 1e-6, source: "color.js"),
        Reference(space: .lab, components: (29.56829715344471, 68.28740665215547, -112.02971798617645), srgb: (0, 0, 1), tolerance: 1e-6, source: "color.js"),
        Reference(space: .lab, components: (97.60701009682253, -15.749846639252663, 93.39361164266089), srgb: (1, 1, 0), tolerance: 1e-6, source: "color.js"),
        Reference(space: .lab, components: (100, 0, 0), srgb: (1, 1, 1), tolerance: 1e-5, source: "white"),
        // culori: sRGB red in LCH (D50).
        Reference(space: .lch, components: (54.29054294696968, 106.83719104365966, 40.85766878213079), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        // The sRGB primaries in XYZ (D65), as CSS Color 4's matrix gives them.
        Reference(space: .xyzD65, components: (0.4123907992659593, 0.2126390058715102, 0.0193308187155918), srgb: (1, 0, 0), tolerance: 1e-6, source: "CSS Color 4"),
        Reference(space: .xyzD65, components: (0.1804807884018343, 0.07219231536073371, 0.9505321522496607), srgb: (0, 0, 1), tolerance: 1e-6, source: "CSS Color 4"),
        Reference(space: .xyzD65, components: (0.3127 / 0.3290, 1, (1 - 0.3127 - 0.3290) / 0.3290), srgb: (1, 1, 1), tolerance: 1e-12, source: "D65 white"),
        // culori: sRGB red in XYZ (D50).
        Reference(space: .xyzD50, components: (0.436065742824811, 0.22249319175623702, 0.013923904500943465), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        // culori: sRGB red in display-p3, a98-rgb, prophoto-rgb and rec2020.
        Reference(space: .displayP3, components: (0.9174875573251657, 0.20028680774084662, 0.1385605912111141), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        Reference(space: .a98RGB, components: (0.8585916022954421, -5.533624232798453e-8, 2.1612063668957067e-8), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        Reference(space: .prophotoRGB, components: (0.7022480690905015, 0.2757205683151893, 0.10354759457098542), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        Reference(space: .rec2020, components: (0.7919771358198009, 0.23097568481079728, 0.07376147493817597), srgb: (1, 0, 0), tolerance: 1e-6, source: "culori"),
        // The colour module's "Hot pink" examples (#ff00ff), to the digits they give. (Its hsl example
        // says hue 330, which is #ff0080; magenta's hue is 300, as its hwb example has it.)
        Reference(space: .hsl, components: (300, 100, 50), srgb: (1, 0, 1), tolerance: 1e-12, source: "hsl(300 100% 50%)"),
        Reference(space: .hwb, components: (300, 0, 0), srgb: (1, 0, 1), tolerance: 1e-12, source: "hwb(300 0% 0%)"),
        Reference(space: .lab, components: (60.17, 93.54, -60.5), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .lch, components: (60.17, 111.4, 327.11), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .oklab, components: (0.701, 0.2746, -0.169), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .oklch, components: (0.7016, 0.3225, 328.363), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .xyzD65, components: (0.5929, 0.2848, 0.9699), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .xyzD50, components: (0.5791, 0.2831, 0.728), srgb: (1, 0, 1), tolerance: 5e-3, source: "colour module example"),
        Reference(space: .srgbLinear, components: (1, 0, 1), srgb: (1, 0, 1), tolerance: 1e-12, source: "colour module example"),
    ]

    /// Compared in linear light: near 0 the sRGB curve's slope of 12.92 would magnify the rounding of
    /// the published digits tenfold.
    @Test(arguments: references)
    func publishedValuesConvertToTheirSRGB(reference: Reference) {
        let srgb = reference.space.srgbEncoded(reference.components)
        let got = [srgb.red, srgb.green, srgb.blue].map(SRGBTransfer.linear)
        let want = [reference.srgb.0, reference.srgb.1, reference.srgb.2].map(SRGBTransfer.linear)
        for (channel, (a, b)) in zip(["red", "green", "blue"], zip(got, want)) {
            #expect(abs(a - b) <= reference.tolerance, "\(channel): \(a), expected \(b) ± \(reference.tolerance)")
        }
    }

    @Test func hslAndHwbFollowCSS() {
        // CSS Color 4: hsl(120deg 100% 25%) is #008000 (green 0.5); a hue is taken modulo 360.
        let green = TokenColorSpace.hsl.srgbEncoded((120, 100, 25))
        #expect(abs(green.red) < 1e-12 && abs(green.green - 0.5) < 1e-12 && abs(green.blue) < 1e-12)
        let negativeHue = TokenColorSpace.hsl.srgbEncoded((-240, 100, 25))
        #expect(abs(negativeHue.green - 0.5) < 1e-12)
        // Whiteness and blackness adding up to more than 100% make a grey of their ratio.
        let grey = TokenColorSpace.hwb.srgbEncoded((0, 60, 60))
        #expect(grey.red == 0.5 && grey.green == 0.5 && grey.blue == 0.5)
    }

    @Test func displayP3ConvertsAsAssetCatalogsDo() {
        let p3 = (0.9, 0.3, 0.1)
        let tokens = TokenColorSpace.displayP3.srgbEncoded(p3)
        let catalog = DisplayP3.srgbEncoded(red: p3.0, green: p3.1, blue: p3.2)
        #expect(tokens.red == catalog.red && tokens.green == catalog.green && tokens.blue == catalog.blue)
    }

    @Test func wideGamutColoursComeOutExtended() {
        // display-p3 green is outside sRGB: negative red and blue, before clipping.
        let green = TokenColorSpace.displayP3.srgbEncoded((0, 1, 0))
        #expect(green.red < 0 && green.blue < 0 && green.green > 1)
    }
}
