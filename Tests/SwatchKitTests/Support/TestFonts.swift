import SwatchKit

/// Fonts pinned for tests, so snapshots do not depend on which fonts a machine has: DejaVu Sans from
/// Debian's fonts-dejavu-core, which `make test` installs.
enum TestFonts {
    static let dejaVu = FontSet(regular: Fixtures.dejaVu, semibold: Fixtures.dejaVuBold)
}
