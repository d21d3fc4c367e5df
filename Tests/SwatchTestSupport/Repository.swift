import Foundation

/// Where the repository's files are, for every test target: the one place that finds the repository through
/// `#filePath` (this file is at `Tests/SwatchTestSupport/Repository.swift`).
public enum Repository {
    /// The repository's root folder, the one holding `Package.swift`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// The absolute path of `relative`, a path from the repository's root (`Samples/brand.theme.json`).
    public static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).standardized.path
    }

    /// The `Samples` folder: the palettes, themes and catalogs the README's examples use.
    public static let samples = root.appendingPathComponent("Samples")

    /// swatch's library modules, bottom to top, as `Tools/modules/stages.txt` lists them (the order `make lint` holds
    /// Package.swift to).
    public static let libraryModules: [String] = {
        let text = (try? String(contentsOf: root.appendingPathComponent("Tools/modules/stages.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }()
}
