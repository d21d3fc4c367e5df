import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",  // named here, not from the type: see Swatch.configuration
            abstract: "Check colour pairs for WCAG contrast in every appearance; exit 0 if all pass, 1 if some fail, 2 on error.",
            discussion: """
                Each line of --pairs is FOREGROUND on BACKGROUND [as text|large-text|non-text], names from the palette \
                or the built-in catalog. Without --pairs (or check.pairs in swatch.yml), a palette's own colours: each \
                as text and as non-text on a table's backgrounds and cells; for the built-in catalog, iOS's own pairs.
                --cvd also compares every pair of the palette's colours as seen with normal vision and with each \
                colour-vision deficiency, and fails pairs that only normal vision tells apart.
                  swatch check --palette App/Assets.xcassets --pairs pairs.txt --format junit > contrast.xml
                  swatch check --palette brand.theme.json --cvd --cvd-threshold 12
                """)

        @OptionGroup var palette: PaletteOptions
        @OptionGroup var config: ConfigOptions

        @Option(help: ArgumentHelp("The pairs to check, one per line (default: check.pairs in swatch.yml).", valueName: "pairs.txt"),
                completion: .file())
        var pairs: String?

        @Option(help: "WCAG level: AA or AAA (default: check.wcag-level in swatch.yml, else AA).")
        var wcagLevel: ContrastLevel?

        @Option(help: ArgumentHelp("Interface level: check only the base or only the elevated appearances (default: all the palette has).", valueName: "base|elevated"))
        var level: String?

        @Option(help: "Report format: text, json or junit.")
        var format: CheckFormat = .text

        @Flag(inversion: .prefixedNo, help: "Colour blocks beside the hex codes of the text report (default: on a terminal, unless NO_COLOR is set).")
        var swatches: Bool?

        @Flag(help: "Also flag pairs of palette colours that normal vision tells apart but protanopia, deuteranopia, tritanopia or achromatopsia does not (CIEDE2000 below --cvd-threshold).")
        var cvd = false

        @Option(parsing: .unconditional, help: ArgumentHelp("With --cvd: the CIEDE2000 difference below which two colours are hard to tell apart (default \(Int(ColorVisionCheck.defaultThreshold))).", valueName: "ΔE"),
                transform: NumberOption.number(.number(above: 0)))
        var cvdThreshold: Double?

        @Option(parsing: .unconditional, help: ArgumentHelp("With --cvd: list at most N colliding pairs per deficiency and appearance, the hardest to tell apart; the rest are counted, up to \(ColorVisionCheck.countCap) (default \(ColorVisionCheck.defaultLimit)).", valueName: "N"),
                transform: NumberOption.whole(.whole(ColorVisionCheck.limits)))
        var cvdLimit: Int?

        func validate() throws {
            _ = try interfaceLevel()
            if cvdLimit != nil, !cvd { throw SwatchError(.usage, "--cvd-limit needs --cvd") }
            if cvdThreshold != nil, !cvd { throw SwatchError(.usage, "--cvd-threshold needs --cvd") }
        }

        /// `--level`: the interface level, as in every command. It once meant the WCAG level, so AA and AAA
        /// get a message saying where that went.
        private func interfaceLevel() throws(SwatchError) -> Level? {
            guard let level else { return nil }
            if let wcag = ContrastLevel(argument: level) {
                throw SwatchError(.usage, "--level \(level): --level is the interface level (base or elevated), as in every command; the WCAG level is --wcag-level \(wcag.rawValue)")
            }
            guard let interface = Level(argument: level) else {
                throw SwatchError(.usage, "--level '\(level)' is not an interface level: use base or elevated")
            }
            return interface
        }

        func run() throws {
            let config = try self.config.load()
            let loaded = try palette.load(config: config)
            let ownPalette = palette.path(config: config) != nil
            let list: [ContrastPair]
            var note: String?
            if let pairs = try pairs ?? config?.existing(.pairs) {
                list = try PairsFile.read(pairs, option: self.pairs, config: config)
            } else if ownPalette {
                list = try TablePairs.pairs(for: loaded.palette, shownAs: palette.path(config: config))
                guard !list.isEmpty else { throw SwatchError(.usage, "the palette has no colours to check: give --pairs") }
                note = TablePairs.note(colorCount: list.count / (2 * TablePairs.backgrounds.count))
            } else {
                list = ContrastPair.iOSDefaults
            }
            var appearances = ownPalette ? loaded.palette.appearances : Appearance.allCases
            if let interface = try interfaceLevel() {
                let wanted = Set([false, true].flatMap { dark in Contrast.allCases.map { Appearance(dark: dark, contrast: $0, level: interface) } })
                appearances = appearances.filter(wanted.contains)
            }
            let level = wcagLevel ?? config?.wcagLevel ?? .aa
            let check = ContrastCheck(palette: loaded.palette, system: loaded.system, level: level, shownAs: palette.path(config: config))
            let colorVision = cvd
                ? try ColorVisionCheck(palette: loaded.palette, system: loaded.system, threshold: cvdThreshold ?? ColorVisionCheck.defaultThreshold,
                                   limit: cvdLimit ?? ColorVisionCheck.defaultLimit)
                    .run(appearances: appearances)
                : nil
            let report = CheckReport(results: try check.run(list, appearances: appearances), level: level, colorVision: colorVision, note: note,
                                     skipped: loaded.skipped)
            switch format {
            case .text: try report.text(swatches: swatches ?? List.isColorTerminal) { (piece) throws(SwatchError) in try Console.out(piece) }
            case .json: try report.jsonText().writeToStandardOutput()
            case .junit: try report.junitText().writeToStandardOutput()
            }
            if !report.passes { throw ExitCode(1) }
        }
    }
}

/// `--format` of `swatch check`.
enum CheckFormat: String, CaseInsensitiveChoice {
    case text, json, junit
}
