internal import CSwatchPNG

/// A PNG encoding or decoding failure, described by a one-line message that
/// names the file where one is involved.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(_ message: String) {
        self.message = message
    }
}

/// Largest width or height the reader accepts.
let pngMaxDimension = Int(SWATCH_PNG_MAX_DIMENSION)

/// Largest width or height the writer accepts: PNG's limit, 2^31 - 1.
let pngMaxWriteDimension = Int(SWATCH_PNG_MAX_WRITE_DIMENSION)

/// Capacity of the C shim's error message buffers.
let pngErrorCapacity = 512

/// Calls `body` with a zeroed C message buffer; if it returns non-zero, throws
/// the message it wrote (or `fallback` if it wrote none).
func checkPNG(_ fallback: String, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws(PNGError) {
    var buffer = [CChar](repeating: 0, count: pngErrorCapacity)
    let status = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
    guard status != 0 else { return }
    let message = buffer.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    throw PNGError(message.isEmpty ? fallback : message)
}
