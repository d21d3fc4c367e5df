import SwatchPalette
import SwatchSupport
import SwatchText

/// A render request that makes exactly one PNG, planned but not drawn: what a reference check compares.
/// The check paints it band by band as often as it needs, and encodes it only to keep or record it.
package struct PlannedSheet {
    let composition: SheetComposition
    let palette: Palette
    let fonts: FontSet
    /// The files the render reads (the palette and the fonts): no output of the check may overwrite one.
    package let inputs: [RunFile]

    /// Plans `request`, which must make exactly one PNG (one appearance, several side by side, or
    /// `--simulate all`); its output and manifest paths are not used. Throws for a bad option.
    package init(_ request: RenderRequest) throws(SwatchError) {
        try request.requireOneImage()
        var request = request
        request.output = "/dev/null/check.png"  // never written, and never a folder
        request.manifest = nil
        composition = try SheetRenderer.compose(request)[0]
        palette = request.palette
        fonts = request.fonts
        inputs = request.inputs + [RunFile("the font", request.fonts.regular), RunFile("the font", request.fonts.semibold)]
    }

    /// The sheet's rows from the top, painted `bandRows` at a time.
    package func rows(bandRows: Int) -> SheetRows {
        SheetRows(composition, fonts: fonts, bandRows: bandRows)
    }

    /// Paints the sheet into a PNG at `path` (a temporary file of a `FileTransaction`); errors name `shownAs`.
    package func writePNG(to path: String, shownAs: String) throws(SwatchError) {
        try SheetRenderer.writePNG(composition, palette: palette, fonts: fonts, to: path, shownAs: shownAs)
    }
}
