/// The accessory a cell shows at its trailing end, as `UITableViewCell.AccessoryType` names it: the width
/// it takes from the content view and the anti-aliased shapes it draws. Each accessory is one file in
/// this folder; rows use those in `cycle`, so a new accessory changes no sheet until it is put there.
///
/// Sizes follow the iOS 13+ SF Symbol accessories at their default 17 pt configuration; each sits on the
/// cell's trailing margin.
struct Accessory: Sendable, Hashable, CustomStringConvertible {
    /// The `UITableViewCell.AccessoryType` case, e.g. `disclosureIndicator`; the manifest records it.
    let name: String
    /// Points the accessory takes at the trailing end of the cell: where the content view stops.
    let widthPoints: Int
    /// The shapes for a cell whose trailing margin is at `trailing` and vertical centre at `centerY`, in
    /// device pixels at `scale` pixels per point.
    let shapes: @Sendable (_ trailing: Double, _ centerY: Double, _ scale: Double) -> [AccessoryShape]

    /// The accessories rows take in turn, in the reference app's order: row `i` shows `cycle[i % 5]`.
    static let cycle: [Accessory] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]

    /// The accessory of row `row` (counted within its section).
    init(row: Int) { self = Self.cycle[row % Self.cycle.count] }

    init(name: String, widthPoints: Int,
         shapes: @escaping @Sendable (_ trailing: Double, _ centerY: Double, _ scale: Double) -> [AccessoryShape]) {
        self.name = name
        self.widthPoints = widthPoints
        self.shapes = shapes
    }

    /// No accessory: the content view reaches the cell's trailing edge.
    static let none = Accessory(name: "none", widthPoints: 0) { _, _, _ in [] }

    /// The name.
    var description: String { name }

    static func == (a: Accessory, b: Accessory) -> Bool { a.name == b.name }

    func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

/// One shape of an accessory and the colour it takes.
struct AccessoryShape {
    /// Which sheet colour an accessory shape is drawn in.
    enum Ink { case tint, chevron }

    let shape: any CoverageShape
    let ink: Ink
    /// Whether the shape points the other way in a right-to-left table (a chevron does; a checkmark or an
    /// info button only moves to the other side).
    var flipsRightToLeft = false
}
