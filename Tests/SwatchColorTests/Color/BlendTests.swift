import Testing
import SwatchKit
@testable import SwatchColor
import SwatchTestSupport

@Suite struct BlendTests {
    @Test func mul255RoundsToNearestForEveryPair() {
        for x in 0...255 {
            for y in 0...255 {
                let exact = Double(x * y) / 255
                #expect(Int(mul255(UInt8(x), UInt8(y))) == Int(exact.rounded()), "\(x) * \(y) / 255")
            }
        }
    }

    @Test(arguments: [0, 1, 46, 77, 128, 153, 254, 255])
    func sourceOverOntoOpaqueStaysOpaqueAndMatchesTwoStepRounding(alpha: Int) {
        for channel in stride(from: 0, through: 255, by: 3) {
            for below in stride(from: 0, through: 255, by: 5) {
                let top = RGBA8(r: UInt8(channel), g: 0, b: 255, a: UInt8(alpha))
                let bottom = RGBA8(r: UInt8(below), g: 255, b: 0)
                let seen = top.composited(over: bottom)
                #expect(seen.a == 255)
                // Premultiply (rounded), then add the rounded share of the background.
                let premultiplied = (Double(channel * alpha) / 255).rounded()
                let share = (Double(below * (255 - alpha)) / 255).rounded()
                #expect(Int(seen.r) == Int(premultiplied + share))
            }
        }
    }

    @Test func quaternaryLabelOverWhite() {
        let seen = RGBA8(hex: "#3C3C432E")!.composited(over: .white)
        #expect(seen.hex == "#DCDCDDFF")
    }

    @Test func secondaryLabelDarkOverBlack() {
        // 235 * 153 / 255 = 141, 245 * 153 / 255 = 147.
        #expect(RGBA8(hex: "#EBEBF599")!.composited(over: .black).hex == "#8D8D93FF")
    }

    @Test func clearLeavesTheBackground() {
        #expect(RGBA8.clear.composited(over: RGBA8(hex: "#F2F2F7")!).hex == "#F2F2F7FF")
    }

    @Test func coverageScalesEveryChannel() {
        let ink = RGBA8(r: 255, g: 128, b: 0).premultiplied.scaled(by: 128)
        #expect(ink == PremultipliedRGBA8(r: 128, g: 64, b: 0, a: 128))
    }

    @Test func demultiplyRoundsToNearest() {
        #expect(PremultipliedRGBA8(r: 64, g: 0, b: 1, a: 128).straight == RGBA8(r: 128, g: 0, b: 2, a: 128))
        #expect(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0).straight == .clear)
    }

    @Test func premultiplyThenDemultiplyKeepsOpaqueColours() {
        for c in 0...255 {
            let color = RGBA8(r: UInt8(c), g: UInt8(255 - c), b: UInt8(c / 2))
            #expect(color.premultiplied.straight == color)
        }
    }
}
