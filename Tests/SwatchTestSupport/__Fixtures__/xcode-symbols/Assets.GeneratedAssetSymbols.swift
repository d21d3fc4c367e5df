// What Xcode 15 and later generate for Samples/Assets.xcassets in a target with "Generate Swift Asset Symbol
// Extensions" on (ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES, as new projects have it):
// the colour part of DerivedData's GeneratedAssetSymbols.swift, written by hand in the shape of the files Xcode
// writes (committed copies in public repositories: module-qualified types, `#if canImport`, a `ColorResource` per
// colour set, an enum per folder that provides a namespace, members on NSColor, UIColor, Color and the
// ShapeStyle shorthand for colours outside namespaces). Names follow Xcode's rules: "AccentColor" -> accent,
// "Brand/Primary" -> Brand.primary; "Surfaces" and "Text" do not provide a namespace, so their colours are at the
// root. Untried in Xcode itself: SwiftTypeCheckTests compiles swatch's output beside it against the stubs.

import Foundation
#if canImport(AppKit)
import AppKit
#endif
#if canImport(UIKit)
import UIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#endif
#if canImport(DeveloperToolsSupport)
import DeveloperToolsSupport
#endif

#if SWIFT_PACKAGE
private let resourceBundle = Foundation.Bundle.module
#else
private class ResourceBundleClass {}
private let resourceBundle = Foundation.Bundle(for: ResourceBundleClass.self)
#endif

// MARK: - Color Symbols -

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension DeveloperToolsSupport.ColorResource {

    /// The "AccentColor" asset catalog color resource.
    static let accent = DeveloperToolsSupport.ColorResource(name: "AccentColor", bundle: resourceBundle)

    /// The "Background" asset catalog color resource.
    static let background = DeveloperToolsSupport.ColorResource(name: "Background", bundle: resourceBundle)

    /// The "Brand" asset catalog resource namespace.
    enum Brand {

        /// The "Brand/Primary" asset catalog color resource.
        static let primary = DeveloperToolsSupport.ColorResource(name: "Brand/Primary", bundle: resourceBundle)

        /// The "Brand/Secondary" asset catalog color resource.
        static let secondary = DeveloperToolsSupport.ColorResource(name: "Brand/Secondary", bundle: resourceBundle)

        /// The "Brand/Tint" asset catalog color resource.
        static let tint = DeveloperToolsSupport.ColorResource(name: "Brand/Tint", bundle: resourceBundle)

    }

    /// The "Card" asset catalog color resource.
    static let card = DeveloperToolsSupport.ColorResource(name: "Card", bundle: resourceBundle)

    /// The "Glow" asset catalog color resource.
    static let glow = DeveloperToolsSupport.ColorResource(name: "Glow", bundle: resourceBundle)

    /// The "Link" asset catalog color resource.
    static let link = DeveloperToolsSupport.ColorResource(name: "Link", bundle: resourceBundle)

    /// The "Success" asset catalog color resource.
    static let success = DeveloperToolsSupport.ColorResource(name: "Success", bundle: resourceBundle)

    /// The "TextPrimary" asset catalog color resource.
    static let textPrimary = DeveloperToolsSupport.ColorResource(name: "TextPrimary", bundle: resourceBundle)

    /// The "TextSecondary" asset catalog color resource.
    static let textSecondary = DeveloperToolsSupport.ColorResource(name: "TextSecondary", bundle: resourceBundle)

    /// The "Warning" asset catalog color resource.
    static let warning = DeveloperToolsSupport.ColorResource(name: "Warning", bundle: resourceBundle)

}

// MARK: - Color Symbol Extensions -

#if canImport(AppKit)
@available(macOS 14.0, *)
@available(macCatalyst, unavailable)
extension AppKit.NSColor {

    /// The "AccentColor" asset catalog color.
    static var accent: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .accent)
#else
        .init()
#endif
    }

    /// The "Background" asset catalog color.
    static var background: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .background)
#else
        .init()
#endif
    }

    /// The "Brand" asset catalog resource namespace.
    enum Brand {

        /// The "Brand/Primary" asset catalog color.
        static var primary: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
            .init(resource: .Brand.primary)
#else
            .init()
#endif
        }

        /// The "Brand/Secondary" asset catalog color.
        static var secondary: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
            .init(resource: .Brand.secondary)
#else
            .init()
#endif
        }

        /// The "Brand/Tint" asset catalog color.
        static var tint: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
            .init(resource: .Brand.tint)
#else
            .init()
#endif
        }

    }

    /// The "Card" asset catalog color.
    static var card: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .card)
#else
        .init()
#endif
    }

    /// The "Glow" asset catalog color.
    static var glow: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .glow)
#else
        .init()
#endif
    }

    /// The "Link" asset catalog color.
    static var link: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .link)
#else
        .init()
#endif
    }

    /// The "Success" asset catalog color.
    static var success: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .success)
#else
        .init()
#endif
    }

    /// The "TextPrimary" asset catalog color.
    static var textPrimary: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .textPrimary)
#else
        .init()
#endif
    }

    /// The "TextSecondary" asset catalog color.
    static var textSecondary: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .textSecondary)
#else
        .init()
#endif
    }

    /// The "Warning" asset catalog color.
    static var warning: AppKit.NSColor {
#if !targetEnvironment(macCatalyst)
        .init(resource: .warning)
#else
        .init()
#endif
    }

}
#endif

#if canImport(UIKit)
@available(iOS 17.0, tvOS 17.0, *)
@available(watchOS, unavailable)
extension UIKit.UIColor {

    /// The "AccentColor" asset catalog color.
    static var accent: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .accent)
#else
        .init()
#endif
    }

    /// The "Background" asset catalog color.
    static var background: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .background)
#else
        .init()
#endif
    }

    /// The "Brand" asset catalog resource namespace.
    enum Brand {

        /// The "Brand/Primary" asset catalog color.
        static var primary: UIKit.UIColor {
#if !os(watchOS)
            .init(resource: .Brand.primary)
#else
            .init()
#endif
        }

        /// The "Brand/Secondary" asset catalog color.
        static var secondary: UIKit.UIColor {
#if !os(watchOS)
            .init(resource: .Brand.secondary)
#else
            .init()
#endif
        }

        /// The "Brand/Tint" asset catalog color.
        static var tint: UIKit.UIColor {
#if !os(watchOS)
            .init(resource: .Brand.tint)
#else
            .init()
#endif
        }

    }

    /// The "Card" asset catalog color.
    static var card: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .card)
#else
        .init()
#endif
    }

    /// The "Glow" asset catalog color.
    static var glow: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .glow)
#else
        .init()
#endif
    }

    // Xcode writes #warning("The \"Link\" color asset name resolves to a conflicting UIColor symbol \"link\". Try
    // renaming the asset.") here and leaves UIColor.link to UIKit (a #warning would fail the -warnings-as-errors check).

    /// The "Success" asset catalog color.
    static var success: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .success)
#else
        .init()
#endif
    }

    /// The "TextPrimary" asset catalog color.
    static var textPrimary: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .textPrimary)
#else
        .init()
#endif
    }

    /// The "TextSecondary" asset catalog color.
    static var textSecondary: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .textSecondary)
#else
        .init()
#endif
    }

    /// The "Warning" asset catalog color.
    static var warning: UIKit.UIColor {
#if !os(watchOS)
        .init(resource: .warning)
#else
        .init()
#endif
    }

}
#endif

#if canImport(SwiftUI)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SwiftUI.Color {

    /// The "AccentColor" asset catalog color.
    static var accent: SwiftUI.Color { .init(.accent) }

    /// The "Background" asset catalog color.
    static var background: SwiftUI.Color { .init(.background) }

    /// The "Brand" asset catalog resource namespace.
    enum Brand {

        /// The "Brand/Primary" asset catalog color.
        static var primary: SwiftUI.Color { .init(.Brand.primary) }

        /// The "Brand/Secondary" asset catalog color.
        static var secondary: SwiftUI.Color { .init(.Brand.secondary) }

        /// The "Brand/Tint" asset catalog color.
        static var tint: SwiftUI.Color { .init(.Brand.tint) }

    }

    /// The "Card" asset catalog color.
    static var card: SwiftUI.Color { .init(.card) }

    /// The "Glow" asset catalog color.
    static var glow: SwiftUI.Color { .init(.glow) }

    /// The "Link" asset catalog color.
    static var link: SwiftUI.Color { .init(.link) }

    /// The "Success" asset catalog color.
    static var success: SwiftUI.Color { .init(.success) }

    /// The "TextPrimary" asset catalog color.
    static var textPrimary: SwiftUI.Color { .init(.textPrimary) }

    /// The "TextSecondary" asset catalog color.
    static var textSecondary: SwiftUI.Color { .init(.textSecondary) }

    /// The "Warning" asset catalog color.
    static var warning: SwiftUI.Color { .init(.warning) }

}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension SwiftUI.ShapeStyle where Self == SwiftUI.Color {

    /// The "AccentColor" asset catalog color.
    static var accent: SwiftUI.Color { .init(.accent) }

    /// The "Background" asset catalog color.
    static var background: SwiftUI.Color { .init(.background) }

    /// The "Card" asset catalog color.
    static var card: SwiftUI.Color { .init(.card) }

    /// The "Glow" asset catalog color.
    static var glow: SwiftUI.Color { .init(.glow) }

    /// The "Link" asset catalog color.
    static var link: SwiftUI.Color { .init(.link) }

    /// The "Success" asset catalog color.
    static var success: SwiftUI.Color { .init(.success) }

    /// The "TextPrimary" asset catalog color.
    static var textPrimary: SwiftUI.Color { .init(.textPrimary) }

    /// The "TextSecondary" asset catalog color.
    static var textSecondary: SwiftUI.Color { .init(.textSecondary) }

    /// The "Warning" asset catalog color.
    static var warning: SwiftUI.Color { .init(.warning) }

}
#endif
