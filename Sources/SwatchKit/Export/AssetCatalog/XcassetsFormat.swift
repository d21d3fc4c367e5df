/// `xcassets`: an asset catalog folder, written as Xcode writes one.
///
/// - One colour set per colour, with an Any entry (the light value) and Dark, High Contrast and
///   Dark + High Contrast entries for each appearance the colour has a value of its own for. Asset
///   catalogs have no elevated level, so elevated values are left out.
/// - Sections become group folders (`Brand/Buttons` nests); the section named like the palette (an asset
///   catalog's root) stays at the root. A name with a namespace (`Brand/Primary`) puts its colour set in a
///   folder that provides that namespace, so reading the catalog back gives the same names. A section or
///   name part that cannot be a folder name (`..`, empty, NUL, over 255 bytes: `FolderFile.problem`) is an
///   error naming it, so no colour can put a file outside the catalog.
/// - Components keep the source's values and space: `srgb` (or `extended-srgb` beyond 0...1) and
///   `display-p3`. A component with at most three decimals is written as Xcode writes it (`"0.500"`), a
///   whole byte as hex (`"0x5B"`), anything else at full precision, so reading back gives the same bytes.
extension PaletteFormat {
    /// `xcassets`: an Xcode asset catalog folder.
    public static let xcassets = PaletteFormat(
        name: "xcassets", fileExtension: "xcassets",
        summary: "An Xcode asset catalog: a colour set per colour with Any, Dark and High Contrast entries.",
        writesFolder: true) { input throws(SwatchError) in .folder(try XcassetsWriter(input).files()) }
}

/// Builds the files of an asset catalog from a palette.
struct XcassetsWriter {
    let input: FormatInput

    init(_ input: FormatInput) { self.input = input }

    /// Every file, the root `Contents.json` first, then folders and colour sets in palette order.
    func files() throws(SwatchError) -> [FolderFile] {
        var files = [file("Contents.json", .object(["info": XcodeJSON.info]))]
        var folders: [String: Bool] = [:]  // folder path → provides a namespace
        var colorSets: Set<String> = []
        let palette = input.listing.palette
        for section in palette.sections {
            let sectionFolders = section.name == palette.name ? [] : section.name.split(separator: "/").map(String.init)
            if let problem = sectionFolders.lazy.compactMap(FolderFile.problem(withName:)).first {
                throw SwatchError(.palette, "--format xcassets: section \"\(section.name)\" cannot be a folder: \(problem); rename it")
            }
            for color in section.colors {
                var parts = color.name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                let setName = parts.removeLast()
                // The namespace folders sit inside the section's folders, unless the section already is them.
                let namespace = sectionFolders.suffix(parts.count) == parts[...] ? [] : parts
                guard !setName.isEmpty else { throw SwatchError(.palette, "--format xcassets: \"\(color.name)\" ends in a slash") }
                if let problem = (namespace + [setName + ".colorset"]).lazy.compactMap(FolderFile.problem(withName:)).first {
                    throw SwatchError(.palette, "--format xcassets: colour \"\(color.name)\" cannot be a colour set: \(problem); rename it")
                }
                let groups = sectionFolders.map { ($0, false) } + namespace.map { ($0, true) }
                var path: [String] = []
                for (folder, providesNamespace) in groups {
                    path.append(folder)
                    let key = path.joined(separator: "/")
                    let namespaced = providesNamespace || (sectionFolders.count == path.count && parts.count > 0
                                                          && parts.last == folder && namespace.isEmpty)
                    if folders[key] == nil {
                        folders[key] = namespaced
                        files.append(file(key + "/Contents.json", namespaced
                            ? .object(["info": XcodeJSON.info, "properties": .object(["provides-namespace": .bool(true)])])
                            : .object(["info": XcodeJSON.info])))
                    } else if namespaced, folders[key] == false {
                        throw SwatchError(.palette, "--format xcassets: folder \(key) holds colours with and without the namespace \(folder)")
                    }
                }
                let setPath = (path + [setName + ".colorset"]).joined(separator: "/")
                guard colorSets.insert(setPath.lowercased()).inserted else {
                    throw SwatchError(.palette, "--format xcassets: two colours become \(setPath)")
                }
                files.append(file(setPath + "/Contents.json", .object(["colors": .array(entries(color)), "info": XcodeJSON.info])))
            }
        }
        return files
    }

    /// The entries of a colour set: Any, then Dark, High Contrast and Dark + High Contrast where the colour
    /// has those values.
    private func entries(_ color: NamedColor) -> [XcodeJSON] {
        let variants: [(Appearance, [(String, String)])] = [
            (.light, []), (.dark, [("luminosity", "dark")]), (.lightHighContrast, [("contrast", "high")]),
            (.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]),
        ]
        return variants.compactMap { appearance, traits -> XcodeJSON? in
            guard appearance == .light || color.values[appearance] != nil else { return nil }
            var entry: [String: XcodeJSON] = ["color": colorObject(color.source(for: appearance)), "idiom": .string("universal")]
            if !traits.isEmpty {
                entry["appearances"] = .array(traits.map { .object(["appearance": .string($0.0), "value": .string($0.1)]) })
            }
            return .object(entry)
        }
    }

    private func colorObject(_ source: SourceColor) -> XcodeJSON {
        let space = source.space == .displayP3 ? "display-p3" : source.isExtended ? "extended-srgb" : "srgb"
        return .object([
            "color-space": .string(space),
            "components": .object(["red": .string(Self.component(source.red)), "green": .string(Self.component(source.green)),
                                   "blue": .string(Self.component(source.blue)), "alpha": .string(Self.component(source.alpha))]),
        ])
    }

    /// `0.5` → `"0.500"`, `91/255` → `"0x5B"`, `1/3` → `"0.3333333333333333"`: Xcode's three decimals
    /// where they are exact, else a hex byte where that is exact, else every digit.
    static func component(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        if abs(value * 1000 - thousandths) < 1e-9 { return String(format: "%.3f", thousandths / 1000) }
        let byte = (value * 255).rounded()
        if abs(value * 255 - byte) < 1e-9, (0...255).contains(byte) { return String(format: "0x%02X", Int(byte)) }
        return "\(value)"
    }

    private func file(_ path: String, _ json: XcodeJSON) -> FolderFile {
        FolderFile(path: path, bytes: Array(json.text.utf8))
    }
}

import Foundation
