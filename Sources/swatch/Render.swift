import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",  // named here, not from the type: see Swatch.configuration
            abstract: "Render a palette as iOS table-view sheets (the built-in UIKit catalog by default).",
            discussion: "palette, catalog and font default to swatch.yml's.")

        @OptionGroup(title: "Colours") var palette: PaletteOptions
        @OptionGroup(title: "Appearance") var appearance: AppearanceOptions
        @OptionGroup(title: "Table") var table: TableOptions
        @OptionGroup(title: "Text") var text: TextOptions
        @OptionGroup(title: "Contrast badges") var badges: BadgeOptions
        @OptionGroup(title: "Colour vision") var vision: SimulationOptions
        @OptionGroup(title: "Output") var files: SheetOutputOptions
        @OptionGroup(title: "Configuration") var config: ConfigOptions

        func validate() throws {
            if badges.pairs != nil, badges.annotate == nil { throw SwatchError(.usage, "--pairs needs --annotate contrast") }
            try sheetOptions(config: nil).validate()
            if vision.severity != nil {
                guard vision.simulate != nil else { throw SwatchError(.usage, "--severity needs --simulate") }
            }
        }

        func run() throws {
            Console.quiet = files.quiet
            let request = try request(config: try config.load())
            let written = try ProgressLine.showing(quiet: files.quiet) { progress throws(SwatchError) in
                try SheetRenderer.render(request, progress: progress)
            }
            for sheet in written {
                let image = sheet.image == "-" ? "standard output" : sheet.image
                Console.status("wrote \(path: image) (\(sheet.width) x \(sheet.height) px)" + (sheet.manifest.map { " and \(path: $0)" } ?? ""))
            }
        }

        /// The sheet options these flags choose, `config`'s look where none is given; colours are parsed here,
        /// resolved when drawn.
        func sheetOptions(config: SwatchConfig?) throws(SwatchError) -> SheetOptions {
            SheetOptions(style: table.style, scale: table.scale, widthPoints: table.width,
                         cell: table.cell == SheetOptions.uikitCellKeyword ? SheetOptions.uikitCell(for: table.style) : try colorReference(table.cell, option: "--cell"),
                         tint: try colorReference(table.tint, option: "--tint"),
                         table: try colorReference(table.table, option: "--table"),
                         contrastAnnotation: badges.annotate == .contrast ? badges.wcagLevel : nil, textPolicy: badges.textPolicy,
                         layoutDirection: text.layoutDirection, textSize: try textSizes()[0],
                         look: table.look ?? config?.look ?? TableLook(catalog: palette.catalogName(config: config)))
        }

        /// What these options ask for, with `config`'s settings where an option is not given; `verify` renders
        /// it into a temporary file instead.
        func request(config: SwatchConfig?) throws(SwatchError) -> RenderRequest {
            var options = try sheetOptions(config: config)
            let loaded = try palette.load(config: config)
            options.sectionStyles = loaded.sectionStyles
            // The pairs say which colours are drawn as text; only the badge asks, so only it reads them.
            let configPairs = badges.annotate == .contrast && badges.pairs == nil ? try config?.existing(.pairs) : nil
            let pairsFile = badges.annotate == .contrast ? badges.pairs ?? configPairs : nil
            if let pairsFile {
                let pairs = try PairsFile.read(pairsFile, option: badges.pairs, config: config)
                let known = try ContrastCheck.firstByName([loaded.palette, loaded.system], at: pairsFile)
                options.colorUses = ContrastUse.foregroundUses(of: try pairs.map { (pair) throws(SwatchError) in try pair.reading { known[$0] != nil } })
            }
            return RenderRequest(
                palette: loaded.palette, chrome: loaded.system, options: options,
                appearances: try appearance.selection().appearances,
                arrangement: files.layout, output: files.output, manifest: files.manifest,
                fonts: try FontChoice.fonts(option: text.font, config: config),
                inputs: loaded.inputs + (pairsFile.map { [RunFile("the pairs file", $0)] } ?? []),
                simulate: vision.simulate, severity: vision.severity ?? 1, textSizes: try textSizes())
        }

        /// The sizes `--text-size` names, in order.
        private func textSizes() throws(SwatchError) -> [ContentSizeCategory] {
            let sizes = try ContentSizeCategory.list(parsing: text.textSize)
            guard !sizes.isEmpty else { throw SwatchError(.usage, "--text-size is empty: name a size or all") }
            return sizes
        }

        private func colorReference(_ text: String?, option: String) throws(SwatchError) -> ColorReference? {
            guard let text else { return nil }
            guard let reference = ColorReference(parsing: text) else {
                throw SwatchError(.usage, "\(option) '\(text)' is not a colour: use a catalog name like systemBlue or #RRGGBB[AA]")
            }
            return reference
        }
    }
}

/// `--annotate`: what each row's badge shows.
enum Annotation: String, CaseInsensitiveChoice {
    case contrast
}
