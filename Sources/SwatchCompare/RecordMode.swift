/// When a reference image is written instead of (or as well as) compared: swift-snapshot-testing's
/// record modes, for `swatch verify` and `SwatchTesting`.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Write a reference only where none exists, and fail so it gets looked at (the tests' default).
    case missing
    /// Write every reference whose pixels changed; nothing fails (`SWATCH_RECORD=1`, `verify --record`).
    case all
    /// Rewrite references that differ, and still fail.
    case failed
    /// Never write: a missing reference is an error (`swatch verify`'s default, for CI).
    case never
}
