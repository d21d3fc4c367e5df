// Stub of the part of SwiftUI the exported Swift code uses, with the SDKs' signatures, for
// type-checking it on Linux (ExportTypeCheckTests). Built twice: against the UIKit stub (iOS) and
// against the AppKit stub (macOS), as SwiftUI has `Color(uiColor:)` on one and `Color(nsColor:)` on the other.

import Foundation
import DeveloperToolsSupport
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

@frozen public struct Color: Hashable, Sendable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB
        case sRGBLinear
        case displayP3
    }

    private let id: Int

    @available(iOS 13.0, macOS 10.15, *)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        id = 0
    }

    @available(iOS 13.0, macOS 10.15, *)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        id = 0
    }

    /// A colour of an asset catalog, by name.
    @available(iOS 13.0, macOS 10.15, *)
    public init(_ name: String, bundle: Bundle? = nil) { id = 3 }

    /// A colour of an asset catalog, by the resource Xcode's generated asset symbols declare.
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ resource: ColorResource) { id = 4 }

    #if canImport(UIKit)
    @available(iOS 15.0, *)
    public init(uiColor: UIColor) { id = 1 }
    #elseif canImport(AppKit)
    @available(macOS 12.0, *)
    public init(nsColor: NSColor) { id = 2 }
    #endif

    public static let accentColor = Color(white: 0)
    public static let primary = Color(white: 0)
    public static let secondary = Color(white: 0.5)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)
    public static let blue = Color(red: 0, green: 0.478, blue: 1)
    public static let red = Color(red: 1, green: 0.231, blue: 0.188)
    public static let clear = Color(white: 0, opacity: 0)
}

/// What can fill or stroke a shape; a `Color` is one, so `.foregroundStyle(.red)` takes `Color.red`.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

// SwiftUI declares its colours as shape styles too, so a generated `red` here would shadow them.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color(red: 1, green: 0.231, blue: 0.188) }
    public static var blue: Color { Color(red: 0, green: 0.478, blue: 1) }
}

/// A view, as far as the generated code's users need one.
public protocol View {}

extension View {
    /// Sets the style of the view's foreground elements.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
}

/// A text view.
public struct Text: View {
    public init(_ content: String) {}
}
