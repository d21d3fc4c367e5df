#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory entry's name as a folder walk reads it.
package enum EntryName {
    /// `entry`'s name, or nil when it is not UTF-8: swatch writes only UTF-8 names, so such an entry is never
    /// swatch's, and decoded (U+FFFD for each bad byte) it could pass for a name swatch did write. `shown` is the
    /// name for a message either way, its bad bytes as `\xFF` (`VisibleText.decoded`).
    package static func of(_ entry: UnsafeMutablePointer<dirent>) -> (name: String?, shown: String) {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let name = String(validating: bytes, as: UTF8.self)
            return (name, name ?? VisibleText.decoded(bytes))
        }
    }

    /// `entry`'s name as its bytes, NUL-terminated, for a call relative to its folder (`unlinkat`, `openat`) that must
    /// reach the entry whatever its name is.
    package static func bytes(of entry: UnsafeMutablePointer<dirent>) -> [CChar] {
        withUnsafeBytes(of: entry.pointee.d_name) { raw in
            raw.prefix { $0 != 0 }.map { CChar(bitPattern: $0) } + [0]
        }
    }

    /// Whether `name` (`bytes(of:)`) is `.` or `..`, the folder itself or its parent, which a walk passes over.
    package static func isDots(_ name: [CChar]) -> Bool {
        name == [0x2E, 0] || name == [0x2E, 0x2E, 0]
    }
}
