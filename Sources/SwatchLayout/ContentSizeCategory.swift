import Foundation
import SwatchSupport

/// The user's preferred text size (`UIContentSizeCategory`), and the point sizes iOS gives the text styles a
/// table uses at each: Body (cell titles), Caption 1 (subtitles), Footnote (grouped section captions) and
/// Headline (plain section headers).
///
/// Sizes are Apple's published Dynamic Type table (Human Interface Guidelines, Typography, "Dynamic Type
/// sizes", iOS and iPadOS); the seven standard sizes agree with `UIFont.preferredFont(forTextStyle:)` as the
/// simulator reports it, and from iOS 11 every style also grows at the five accessibility sizes.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case ax1 = "AX1", ax2 = "AX2", ax3 = "AX3", ax4 = "AX4", ax5 = "AX5"

    /// Body: 17 pt at `large`.
    public var body: Double { Self.table[index].body }
    /// Caption 1: 12 pt at `large`.
    public var caption1: Double { Self.table[index].caption1 }
    /// Footnote: 13 pt at `large`.
    public var footnote: Double { Self.table[index].footnote }
    /// Headline (semibold): 17 pt at `large`.
    public var headline: Double { Self.table[index].headline }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibility: Bool { index >= Self.allCases.firstIndex(of: .ax1) ?? 0 }

    /// The name on the command line and in titles: `xSmall` ... `xxxLarge`, `AX1` ... `AX5`.
    public var name: String { rawValue }

    private var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    // xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, AX1 ... AX5.
    private static let table: [(body: Double, caption1: Double, footnote: Double, headline: Double)] = [
        (14, 11, 12, 14), (15, 11, 12, 15), (16, 11, 12, 16), (17, 12, 13, 17), (19, 14, 15, 19), (21, 16, 17, 21),
        (23, 18, 19, 23), (28, 22, 23, 28), (33, 26, 27, 33), (40, 32, 33, 40), (47, 37, 38, 47), (53, 43, 44, 53),
    ]

    /// The category named `text`, ignoring case (`ax3`, `XLARGE`).
    public init?(name text: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else { return nil }
        self = match
    }

    /// `--text-size`'s value: one name, a comma-separated list, or `all` for the twelve in order.
    public static func list(parsing text: String) throws(SwatchError) -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return allCases }
        var sizes: [ContentSizeCategory] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            // Spaces around a name in a list are allowed (`large, AX1`); the message quotes the value as given.
            guard let size = ContentSizeCategory(name: part.trimmingCharacters(in: .whitespaces)) else {
                throw SwatchError(.usage, "--text-size '\(part)' is not a text size: use \(list: allCases.map(\.rawValue)) or all")
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes
    }
}
