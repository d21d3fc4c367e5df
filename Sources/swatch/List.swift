import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",  // named here, not from the type: see Swatch.configuration
            abstract: "Print the catalog: each colour's hex code per appearance, and what translucent ones look like.",
            discussion: """
                Example: what is tertiarySystemBackground in dark mode on an elevated sheet with Increase Contrast on?
                  swatch list --name tertiarySystemBackground --mode dark --level elevated --contrast high
                """)

        @OptionGroup var palette: PaletteOptions
        @OptionGroup var appearance: AppearanceOptions
        @OptionGroup var config: ConfigOptions

        @Option(help: ArgumentHelp("Output format: " + PaletteFormat.listings.map { "\($0.name) (\($0.summary.dropLast()))" }.joined(separator: "; ") + ".", valueName: "format"))
        var format: ListingFormat = ListingFormat(.table)

        @Flag(help: "Show where each value comes from.")
        var sources = false

        @Flag(inversion: .prefixedNo, help: "Colour swatches before each value (default: on when writing to a terminal and NO_COLOR is unset).")
        var swatches: Bool?

        func validate() throws {
            guard format.format.isListing else {
                throw SwatchError(.usage, "--format \(format.format.name) is for swatch export; list prints \(list: PaletteFormat.listings.map(\.name))")
            }
        }

        func run() throws {
            let config = try self.config.load()
            let loaded = try palette.load(config: config)
            let listing = try ColorListing(
                palette: loaded.palette, chrome: loaded.system, appearances: try appearance.selection().appearances,
                rounding: palette.hexRounding,
                notAvailable: palette.path(config: config) == nil ? try SystemCatalog.notAvailable(in: palette.catalogName(config: config)) : [],
                sources: sources ? try SystemCatalog.sources() : nil, skipped: loaded.skipped)
            try format.format.text(listing, swatches: swatches ?? Self.isColorTerminal).writeToStandardOutput()
        }

        /// True-colour output only for a terminal, and never when NO_COLOR is set (no-color.org).
        static var isColorTerminal: Bool {
            let environment = ProcessInfo.processInfo.environment
            return isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["TERM"] != "dumb"
        }
    }
}

/// `--format` of `swatch list`: any format's name parses (so an export format gets a message saying where
/// it belongs), but help lists only the formats list prints.
struct ListingFormat: ExpressibleByArgument {
    let format: PaletteFormat

    init(_ format: PaletteFormat) { self.format = format }

    init?(argument: String) {
        guard let format = PaletteFormat(argument: argument) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { PaletteFormat.listings.map(\.name) }

    /// Shell completions offer the formats list prints.
    static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

    var defaultValueDescription: String { format.name }
}
