import SwatchColor
import SwatchLayout

/// One sheet placed in a PNG: its plan and where its top-left corner lies.
struct SheetPane {
    let plan: SheetPlan
    let xOffset: Int
    let yOffset: Int

    /// The pixels the sheet covers in the PNG.
    var rect: PixelRect { PixelRect(x: xOffset, y: yOffset, width: plan.width, height: plan.height) }
}

/// One PNG: one or more sheets next to each other, with a dark divider between them like split-screen
/// windows; a grid of them (rows of appearances, columns of simulations) for `--simulate all`.
struct SheetComposition {
    /// Divider between side-by-side sheets, in points (the iPad split-view divider).
    static let dividerPoints = 10
    static let dividerColor = RGBA8.black

    let panes: [SheetPane]
    let width: Int
    let height: Int
    let image: String
    let manifest: String?

    init(sideBySide plans: [SheetPlan], image: String, manifest: String?) {
        self.init(grid: [plans], image: image, manifest: manifest)
    }

    /// `rows` top to bottom, each row's sheets left to right, a divider between neighbours; a row is as
    /// tall as its tallest sheet.
    init(grid rows: [[SheetPlan]], image: String, manifest: String?) {
        let plans = rows.flatMap { $0 }
        let gap = plans.count > 1 ? Self.dividerPoints * plans[0].metrics.scale : 0
        var panes: [SheetPane] = []
        var y = 0, width = 0
        for row in rows where !row.isEmpty {
            var x = 0
            for plan in row {
                panes.append(SheetPane(plan: plan, xOffset: x, yOffset: y))
                x += plan.width + gap
            }
            width = max(width, x - gap)
            y += (row.map(\.height).max() ?? 0) + gap
        }
        self.panes = panes
        self.width = width
        height = max(0, y - gap)
        self.image = image
        self.manifest = manifest
    }

    /// The divider's colour when there is more than one pane.
    var divider: RGBA8? { panes.count > 1 ? Self.dividerColor : nil }
    /// Whether every pixel is opaque, so the PNG can be RGB: the view background of every pane is (the divider always is).
    var isOpaque: Bool { panes.allSatisfy { $0.plan.colors.view.isOpaque } }
}
