import SwatchColor

/// One iOS's table-view measurements, in points at Dynamic Type `large` unless a name says otherwise. Each
/// look's values live in one file (`LookMeasures+iOS13.swift`, ...), each value commented with its evidence:
/// a source id below and how it was measured, or "inferred" and from what.
///
/// Sources (simulator snapshot images that public projects commit, measured from their pixels at @3x: edges
/// sub-pixel from anti-aliasing coverage, corner radii by least-squares circle fits, glyphs by ink extents;
/// the images themselves are not in this repository):
/// - PF13: pointfreeco/swift-snapshot-testing @ fb70100e, `Tests/SnapshotTestingTests/__Snapshots__/
///   SnapshotTestingTests/testTableViewController.1.png`: UIKit plain table, default cells, 320 pt, iOS 13.2, Medium.
/// - AX17, AX18, AX26: cashapp/AccessibilitySnapshot @ 5b03db81, `Example/SnapshotTests/ReferenceImages/_64/
///   SnapshotTests.HitTargetTests/testTableHitTarget_{17_5_393x852,18_5_402x874,26_2_402x874}@3x.png`: UIKit
///   plain table, default content configuration, iOS 17.5 / 18.5 / 26.2, Large.
/// - HA18: home-assistant/iOS @ 7a0e42ad, `Tests/App/DesignSystem/Components/__Snapshots__/ListPickerTests/
///   testLitPickerContentUI.{light,dark}.png` and `Tests/App/ClientEvents/__Snapshots__/
///   LocationHistoryListViewSnapshot.test/snapshots.LocationHistoryListView-w-Locations-{light,dark}.png`:
///   SwiftUI inset-grouped `List` (drawn by UIKit's collection-view list), headers, checkmark, chevrons;
///   iOS 18.2, 390 pt, Medium.
/// - HA26: home-assistant/iOS @ d722d781 (blobs from fe9b659d, 3f1b9afe), the same views on iOS 26.0.
/// - AXL18, AXL26: cashapp/AccessibilitySnapshot @ 5b03db81, `Example/SnapshotTests/ReferenceImages/_64/
///   SnapshotTests.SwiftUIListSectionTests/testListWithSectionHeaders_{18_5_402x874,26_2_402x874}@3x.png`:
///   SwiftUI inset-grouped `List` with section headers, iOS 18.5 / 26.2, 402 pt, Large (geometry only: the
///   accessibility overlays cover the colours).
/// - CM14, CM15: criticalmaps/criticalmaps-ios @ 84cb9682 (iOS 14, the test helper requires it) and @ 67bcbbfe
///   (re-recorded October 2021, most likely iOS 15), `CriticalMapsSnapshotTests/__Snapshots__/
///   {EventSettings,AppSettings}ViewControllerSnapshotTests/*.{light,dark}.png`: UIKit plain table with UIKit's
///   own chevron and checkmark accessories, 320 pt @2x, Large.
/// - OUK: Vercantez/openuikit, a UIKit re-implementation whose source comments report values its authors
///   measured on UIKit in the iOS 26.1 simulator (393 pt @3x, 375 pt @2x, Large); their captures are not
///   committed, so these are reported values, used only where no image exists.
/// UIKit evidence is preferred where it exists; SwiftUI lists (drawn by UIKit's collection-view list) fill in
/// the rest, and the Looks article (`make fidelity`'s results) shows where the two disagree.
/// Values measured at Medium are converted to Large with the Body ratio 17/16 where they scale with text.
struct LookMeasures: Sendable, Hashable {
    /// Cell layout margins of plain and grouped tables by table width: where text and separators start.
    let layoutMargin: WidthRule
    /// An inset group's distance from the table's edges, by width.
    let insetGroupMargin: WidthRule
    /// Where text and separators start inside an inset group, from the group's edge, by width.
    let insetContentMargin: WidthRule
    /// Corner radius of inset groups.
    let insetCornerRadius: Double

    let separator: SeparatorMeasures
    let row: RowMeasures
    let groupedHeader: GroupedHeaderMeasures
    let plainHeader: PlainHeaderMeasures
    /// The disclosure indicator (`chevron.forward`) and the colour it is drawn in.
    let chevron: AccessoryMeasures
    let chevronInk: LookInk
    /// The checkmark, in the tint colour.
    let checkmark: AccessoryMeasures
}

/// A length that depends on the table's width: `points` from each `from` width up to the next.
struct WidthRule: Sendable, Hashable {
    /// (from width, points), ascending by width; the first applies below it too.
    let steps: [(from: Int, points: Double)]

    init(_ steps: [(from: Int, points: Double)]) { self.steps = steps }

    /// The same length at every width.
    static func constant(_ points: Double) -> WidthRule { WidthRule([(0, points)]) }

    /// The length at `width` points.
    func points(at width: Int) -> Double {
        steps.last(where: { $0.from <= width })?.points ?? steps.first?.points ?? 0
    }

    static func == (a: WidthRule, b: WidthRule) -> Bool {
        a.steps.elementsEqual(b.steps) { $0.from == $1.from && $0.points == $1.points }
    }

    func hash(into hasher: inout Hasher) {
        for step in steps { hasher.combine(step.from); hasher.combine(step.points) }
    }
}

/// The lines between rows.
struct SeparatorMeasures: Sendable, Hashable {
    /// How thick a separator is.
    enum Thickness: Sendable, Hashable {
        /// One device pixel at any scale (`1 / UIScreen.scale` points).
        case hairline
        /// This many points.
        case points(Double)
    }

    let thickness: Thickness
    let ink: LookInk
    /// Whether a separator stops short of the trailing edge by as much as it starts from the leading edge.
    let insetAtBothEnds: Bool
    /// Whether a plain table keeps drawing separators for the empty rows below its last row.
    let plainEmptyRows: Bool
}

/// A `.subtitle` cell's height: its two lines of text between `padding` above and below, never under
/// `minimumHeight`. Line heights are San Francisco's for each style (22/17 of Body, 16/12 of Caption 1).
struct RowMeasures: Sendable, Hashable {
    let minimumHeight: Double
    let padding: Double
}

/// The caption above a grouped or inset-grouped section.
struct GroupedHeaderMeasures: Sendable, Hashable {
    /// Which text style the caption is set in.
    enum TextStyle: Sendable, Hashable {
        /// Footnote (13 pt at Large), regular.
        case footnote
        /// Headline (17 pt at Large), semibold.
        case headline
    }

    let textStyle: TextStyle
    /// Whether the section's name is shown in capitals.
    let uppercased: Bool
    /// From the end of the previous section (or the top inset) to the group's top, at Large; it grows with
    /// the caption's line.
    let height: Double
    /// The caption's baseline above the group's top.
    let baselineAboveGroup: Double
    /// Space above the first header (UIKit's top content inset for grouped tables).
    let topInset: Double
    /// Space below each group (the empty section footer).
    let footerHeight: Double
}

/// The bar heading a section of a plain table.
struct PlainHeaderMeasures: Sendable, Hashable {
    /// The bar's height at Large; it grows with its Headline line.
    let height: Double
    /// The name's baseline above the bar's bottom.
    let baselineAboveBottom: Double
}

/// An accessory's ink (the chevron, the checkmark): its size and where it sits in the cell.
package struct AccessoryMeasures: Sendable, Hashable {
    /// Ink width and height at Large (the stroke included).
    package let width: Double
    package let height: Double
    /// Stroke width at Large.
    package let stroke: Double
    /// How far inside the cell's trailing content margin the ink ends.
    package let insideMargin: Double
    /// How far below the row's centre the ink's centre sits (negative: above).
    package let belowCenter: Double
}

/// The colour a look draws part of its chrome in (separators, the chevron).
package enum LookInk: Sendable, Hashable {
    /// A colour of the system catalog, by name.
    case catalog(String)
    /// A colour fitted to measured pixels: `light` in light appearances, `dark` in dark ones.
    case measured(light: RGBA8, dark: RGBA8)
}
