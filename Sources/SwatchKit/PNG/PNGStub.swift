public struct PNGError: Error { public let message: String }
public final class PNGStreamWriter {
    public init(path: String, width: Int, height: Int, hasAlpha: Bool, text: [(key: String, value: String)], compressionLevel: Int? = nil) throws(PNGError) {}
    public func write(premultipliedRows pixels: UnsafeBufferPointer<UInt8>, rowCount: Int) throws(PNGError) {}
    public func finish() throws(PNGError) {}
}
