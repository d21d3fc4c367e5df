
import SwatchColor
import SwatchSupport

/// What reading a palette file gave: the colours, warnings that did not stop it (out-of-gamut colours
/// clipped, ...), and with `keepGoing` the colours it skipped because they were malformed.
public struct PaletteLoad: Sendable {
    /// The colours read.
    public var palette: Palette
    /// Style overrides a theme sets, by section (scheme) name; empty for formats that have none.
    public var sectionStyles: [String: ThemeStyle]
    /// Problems that did not stop the read, one line each (a colour clipped into sRGB, a duplicate name), their
    /// values quoted.
    public var warnings: [MessageText]
    /// Errors for colours left out under `keepGoing`; empty otherwise (the first error is thrown).
    public var skipped: [SwatchError]
    /// Every file and folder the read opened (the palette, the files it refers to): a run's outputs must
    /// not be, contain or lie inside any of them.
    public var inputs: [RunFile] = []

    /// The result of a read.
    public init(palette: Palette, sectionStyles: [String: ThemeStyle] = [:], warnings: [MessageText] = [], skipped: [SwatchError] = []) {
        self.palette = palette
        self.sectionStyles = sectionStyles
        self.warnings = warnings
        self.skipped = skipped
    }
}

/// How palette readers read: what to do with a malformed colour, which idiom to prefer, and how the
/// fractions a file gives become bytes.
public struct PaletteReadOptions: Sendable, Hashable {
    /// Report a malformed colour in `PaletteLoad.skipped` and read the rest, instead of stopping at the first.
    public var keepGoing: Bool
    /// Asset catalog idiom to prefer (`iphone`, `ipad`, `mac`, ...); `universal` is used when it has no entry.
    public var idiom: String?
    /// The idioms an asset catalog's colour entries name, which `idiom` may prefer.
    public static let idioms = ["iphone", "ipad", "mac", "tv", "watch", "car", "vision", "universal"]
    /// How a fraction in the file (`"0.500"`, `{ "red": 0.5 }`) becomes a byte: rounded once, where it is
    /// read. Bytes the file gives as such (`#80`, `"128"`, `"0x80"`) are kept.
    public var rounding: HexRounding
    /// Which appearance a resolver context, Tokens Studio theme or Figma mode is (`--appearance-map`).
    public var appearanceNames: AppearanceNames

    /// Options that stop at the first malformed colour, prefer no idiom, round half up and know only swatch's
    /// appearance names unless told otherwise.
    public init(keepGoing: Bool = false, idiom: String? = nil, rounding: HexRounding = .halfUp, appearanceNames: AppearanceNames = AppearanceNames()) {
        self.keepGoing = keepGoing
        self.idiom = idiom
        self.rounding = rounding
        self.appearanceNames = appearanceNames
    }
}

/// Collects errors for one read: throws the first unless `keepGoing`, in which case it keeps them all.
struct ErrorCollector {
    let keepGoing: Bool
    private(set) var skipped: [SwatchError] = []

    init(keepGoing: Bool) { self.keepGoing = keepGoing }

    /// Records `error`; throws it unless the read keeps going.
    mutating func record(_ error: SwatchError) throws(SwatchError) {
        guard keepGoing, error.kind != .memory else { throw error }  // running out of memory is never a colour to skip
        skipped.append(error)
    }
}
