import SwatchSupport

internal import CSwatchPNG

/// Largest width or height the writer accepts: PNG's limit, 2^31 - 1.
let pngMaxWriteDimension = Int(SWATCH_PNG_MAX_WRITE_DIMENSION)

/// Capacity of the C shim's error message buffers.
let pngErrorCapacity = 512

/// Calls `body` with a zeroed C message buffer; if it returns non-zero, throws
/// the message it wrote (or `fallback` if it wrote none).
func checkPNG(_ fallback: MessageText, _ body: (UnsafeMutablePointer<CChar>, Int) -> Int32) throws(SwatchError) {
    var buffer = [CChar](repeating: 0, count: pngErrorCapacity)
    let status = buffer.withUnsafeMutableBufferPointer { chars -> Int32 in
        guard let base = chars.baseAddress else { return 1 }  // not for a non-empty array
        return body(base, chars.count)
    }
    guard status != 0 else { return }
    throw pngError(buffer, fallback: fallback)
}

/// The error for a C message buffer: its text up to the first NUL (never beyond the buffer), or
/// `fallback` if it is empty.
func pngError(_ buffer: [CChar], fallback: MessageText) -> SwatchError {
    let message = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return SwatchError(.image, message.isEmpty ? fallback : "\(verbatim: message)")  // at most pngErrorCapacity bytes
}

/// Runs `body` with the decoder's memory check failing for pixel buffers over `bytes` on this thread,
/// as if malloc had run out: how tests reach "not enough memory to decode" deterministically.
func withPNGMemoryLimit<R>(_ bytes: Int, _ body: () throws -> R) rethrows -> R {
    swatch_png_set_memory_limit_for_testing(bytes)
    defer { swatch_png_set_memory_limit_for_testing(0) }
    return try body()
}

/// Runs `body` and returns, with its result, the largest block libpng asked for on this thread meanwhile:
/// how tests show a hostile file costs no big allocation without timing it.
func largestPNGAllocation<R>(_ body: () throws -> R) rethrows -> (result: R, bytes: Int) {
    _ = swatch_png_largest_allocation_for_testing()
    let result = try body()
    return (result, swatch_png_largest_allocation_for_testing())
}
