import Testing
import SwatchKit
@testable import SwatchColor
import SwatchTestSupport

/// Colour-vision deficiency simulation: the published matrices, reference outputs from DaltonLens, linear
/// light, and severity 0 as normal vision.
@Suite struct ColorVisionTests {
    /// Reference outputs: deficiency, severity, colour, simulated linear-light RGB (unclamped), and the
    /// simulated colour encoded to the nearest byte.
    ///
    /// Printed by `__Fixtures__/cvd_oracle.py`, with DaltonLens-Python (github.com/DaltonLens/DaltonLens-Python, commit 3cba5e6, version
    /// 0.1.6: PyPI's 0.1.5 predates the Judd-Vos fix that libDaltonLens's matrices come from), in float64:
    /// `Simulator_Vienot1999()` for protanopia and deuteranopia, `Simulator_Brettel1997()` for tritanopia,
    /// `Simulator_Machado2009()` at severity 0.6, each as `sim._simulate_cvd_linear_rgb(
    /// convert.linearRGB_from_sRGB(rgb / 255), deficiency, severity)`. With numpy: achromatopsia (which
    /// DaltonLens does not simulate) as `linear @ [0.2126, 0.7152, 0.0722]`, and severity 0.55 as
    /// `0.5 * (machado_2009_matrices[d][5] + machado_2009_matrices[d][6]) @ linear`, because
    /// DaltonLens-Python's own interpolation weights the upper tenth by `severity - lower / 10` (0.05 here)
    /// instead of ten times that. The hex codes are
    /// `floor(convert.sRGB_from_linearRGB(clip(x, 0, 1)) * 255 + 0.5)`: swatch rounds to the nearest byte
    /// where DaltonLens's `as_uint8` truncates. DaltonLens computes the Viénot and Brettel matrices at full
    /// precision; swatch uses their published five-decimal values, hence the 1e-4 tolerance.
    static let references: [(ColorVisionDeficiency, Double, String, [Double], String)] = [
        (.protanopia, 1.0, "#FF0000", [0.112383, 0.112383, 0.004006], "#5E5E0D"),
        (.protanopia, 1.0, "#00FF00", [0.887617, 0.887617, -0.004006], "#F2F200"),
        (.protanopia, 1.0, "#0000FF", [0.000000, -0.000000, 1.000000], "#0000FF"),
        (.protanopia, 1.0, "#FF9500", [0.379151, 0.379151, 0.002802], "#A6A609"),
        (.protanopia, 1.0, "#34C759", [0.510799, 0.510799, 0.097748], "#BDBD58"),
        (.protanopia, 1.0, "#007AFF", [0.172746, 0.172746, 0.999220], "#7373FF"),
        (.protanopia, 1.0, "#AF52DE", [0.123071, 0.123071, 0.731840], "#6262DE"),
        (.protanopia, 1.0, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.protanopia, 1.0, "#FFFFFF", [1.000000, 1.000000, 1.000000], "#FFFFFF"),
        (.deuteranopia, 1.0, "#FF0000", [0.292750, 0.292750, -0.022337], "#939300"),
        (.deuteranopia, 1.0, "#00FF00", [0.707250, 0.707250, 0.022337], "#DBDB29"),
        (.deuteranopia, 1.0, "#0000FF", [0.000000, -0.000000, 1.000000], "#0000FF"),
        (.deuteranopia, 1.0, "#FF9500", [0.505310, 0.505310, -0.015623], "#BCBC00"),
        (.deuteranopia, 1.0, "#34C759", [0.413981, 0.413981, 0.111889], "#ACAC5E"),
        (.deuteranopia, 1.0, "#007AFF", [0.137643, 0.137643, 1.004347], "#6868FF"),
        (.deuteranopia, 1.0, "#AF52DE", [0.185174, 0.185174, 0.722770], "#7777DD"),
        (.deuteranopia, 1.0, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.deuteranopia, 1.0, "#FFFFFF", [1.000000, 1.000000, 1.000000], "#FFFFFF"),
        (.tritanopia, 1.0, "#FF0000", [1.012773, -0.012433, 0.075891], "#FF004E"),
        (.tritanopia, 1.0, "#00FF00", [0.189790, 0.815260, 1.127665], "#79E9FF"),
        (.tritanopia, 1.0, "#0000FF", [-0.126571, 0.123203, 0.247958], "#006288"),
        (.tritanopia, 1.0, "#FF9500", [1.053492, 0.248475, 0.317829], "#FF8999"),
        (.tritanopia, 1.0, "#34C759", [0.127918, 0.480036, 0.655910], "#64B8D4"),
        (.tritanopia, 1.0, "#007AFF", [-0.089635, 0.281867, 0.467422], "#0091B6"),
        (.tritanopia, 1.0, "#AF52DE", [0.337302, 0.173333, 0.187460], "#9D7478"),
        (.tritanopia, 1.0, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.tritanopia, 1.0, "#FFFFFF", [1.000000, 1.000000, 1.000000], "#FFFFFF"),
        (.protanopia, 0.6, "#FF0000", [0.385450, 0.100526, -0.007442], "#A75900"),
        (.protanopia, 0.6, "#00FF00", [0.769005, 0.829802, -0.022190], "#E3EB00"),
        (.protanopia, 0.6, "#0000FF", [-0.154455, 0.069673, 1.029632], "#004BFF"),
        (.protanopia, 0.6, "#FF9500", [0.616570, 0.349918, -0.014111], "#CEA000"),
        (.protanopia, 0.6, "#34C759", [0.437004, 0.484333, 0.089930], "#B1B955"),
        (.protanopia, 0.6, "#007AFF", [-0.004793, 0.231167, 1.025313], "#0084FF"),
        (.protanopia, 0.6, "#AF52DE", [0.117301, 0.164003, 0.747043], "#6071E0"),
        (.protanopia, 0.6, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.protanopia, 0.6, "#FFFFFF", [1.000000, 1.000001, 1.000000], "#FFFFFF"),
        (.deuteranopia, 0.6, "#FF0000", [0.498864, 0.205199, -0.011131], "#BB7D00"),
        (.deuteranopia, 0.6, "#00FF00", [0.674741, 0.754872, 0.030969], "#D6E131"),
        (.deuteranopia, 0.6, "#0000FF", [-0.173604, 0.039929, 0.980162], "#0038FD"),
        (.deuteranopia, 0.6, "#FF9500", [0.701653, 0.432071, -0.001823], "#DAB000"),
        (.deuteranopia, 0.6, "#34C759", [0.385149, 0.442161, 0.115222], "#A7B15F"),
        (.deuteranopia, 0.6, "#007AFF", [-0.042287, 0.186841, 0.986189], "#0078FD"),
        (.deuteranopia, 0.6, "#AF52DE", [0.143979, 0.180827, 0.713811], "#6A76DC"),
        (.deuteranopia, 0.6, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.deuteranopia, 0.6, "#FFFFFF", [1.000001, 1.000000, 1.000000], "#FFFFFF"),
        (.tritanopia, 0.6, "#FF0000", [1.104996, -0.032137, 0.001336], "#FF0004"),
        (.tritanopia, 0.6, "#00FF00", [-0.046633, 0.971635, 0.317922], "#00FC99"),
        (.tritanopia, 0.6, "#0000FF", [-0.058363, 0.060503, 0.680742], "#0046D7"),
        (.tritanopia, 0.6, "#FF9500", [1.090981, 0.259882, 0.096885], "#FF8B58"),
        (.tritanopia, 0.6, "#34C759", [0.005482, 0.559865, 0.249624], "#11C589"),
        (.tritanopia, 0.6, "#007AFF", [-0.067439, 0.249600, 0.742615], "#0089E0"),
        (.tritanopia, 0.6, "#AF52DE", [0.427135, 0.112401, 0.524653], "#AF5EC0"),
        (.tritanopia, 0.6, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.tritanopia, 0.6, "#FFFFFF", [1.000000, 1.000001, 1.000000], "#FFFFFF"),
        (.achromatopsia, 1.0, "#FF0000", [0.212600, 0.212600, 0.212600], "#7F7F7F"),
        (.achromatopsia, 1.0, "#00FF00", [0.715200, 0.715200, 0.715200], "#DCDCDC"),
        (.achromatopsia, 1.0, "#0000FF", [0.072200, 0.072200, 0.072200], "#4C4C4C"),
        (.achromatopsia, 1.0, "#FF9500", [0.427549, 0.427549, 0.427549], "#AFAFAF"),
        (.achromatopsia, 1.0, "#34C759", [0.422982, 0.422982, 0.422982], "#AEAEAE"),
        (.achromatopsia, 1.0, "#007AFF", [0.211391, 0.211391, 0.211391], "#7F7F7F"),
        (.achromatopsia, 1.0, "#AF52DE", [0.204225, 0.204225, 0.204225], "#7D7D7D"),
        (.achromatopsia, 1.0, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.achromatopsia, 1.0, "#FFFFFF", [1.000000, 1.000000, 1.000000], "#FFFFFF"),
        (.protanopia, 0.55, "#FF0000", [0.421757, 0.096656, -0.007468], "#AE5800"),
        (.protanopia, 0.55, "#00FF00", [0.724292, 0.838058, -0.019499], "#DDEC00"),
        (.protanopia, 0.55, "#0000FF", [-0.146048, 0.065287, 1.026966], "#0048FF"),
        (.protanopia, 0.55, "#FF9500", [0.639438, 0.348528, -0.013328], "#D19F00"),
        (.protanopia, 0.55, "#34C759", [0.413554, 0.488477, 0.091200], "#ACBA55"),
        (.protanopia, 0.55, "#007AFF", [-0.005088, 0.228388, 1.023172], "#0083FF"),
        (.protanopia, 0.55, "#AF52DE", [0.135233, 0.159837, 0.745312], "#676FE0"),
        (.protanopia, 0.55, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.protanopia, 0.55, "#FFFFFF", [1.000000, 1.000001, 1.000000], "#FFFFFF"),
        (.deuteranopia, 0.55, "#FF0000", [0.523179, 0.193445, -0.010771], "#BF7A00"),
        (.deuteranopia, 0.55, "#00FF00", [0.641253, 0.768307, 0.029122], "#D2E330"),
        (.deuteranopia, 0.55, "#0000FF", [-0.164432, 0.038248, 0.981649], "#0037FD"),
        (.deuteranopia, 0.55, "#FF9500", [0.715904, 0.424355, -0.002018], "#DCAE00"),
        (.deuteranopia, 0.55, "#34C759", [0.367775, 0.449263, 0.114328], "#A3B35F"),
        (.deuteranopia, 0.55, "#007AFF", [-0.039632, 0.187774, 0.987317], "#0078FE"),
        (.deuteranopia, 0.55, "#AF52DE", [0.158278, 0.175693, 0.714896], "#6F74DC"),
        (.deuteranopia, 0.55, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.deuteranopia, 0.55, "#FFFFFF", [1.000001, 1.000000, 1.000001], "#FFFFFF"),
        (.tritanopia, 0.55, "#FF0000", [1.061136, -0.019125, 0.003857], "#FF000D"),
        (.tritanopia, 0.55, "#00FF00", [-0.009802, 0.965057, 0.283315], "#00FB91"),
        (.tritanopia, 0.55, "#0000FF", [-0.051334, 0.054069, 0.712827], "#0042DC"),
        (.tritanopia, 0.55, "#FF9500", [1.058191, 0.270917, 0.089006], "#FF8E54"),
        (.tritanopia, 0.55, "#34C759", [0.025713, 0.555913, 0.233151], "#2DC585"),
        (.tritanopia, 0.55, "#007AFF", [-0.053242, 0.241886, 0.767966], "#0087E3"),
        (.tritanopia, 0.55, "#AF52DE", [0.416574, 0.112724, 0.546251], "#AD5EC3"),
        (.tritanopia, 0.55, "#808080", [0.215861, 0.215861, 0.215861], "#808080"),
        (.tritanopia, 0.55, "#FFFFFF", [1.000000, 1.000001, 1.000000], "#FFFFFF"),
    ]

    @Test func referenceOutputsFromDaltonLens() throws {
        #expect(Self.references.count == 90)
        for (deficiency, severity, hex, expected, expectedHex) in Self.references {
            let color = try #require(RGBA8(hex: hex))
            let simulation = ColorVisionSimulation(deficiency, severity: severity)
            let linear = simulation.simulate(linear: ColorVisionFilter.linear[Int(color.r)], ColorVisionFilter.linear[Int(color.g)],
                                             ColorVisionFilter.linear[Int(color.b)])
            let label = "\(deficiency) \(severity) \(hex)"
            #expect(abs(linear.red - expected[0]) < 1e-4 && abs(linear.green - expected[1]) < 1e-4 && abs(linear.blue - expected[2]) < 1e-4,
                    "\(label): \(linear)")
            #expect(simulation.simulate(color).hex == expectedHex + "FF", "\(label)")
        }
    }

    /// The matrices are the published ones: spot checks of each table against the papers' values, and every
    /// row of every matrix sums to 1 (white stays white), which a mistyped entry would break.
    @Test func matricesAreThePublishedOnes() {
        #expect(ColorVisionMatrices.vienotProtanopia.m == [0.11238, 0.88762, 0, 0.11238, 0.88762, 0, 0.00401, -0.00401, 1])
        #expect(ColorVisionMatrices.vienotDeuteranopia.m == [0.29275, 0.70725, 0, 0.29275, 0.70725, 0, -0.02234, 0.02234, 1])
        let brettel = ColorVisionMatrices.brettelTritanopia
        #expect(brettel.first.m == [1.01277, 0.13548, -0.14826, -0.01243, 0.86812, 0.14431, 0.07589, 0.80500, 0.11911])
        #expect(brettel.second.m == [0.93678, 0.18979, -0.12657, 0.06154, 0.81526, 0.12320, -0.37562, 1.12767, 0.24796])
        #expect(brettel.separation == (0.03901, -0.02788, -0.01113))
        // Machado et al. 2009, severity 1.0, first rows; severity 0.5, last rows.
        #expect(ColorVisionMatrices.machadoProtanomaly[10].m[0...2] == [0.152286, 1.052583, -0.204868])
        #expect(ColorVisionMatrices.machadoDeuteranomaly[10].m[0...2] == [0.367322, 0.860646, -0.227968])
        #expect(ColorVisionMatrices.machadoTritanomaly[10].m[0...2] == [1.255528, -0.076749, -0.178779])
        #expect(ColorVisionMatrices.machadoProtanomaly[5].m[6...8] == [-0.007494, -0.016807, 1.024301])
        #expect(ColorVisionMatrices.machadoDeuteranomaly[5].m[6...8] == [-0.010410, 0.027275, 0.983136])
        #expect(ColorVisionMatrices.machadoTritanomaly[5].m[6...8] == [0.006379, 0.248708, 0.744913])
        let all = [ColorVisionMatrices.vienotProtanopia, ColorVisionMatrices.vienotDeuteranopia, brettel.first, brettel.second]
            + ColorVisionMatrices.machadoProtanomaly + ColorVisionMatrices.machadoDeuteranomaly + ColorVisionMatrices.machadoTritanomaly
        #expect(all.count == 37)
        for (index, matrix) in all.enumerated() {
            for row in 0..<3 {
                #expect(abs(matrix.m[3 * row] + matrix.m[3 * row + 1] + matrix.m[3 * row + 2] - 1) < 2e-5, "matrix \(index), row \(row)")
            }
        }
    }

    /// Viénot 1999 projects onto the plane through black, blue and yellow: protanopes and deuteranopes see
    /// those as normal trichromats do.
    @Test func vienotKeepsBlueAndYellow() {
        for deficiency in [ColorVisionDeficiency.protanopia, .deuteranopia] {
            let simulation = ColorVisionSimulation(deficiency)
            for colour in [(0.0, 0.0, 1.0), (1.0, 1.0, 0.0), (0.5, 0.5, 0.0)] {
                let out = simulation.simulate(linear: colour.0, colour.1, colour.2)
                #expect(abs(out.red - colour.0) < 1e-9 && abs(out.green - colour.1) < 1e-9 && abs(out.blue - colour.2) < 1e-9)
            }
        }
    }

    /// Between tenths the Machado matrix is the linear interpolation of the two around it; at a tenth it
    /// is the published matrix itself, 0.3 included (3.0000000000000004 tenths).
    @Test func machadoInterpolatesBetweenTenths() {
        let table = ColorVisionMatrices.machadoDeuteranomaly
        #expect(ColorVisionMatrices.machado(table, severity: 0.3) == table[3])
        #expect(ColorVisionMatrices.machado(table, severity: 0.7) == table[7])
        #expect(ColorVisionMatrices.machado(table, severity: 1) == table[10])
        let between = ColorVisionMatrices.machado(table, severity: 0.55)
        for index in 0..<9 {
            #expect(abs(between.m[index] - (table[5].m[index] + table[6].m[index]) / 2) < 1e-12)
        }
        let quarter = ColorVisionMatrices.machado(table, severity: 0.025)
        #expect(abs(quarter.m[0] - (0.75 * 1 + 0.25 * 0.866435)) < 1e-12)
    }

    /// Linear light: every byte's linear value is `SRGBTransfer`'s, and encodes back to the same byte; a
    /// linear value encodes to the nearest byte of its encoded value.
    @Test func linearLightRoundTrip() {
        for byte in 0...255 {
            #expect(ColorVisionFilter.linear[byte] == SRGBTransfer.linear(Double(byte) / 255))
            #expect(ColorVisionFilter.encode(ColorVisionFilter.linear[byte]) == UInt8(byte))
        }
        var value = -0.01
        while value <= 1.01 {
            let expected = UInt8((min(max(SRGBTransfer.encoded(value), 0), 1) * 255 + 0.5).rounded(.down))
            #expect(ColorVisionFilter.encode(value) == expected, "\(value)")
            value += 0.000_37
        }
    }

    /// Severity 0 is normal vision: every colour comes back unchanged, for every deficiency.
    @Test(arguments: ColorVisionDeficiency.allCases)
    func severityZeroIsIdentity(deficiency: ColorVisionDeficiency) {
        let simulation = ColorVisionSimulation(deficiency, severity: 0)
        for r in stride(from: 0, through: 255, by: 15) {
            for g in stride(from: 0, through: 255, by: 15) {
                for b in stride(from: 0, through: 255, by: 5) {
                    let color = RGBA8(r: UInt8(r), g: UInt8(g), b: UInt8(b), a: UInt8((r + b) % 256))
                    #expect(simulation.simulate(color) == color)
                }
            }
        }
    }

    /// Greys are seen as greys by every simulation at full severity (white is the neutral of each model).
    @Test(arguments: ColorVisionDeficiency.allCases)
    func greysStayGrey(deficiency: ColorVisionDeficiency) {
        let simulation = ColorVisionSimulation(deficiency)
        for level in 0...255 {
            let grey = RGBA8(r: UInt8(level), g: UInt8(level), b: UInt8(level))
            let out = simulation.simulate(grey)
            #expect(abs(Int(out.r) - level) <= 1 && abs(Int(out.g) - level) <= 1 && abs(Int(out.b) - level) <= 1, "\(grey.hex) → \(out.hex)")
        }
    }

    /// A premultiplied pixel keeps its alpha and is its straight colour's simulation premultiplied again;
    /// a buffer filtered in place (through the cache) equals pixel-by-pixel simulation.
    @Test func premultipliedPixelsAndBuffers() {
        let filter = ColorVisionFilter(ColorVisionSimulation(.deuteranopia))
        let translucent = RGBA8(r: 255, g: 56, b: 60, a: 128)
        #expect(filter.simulate(translucent.premultiplied) == filter.simulate(translucent.premultiplied.straight).premultiplied)
        #expect(filter.simulate(translucent.premultiplied).a == 128)
        #expect(filter.simulate(PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0)) == PremultipliedRGBA8(r: 0, g: 0, b: 0, a: 0))

        var pixels: [UInt8] = []
        var expected: [UInt8] = []
        var seed: UInt32 = 12345
        for index in 0..<20_000 {
            seed = seed &* 1_103_515_245 &+ 12345
            let a = index % 3 == 0 ? 255 : UInt8(truncatingIfNeeded: seed >> 24)
            let straight = RGBA8(r: UInt8(truncatingIfNeeded: seed >> 8) & 0xF0, g: UInt8(truncatingIfNeeded: seed >> 16) & 0xF0,
                                 b: UInt8(truncatingIfNeeded: seed) & 0xF0, a: a)
            let pixel = straight.premultiplied
            let out = filter.simulate(pixel)
            pixels += [pixel.r, pixel.g, pixel.b, pixel.a]
            expected += [out.r, out.g, out.b, out.a]
        }
        var cache = ColorVisionFilter.Cache()
        pixels.withUnsafeMutableBufferPointer { filter.apply(to: $0.baseAddress!, count: $0.count / 4, cache: &cache) }
        #expect(pixels == expected)
    }

    @Test func titles() {
        #expect(ColorVisionSimulation(.deuteranopia).title == "Deuteranopia")
        #expect(ColorVisionSimulation(.protanopia, severity: 0.55).title == "Protanomaly 55%")
        #expect(ColorVisionSimulation(.achromatopsia, severity: 0.333).title == "Achromatomaly 33.3%")
        #expect(ColorVisionSimulation(.tritanopia, severity: 7).severity == 1)
    }
}
