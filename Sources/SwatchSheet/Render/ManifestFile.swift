import SwatchSupport
import SwatchText

/// Writes a sheet's manifest into its file row by row (`JSONOutput.stream`), so memory does not grow with the
/// rows: the bytes are those `JSONOutput.bytes` gives the whole `SheetManifest`.
enum ManifestFile {
    /// Streams the manifest of `composition`'s PNG (named `image`, drawn with `fonts`) into `path`, a temporary of the run's
    /// `FileTransaction`; errors name `shownAs`.
    static func write(_ composition: SheetComposition, image: String, palette: String, fonts: [FontIdentity], to path: String,
                      shownAs: String) throws(SwatchError) {
        let header = SheetManifest(image: image, palette: palette, panes: composition.panes,
                                   width: composition.width, height: composition.height, fonts: fonts, rows: [])
        try write(header, rows: SheetManifest.rows(of: composition.panes), to: path, shownAs: shownAs)
    }

    /// Streams `header` (its `rows` empty) with `rows` as its rows into `path`; errors name `shownAs`.
    static func write(_ header: SheetManifest, rows: some Sequence<SheetManifest.Row>, to path: String,
                      shownAs: String) throws(SwatchError) {
        let file = try BufferedFileWriter(path: path, shownAs: shownAs)
        try JSONOutput.stream(header, array: "rows", elements: rows, into: file)
        try file.finish()
    }
}
