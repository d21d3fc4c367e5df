import SwatchKit
import Testing

/// Fonts pinned for tests, so snapshots do not depend on which fonts a machine has: DejaVu Sans from
/// Debian's fonts-dejavu-core, which `make test` installs.
enum TestFonts {
    static let dejaVu = FontSet(regular: Fixtures.dejaVu, semibold: Fixtures.dejaVuBold)
}

extension Trait where Self == ConditionTrait {
    /// Skips a test or suite that renders with `TestFonts.dejaVu` when DejaVu Sans is not installed.
    static var needsDejaVu: Self { .enabled(if: Fixtures.hasDejaVu, "needs DejaVu Sans (fonts-dejavu-core) at \(Fixtures.dejaVu)") }
}
