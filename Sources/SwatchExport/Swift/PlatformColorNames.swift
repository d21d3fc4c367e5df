import SwatchPalette

/// The type a Swift format extends, and the colours it already has: a colour whose identifier is one of them
/// would shadow the platform's own inside the module (`Color.primary` would no longer be SwiftUI's), so the
/// format renames it and says so, where Xcode's generated symbols leave it out with a `#warning`
/// ("The "BlueColor" color asset name resolves to a conflicting Color symbol "blue". Try renaming the asset.").
enum PlatformColorType {
    case uiColor
    case swiftUIColor
    case nsColor

    /// How messages name the type: `UIColor`, `Color`, `NSColor`.
    var name: String {
        switch self {
        case .uiColor: "UIColor"
        case .swiftUIColor: "Color"
        case .nsColor: "NSColor"
        }
    }

    /// The framework, for messages: `UIKit's`, `SwiftUI's`, `AppKit's`.
    var owner: String {
        switch self {
        case .uiColor: "UIKit's"
        case .swiftUIColor: "SwiftUI's"
        case .nsColor: "AppKit's"
        }
    }

    /// The type's own static colours, by their Swift names.
    var ownNames: Set<String> {
        switch self {
        case .swiftUIColor: Self.swiftUI
        case .uiColor: Self.uiKit
        case .nsColor: Self.appKit
        }
    }

    /// SwiftUI's `Color` colours (also `ShapeStyle where Self == Color`'s).
    private static let swiftUI: Set<String> = [
        "accentColor", "primary", "secondary", "clear", "black", "white", "gray", "red", "orange", "yellow", "green", "mint",
        "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
    ]

    /// UIKit's `UIColor` colours: every name of the built-in catalogs (UIKit's own), and the few it leaves out.
    private static let uiKit: Set<String> = {
        var names: Set<String> = ["darkGray", "lightGray", "magenta", "darkText", "tintColor", "groupTableViewBackground"]
        for catalog in (try? SystemCatalog.names()) ?? [] {
            names.formUnion((try? SystemCatalog.palette(named: catalog))?.colorNames ?? [])
        }
        return names
    }()

    /// AppKit's `NSColor` colours as Swift names them (its semantic ones end in `Color`, an ending Xcode's rules
    /// drop from a name, so only a name like `LabelColorColor` meets them; they are listed all the same).
    private static let appKit: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange", "purple",
        "red", "white", "yellow", "systemRed", "systemGreen", "systemBlue", "systemOrange", "systemYellow", "systemBrown",
        "systemPink", "systemPurple", "systemGray", "systemTeal", "systemIndigo", "systemMint", "systemCyan", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "quinarySystemFill", "labelColor",
        "secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "quinaryLabel", "linkColor", "placeholderTextColor",
        "textColor", "textBackgroundColor", "selectedTextColor", "selectedTextBackgroundColor", "separatorColor", "gridColor",
        "windowBackgroundColor", "underPageBackgroundColor", "controlBackgroundColor", "controlColor", "controlTextColor",
        "controlAccentColor", "selectedControlColor", "selectedControlTextColor", "disabledControlTextColor",
        "keyboardFocusIndicatorColor", "findHighlightColor", "highlightColor", "shadowColor", "headerTextColor",
        "windowFrameTextColor", "selectedContentBackgroundColor", "unemphasizedSelectedContentBackgroundColor",
        "selectedMenuItemTextColor", "alternateSelectedControlTextColor",
    ]
}
