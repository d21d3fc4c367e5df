import Foundation

/// The test fixtures (`Tests/SwatchTestSupport/__Fixtures__`: PNGs of every kind, asset catalogs, seeds, oracle
/// outputs), copied into this target's resource bundle so tests read them wherever the tests run.
public enum FixtureFiles {
    /// The `__Fixtures__` folder in the resource bundle.
    public static let folder: URL = Bundle.module.url(forResource: "__Fixtures__", withExtension: nil)!

    /// The URL of `relative`, a path inside `__Fixtures__` (`xcassets/Nested.xcassets`).
    public static func url(_ relative: String) -> URL {
        folder.appendingPathComponent(relative)
    }
}
