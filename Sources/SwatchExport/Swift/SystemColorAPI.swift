/// A UIKit system colour as the Swift formats name it: UIKit's class property, the iOS version it came in, and
/// AppKit's colour of the same role with the macOS version it came in (nil where AppKit has none: the grouped
/// and plain backgrounds, `opaqueSeparator`, `systemGray2` to `systemGray6`, `darkText`, `lightText`).
///
/// Sources: UIKit's availability as the built-in catalog's notes give it (`systemMint`, `systemCyan`: iOS 15.0+;
/// the UI element colours, `systemIndigo`, `systemBrown` and `systemGray2`...`6`: iOS 13), the `@available` of the
/// UIKit stub the tests type-check against; AppKit's
/// names and availability from the macOS SDK's `NSColor.h` (`systemTealColor API_AVAILABLE(macos(10.12))`,
/// `systemIndigoColor ... (10.15)`, `systemMintColor ... (10.12)`, `systemCyanColor ... (12.0)`, `separatorColor
/// ... (10.14)`, the label colours, `linkColor` and `placeholderTextColor` 10.10) and Apple's documentation
/// (`NSColor.systemFill` and the other fills: "macOS 14.0+").
struct SystemColorAPI: Sendable, Hashable {
    /// UIKit's class property: `systemBlue`, `label`.
    let uikit: String
    /// The iOS version it came in; 0 where it is older than any version the formats support.
    let iOS: Int
    /// AppKit's class property of the same role (`labelColor` for `label`), nil where AppKit has none.
    let appKit: String?
    /// The macOS version `appKit` came in, as `(major, minor)`; (0, 0) where it is older than any supported one.
    let macOS: MacOSVersion

    /// A macOS version: `10.15`, `12.0`.
    struct MacOSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
        let major: Int
        let minor: Int

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }
        var description: String { "\(major).\(minor)" }
    }

    /// The earliest iOS the `uikit` format's code runs on (`UIColor(dynamicProvider:)`) and the `swiftui` format's
    /// (`Color(uiColor:)`), and the earliest macOS of `appkit` (`NSColor(name:dynamicProvider:)`) and of `swiftui`
    /// (`Color(nsColor:)`): a system colour that came later is named under `#available`.
    static let uikitFloor = 13, swiftUIFloorIOS = 15
    static let appKitFloor = MacOSVersion(major: 10, minor: 15), swiftUIFloorMacOS = MacOSVersion(major: 12, minor: 0)

    /// The entry for UIKit's `name` (`systemBlue`); nil for a name UIKit does not have.
    static func named(_ name: String) -> SystemColorAPI? { byName[name] }

    private static let byName: [String: SystemColorAPI] = Dictionary(uniqueKeysWithValues: all.map { ($0.uikit, $0) })

    /// Every colour of the built-in catalogs.
    static let all: [SystemColorAPI] = {
        func entry(_ uikit: String, _ iOS: Int, _ appKit: String?, _ major: Int = 0, _ minor: Int = 0) -> SystemColorAPI {
            SystemColorAPI(uikit: uikit, iOS: iOS, appKit: appKit, macOS: MacOSVersion(major: major, minor: minor))
        }
        return [
            // UI element colours.
            entry("label", 13, "labelColor", 10, 10),
            entry("secondaryLabel", 13, "secondaryLabelColor", 10, 10),
            entry("tertiaryLabel", 13, "tertiaryLabelColor", 10, 10),
            entry("quaternaryLabel", 13, "quaternaryLabelColor", 10, 10),
            entry("systemFill", 13, "systemFill", 14, 0),
            entry("secondarySystemFill", 13, "secondarySystemFill", 14, 0),
            entry("tertiarySystemFill", 13, "tertiarySystemFill", 14, 0),
            entry("quaternarySystemFill", 13, "quaternarySystemFill", 14, 0),
            entry("placeholderText", 13, "placeholderTextColor", 10, 10),
            entry("systemBackground", 13, nil),
            entry("secondarySystemBackground", 13, nil),
            entry("tertiarySystemBackground", 13, nil),
            entry("systemGroupedBackground", 13, nil),
            entry("secondarySystemGroupedBackground", 13, nil),
            entry("tertiarySystemGroupedBackground", 13, nil),
            entry("separator", 13, "separatorColor", 10, 14),
            entry("opaqueSeparator", 13, nil),
            entry("link", 13, "linkColor", 10, 10),
            entry("darkText", 0, nil),
            entry("lightText", 0, nil),
            // Standard system colours.
            entry("systemRed", 0, "systemRed", 10, 10),
            entry("systemOrange", 0, "systemOrange", 10, 10),
            entry("systemYellow", 0, "systemYellow", 10, 10),
            entry("systemGreen", 0, "systemGreen", 10, 10),
            entry("systemMint", 15, "systemMint", 10, 12),
            entry("systemTeal", 0, "systemTeal", 10, 12),
            entry("systemCyan", 15, "systemCyan", 12, 0),
            entry("systemBlue", 0, "systemBlue", 10, 10),
            entry("systemIndigo", 13, "systemIndigo", 10, 15),
            entry("systemPurple", 0, "systemPurple", 10, 10),
            entry("systemPink", 0, "systemPink", 10, 10),
            entry("systemBrown", 13, "systemBrown", 10, 10),
            entry("systemGray", 0, "systemGray", 10, 10),
            entry("systemGray2", 13, nil),
            entry("systemGray3", 13, nil),
            entry("systemGray4", 13, nil),
            entry("systemGray5", 13, nil),
            entry("systemGray6", 13, nil),
            // Standard fixed colours: the same names in both frameworks, on every version.
        ] + ["black", "blue", "brown", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange", "purple", "red",
             "white", "yellow", "clear"].map { entry($0, 0, $0) }
    }()
}
