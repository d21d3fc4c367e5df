import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check colour pairs for WCAG contrast in every appearance; exit 0 if all pass, 1 if some fail, 2 on error.",
            discussion: """
                Each line of --pairs is FOREGROUND on BACKGROUND [as text|large-text|non-text], names from the palette \
                or the built-in catalog. Without --pairs, iOS's own pairs: the label hierarchy on the plain, grouped \
                and elevated backgrounds, the tint on cell backgrounds, and white on the tint.
                --cvd also compares every pair of the palette's colours as seen with normal vision and with each \
                colour-vision deficiency, and fails pairs that only normal vision tells apart.
                  swatch check --palette App/Assets.xcassets --pairs pairs.txt --format junit > contrast.xml
                  swatch check --palette brand.theme.json --cvd --cvd-threshold 12
                """)

        @OptionGroup var palette: PaletteOptions

        @Option(help: ArgumentHelp("The pairs to check, one per line.", valueName: "pairs.txt"))
        var pairs: String?

        @Option(help: "WCAG level: AA or AAA.")
        var level: ContrastLevel = .aa

        @Option(help: "Report format: text, json or junit.")
        var format: CheckFormat = .text

        @Flag(inversion: .prefixedNo, help: "Colour blocks beside the hex codes of the text report (default: on a terminal, unless NO_COLOR is set).")
        var swatches: Bool?

        @Flag(help: "Also flag pairs of palette colours that normal vision tells apart but protanopia, deuteranopia, tritanopia or achromatopsia does not (CIEDE2000 below --cvd-threshold).")
        var cvd = false

        @Option(help: ArgumentHelp("With --cvd: the CIEDE2000 difference below which two colours are hard to tell apart (default \(Int(ColorVisionCheck.defaultThreshold))).", valueName: "ΔE"))
        var cvdThreshold: Double?

        @Option(help: ArgumentHelp("With --cvd: list at most N colliding pairs per deficiency and appearance, the hardest to tell apart; the rest are counted (default \(ColorVisionCheck.defaultLimit)).", valueName: "N"))
        var cvdLimit: Int?

        func validate() throws {
            if let cvdLimit {
                guard cvd else { throw SwatchError(.usage, "--cvd-limit needs --cvd") }
                guard cvdLimit >= 0 else { throw SwatchError(.usage, "--cvd-limit \(cvdLimit) must be 0 or more") }
            }
            if let cvdThreshold {
                guard cvd else { throw SwatchError(.usage, "--cvd-threshold needs --cvd") }
                guard cvdThreshold.isFinite, cvdThreshold > 0 else {
                    throw SwatchError(.usage, "--cvd-threshold \(cvdThreshold) must be a positive number")
                }
            }
        }

        func run() throws {
            let loaded = try palette.load()
            let list: [ContrastPair]
            if let pairs {
                list = try ContrastPair.read(file: pairs)
            } else {
                list = ContrastPair.iOSDefaults
            }
            let appearances = palette.palette == nil ? Appearance.allCases : loaded.palette.appearances
            let check = ContrastCheck(palette: loaded.palette, system: loaded.system, level: level)
            let colorVision = cvd
                ? ColorVisionCheck(palette: loaded.palette, system: loaded.system, threshold: cvdThreshold ?? ColorVisionCheck.defaultThreshold,
                                   limit: cvdLimit ?? ColorVisionCheck.defaultLimit)
                    .run(appearances: appearances)
                : nil
            let report = CheckReport(results: try check.run(list, appearances: appearances), level: level, colorVision: colorVision)
            switch format {
            case .text: try Console.out(report.text(swatches: swatches ?? List.isColorTerminal))
            case .json: try Console.out(String(decoding: try report.jsonBytes(), as: UTF8.self))
            case .junit: try Console.out(report.junit)
            }
            if !report.passes { throw ExitCode(1) }
        }
    }
}

/// `--format` of `swatch check`.
enum CheckFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, junit
}
