import Foundation

/// Reads a user palette of any supported kind, chosen by what `path` is: a folder is an asset catalog
/// (`.xcassets` or any folder holding `.colorset` folders), a `.json` file a theme, anything else a text list.
public enum PaletteReader {
    public static func read(path: String, options: PaletteReadOptions = PaletteReadOptions(), system: Palette) throws(PaletteError) -> PaletteLoad {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw PaletteError("\(path): no such file or folder")
        }
        if isDirectory.boolValue { return try AssetCatalogReader.read(path: path, options: options, system: system) }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json": return try ThemeReader.read(path: path, options: options)
        case "yaml", "yml": throw PaletteError("\(path): YAML themes are not supported; write the theme as JSON")
        default: return try TextListReader.read(path: path, options: options)
        }
    }
}
