import Foundation
import SwatchKit

/// The seed documents of the `ios13` catalog (copies in `__Fixtures__/seeds/`) and what SYSTEM-COLORS.md documents
/// about the values the catalog does not reproduce: for the seed-table tests and the `swift-compat` export's.
public enum SeedTables {
    /// What SYSTEM-COLORS.md says about a seed value the catalog does not reproduce.
    public enum Documented: Sendable {
        /// The catalog chose another value (the conflict number in SYSTEM-COLORS.md).
        case differs(conflict: Int)
        /// The seed's value is the catalog's value for another appearance.
        case isAppearance(Appearance, conflict: Int)
        /// The colour did not exist in iOS 13.
        case notInIOS13
    }

    /// The text of the seed document `name` (`__Fixtures__/seeds/name`).
    public static func seed(_ name: String) throws -> String {
        let folder = FixtureFiles.folder
        return try String(contentsOf: folder.appendingPathComponent("seeds/\(name)"), encoding: .utf8)
    }

    /// Noah Gilmore's post (seed 003): the values SYSTEM-COLORS.md documents as conflicts, by "name appearance".
    public static let noahDocumented: [String: Documented] = [
        "systemIndigo dark": .differs(conflict: 3),
        "systemTeal dark": .differs(conflict: 4),
    ]

    /// The Perseus README (seed 002): the values SYSTEM-COLORS.md documents, by "name appearance".
    public static let perseusDocumented: [String: Documented] = [
        "quaternaryLabel dark": .differs(conflict: 1),
        "systemBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "secondarySystemBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "tertiarySystemBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "systemGroupedBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "secondarySystemGroupedBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "tertiarySystemGroupedBackground dark": .isAppearance(.darkElevated, conflict: 2),
        "systemMint light": .notInIOS13, "systemMint dark": .notInIOS13,
        "systemCyan light": .notInIOS13, "systemCyan dark": .notInIOS13,
    ]
}
