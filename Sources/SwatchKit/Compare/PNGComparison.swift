/// Compares two PNG files: the use case behind `swatch compare`.
public enum PNGComparison {
    /// Decodes both files (any colour type and bit depth libpng reads) to straight RGBA8 and compares
    /// them; writes the diff picture to `diffPath` if one is given, whatever the verdict.
    /// Errors are one line naming the file: unreadable, not a PNG, truncated, corrupt, too large.
    public static func compare(expected expectedPath: String, actual actualPath: String,
                               options: ImageDiffOptions = .exact, diffPath: String? = nil) throws(CompareError) -> DiffReport {
        try options.validate()
        // One after the other: decoding both at once on two cores was no faster (zlib, page faults and
        // copies compete for memory bandwidth) and took a quarter more memory.
        let expected = try decode(expectedPath)
        let actual = try decode(actualPath)
        let diff = try ImageDiff(expected: expected, actual: actual, options: options)
        if let diffPath { try DiffImage.write(diff, expected: expected, actual: actual, to: diffPath) }
        return diff.report
    }

    /// The decoded file; libpng's message already starts with the path.
    static func decode(_ path: String) throws(CompareError) -> PNGImage {
        do throws(PNGError) {
            return try PNGImage(contentsOfFile: path)
        } catch {
            throw CompareError(error.message)
        }
    }
}
