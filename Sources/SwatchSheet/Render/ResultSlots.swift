import Foundation
import SwatchSupport

/// Results filled in by concurrent workers, one slot each.
final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Result<Value, SwatchError>]

    /// `count` slots, each a failure until a worker fills it.
    init(count: Int) { slots = Array(repeating: .failure(SwatchError(.output, "a sheet was not rendered")), count: count) }

    func set(_ index: Int, _ result: Result<Value, SwatchError>) {
        lock.lock()
        slots[index] = result
        lock.unlock()
    }

    /// The values in order, or the first error.
    func collect() throws(SwatchError) -> [Value] {
        var values: [Value] = []
        for slot in slots { values.append(try slot.get()) }
        return values
    }
}
