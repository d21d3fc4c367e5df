import SwatchLayout
import SwatchRaster

/// The accessory a cell shows at its trailing end, as `UITableViewCell.AccessoryType` names it: the width
/// it takes from the content view and the anti-aliased shapes it draws. Each accessory is one file in
/// this folder; rows use those in `cycle`, so a new accessory changes no sheet until it is put there.
///
/// Sizes follow the iOS 13+ SF Symbol accessories at their default 17 pt configuration. The chevron's and the
/// checkmark's size and place are the look's measurements; the info button sits on the cell's trailing margin and the widths the accessories take from the content view are inferred (not measured: no
/// image shows a content view's end).
struct Accessory: Sendable, Hashable, CustomStringConvertible {
    /// The `UITableViewCell.AccessoryType` case, e.g. `disclosureIndicator`; the manifest records it.
    let name: String
    /// Points the accessory takes at the trailing end of the cell: where the content view stops.
    let widthPoints: Int
    /// The shapes for a cell, placed by `AccessoryFrame`.
    let shapes: @Sendable (AccessoryFrame) -> [AccessoryShape]

    /// The accessories rows take in turn, in the reference app's order: row `i` shows `cycle[i % 5]`.
    static let cycle: [Accessory] = [.none, .disclosureIndicator, .detailDisclosureButton, .checkmark, .detailButton]

    /// The accessory of row `row` (counted within its section).
    init(row: Int) { self = Self.cycle[row % Self.cycle.count] }

    init(name: String, widthPoints: Int, shapes: @escaping @Sendable (AccessoryFrame) -> [AccessoryShape]) {
        self.name = name
        self.widthPoints = widthPoints
        self.shapes = shapes
    }

    /// No accessory: the content view reaches the cell's trailing edge.
    static let none = Accessory(name: "none", widthPoints: 0) { _ in [] }

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

/// Where an accessory is drawn, in device pixels.
struct AccessoryFrame: Sendable, Hashable {
    /// The cell's trailing content margin.
    let trailing: Double
    /// The cell's vertical centre.
    let centerY: Double
    /// Pixels per point, grown with the text size.
    let scale: Double
    /// The look's chevron.
    let chevron: AccessoryMeasures
    /// The look's checkmark.
    let checkmark: AccessoryMeasures
}
