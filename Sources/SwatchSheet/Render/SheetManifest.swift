import Foundation
import SwatchLayout
import SwatchPalette
import SwatchText

/// A JSON description of a written sheet, so other tools (and tests) can find each row in the PNG.
public struct SheetManifest: Codable, Sendable, Equatable {
    /// One table row.
    public struct Row: Codable, Sendable, Equatable {
        /// The appearance the row was drawn in (its pane's, in a side-by-side image).
        public let mode: String
        /// The section the row is in.
        public let section: String
        /// The colour's name.
        public let name: String
        /// The title drawn: the name, and `(cell)`, `(tint)` or `(table)` for the colour playing that role.
        public let title: String
        /// The subtitle drawn: the hex code, and the seen colour for a translucent one.
        public let subtitle: String
        /// The row's colour, `#RRGGBBAA`.
        public let color: String
        /// The cell background.
        public let cell: String
        /// The table background.
        public let table: String
        /// The view background.
        public let view: String
        /// The colour seen in the content view: `color` over cell, table and view.
        public let effective: String
        /// The text colour: black or white, whichever reads better on `effective`.
        public let text: String
        /// The colour-vision deficiency the row's pixels are seen through (`deuteranopia`), absent for
        /// normal vision. The pixels are then that simulation of `effective` and the other colours.
        public let simulation: String?
        /// The accessory's `UITableViewCell.AccessoryType` name.
        public let accessory: String
        /// The Dynamic Type category the row's pane is drawn at (`large`, `AX3`).
        public let textSize: String
        /// The title's size in points (Body at `textSize`, or a theme's size grown with it).
        public let titleSize: Double
        /// The subtitle's size in points (Caption 1 at `textSize`).
        public let subtitleSize: Double
        /// The row's content view, in pixels of the PNG.
        public let rect: PixelRect
        /// The whole cell, in pixels of the PNG.
        public let cellRect: PixelRect
        /// With `--annotate contrast`: the numbers the row's badge shows.
        public let contrast: Contrast?
    }

    /// A row's contrast: its text on its colour, and its colour on the cell.
    public struct Contrast: Codable, Sendable, Equatable {
        /// The WCAG level judged: `AA` or `AAA`.
        public let level: String
        /// The ratio of the row's text on its colour, unrounded.
        public let text: Double
        /// Whether the text passes.
        public let textPasses: Bool
        /// The ratio of the row's colour on the cell, unrounded.
        public let background: Double
        /// Whether the colour passes on the cell as what it is judged as (`backgroundUse`).
        public let backgroundPasses: Bool
        /// What the colour is judged as on the cell: `text` (a text colour: 4.5:1 at AA), `large-text` or
        /// `non-text` (3:1).
        public let backgroundUse: String
    }

    /// The PNG's file name.
    public let image: String
    /// The palette's name.
    public let palette: String
    /// The appearance, or several joined by `+` for a side-by-side image.
    public let mode: String
    /// The table style.
    public let style: String
    /// Which iOS's table is drawn: `ios13`, `ios18` or `ios26`.
    public let look: String
    /// The colour-vision deficiency simulated, or for several panes each pane's joined by `+` with
    /// `normal` for normal vision (`normal+protanopia+...`); absent when nothing is simulated.
    public let simulation: String?
    /// The severity simulated, 0...1; absent when nothing is simulated.
    public let severity: Double?
    /// The Dynamic Type category, or each pane's joined by `+` for a ramp (`xSmall+small+...`).
    public let textSize: String
    /// `rtl` for a table drawn right to left; absent for left to right.
    public let layoutDirection: String?
    /// Pixels per point.
    public let scale: Int
    /// The font files the text was drawn with: the regular face, and the semibold one when it is another file.
    public let fonts: [FontIdentity]
    /// Image width in pixels.
    public let width: Int
    /// Image height in pixels.
    public let height: Int
    /// Every row, top to bottom (pane by pane).
    public let rows: [Row]

    /// The manifest of the PNG `panes` make, every row in memory; `ManifestFile` streams the rows instead.
    init(image: String, palette: String, panes: [SheetPane], width: Int, height: Int, fonts: [FontIdentity]) {
        self.init(image: image, palette: palette, panes: panes, width: width, height: height, fonts: fonts,
                  rows: Array(Self.rows(of: panes)))
    }

    /// The manifest of the PNG `panes` make, with `rows` as its rows (none, for the fields a stream starts with).
    init(image: String, palette: String, panes: [SheetPane], width: Int, height: Int, fonts: [FontIdentity], rows: [Row]) {
        let first = panes[0].plan
        self.image = image
        self.palette = palette
        mode = panes.map(\.plan.appearance.rawValue).joined(separator: "+")
        style = first.style.rawValue
        look = first.metrics.look.rawValue
        let simulated = panes.compactMap(\.plan.simulation)
        simulation = simulated.isEmpty ? nil
            : panes.map { $0.plan.simulation?.deficiency.rawValue ?? "normal" }.joined(separator: "+")
        severity = simulated.first?.severity
        let sizes = panes.map(\.plan.metrics.textSize.name)
        textSize = Set(sizes).count == 1 ? sizes[0] : sizes.joined(separator: "+")
        layoutDirection = first.isRightToLeft ? first.layoutDirection.rawValue : nil
        scale = first.metrics.scale
        self.fonts = fonts
        self.width = width
        self.height = height
        self.rows = rows
    }

    /// Every row of `panes`, top to bottom pane by pane, each made as it is reached.
    static func rows(of panes: [SheetPane]) -> some Sequence<Row> {
        panes.lazy.flatMap { pane in pane.plan.rows.lazy.map { Row($0, in: pane) } }
    }
}

extension SheetManifest.Row {
    /// The manifest row of `row`, drawn in `pane`.
    init(_ row: RowPlan, in pane: SheetPane) {
        let plan = pane.plan
        self.init(mode: plan.appearance.rawValue, section: row.section, name: row.name, title: row.title,
                  subtitle: row.subtitle, color: row.color.hex, cell: plan.colors.cell.hex,
                  table: plan.colors.table.hex, view: plan.colors.view.hex, effective: row.effective.hex,
                  text: row.textColor.hex, simulation: plan.simulation?.deficiency.rawValue, accessory: row.accessory.name,
                  textSize: plan.metrics.textSize.name, titleSize: row.titleFontSize, subtitleSize: row.subtitleFontSize,
                  rect: row.contentRect.offsetBy(dx: pane.xOffset, dy: pane.yOffset),
                  cellRect: row.cellRect.offsetBy(dx: pane.xOffset, dy: pane.yOffset),
                  contrast: row.contrast.map {
                      SheetManifest.Contrast(level: $0.text.level.rawValue, text: $0.text.ratio, textPasses: $0.text.passes,
                                             background: $0.background.ratio, backgroundPasses: $0.background.passes,
                                             backgroundUse: $0.backgroundUse.rawValue)
                  })
    }
}
