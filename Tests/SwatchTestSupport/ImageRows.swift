import SwatchKit
import SwatchPNG

/// A picture in memory as a row source, for comparisons in tests.
public final class ImageRows: ImageRowSource {
    public let image: PNGImage
    private var next = 0

    public init(_ image: PNGImage) { self.image = image }

    public var width: Int { image.width }
    public var height: Int { image.height }

    public func read(rows count: Int, into buffer: UnsafeMutablePointer<UInt8>) throws(SwatchError) {
        let bytes = image.width * 4
        image.pixels.withUnsafeBufferPointer { pixels in
            for row in 0..<count { for i in 0..<bytes { buffer[row * bytes + i] = pixels[(next + row) * bytes + i] } }
        }
        next += count
    }
}
