// Stub of the part of CoreGraphics the exported Swift code uses, for type-checking it on Linux
// (ExportTypeCheckTests). CGFloat is a struct taking float and integer literals, as on Apple platforms.

public struct CGFloat: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    public var native: Double
    public init(_ value: Double) { native = value }
    public init(floatLiteral value: Double) { native = value }
    public init(integerLiteral value: Int) { native = Double(value) }
}
