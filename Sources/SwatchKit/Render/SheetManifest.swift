import Foundation

/// A JSON description of a written sheet, so other tools (and tests) can find each row in the PNG.
public struct SheetManifest: Codable, Sendable, Equatable {
    public struct Row: Codable, Sendable, Equatable {
        public let mode: String
        public let section: String
        public let name: String
        public let title: String
        public let subtitle: String
        public let color: String
        public let cell: String
        public let table: String
        public let view: String
        /// The colour seen in the content view: `color` over cell, table and view.
        public let effective: String
        public let text: String
        public let accessory: String
        /// The row's content view, in pixels of the PNG.
        public let rect: PixelRect
        /// The whole cell, in pixels of the PNG.
        public let cellRect: PixelRect
    }

    public let image: String
    public let palette: String
    public let mode: String
    public let style: String
    public let scale: Int
    public let width: Int
    public let height: Int
    public let rows: [Row]

    init(image: String, palette: String, panes: [(plan: SheetPlan, xOffset: Int)], width: Int, height: Int) {
        let first = panes[0].plan
        self.image = image
        self.palette = palette
        mode = panes.map(\.plan.appearance.rawValue).joined(separator: "+")
        style = first.style.rawValue
        scale = first.metrics.scale
        self.width = width
        self.height = height
        rows = panes.flatMap { plan, xOffset in
            plan.rows.map { row in
                Row(mode: plan.appearance.rawValue, section: row.section, name: row.name, title: row.title,
                    subtitle: row.subtitle, color: row.color.hex, cell: plan.colors.cell.hex,
                    table: plan.colors.table.hex, view: plan.colors.view.hex, effective: row.effective.hex,
                    text: row.textColor.hex, accessory: row.accessory.name,
                    rect: row.contentRect.offsetBy(dx: xOffset), cellRect: row.cellRect.offsetBy(dx: xOffset))
            }
        }
    }

}
