/// swatch's version: the one place it is written. `swatch --version` prints it (with the commit the build
/// recorded), every PNG's `Software` text chunk and generated file's header name it, and CHANGELOG.md's newest
/// release, the Homebrew formula's source tarball and Packaging/release.env must match it (tests check).
public enum SwatchVersion {
    /// The version number, `MAJOR.MINOR.PATCH`.
    public static let number = "0.2.0"
    /// `swatch` and its version: what PNG text chunks and generated headers name as their software.
    public static let software = "swatch \(number)"
}
