/// Who made a file: the software name written into every PNG's text chunks.
public enum SwatchVersion {
    /// `swatch` and its version, as `swatch --version` prints it.
    public static let software = "swatch 0.1.0"
}
