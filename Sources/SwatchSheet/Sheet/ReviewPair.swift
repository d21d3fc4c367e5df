import SwatchColor
import SwatchPalette

/// A colour before and after a change, drawn as one row split in two: old on the leading half, new on
/// the trailing half.
public struct ReviewPair: Sendable, Hashable {
    /// The colour before; nil for an added colour.
    public let old: NamedColor?
    /// The colour after; nil for a removed colour.
    public let new: NamedColor?
    /// What the trailing half's title says besides the ΔE: `renamed from Glow`, `added`, `removed`.
    public let note: String?
    /// By appearance, the contrast pair this colour is weakest in (`swatch diff --pairs`), before and after:
    /// each half's subtitle gives its ratio after the hex code.
    public let contrast: [Appearance: Contrast]

    /// A contrast pair's verdict before and after a change; nil where a colour of the pair did not exist.
    public struct Contrast: Sendable, Hashable {
        /// The verdict in the old palette.
        public let before: ContrastVerdict?
        /// The verdict in the new palette.
        public let after: ContrastVerdict?

        /// The verdicts of one pair in one appearance.
        public init(before: ContrastVerdict?, after: ContrastVerdict?) {
            self.before = before
            self.after = after
        }
    }

    /// A pair; at least one side exists.
    public init(old: NamedColor?, new: NamedColor?, note: String? = nil, contrast: [Appearance: Contrast] = [:]) {
        self.old = old
        self.new = new
        self.note = note
        self.contrast = contrast
    }

    /// The key `SheetOptions.review` files a row's pair under.
    public static func key(section: String, name: String) -> String { section + "\u{0}" + name }
}

/// The two halves of a review row, resolved for one appearance.
struct RowSplit: Sendable {
    /// The old colour as seen, nil where there was none (the half shows the cell).
    let old: RGBA8?
    /// The new colour as seen.
    let new: RGBA8?
    /// The leading half's subtitle: the old hex code (and its weakest pair's ratio, `#8A8A8EFF · 3.43 AA✗`), or `added`.
    let oldSubtitle: String
    /// The trailing half's title and subtitle: `ΔE 6.15`, `#8035B1FF`.
    let newTitle: String
    let newSubtitle: String
    /// Text colours legible on each half.
    let oldText: RGBA8
    let newText: RGBA8
}
