/// The commit this swatch was built from, for `swatch --version`. The SwatchBuildInfo plugin writes
/// `BuildCommit+Recorded.swift` before every build, whose `extension BuildCommit` declares `id`; that member wins
/// over the protocol's default below. Without the file (SwiftPM's first pass over a dependency's plugin tools runs
/// no plugins) `id` is the default, nil, and the code still compiles.
enum BuildCommit: RecordedCommit {}

/// Gives `BuildCommit.id` a default for builds where no plugin ran.
protocol RecordedCommit {}

extension RecordedCommit {
    /// No commit recorded.
    static var id: String? { nil }
}
