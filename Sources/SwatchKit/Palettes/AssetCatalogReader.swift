// Placeholder until the asset catalog reader lands; replaced by the real reader.
public enum AssetCatalogReader {
    public static func read(path: String, options: PaletteReadOptions, system: Palette) throws(PaletteError) -> PaletteLoad {
        throw PaletteError("\(path): asset catalogs are not supported yet")
    }
}
