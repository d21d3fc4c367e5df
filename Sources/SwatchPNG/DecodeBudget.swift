import SwatchSupport

internal import CSwatchPNG
import Foundation

/// The decoding budget of one run: the pixels every PNG reader of a comparison or check holds at once,
/// together (both images of `compare`, the reference of `verify`, a second pass's readers), may not
/// exceed `SWATCH_PNG_DECODE_BUDGET_PIXELS` (2 GiB of RGBA). Each reader draws what it holds before it
/// decodes its first row (`ImageRowSource.prepare`), refused by its header alone when that is more than
/// is left, and gives it back when it is freed; a comparison decided by the sizes draws nothing.
/// Thread-safe.
package final class DecodeBudget: @unchecked Sendable {  // `left` is guarded by `lock`
    /// The whole budget, in pixels: the C reader's constant, the one place it is set.
    static let runPixels = Int(SWATCH_PNG_DECODE_BUDGET_PIXELS)

    /// The budget's size in pixels.
    let pixels: Int
    private var left: Int
    private let lock = NSLock()

    /// A budget of `pixels` (a smaller one in tests) for one run.
    package init(pixels: Int = DecodeBudget.runPixels) {
        self.pixels = pixels
        left = pixels
    }

    /// Pixels no reader holds now.
    var available: Int { lock.withLock { left } }

    /// Draws `pixels` for the image `name` (its size `width` x `height`, for the message), or refuses it
    /// with one line when fewer are left. The returned lease gives them back when it is freed.
    func draw(_ pixels: Int, for name: String, width: Int, height: Int) throws(SwatchError) -> Lease {
        lock.lock()
        defer { lock.unlock() }
        guard pixels <= left else {
            throw SwatchError(.image, "\(name)\(width) x \(height) px is beyond what is left of swatch's decoding budget "
                              + "(\(left) of \(self.pixels) pixels; the run's other images hold the rest)")
        }
        left -= pixels
        return Lease(budget: self, pixels: pixels)
    }

    private func giveBack(_ pixels: Int) {
        lock.withLock { left += pixels }
    }

    /// Pixels a reader holds of a budget, returned when it is freed.
    final class Lease: @unchecked Sendable {  // immutable
        private let budget: DecodeBudget
        let pixels: Int

        fileprivate init(budget: DecodeBudget, pixels: Int) {
            self.budget = budget
            self.pixels = pixels
        }

        deinit {
            budget.giveBack(pixels)
        }
    }
}
