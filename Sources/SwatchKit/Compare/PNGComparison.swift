/// Compares two PNG files: the use case behind `swatch compare`.
public enum PNGComparison {
    /// Decodes both files (any colour type and bit depth libpng reads) to straight RGBA8 and compares
    /// them; writes the diff picture to `diffPath` if one is given, whatever the verdict.
    /// Errors are one line naming the file: unreadable, not a PNG, truncated, corrupt, too large.
    public static func compare(expected expectedPath: String, actual actualPath: String,
                               options: ImageDiffOptions = .exact, diffPath: String? = nil) throws(SwatchError) -> DiffReport {
        // One after the other: decoding both at once on two cores was no faster (zlib, page faults and
        // copies compete for memory bandwidth) and took a quarter more memory.
        let transaction = try FileTransaction(outputs: diffPath.map { [RunFile("the diff image", $0)] } ?? [],
                                              inputs: [RunFile("the expected image", expectedPath), RunFile("the actual image", actualPath)])
        let expected = try PNGImage(contentsOfFile: expectedPath)
        let actual = try PNGImage(contentsOfFile: actualPath)
        let diff = ImageDiff(expected: expected, actual: actual, options: options)
        if let diffPath {
            try DiffImage.write(diff, expected: expected, actual: actual, to: try transaction.temporary(for: diffPath), shownAs: diffPath)
        }
        try transaction.commit()
        return diff.report
    }

}
