import Foundation
import SwatchColor
import SwatchLayout
import SwatchRaster
import SwatchSupport

/// Accessory masks by everything they are sampled from, shared by a process's painters: the light and the
/// dark sheet, painted on two threads, draw the same shapes, so each shape is sampled once.
final class AccessoryMaskCache: @unchecked Sendable {
    typealias Masks = [(mask: CoverageMask, ink: AccessoryShape.Ink)]

    static let shared = AccessoryMaskCache()

    /// The inputs of the masks: the accessory's shapes for the frame, mirrored about `axis` right to left.
    struct Key: Hashable {
        let accessory: Accessory
        let frame: AccessoryFrame
        let isRightToLeft: Bool
        let axis: Double
    }

    private let lock = NSLock()
    private var masks: [Key: Masks] = [:]

    /// The masks for `key`, made by `make` the first time; made under the lock, so a second thread asking
    /// meanwhile waits for them instead of sampling them again.
    func masks(for key: Key, make: () -> Masks) -> Masks {
        lock.lock()
        defer { lock.unlock() }
        if let found = masks[key] { return found }
        let made = make()
        masks[key] = made
        return made
    }
}
