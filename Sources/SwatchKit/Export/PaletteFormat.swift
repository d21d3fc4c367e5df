/// A way to write a palette out as text: its name on the command line, the file extension it suits,
/// and the function that writes it. Formats are values, so the command line lists `all` and adding a
/// format is one new file with one `static let`, plus its entry in `all`.
public struct PaletteFormat: Sendable {
    /// The name `--format` takes, e.g. `json`.
    public let name: String
    /// The extension of a file in this format, without the dot.
    public let fileExtension: String
    /// One line for help texts.
    public let summary: String
    /// Writes `listing`; `swatches` asks for true-colour blocks where the format has them (terminals).
    let write: @Sendable (_ listing: ColorListing, _ swatches: Bool) throws(SwatchError) -> String

    /// Every format, in the order help lists them.
    public static let all: [PaletteFormat] = [.table, .json, .csv, .markdown]

    /// The format called `name`, if there is one.
    public static func named(_ name: String) -> PaletteFormat? { all.first { $0.name == name } }

    /// `listing` as text in this format; `swatches` puts a true-colour block before each value where the
    /// format has them (the table, on a terminal).
    public func render(_ listing: ColorListing, swatches: Bool = false) throws(SwatchError) -> String {
        try write(listing, swatches)
    }
}
