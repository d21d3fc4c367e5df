/// What a user chooses about one sheet, before colours are resolved for an appearance.
public struct SheetOptions: Sendable, Hashable {
    public var style: TableStyle
    /// Device pixels per point: 1, 2 or 3.
    public var scale: Int
    /// Table width in points (390 is an iPhone 12-16 in portrait).
    public var widthPoints: Int
    /// `cell.backgroundColor`; nil means systemBackground, as in the reference app.
    public var cell: ColorReference?
    /// `view.tintColor` for the accessories; nil means systemBlue.
    public var tint: ColorReference?
    /// `tableView.backgroundColor`; nil means systemBackground (plain) or systemGroupedBackground (grouped).
    public var table: ColorReference?
    /// A theme's style overrides, by section name.
    public var sectionStyles: [String: ThemeStyle]

    public static let scales = 1...3
    public static let widths = 240...2048

    public init(style: TableStyle = .grouped, scale: Int = 3, widthPoints: Int = 390,
                cell: ColorReference? = nil, tint: ColorReference? = nil, table: ColorReference? = nil,
                sectionStyles: [String: ThemeStyle] = [:]) {
        self.style = style
        self.scale = scale
        self.widthPoints = widthPoints
        self.cell = cell
        self.tint = tint
        self.table = table
        self.sectionStyles = sectionStyles
    }

    var cellReference: ColorReference { cell ?? .named("systemBackground") }
    var tintReference: ColorReference { tint ?? .named("systemBlue") }
    var tableReference: ColorReference {
        table ?? .named(style == .plain ? "systemBackground" : "systemGroupedBackground")
    }

    /// Checks the sizes; the message names the option and the accepted range.
    public func validate() throws(RenderError) {
        guard Self.scales.contains(scale) else {
            throw RenderError("--scale \(scale) is out of range: use 1, 2 or 3")
        }
        guard Self.widths.contains(widthPoints) else {
            throw RenderError("--width \(widthPoints) is out of range: use \(Self.widths.lowerBound) to \(Self.widths.upperBound) points")
        }
    }
}

/// A failure while planning, drawing or writing a sheet, with a one-line message.
public struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
