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
                  swatch check --palette App/Assets.xcassets --pairs pairs.txt --format junit > contrast.xml
                """)

        @OptionGroup var palette: PaletteOptions

        @Option(help: ArgumentHelp("The pairs to check, one per line.", valueName: "pairs.txt"))
        var pairs: String?

        @Option(help: "WCAG level: AA or AAA.")
        var level: ContrastLevel = .aa

        @Option(help: "Report format: text, json or junit.")
        var format: CheckFormat = .text

        func run() throws {
            let loaded = try palette.load()
            let list: [ContrastPair]
            if let pairs {
                guard let data = FileManager.default.contents(atPath: pairs) else {
                    throw SwatchError(.usage, "\(pairs): cannot read the file")
                }
                guard let text = String(data: data, encoding: .utf8) else { throw SwatchError(.usage, "\(pairs): not UTF-8 text") }
                list = try ContrastPair.parse(text, file: pairs)
            } else {
                list = ContrastPair.iOSDefaults
            }
            let appearances = palette.palette == nil ? Appearance.allCases : loaded.palette.appearances
            let check = ContrastCheck(palette: loaded.palette, system: loaded.system, level: level)
            let report = CheckReport(results: try check.run(list, appearances: appearances), level: level)
            switch format {
            case .text: try Console.out(report.text)
            case .json: try Console.out(String(decoding: try report.jsonBytes(), as: UTF8.self))
            case .junit: try Console.out(report.junit)
            }
            if !report.failures.isEmpty { throw ExitCode(1) }
        }
    }
}

/// `--format` of `swatch check`.
enum CheckFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json, junit
}
