import SwatchSupport

internal import CSwatchPNG

/// Largest width or height the writer accepts: PNG's limit, 2^31 - 1.
let pngMaxWriteDimension = Int(SWATCH_PNG_MAX_WRITE_DIMENSION)

/// Calls `body` with a zeroed C error; if it returns non-zero, throws the error it filled in (or
/// `fallback` if it filled in none).
func checkPNG(_ fallback: MessageText, _ body: (UnsafeMutablePointer<swatch_png_error>) -> Int32) throws(SwatchError) {
    var failure = swatch_png_error()
    guard body(&failure) != 0 else { return }
    throw pngError(failure, fallback: fallback)
}

/// The error the C shim filled in: its text up to the first NUL (never beyond the buffer), then the
/// errno's reason when it gives one (`cannot write r.png: file too large`), or `fallback` if it is empty;
/// an allocation that failed is swatch's memory line for the file its text names (`MemoryBudget.exhausted`).
func pngError(_ failure: swatch_png_error, fallback: MessageText) -> SwatchError {
    let text = withUnsafeBytes(of: failure.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
    if failure.memory_bytes != 0 { return MemoryBudget.exhausted(needing: Int(clamping: failure.memory_bytes), for: "\(verbatim: text)") }
    guard failure.errnum != 0 else { return SwatchError(.image, text.isEmpty ? fallback : "\(verbatim: text)") }
    let reason = MessageText(errno: failure.errnum)
    return SwatchError(.image, text.isEmpty ? reason : "\(verbatim: text): \(reason)")
}

/// Runs `body` with the decoder's memory check failing for pixel buffers over `bytes` on this thread,
/// as if malloc had run out: how tests reach "not enough memory" deterministically.
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
