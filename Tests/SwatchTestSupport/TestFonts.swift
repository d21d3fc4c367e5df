import SwatchKit
import Testing

/// Fonts pinned for tests, so snapshots do not depend on which fonts a machine has: DejaVu Sans from
/// Debian's fonts-dejavu-core, which `make test` installs.
public enum TestFonts {
    public static let dejaVu = FontSet(regular: FontFiles.dejaVu, semibold: FontFiles.dejaVuBold)
}

extension Trait where Self == ConditionTrait {
    /// Skips a test or suite that renders with `TestFonts.dejaVu` when DejaVu Sans is not installed.
    public static var needsDejaVu: Self { .enabled(if: FontFiles.hasDejaVu, "needs DejaVu Sans (fonts-dejavu-core) at \(FontFiles.dejaVu)") }
}
