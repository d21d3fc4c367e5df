import Foundation
import SwatchSupport

/// A way to write a palette out: its name on the command line, the file extension it suits, and the
/// function that writes it. Formats are values, so the command line lists `all` and adding a format is
/// one new file with one `static let`, plus its entry in `all`.
public struct PaletteFormat: Sendable {
    /// The name `--format` takes, e.g. `json`.
    public let name: String
    /// The extension of what it writes, without the dot: a file's (`swift`), or a folder's (`xcassets`).
    public let fileExtension: String
    /// One line for help texts.
    public let summary: String
    /// Whether it writes a folder of files rather than one text.
    public let writesFolder: Bool
    /// Whether `swatch list` offers it: a text for people or tools, resolved for the chosen appearances.
    public let isListing: Bool
    /// Makes `input`'s export: a text made a piece at a time as it is written, or a folder's files made one at a
    /// time, so no format holds its whole document however large the palette.
    let make: @Sendable (_ input: FormatInput) throws(SwatchError) -> ExportContent
    /// What the Swift formats' code declares where the module's other Swift files see it; nil for the others.
    let declares: (@Sendable (_ input: FormatInput) throws(SwatchError) -> [SwiftDeclaration])?

    init(name: String, fileExtension: String, summary: String, writesFolder: Bool = false, isListing: Bool = false,
         make: @escaping @Sendable (_ input: FormatInput) throws(SwatchError) -> ExportContent,
         declares: (@Sendable (_ input: FormatInput) throws(SwatchError) -> [SwiftDeclaration])? = nil) {
        self.name = name
        self.fileExtension = fileExtension
        self.summary = summary
        self.writesFolder = writesFolder
        self.isListing = isListing
        self.make = make
        self.declares = declares
    }

    /// Every format, in the order help lists them.
    public static let all: [PaletteFormat] = [.table, .json, .csv, .markdown, .uikit, .swiftui, .appkit, .swiftCompat, .swiftValues,
                                              .xcassets, .tokens, .tokensFlat, .css, .android]

    /// The formats `swatch list` prints.
    public static var listings: [PaletteFormat] { all.filter(\.isListing) }

    /// The format called `name`, if there is one.
    public static func named(_ name: String) -> PaletteFormat? { all.first { $0.name == name } }

    /// `listing` as text in this format, gathered whole in memory (tests, small documents); `swatches` puts a
    /// true-colour block before each value where the format has them (the table, on a terminal).
    public func render(_ listing: ColorListing, swatches: Bool = false) throws(SwatchError) -> String {
        try text(listing, swatches: swatches).string()
    }

    /// `listing` as `render` gives it, made while it is written, so `swatch list` of a large palette never holds
    /// the whole document.
    public func text(_ listing: ColorListing, swatches: Bool = false) throws(SwatchError) -> StreamedText {
        switch try content(listing, options: FormatOptions(swatches: swatches)).content {
        case .text(let text): return text
        case .folder: throw SwatchError(.usage, "--format \(name) writes a folder, not text")
        }
    }

    /// What this format makes of `listing` with `options`, a text gathered whole in memory.
    public func output(_ listing: ColorListing, options: FormatOptions) throws(SwatchError) -> FormatOutput {
        try export(listing, options: options).output
    }

    /// What this format makes of `listing` with `options`, a text gathered whole in memory, and the warnings it
    /// gave on the way (a colour renamed so it does not shadow a platform colour), one line each, for standard error.
    public func export(_ listing: ColorListing, options: FormatOptions) throws(SwatchError) -> (output: FormatOutput, warnings: [String]) {
        let made = try content(listing, options: options)
        switch made.content {
        case .text(let text): return (.text(try text.string()), made.warnings)
        case .folder(let folder): return (.folder(try folder.files()), made.warnings)
        }
    }

    /// What this format's code for `listing` with `options` declares where the other Swift files of its module see it
    /// (`enum Brand`, `Color.Brand`, `Color.accent`), chosen as the export chooses it and without writing anything, so
    /// the exports of several palettes into one module can be checked against each other (`SwiftDeclaration.clash`);
    /// empty for a format that writes no Swift.
    public func declarations(_ listing: ColorListing, options: FormatOptions) throws(SwatchError) -> [SwiftDeclaration] {
        try declares?(FormatInput(listing: listing, options: options, warnings: FormatWarnings())) ?? []
    }

    /// What this format makes of `listing` with `options`, its text (or its folder's files) still to be made as it is
    /// written, and the warnings it gave (every warning, and every error of the palette, is given before anything is made).
    public func content(_ listing: ColorListing, options: FormatOptions) throws(SwatchError) -> (content: ExportContent, warnings: [String]) {
        let warnings = FormatWarnings()
        let content = try make(FormatInput(listing: listing, options: options, warnings: warnings))
        return (content, warnings.lines)
    }
}

/// How the user asked for an export: choices some formats read and others ignore.
public struct FormatOptions: Sendable, Hashable {
    /// True-colour blocks before values (the table, on a terminal).
    public var swatches: Bool
    /// The Swift type the code formats declare; nil for an extension of `UIColor`, `Color` or `NSColor`.
    public var typeName: String?
    /// The iOS version `swift-compat`'s `#available` checks name when a colour needs no later one.
    public var minimumIOS: Int
    /// The iOS versions `minimumIOS` may name.
    public static let minimumIOSVersions = 13...99
    /// What the palette was read from, for the generated header (`Assets.xcassets`, `the ios26 catalog`).
    public var source: String
    /// The Swift formats' access level: `internal` (no keyword), `public` or `package`.
    public var access: SwiftAccess
    /// Whether the Swift formats nest colours in an enum per namespace (`Color.Brand.primary`) or not.
    public var namespaces: SwiftNamespaces
    /// Whether the Swift formats write the values or load them from the asset catalog by name.
    public var values: SwiftValues
    /// Whether Xcode generates symbols for the same catalog in the target (the code formats then nest their colours in
    /// an enum named after the palette); nil: `generated` for an asset catalog or `values == .catalog`, else `none`.
    public var xcodeSymbols: XcodeSymbols?
    /// What switches `css`'s appearance: media queries, a class, a data attribute or `light-dark()`.
    public var cssTheme: CSSTheme

    /// Options; `source` defaults to nothing named, the Swift choices to Swift's and Xcode's defaults, CSS to media queries.
    public init(swatches: Bool = false, typeName: String? = nil, minimumIOS: Int = 13, source: String = "",
                access: SwiftAccess = .internal, namespaces: SwiftNamespaces = .flat, values: SwiftValues = .literal,
                xcodeSymbols: XcodeSymbols? = nil, cssTheme: CSSTheme = .media) {
        self.swatches = swatches
        self.typeName = typeName
        self.minimumIOS = minimumIOS
        self.source = source
        self.access = access
        self.namespaces = namespaces
        self.values = values
        self.xcodeSymbols = xcodeSymbols
        self.cssTheme = cssTheme
    }
}

/// What a format is given: the palette resolved for its appearances, and the options.
public struct FormatInput: Sendable {
    /// The palette, its appearances and each value's origin.
    public let listing: ColorListing
    /// The user's choices.
    public let options: FormatOptions
    /// Where the format puts its warnings.
    let warnings: FormatWarnings
}

/// The warnings one export gives, in order. A class so the format's write function can add to it; one export
/// runs on one thread, and the lock keeps it sound should that change.
final class FormatWarnings: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    /// Adds one line.
    func add(_ line: String) {
        lock.lock()
        collected.append(line)
        lock.unlock()
    }

    /// The lines so far.
    var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }
}

/// What a format makes, ready to be written: one text, or the files of a folder, each made as it is written.
public enum ExportContent: Sendable {
    /// One text file (or standard output).
    case text(StreamedText)
    /// Files by path relative to the folder, in the order written.
    case folder(StreamedFolder)

    /// Whether this is a folder of files.
    var isFolder: Bool {
        if case .folder = self { return true }
        return false
    }
}

/// What a format makes, gathered in memory: one text, or the files of a folder.
public enum FormatOutput: Sendable, Equatable {
    /// One text file (or standard output).
    case text(String)
    /// Files by path relative to the folder, in the order written.
    case folder([FolderFile])
}
