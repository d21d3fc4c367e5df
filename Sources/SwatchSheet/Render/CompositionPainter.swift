import SwatchColor
import SwatchRaster
import SwatchSupport
import SwatchText

/// Paints one PNG's composition into a band: the divider, every pane's sheet at its place, then each
/// simulated pane seen through its deficiency. What `SheetRenderer` encodes and `SheetRows` compares.
struct CompositionPainter {
    let composition: SheetComposition
    private let painters: [SheetPainter]
    private let filters: [ColorVisionFilter?]

    /// A painter of `composition` in `fonts` (which painters of other compositions may share).
    init(_ composition: SheetComposition, fonts: SheetFonts) {
        self.composition = composition
        painters = composition.panes.map { SheetPainter(plan: $0.plan, fonts: fonts) }
        filters = composition.panes.map { $0.plan.simulation.map(ColorVisionFilter.init) }
    }

    /// Paints the composition's rows that `canvas` covers (a cleared band).
    func paint(_ canvas: inout BandCanvas) throws(SwatchError) {
        if let divider = composition.divider {
            canvas.composite(divider.premultiplied, in: canvas.bounds)
        }
        for (painter, pane) in zip(painters, composition.panes) {
            canvas.shiftOrigin(by: -pane.yOffset)
            try painter.paint(&canvas, xOffset: pane.xOffset)
            canvas.shiftOrigin(by: pane.yOffset)
        }
        // Each simulated sheet is seen through its deficiency once it is painted: text, accessories, blends and all.
        for (filter, pane) in zip(filters, composition.panes) {
            if let filter { canvas.simulate(filter, in: pane.rect) }
        }
    }
}
