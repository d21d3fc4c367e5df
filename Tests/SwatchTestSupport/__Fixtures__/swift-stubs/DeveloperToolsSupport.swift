// Stub of the part of DeveloperToolsSupport that Xcode's generated asset symbols use (`ColorResource`, iOS 17 and
// macOS 14 SDKs), for type-checking swatch's code beside a GeneratedAssetSymbols.swift on Linux (SwiftTypeCheckTests).

import Foundation

/// A colour resource of an asset catalog: its name and bundle.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ColorResource: Hashable, Sendable {
    public init(name: String, bundle: Bundle) {}
}
