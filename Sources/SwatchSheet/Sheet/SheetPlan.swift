import SwatchColor
import SwatchLayout
import SwatchPalette
import SwatchRaster

/// Everything one sheet draws, in device pixels, with colours resolved: the painter's only input.
struct SheetPlan: Sendable {
    let appearance: Appearance
    let style: TableStyle
    let metrics: TableMetrics
    let colors: SheetColors
    let width: Int
    let height: Int
    let titleBar: TitleBarPlan
    /// Section headers, top to bottom.
    var headers: [HeaderPlan]
    /// Rows, top to bottom, each laid out as it is read.
    var rows: RowPlans
    /// Sections a theme gives a border or shadow, top to bottom.
    var groups: [GroupPlan]
    /// Separators of the empty rows a plain table shows below its last (iOS 13).
    var emptyRowSeparators: [PixelRect] = []
    /// Where the table (not the title bar) lies.
    let tableRect: PixelRect
    /// The colour-vision deficiency the painted sheet is seen through, or nil for normal vision.
    let simulation: ColorVisionSimulation?
    /// Right to left: geometry is mirrored (`mirrored()`), text aligned to the right, accessories flipped.
    var layoutDirection: LayoutDirection = .leftToRight
}

/// The bar at the top, drawn like a navigation bar with a subtitle: the palette, then the appearance, style and look.
struct TitleBarPlan: Sendable {
    let rect: PixelRect
    let text: String
    /// The second line, in secondaryLabel: `Light · Grouped · iOS 26 table`.
    let subtitle: String
    let baseline: Int
    let subtitleBaseline: Int
    /// The title's size in points: iOS's 17, or 15 for a review's longer summary.
    let fontSize: Double
    let subtitleFontSize: Double
    /// One-pixel line under the bar.
    let hairline: PixelRect

    /// Both lines as one, for the PNG's Title text.
    var fullText: String { "\(text) · \(subtitle)" }
}

/// A section header: a bar with the name (plain) or an upper-case caption above the group.
struct HeaderPlan: Sendable {
    let section: String
    let text: String
    let rect: PixelRect
    /// Filled with the header-bar colour in plain style; nil where the table shows through.
    let bar: PixelRect?
    var textX: Int
    let baseline: Int
    let maxTextWidth: Int
    let fontSize: Double
    let semibold: Bool
    let textColor: RGBA8
}

/// One table row: a colour in the cell's content view, its name and hex codes, and an accessory.
struct RowPlan: Sendable {
    let section: String
    let name: String
    let title: String
    let subtitle: String
    let color: RGBA8
    let effective: RGBA8
    let textColor: RGBA8
    /// The whole cell, filled with the cell background.
    var cellRect: PixelRect
    /// The cell's content view, filled with the row colour.
    var contentRect: PixelRect
    let accessory: Accessory
    /// Hairlines drawn over the row: the separator to the next row, and grouped style's section borders.
    var hairlines: [PixelRect]
    /// Rounded corners that clip the row in an inset group: the rounded rectangle may extend past the row
    /// so only the corners that belong to it round.
    var clip: RoundedRectShape?
    /// Where the text may go: `textX ..< textX + maxTextWidth`, aligned within it by `alignment`.
    var textX: Int
    let titleBaseline: Int
    let subtitleBaseline: Int
    let maxTextWidth: Int
    /// The cell's leading and trailing content margin: accessories end this far inside the cell.
    let contentMargin: Int
    let titleFontSize: Double
    let subtitleFontSize: Double
    let semibold: Bool
    let alignment: ThemeStyle.Alignment
    /// With `--annotate contrast`: the row's text on its colour, and its colour on the cell.
    let contrast: RowContrast?
    /// In a review sheet: the old and new halves.
    let split: RowSplit?
    /// Whether a title too long for the row keeps its end (`…Secondary`): its start repeats the section's name.
    var titleKeepsEnd = false
}

/// A row's contrast, as its badge shows it.
struct RowContrast: Sendable {
    /// The title and subtitle on the row's colour; `text` for the 17 pt title under the HIG policy.
    let text: ContrastVerdict
    /// The row's colour against the cell behind it, judged as what it is drawn as (`backgroundUse`).
    let background: ContrastVerdict
    /// What the row's colour is judged as on the cell: text for a text colour, else a non-text element.
    let backgroundUse: ContrastUse

    /// The badge's second line starts with this: `on cell` for a non-text colour, `text on cell` for text.
    var backgroundLabel: String {
        switch backgroundUse {
        case .nonText: "on cell "
        case .text: "text on cell "
        case .largeText: "large text on cell "
        }
    }
}

/// A section's rows as one group, with the border and shadow a theme gives it.
struct GroupPlan: Sendable {
    var rect: PixelRect
    /// Corner radius in pixels (inset-grouped), else 0.
    let radius: Double
    let borderWidth: Int
    let border: RGBA8?
    /// Blur radius of the drop shadow in pixels; 0 for none.
    let shadowRadius: Double
    let shadow: RGBA8?

    var isDecorated: Bool { (borderWidth > 0 && border != nil) || (shadowRadius > 0 && shadow != nil) }

    /// How far beyond `rect` the border and shadow may touch, on every side.
    var reach: Int { Int((shadowRadius * 1.5).rounded(.up)) + 1 + Int(shadowRadius / 3) }

    /// The area the border and shadow may touch.
    var decoratedBounds: PixelRect {
        PixelRect(x: rect.x - reach, y: rect.y - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
    }
}
