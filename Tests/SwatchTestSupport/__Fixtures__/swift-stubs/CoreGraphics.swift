// Stub of the part of CoreGraphics the exported Swift code uses, for type-checking it on Linux
// (ExportTypeCheckTests). CGFloat is swift-corelibs-foundation's, a struct taking float and integer literals
// as on Apple platforms, where Foundation re-exports CoreGraphics' CGFloat likewise; Foundation also brings
// `Bundle`, which asset catalog colours are loaded from.

@_exported import Foundation
