/// Compares two PNG files: the use case behind `swatch compare`.
public enum PNGComparison {
    /// Decodes both files (any colour type and bit depth libpng reads) to straight RGBA8 and compares
    /// them; writes the diff picture to `diffPath` if one is given, whatever the verdict.
    /// Either path may be `-`, standard input, but not both.
    /// Errors are one line naming the file: unreadable, not a PNG, truncated, corrupt, too large.
    /// - Parameter warn: called with one line, without a prefix, for each thing worth knowing that does
    ///   not stop the comparison: an animated PNG (APNG), of which only the default image is compared.
    public static func compare(expected expectedPath: String, actual actualPath: String,
                               options: ImageDiffOptions = .exact, diffPath: String? = nil,
                               warn: (String) -> Void = { _ in }) throws(SwatchError) -> DiffReport {
        guard expectedPath != "-" || actualPath != "-" else {
            throw SwatchError(.usage, "only one of the two PNGs can be read from standard input (-)")
        }
        // One after the other: decoding both at once on two cores was no faster (zlib, page faults and
        // copies compete for memory bandwidth) and took a quarter more memory.
        let transaction = try FileTransaction(outputs: diffPath.map { [RunFile("the diff image", $0)] } ?? [],
                                              inputs: [RunFile("the expected image", expectedPath), RunFile("the actual image", actualPath)])
        let expected = try decode(expectedPath, warn)
        let actual = try decode(actualPath, warn)
        let diff = ImageDiff(expected: expected, actual: actual, options: options)
        if let diffPath {
            try DiffImage.write(diff, expected: expected, actual: actual, to: try transaction.temporary(for: diffPath), shownAs: diffPath)
        }
        try transaction.commit()
        return diff.report
    }

    /// The PNG at `path`, or on standard input for `-`.
    private static func decode(_ path: String, _ warn: (String) -> Void) throws(SwatchError) -> PNGImage {
        let decoded = path == "-" ? try PNGImage.decodeStandardInput() : try PNGImage.decodeFile(path)
        if decoded.isAnimated {
            warn("\(path == "-" ? PNGImage.standardInputName : path) is an animated PNG: only its default image is compared")
        }
        return decoded.image
    }
}
