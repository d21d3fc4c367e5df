import Foundation

/// Reads a user palette of any supported kind, chosen by what `path` is: a folder is an asset catalog
/// (`.xcassets` or any folder holding `.colorset` folders), a `.json`, `.yaml` or `.yml` file a theme,
/// anything else a text list.
public enum PaletteReader {
    /// Reads the palette at `path`; `system` resolves references to UIKit colours. Errors name the file,
    /// key path or line and the value.
    public static func read(path: String, options: PaletteReadOptions = PaletteReadOptions(), system: Palette) throws(SwatchError) -> PaletteLoad {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var info = stat()
            let reason = stat(path, &info) != 0 && errno != ENOENT ? String(cString: strerror(errno)).lowercased() : "no such file or folder"
            throw SwatchError(.palette, "\(path): \(reason)")
        }
        if isDirectory.boolValue { return try AssetCatalogReader.read(path: path, options: options, system: system) }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "json", "yaml", "yml": return try ThemeReader.read(path: path, options: options)
        default: return try TextListReader.read(path: path, options: options)
        }
    }
}
