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
}
