internal import CSwatchHash
import Foundation

/// Renames that put a finished output in place where nothing is supposed to be: a folder install, a new file, a
/// folder moved aside to a fresh name or put back where it was. `rename(2)` would replace an empty folder (or a file)
/// made at the name in the instant before; this fails with EEXIST instead (`swatch_rename_exclusive`), except on a
/// file system without an exclusive rename, where it is `rename(2)`.
package enum FileRename {
    /// Renames `from` to `to` unless something is at `to`; 0, or -1 with `errno` set (EEXIST or ENOTEMPTY: something is).
    @discardableResult
    package static func exclusive(_ from: String, _ to: String) -> Int32 {
        swatch_rename_exclusive(from, to)
    }

    /// Whether `reason`, an errno of `exclusive`, says something was at the name.
    package static func wasTaken(_ reason: Int32) -> Bool {
        reason == EEXIST || reason == ENOTEMPTY
    }
}
