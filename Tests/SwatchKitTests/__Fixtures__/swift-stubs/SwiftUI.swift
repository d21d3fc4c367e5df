// Stub of the part of SwiftUI the exported Swift code uses, with the SDKs' signatures, for
// type-checking it on Linux (ExportTypeCheckTests). Built twice: against the UIKit stub (iOS) and
// against the AppKit stub (macOS), as SwiftUI has `Color(uiColor:)` on one and `Color(nsColor:)` on the other.

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
    public static let clear = Color(white: 0, opacity: 0)
}
