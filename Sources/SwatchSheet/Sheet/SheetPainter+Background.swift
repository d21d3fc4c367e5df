import SwatchColor
import SwatchLayout
import SwatchRaster
import SwatchSupport

extension SheetPainter {
    /// The view's and the table's backgrounds, each left out where an opaque fill drawn later covers it
    /// (the table over the view, a row's cell over the table), so each pixel is stored once; source-over of
    /// an opaque colour does not depend on what is under it, so the pixels are the same.
    func paintBackground(on canvas: inout BandCanvas, rows: [RowPlan], xOffset: Int) {
        let colors = plan.colors
        let sheet = PixelRect(x: xOffset, y: 0, width: plan.width, height: plan.height).intersection(canvas.bounds)
        let table = plan.tableRect.offsetBy(dx: xOffset).intersection(canvas.bounds)
        for area in colors.table.a == 255 ? sheet.subtracting(table) : [sheet] {
            canvas.composite(colors.view.premultiplied, in: area)
        }
        let cells = colors.cell.a == 255 ? rows.filter { $0.clip == nil }.flatMap { opaqueAreas(of: $0, xOffset: xOffset) } : []
        for area in table.subtracting(cells) {
            canvas.composite(colors.table.premultiplied, in: area)
        }
    }

    /// The cell-coloured areas `paint(_:on:xOffset:)` fills in a row (before texts and hairlines): the
    /// accessory's strip and the content view beside it.
    func cellAreas(of row: RowPlan, xOffset: Int) -> (accessory: PixelRect, content: PixelRect) {
        let cell = row.cellRect.offsetBy(dx: xOffset)
        let content = row.contentRect.offsetBy(dx: xOffset)
        let accessory = plan.isRightToLeft
            ? PixelRect(x: cell.x, y: cell.y, width: content.x - cell.x, height: cell.height)
            : PixelRect(x: content.maxX, y: cell.y, width: cell.maxX - content.maxX, height: cell.height)
        return (accessory, content)
    }

    /// What a row without a rounded clip covers with the opaque cell colour at full coverage.
    private func opaqueAreas(of row: RowPlan, xOffset: Int) -> [PixelRect] {
        let areas = cellAreas(of: row, xOffset: xOffset)
        return [areas.accessory, areas.content]
    }
}
