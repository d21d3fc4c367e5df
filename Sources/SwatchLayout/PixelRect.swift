/// An axis-aligned rectangle in whole device pixels; `width` and `height` are never negative.
public struct PixelRect: Hashable, Sendable, Codable {
    /// Left edge, in pixels.
    public var x: Int
    /// Top edge, in pixels (y grows downward).
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A rectangle; a negative width or height becomes 0.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The first column right of the rectangle.
    public var maxX: Int { x + width }
    /// The first row below the rectangle.
    public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The centre, in pixel coordinates (a pixel's centre is at +0.5).
    public var center: (x: Double, y: Double) { (Double(x) + Double(width) / 2, Double(y) + Double(height) / 2) }

    /// The same rectangle moved by `dx` pixels right and `dy` down.
    public func offsetBy(dx: Int = 0, dy: Int = 0) -> PixelRect {
        PixelRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The pixels both rectangles hold (empty if none).
    public func intersection(_ other: PixelRect) -> PixelRect {
        let left = max(x, other.x), top = max(y, other.y)
        return PixelRect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
    }
}
