import SwatchColor
import SwatchLayout
import SwatchPalette
import SwatchSupport

/// What a user chooses about one sheet, before colours are resolved for an appearance. Every default
/// swatch draws with is declared here, once; the command line shows and uses these.
public struct SheetOptions: Sendable, Hashable {
    /// The table style; `.grouped` unless chosen.
    public var style: TableStyle
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Table width in points (390 is an iPhone 12-16 in portrait).
    public var widthPoints: Int
    /// `cell.backgroundColor`: systemBackground unless chosen, as in the reference app.
    public var cell: ColorReference
    /// `view.tintColor` for the accessories: systemBlue unless chosen.
    public var tint: ColorReference
    /// `tableView.backgroundColor`; nil means the style's default (`defaultTable(for:)`).
    public var table: ColorReference?
    /// A theme's style overrides, by section name.
    public var sectionStyles: [String: ThemeStyle]
    /// For a review of a change (`swatch diff`): rows whose content view is split, the old colour on the
    /// leading half and the new on the trailing half, by `ReviewPair.key(section:name:)`.
    public var review: [String: ReviewPair]
    /// When set, each row carries a contrast badge judged at this level: its title on its colour, and its
    /// colour on the cell (as text for a text colour, `use(of:)`, else as non-text).
    public var contrastAnnotation: ContrastLevel?
    /// How the annotation decides whether a row's title is large text: Apple's HIG (the default) or WCAG.
    public var textPolicy: TextPolicy
    /// What the annotation judges each colour on the cell as, by name, beyond the catalog's text colours
    /// (`ContrastUse.catalogText`): a pairs file's foregrounds (`as text`, `as large-text`). Any other colour
    /// is a non-text element (3:1).
    public var colorUses: [String: ContrastUse]
    /// Left to right unless chosen; right to left mirrors the table as iOS does in an RTL language.
    public var layoutDirection: LayoutDirection
    /// The Dynamic Type category text is set at; `large` (iOS's default) unless chosen.
    public var textSize: ContentSizeCategory
    /// Which iOS's table is drawn; the command line's default follows the catalog (`TableLook(catalog:)`).
    public var look: TableLook

    /// The style drawn when none is chosen.
    public static let defaultStyle = TableStyle.grouped
    /// The scale drawn when none is chosen: an iPhone's 3x.
    public static let defaultScale = 3
    /// The width drawn when none is chosen, in points.
    public static let defaultWidth = 390
    /// The cell background when none is chosen: systemBackground, as the reference app sets it.
    public static let defaultCell = ColorReference.named("systemBackground")
    /// The word `--cell` takes for UIKit's own cell background (`uikitCell(for:)`).
    public static let uikitCellKeyword = "default"
    /// The cell background UIKit gives `style` when the app sets none: secondarySystemGroupedBackground in
    /// grouped styles, systemBackground in plain ones.
    public static func uikitCell(for style: TableStyle) -> ColorReference {
        .named(style == .plain ? "systemBackground" : "secondarySystemGroupedBackground")
    }
    /// The tint when none is chosen.
    public static let defaultTint = ColorReference.named("systemBlue")
    /// The table background UIKit gives `style` when none is chosen.
    public static func defaultTable(for style: TableStyle) -> ColorReference {
        .named(style == .plain ? "systemBackground" : "systemGroupedBackground")
    }

    /// The text size when none is chosen: iOS's default.
    public static let defaultTextSize = ContentSizeCategory.large
    /// The layout direction when none is chosen.
    public static let defaultLayoutDirection = LayoutDirection.leftToRight

    /// Scales swatch draws at.
    public static let scales = 1...3
    /// Table widths swatch draws, in points.
    public static let widths = 240...2048

    /// Options with the given choices; a colour left nil takes its default.
    public init(style: TableStyle = defaultStyle, scale: Int = defaultScale, widthPoints: Int = defaultWidth,
                cell: ColorReference? = nil, tint: ColorReference? = nil, table: ColorReference? = nil,
                sectionStyles: [String: ThemeStyle] = [:], contrastAnnotation: ContrastLevel? = nil,
                review: [String: ReviewPair] = [:], textPolicy: TextPolicy = .hig, colorUses: [String: ContrastUse] = [:],
                layoutDirection: LayoutDirection = defaultLayoutDirection, textSize: ContentSizeCategory = defaultTextSize,
                look: TableLook = .defaultLook) {
        self.style = style
        self.scale = scale
        self.widthPoints = widthPoints
        self.cell = cell ?? Self.defaultCell
        self.tint = tint ?? Self.defaultTint
        self.table = table
        self.sectionStyles = sectionStyles
        self.contrastAnnotation = contrastAnnotation
        self.review = review
        self.textPolicy = textPolicy
        self.colorUses = colorUses
        self.layoutDirection = layoutDirection
        self.textSize = textSize
        self.look = look
    }

    /// What the contrast annotation judges `name` on the cell as: the use `colorUses` gives it, else text
    /// for the catalog's text colours, else non-text.
    public func use(of name: String) -> ContrastUse {
        colorUses[name] ?? (ContrastUse.catalogText.contains(name) ? .text : .nonText)
    }

    /// The table background drawn: the chosen one, else the style's default.
    var tableColor: ColorReference { table ?? Self.defaultTable(for: style) }

    /// Checks the sizes; the message names the option and the accepted range.
    public func validate() throws(SwatchError) {
        guard Self.scales.contains(scale) else {
            throw SwatchError(.usage, "--scale \(scale) is out of range: use 1, 2 or 3")
        }
        guard Self.widths.contains(widthPoints) else {
            throw SwatchError(.usage, "--width \(widthPoints) is out of range: use \(Self.widths.lowerBound) to \(Self.widths.upperBound) points")
        }
    }
}
