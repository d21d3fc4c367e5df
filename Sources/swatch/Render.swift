import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Render a palette as iOS table-view sheets (the built-in UIKit catalog by default).",
            discussion: "palette, catalog and font default to swatch.yml's.")

        @OptionGroup var palette: PaletteOptions
        @OptionGroup var appearance: AppearanceOptions
        @OptionGroup var config: ConfigOptions

        @Option(help: "Table style.")
        var style: TableStyle = SheetOptions.defaultStyle

        @Option(help: ArgumentHelp("Which iOS's table to draw: ios13 (iOS 13-14), ios18 (iOS 15-18) or ios26 (default: look in swatch.yml, else the one --catalog is for).", valueName: "look"))
        var look: TableLook?

        @Option(help: ArgumentHelp("Cell background, where the accessory sits: a catalog name like systemRed, #RRGGBB[AA], or \(SheetOptions.uikitCellKeyword) for UIKit's own (\(SheetOptions.uikitCell(for: .grouped)) grouped, \(SheetOptions.uikitCell(for: .plain)) plain; default \(SheetOptions.defaultCell), as the reference app sets it).", valueName: "colour"))
        var cell: String?

        @Option(help: ArgumentHelp("Tint of checkmarks and info buttons: a catalog name or #RRGGBB[AA] (default \(SheetOptions.defaultTint)).", valueName: "colour"))
        var tint: String?

        @Option(help: ArgumentHelp("Table background: a catalog name or #RRGGBB[AA] (default \(SheetOptions.defaultTable(for: .plain)) plain, \(SheetOptions.defaultTable(for: .grouped)) grouped).", valueName: "colour"))
        var table: String?

        @Option(help: "Pixels per point: 1, 2 or 3.")
        var scale: Int = SheetOptions.defaultScale

        @Option(help: "Table width in points, \(SheetOptions.widths.lowerBound) to \(SheetOptions.widths.upperBound).")
        var width: Int = SheetOptions.defaultWidth

        @Option(help: ArgumentHelp("Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1 ... AX5; a comma-separated list or all draws a ramp side by side (a row per appearance).", valueName: "size"))
        var textSize: String = SheetOptions.defaultTextSize.name

        @Option(help: "Layout direction: ltr, or rtl to draw the table as iOS does in a right-to-left language (text on the right, accessories on the left, chevrons mirrored).")
        var layoutDirection: LayoutDirection = SheetOptions.defaultLayoutDirection

        @Option(help: "With several appearances: pair writes PATH-light.png, PATH-dark.png, ...; side-by-side one PNG.")
        var layout: SheetArrangement = .pair

        @Option(name: .shortAndLong, help: "Where to write the PNG; - for standard output (one PNG: one appearance, or --layout side-by-side).",
                completion: .file(extensions: ["png"]))
        var output: String = "swatch.png"

        @Option(help: "Also write a JSON description of each sheet (rows and their pixel rectangles) to this path.", completion: .file(extensions: ["json"]))
        var manifest: String?

        @Option(help: "Font file for all text (default: font in swatch.yml, else Inter, else DejaVu Sans; the system font on macOS).",
                completion: .file())
        var font: String?

        @Option(help: ArgumentHelp("Add to each row a badge: contrast (its title on its colour, and its colour on the cell: as text for a text colour, else as a non-text element, judged by WCAG).", valueName: "contrast"))
        var annotate: Annotation?

        @Option(help: "The WCAG level --annotate contrast judges: AA or AAA.")
        var wcagLevel: ContrastLevel = .aa

        @Option(help: ArgumentHelp("With --annotate contrast: a pairs file whose foregrounds drawn as text or large-text are judged so on the cell, besides the catalog's label colours (default: check.pairs in swatch.yml).", valueName: "pairs.txt"),
                completion: .file())
        var pairs: String?

        @Option(help: "Which titles --annotate contrast counts as large text: hig (18 pt and up, or bold) or wcag (18 pt, or 14 pt bold).")
        var textPolicy: TextPolicy = .hig

        @Option(help: ArgumentHelp("Draw the sheet as seen with a colour-vision deficiency; all: the normal sheet and the four simulations side by side, one PNG (a row per appearance).", valueName: "deficiency"))
        var simulate: SimulationChoice?

        @Option(help: "How strong the simulated deficiency is: 1 (default) the full deficiency, below 1 the anomalous form, 0 normal vision.")
        var severity: Double?

        func validate() throws {
            if pairs != nil, annotate == nil { throw SwatchError(.usage, "--pairs needs --annotate contrast") }
            try sheetOptions(config: nil).validate()
            if let severity {
                guard simulate != nil else { throw SwatchError(.usage, "--severity needs --simulate") }
                guard !severity.isNaN, SimulationChoice.severities.contains(severity) else {
                    throw SwatchError(.usage, "--severity \(severity) is out of range: use 0 to 1")
                }
            }
        }

        @Flag(help: "Nothing on standard error but errors and the first warning: no progress line (it only appears on a terminal, for renders over a second), no status lines (wrote ...).")
        var quiet = false

        func run() throws {
            Console.quiet = quiet
            let request = try request(config: try config.load())
            let written = try ProgressLine.showing(quiet: quiet) { progress throws(SwatchError) in
                try SheetRenderer.render(request, progress: progress)
            }
            for sheet in written {
                let image = sheet.image == "-" ? "standard output" : sheet.image
                Console.status("wrote \(image) (\(sheet.width) x \(sheet.height) px)" + (sheet.manifest.map { " and \($0)" } ?? ""))
            }
        }

        /// The sheet options these flags choose, `config`'s look where none is given; colours are parsed here,
        /// resolved when drawn.
        func sheetOptions(config: SwatchConfig?) throws(SwatchError) -> SheetOptions {
            SheetOptions(style: style, scale: scale, widthPoints: width,
                         cell: cell == SheetOptions.uikitCellKeyword ? SheetOptions.uikitCell(for: style) : try colorReference(cell, option: "--cell"),
                         tint: try colorReference(tint, option: "--tint"),
                         table: try colorReference(table, option: "--table"),
                         contrastAnnotation: annotate == .contrast ? wcagLevel : nil, textPolicy: textPolicy,
                         layoutDirection: layoutDirection, textSize: try textSizes()[0],
                         look: look ?? config?.look ?? TableLook(catalog: palette.catalogName(config: config)))
        }

        /// What these options ask for, with `config`'s settings where an option is not given; `verify` renders
        /// it into a temporary file instead.
        func request(config: SwatchConfig?) throws(SwatchError) -> RenderRequest {
            var options = try sheetOptions(config: config)
            let loaded = try palette.load(config: config)
            options.sectionStyles = loaded.sectionStyles
            // The pairs say which colours are drawn as text; only the badge asks, so only it reads them.
            let pairsFile = annotate == .contrast ? pairs ?? config?.pairs : nil
            if let pairsFile { options.colorUses = ContrastUse.foregroundUses(of: try ContrastPair.read(file: pairsFile)) }
            return RenderRequest(
                palette: loaded.palette, chrome: loaded.system, options: options,
                appearances: try appearance.selection().appearances,
                arrangement: layout, output: output, manifest: manifest,
                fonts: try FontLocator.locate(override: font ?? config?.font),
                inputs: loaded.inputs + (pairsFile.map { [RunFile("the pairs file", $0)] } ?? []),
                simulate: simulate, severity: severity ?? 1, textSizes: try textSizes())
        }

        /// The sizes `--text-size` names, in order.
        private func textSizes() throws(SwatchError) -> [ContentSizeCategory] {
            let sizes = try ContentSizeCategory.list(parsing: textSize)
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
