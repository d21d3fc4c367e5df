import SwatchKit

/// Fonts pinned for tests, so snapshots do not depend on which fonts a machine has: DejaVu Sans from
/// Debian's fonts-dejavu-core, which `make test` installs.
enum TestFonts {
    static let dejaVu = FontSet(
        regular: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
        semibold: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
}

/// A scratch directory for one test's files, removed when the value is released.
final class TemporaryDirectory {
    let path: String

    init() {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent("swatch-test-XXXXXX").path
        var bytes = Array(template.utf8CString)
        path = bytes.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
    }

    func file(_ name: String) -> String { path + "/" + name }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

import Foundation
