internal import CSwatchPNG
import Foundation

/// The decoding budget of one run: the pixels every PNG reader of a comparison or check holds at once,
/// together (both images of `compare`, the reference of `verify`, a second pass's readers), may not
/// exceed `SWATCH_PNG_DECODE_BUDGET_PIXELS` (2 GiB of RGBA). Each reader draws what it will hold when it
/// opens, refused by its header alone when that is more than is left, and returns it when it is freed.
/// Thread-safe: opening a reader is atomic with its draw.
final class DecodeBudget: @unchecked Sendable {  // `left` is guarded by `lock`
    /// The whole budget, in pixels: the C reader's constant, the one place it is set.
    static let runPixels = Int(SWATCH_PNG_DECODE_BUDGET_PIXELS)

    /// The budget's size in pixels.
    let pixels: Int
    private var left: Int
    private let lock = NSLock()

    /// A budget of `pixels` (a smaller one in tests) for one run.
    init(pixels: Int = DecodeBudget.runPixels) {
        self.pixels = pixels
        left = pixels
    }

    /// Pixels no reader holds now.
    var available: Int { lock.withLock { left } }

    /// Runs `open` with the pixels left, under the lock so no other reader draws meanwhile; `open` says
    /// how many it holds (it refuses itself when they are more than it was given), and they are drawn.
    /// The returned lease gives them back when it is freed.
    func draw<Opened>(_ open: (_ left: Int) throws(SwatchError) -> (opened: Opened, held: Int)) throws(SwatchError) -> (opened: Opened, lease: Lease) {
        lock.lock()
        defer { lock.unlock() }
        let result = try open(left)
        precondition(result.held <= left, "DecodeBudget: a reader holds \(result.held) pixels of \(left) left")
        left -= result.held
        return (result.opened, Lease(budget: self, pixels: result.held))
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
