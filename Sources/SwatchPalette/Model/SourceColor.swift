import SwatchColor

/// A colour as its source wrote it, before it was rounded to bytes: a colour space, its components and
/// alpha as fractions. Exports write these, so a display-P3 brand colour stays display-P3 and `0.18`
/// stays `0.18`, not `46/255`.
///
/// Two source colours are equal when they are the same colour: the same space and numbers. How an asset
/// catalog spelled it (`catalogSpace`, a system `reference`, the entry it came from) is kept for writing
/// the catalog back, and does not make the colour another one.
public struct SourceColor: Sendable, Hashable {
    /// The spaces a source colour is kept in. Other spaces a file may use (grey, linear sRGB, OKLCH, ...)
    /// are converted to sRGB at full precision when read.
    public enum Space: String, Sendable, Hashable, CaseIterable {
        /// Gamma-encoded sRGB; components outside 0...1 are extended sRGB (Apple's `extendedSRGB`).
        case srgb
        /// Gamma-encoded Display P3 (the sRGB curve on P3 primaries).
        case displayP3 = "display-p3"
    }

    /// The colour space of `red`, `green` and `blue`.
    public let space: Space
    /// Red, in `space`'s encoding; 0...1 unless extended.
    public let red: Double
    /// Green, in `space`'s encoding.
    public let green: Double
    /// Blue, in `space`'s encoding.
    public let blue: Double
    /// Alpha, 0...1.
    public let alpha: Double
    /// The asset-catalog colour space the source named where it is another name for these very components
    /// (`extended-srgb`, and `extended-gray` for a grey), so a catalog written back names it again; nil otherwise.
    public let catalogSpace: CatalogSpace?

    /// The position in an asset catalog colour set's `colors` of the entry that gave this value, so a value
    /// that one entry gives several appearances (an Any entry serving light and dark) is written back once.
    public let catalogEntry: Int?

    /// Asset-catalog colour spaces that hold sRGB-encoded components as they are.
    public enum CatalogSpace: String, Sendable, Hashable {
        /// sRGB that may go beyond 0...1.
        case extendedSRGB = "extended-srgb"
        /// One grey component on the sRGB curve, that may go beyond 0...1.
        case extendedGray = "extended-gray"
    }
    /// The system colour the source named instead of giving components (an asset catalog's
    /// `"reference": "systemBlueColor"`), whose value this is; nil for a colour given by its components.
    public let reference: SystemReference?

    /// A system colour as an asset catalog refers to it: `systemBlueColor` for the `ios` platform.
    public struct SystemReference: Sendable, Hashable {
        /// The name as Xcode writes it, e.g. `systemBlueColor`.
        public let name: String
        /// The platform it names, e.g. `ios`; nil when the file gives none.
        public let platform: String?

        /// A reference to `name` on `platform`.
        public init(name: String, platform: String?) {
            self.name = name
            self.platform = platform
        }

        /// UIKit's Swift name for it, as the built-in catalogs name it: `systemBlue` for `systemBlueColor` (Xcode
        /// writes the Objective-C name, which ends in `Color`).
        public var uikitName: String { Self.uikitName(name) }

        /// `systemBlue` for `systemBlueColor`: the name without its `Color` ending, when something is left.
        static func uikitName(_ written: String) -> String {
            written.hasSuffix("Color") && written != "Color" ? String(written.dropLast(5)) : written
        }
    }

    /// A colour in `space`; `catalogSpace` is the asset-catalog space the source named for it, `reference` the
    /// system colour it is the value of.
    public init(space: Space = .srgb, red: Double, green: Double, blue: Double, alpha: Double = 1, catalogSpace: CatalogSpace? = nil,
                reference: SystemReference? = nil) {
        self.init(space: space, red: red, green: green, blue: blue, alpha: alpha, catalogSpace: catalogSpace, reference: reference,
                  catalogEntry: nil)
    }

    private init(space: Space, red: Double, green: Double, blue: Double, alpha: Double, catalogSpace: CatalogSpace?,
                 reference: SystemReference?, catalogEntry: Int?) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
        self.catalogSpace = catalogSpace
        self.reference = reference
        self.catalogEntry = catalogEntry
    }

    public static func == (lhs: SourceColor, rhs: SourceColor) -> Bool {
        lhs.space == rhs.space && lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(space)
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// The same value, as the value of the system colour `reference`.
    func referring(to reference: SystemReference) -> SourceColor {
        SourceColor(space: space, red: red, green: green, blue: blue, alpha: alpha, catalogSpace: catalogSpace, reference: reference,
                    catalogEntry: catalogEntry)
    }

    /// The same value, given by the colour set entry at `index`.
    func fromCatalogEntry(_ index: Int) -> SourceColor {
        SourceColor(space: space, red: red, green: green, blue: blue, alpha: alpha, catalogSpace: catalogSpace, reference: reference,
                    catalogEntry: index)
    }

    /// The fractions a byte colour stands for: each byte / 255, in sRGB.
    public init(_ color: RGBA8) {
        self.init(red: Double(color.r) / 255, green: Double(color.g) / 255, blue: Double(color.b) / 255,
                  alpha: Double(color.a) / 255)
    }

    /// Whether a component lies outside 0...1: only extended sRGB can hold it.
    public var isExtended: Bool { [red, green, blue].contains { $0 < 0 || $0 > 1 } }

    /// The colour space an asset catalog names for this colour: `display-p3`; `extended-gray` for a grey the
    /// source gave so; `extended-srgb` for components outside 0...1 or where the source named it; else `srgb`.
    public var catalogSpaceName: String {
        if space == .displayP3 { return "display-p3" }
        if catalogSpace == .extendedGray, red == green, green == blue { return CatalogSpace.extendedGray.rawValue }
        return isExtended || catalogSpace != nil ? CatalogSpace.extendedSRGB.rawValue : "srgb"
    }
}
