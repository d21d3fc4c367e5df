/// Writes a sheet's manifest into its file row by row, so memory does not grow with the rows: the bytes
/// are those `JSONOutput.bytes` gives the whole `SheetManifest` (keys sorted, pretty-printed), made of
/// the manifest's other fields encoded around an empty `rows` array and each row encoded on its own,
/// indented as the array nests it. JSON strings hold no raw newline, so indenting after each is safe.
enum ManifestFile {
    /// The key the rows are under, as the pretty-printer writes it up to the array's `[`.
    private static let rowsKey = Array(#""rows" : ["#.utf8)
    /// Spaces per nesting level, and the levels a row is nested at (the document's object, then `rows`).
    private static let indentWidth = 2, rowDepth = 2

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
        let encoder = JSONOutput.encoder()
        let fields = try JSONOutput.bytes(header, encoder: encoder) + [10]
        // The empty array opens right after the key and closes at the first `]` after it (an empty one holds
        // nothing; the key cannot occur inside a string, whose quotes are escaped, and comes first after `fonts`).
        guard let key = fields.firstRange(of: rowsKey),
              let close = fields[key.upperBound...].firstIndex(of: UInt8(ascii: "]")) else {
            throw SwatchError(.output, "cannot encode SheetManifest as JSON: no rows array")  // a programming error
        }
        let file = try BufferedFileWriter(path: path, shownAs: shownAs)
        try file.write(fields[..<key.upperBound])
        let rowIndent = [10] + [UInt8](repeating: 32, count: indentWidth * rowDepth)
        var any = false
        for row in rows {
            try file.write(any ? [44] + rowIndent : rowIndent)  // ",\n    " between rows
            any = true
            let encoded = try JSONOutput.bytes(row, encoder: encoder)
            var start = 0
            for (index, byte) in encoded.enumerated() where byte == 10 {
                try file.write(encoded[start ..< index])
                try file.write(rowIndent)
                start = index + 1
            }
            try file.write(encoded[start...])
        }
        // The array closes on a line of its own at the object's indent; an empty one as it was encoded.
        try file.write(any ? [10] + [UInt8](repeating: 32, count: indentWidth * (rowDepth - 1)) + fields[close...] : fields[key.upperBound...])
        try file.finish()
    }
}
