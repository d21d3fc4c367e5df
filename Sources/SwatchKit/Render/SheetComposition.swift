/// One PNG: one or more sheets next to each other, with a dark divider between them like split-screen windows.
struct SheetComposition {
    /// Divider between side-by-side sheets, in points (the iPad split-view divider).
    static let dividerPoints = 10
    static let dividerColor = RGBA8.black

    let panes: [(plan: SheetPlan, xOffset: Int)]
    let width: Int
    let height: Int
    let image: String
    let manifest: String?

    init(sideBySide plans: [SheetPlan], image: String, manifest: String?) {
        let gap = plans.count > 1 ? Self.dividerPoints * plans[0].metrics.scale : 0
        var x = 0
        var panes: [(plan: SheetPlan, xOffset: Int)] = []
        for plan in plans {
            panes.append((plan, x))
            x += plan.width + gap
        }
        self.panes = panes
        width = x - gap
        height = plans.map(\.height).max() ?? 0
        self.image = image
        self.manifest = manifest
    }

    /// The divider's colour when there is more than one pane.
    var divider: RGBA8? { panes.count > 1 ? Self.dividerColor : nil }
    /// Whether every pixel is opaque, so the PNG can be RGB: the view background of every pane is (the divider always is).
    var isOpaque: Bool { panes.allSatisfy { $0.plan.colors.view.isOpaque } }
}
