// Stub of the part of AppKit the exported Swift code uses, with the macOS SDK's signatures, for
// type-checking it on Linux (ExportTypeCheckTests). Bodies are placeholders.

@_exported import CoreGraphics
import DeveloperToolsSupport

open class NSAppearance {
    /// `NSAppearanceName`, a typed extensible enum: a struct with static members.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let aqua = Name("NSAppearanceNameAqua")
        @available(macOS 10.14, *)
        public static let darkAqua = Name("NSAppearanceNameDarkAqua")
        public static let vibrantLight = Name("NSAppearanceNameVibrantLight")
        public static let vibrantDark = Name("NSAppearanceNameVibrantDark")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastAqua = Name("NSAppearanceNameAccessibilityAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastDarkAqua = Name("NSAppearanceNameAccessibilityDarkAqua")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastVibrantLight = Name("NSAppearanceNameAccessibilityVibrantLight")
        @available(macOS 10.14, *)
        public static let accessibilityHighContrastVibrantDark = Name("NSAppearanceNameAccessibilityVibrantDark")
    }

    public init?(named name: NSAppearance.Name) {}
    open var name: NSAppearance.Name { .aqua }
    @available(macOS 10.14, *)
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

// Not Sendable, so the generated code must not keep colours in global or static stored properties.
open class NSColor {
    /// `NSColorName`, bridged to `String`.
    public typealias Name = String

    public init(white: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.9, *)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.12, *)
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.12, *)
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(macOS 10.15, *)
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
    /// A colour of an asset catalog, by name.
    @available(macOS 10.13, *)
    public init?(named name: NSColor.Name, bundle: Bundle?) { return nil }
    /// A colour of an asset catalog, by the resource Xcode's generated asset symbols declare.
    @available(macOS 14.0, *)
    public convenience init(resource: ColorResource) { self.init(white: 0, alpha: 1) }

    // Standard fixed colours.
    open class var black: NSColor { NSColor(white: 0, alpha: 1) }
    open class var blue: NSColor { NSColor(white: 0, alpha: 1) }
    open class var brown: NSColor { NSColor(white: 0, alpha: 1) }
    open class var clear: NSColor { NSColor(white: 0, alpha: 0) }
    open class var cyan: NSColor { NSColor(white: 0, alpha: 1) }
    open class var darkGray: NSColor { NSColor(white: 0, alpha: 1) }
    open class var gray: NSColor { NSColor(white: 0, alpha: 1) }
    open class var green: NSColor { NSColor(white: 0, alpha: 1) }
    open class var lightGray: NSColor { NSColor(white: 0, alpha: 1) }
    open class var magenta: NSColor { NSColor(white: 0, alpha: 1) }
    open class var orange: NSColor { NSColor(white: 0, alpha: 1) }
    open class var purple: NSColor { NSColor(white: 0, alpha: 1) }
    open class var red: NSColor { NSColor(white: 0, alpha: 1) }
    open class var white: NSColor { NSColor(white: 1, alpha: 1) }
    open class var yellow: NSColor { NSColor(white: 0, alpha: 1) }

    // Label, text and separator colours (NSColor.h).
    @available(macOS 10.10, *) open class var labelColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var secondaryLabelColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var tertiaryLabelColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var quaternaryLabelColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var linkColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var placeholderTextColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.14, *) open class var separatorColor: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.14, *) open class var controlAccentColor: NSColor { NSColor(white: 0, alpha: 1) }

    // Fills (Apple's documentation: macOS 14.0+).
    @available(macOS 14.0, *) open class var systemFill: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 14.0, *) open class var secondarySystemFill: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 14.0, *) open class var tertiarySystemFill: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 14.0, *) open class var quaternarySystemFill: NSColor { NSColor(white: 0, alpha: 1) }

    // Adaptable system colours (NSColor.h).
    @available(macOS 10.10, *) open class var systemRed: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemGreen: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemBlue: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemOrange: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemYellow: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemBrown: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemPink: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemPurple: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.10, *) open class var systemGray: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.12, *) open class var systemTeal: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.15, *) open class var systemIndigo: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 10.12, *) open class var systemMint: NSColor { NSColor(white: 0, alpha: 1) }
    @available(macOS 12.0, *) open class var systemCyan: NSColor { NSColor(white: 0, alpha: 1) }
}
