import ArgumentParser
import Foundation
import SwatchKit

// `swatch render`'s own options, in the groups `render --help` shows them in, so each group reads in one screen.
// `Swatch.Render` checks what one group's option needs of another's (--pairs needs --annotate contrast, ...).

/// The table drawn: its style, whose table it is, its colours and its size.
struct TableOptions: ParsableArguments {
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

    @Option(parsing: .unconditional, help: "Pixels per point: 1, 2 or 3.", transform: NumberOption.whole(.whole(SheetOptions.scales)))
    var scale: Int = SheetOptions.defaultScale

    @Option(parsing: .unconditional, help: "Table width in points, \(SheetOptions.widths.lowerBound) to \(SheetOptions.widths.upperBound).",
            transform: NumberOption.whole(.whole(SheetOptions.widths)))
    var width: Int = SheetOptions.defaultWidth
}

/// How the text is set: its size, its direction and its font.
struct TextOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Dynamic Type size: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, AX1 ... AX5; a comma-separated list or all draws a ramp side by side (a row per appearance).", valueName: "size"))
    var textSize: String = SheetOptions.defaultTextSize.name

    @Option(help: "Layout direction: ltr, or rtl to draw the table as iOS does in a right-to-left language (text on the right, accessories on the left, chevrons mirrored).")
    var layoutDirection: LayoutDirection = SheetOptions.defaultLayoutDirection

    @Option(help: "Font file for all text (default: font in swatch.yml, else Inter, else DejaVu Sans; the system font on macOS).",
            completion: .file())
    var font: String?
}

/// The contrast badge on each row, and how it judges.
struct BadgeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Add to each row a badge: contrast (its title on its colour, and its colour on the cell: as text for a text colour, else as a non-text element, judged by WCAG).", valueName: "contrast"))
    var annotate: Annotation?

    @Option(help: "The WCAG level --annotate contrast judges: AA or AAA.")
    var wcagLevel: ContrastLevel = .aa

    @Option(help: ArgumentHelp("With --annotate contrast: a pairs file whose foregrounds drawn as text or large-text are judged so on the cell, besides the catalog's label colours (default: check.pairs in swatch.yml).", valueName: "pairs.txt"),
            completion: .file())
    var pairs: String?

    @Option(help: "Which titles --annotate contrast counts as large text: hig (18 pt and up, or bold) or wcag (18 pt, or 14 pt bold).")
    var textPolicy: TextPolicy = .hig
}

/// The sheet as seen with a colour-vision deficiency.
struct SimulationOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Draw the sheet as seen with a colour-vision deficiency; all: the normal sheet and the four simulations side by side, one PNG (a row per appearance).", valueName: "deficiency"))
    var simulate: SimulationChoice?

    @Option(parsing: .unconditional, help: "How strong the simulated deficiency is: 1 (default) the full deficiency, below 1 the anomalous form, 0 normal vision.",
            transform: NumberOption.number(.number(SimulationChoice.severities)))
    var severity: Double?
}

/// Where the sheets go, how several appearances are laid out, and what is said on standard error.
struct SheetOutputOptions: ParsableArguments {
    @Option(help: "With several appearances: pair writes PATH-light.png, PATH-dark.png, ...; side-by-side one PNG.")
    var layout: SheetArrangement = .pair

    @Option(name: .shortAndLong, help: "Where to write the PNG; - for standard output (one PNG: one appearance, or --layout side-by-side).",
            completion: .file(extensions: ["png"]))
    var output: String = "swatch.png"

    @Option(help: "Also write a JSON description of each sheet (rows and their pixel rectangles) to this path.", completion: .file(extensions: ["json"]))
    var manifest: String?

    @Flag(help: "Nothing on standard error but errors and the first warning: no progress line (it only appears on a terminal, for renders over a second), no status lines (wrote ...).")
    var quiet = false
}
