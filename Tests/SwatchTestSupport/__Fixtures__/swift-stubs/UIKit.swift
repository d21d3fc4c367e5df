// Stub of the part of UIKit the exported Swift code uses, with the iOS SDK's signatures, for
// type-checking it on Linux (ExportTypeCheckTests). Bodies are placeholders.

@_exported import CoreGraphics
import DeveloperToolsSupport

public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

public enum UIUserInterfaceLevel: Int, @unchecked Sendable {
    case unspecified = -1
    case base = 0
    case elevated = 1
}

open class UITraitCollection {
    public init() {}
    @available(iOS 12.0, *)
    open var userInterfaceStyle: UIUserInterfaceStyle { .unspecified }
    @available(iOS 13.0, *)
    open var accessibilityContrast: UIAccessibilityContrast { .unspecified }
    @available(iOS 13.0, *)
    open var userInterfaceLevel: UIUserInterfaceLevel { .unspecified }
}

// Not Sendable, so the generated code must not keep colours in global or static stored properties.
open class UIColor {
    public init(white: CGFloat, alpha: CGFloat) {}
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 10.0, *)
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    @available(iOS 13.0, *)
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
    /// A colour of an asset catalog, by name.
    @available(iOS 11.0, *)
    public init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) { return nil }

    @available(iOS 13.0, *)
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }
    /// A colour of an asset catalog, by the resource Xcode's generated asset symbols declare.
    @available(iOS 17.0, *)
    public convenience init(resource: ColorResource) { self.init(white: 0, alpha: 1) }

    // Standard fixed colours.
    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 0, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 0, alpha: 1) }
    open class var white: UIColor { UIColor(white: 0, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0, alpha: 1) }
    open class var red: UIColor { UIColor(white: 0, alpha: 1) }
    open class var green: UIColor { UIColor(white: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(white: 0, alpha: 1) }
    open class var cyan: UIColor { UIColor(white: 0, alpha: 1) }
    open class var yellow: UIColor { UIColor(white: 0, alpha: 1) }
    open class var magenta: UIColor { UIColor(white: 0, alpha: 1) }
    open class var orange: UIColor { UIColor(white: 0, alpha: 1) }
    open class var purple: UIColor { UIColor(white: 0, alpha: 1) }
    open class var brown: UIColor { UIColor(white: 0, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 1) }

    // Standard system colours.
    @available(iOS 7.0, *) open class var systemRed: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemGreen: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemBlue: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemOrange: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemYellow: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemPink: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 9.0, *) open class var systemPurple: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemTeal: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemIndigo: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemBrown: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 15.0, *) open class var systemMint: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 15.0, *) open class var systemCyan: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 7.0, *) open class var systemGray: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGray2: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGray3: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGray4: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGray5: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGray6: UIColor { UIColor(white: 0, alpha: 1) }

    // UI element colours.
    @available(iOS 15.0, *) open class var tintColor: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var label: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var secondaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var tertiaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var quaternaryLabel: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var link: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var placeholderText: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var separator: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var opaqueSeparator: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var secondarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var tertiarySystemBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var secondarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var tertiarySystemGroupedBackground: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var systemFill: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var secondarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var tertiarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    @available(iOS 13.0, *) open class var quaternarySystemFill: UIColor { UIColor(white: 0, alpha: 1) }
    open class var lightText: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
