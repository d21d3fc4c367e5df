/// A problem in a user palette file, with a one-line message naming the file, the key path and the bad
/// value, e.g. `Brand/Primary.colorset/Contents.json: colors[1].color.components.red: "1.7x" is not a number`.
public struct PaletteError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// What reading a palette file gave: the colours, warnings that did not stop it (out-of-gamut colours
/// clipped, ...), and with `keepGoing` the colours it skipped because they were malformed.
public struct PaletteLoad: Sendable {
    public var palette: Palette
    /// Style overrides a theme sets, by section (scheme) name; empty for formats that have none.
    public var sectionStyles: [String: ThemeStyle]
    public var warnings: [String]
    /// Errors for colours left out under `keepGoing`; empty otherwise (the first error is thrown).
    public var skipped: [PaletteError]

    public init(palette: Palette, sectionStyles: [String: ThemeStyle] = [:], warnings: [String] = [], skipped: [PaletteError] = []) {
        self.palette = palette
        self.sectionStyles = sectionStyles
        self.warnings = warnings
        self.skipped = skipped
    }
}

/// How palette readers treat a malformed colour: stop at the first (the default) or report it and go on.
public struct PaletteReadOptions: Sendable, Hashable {
    public var keepGoing: Bool
    /// Asset catalog idiom to prefer (`iphone`, `ipad`, `mac`, ...); `universal` is used when it has no entry.
    public var idiom: String?

    public init(keepGoing: Bool = false, idiom: String? = nil) {
        self.keepGoing = keepGoing
        self.idiom = idiom
    }
}

/// Collects errors for one read: throws the first unless `keepGoing`, in which case it keeps them all.
struct ErrorCollector {
    let keepGoing: Bool
    private(set) var skipped: [PaletteError] = []

    init(keepGoing: Bool) { self.keepGoing = keepGoing }

    /// Records `error`; throws it unless the read keeps going.
    mutating func record(_ error: PaletteError) throws(PaletteError) {
        guard keepGoing else { throw error }
        skipped.append(error)
    }
}
