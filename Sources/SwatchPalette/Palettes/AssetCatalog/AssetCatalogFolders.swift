import Foundation
import SwatchSupport

/// A `.colorset` folder found in an asset catalog.
package struct ColorSetLocation: Equatable {
    /// Group folders from the catalog root down to the colour set, each with its `Contents.json` properties.
    let groups: [ColorLocation.Folder]
    /// The colour set folder's name without `.colorset`.
    let name: String

    /// The colour set `name` inside `groups` (root first).
    package init(groups: [ColorLocation.Folder], name: String) {
        self.groups = groups
        self.name = name
    }

    /// Group folder names from the catalog root down, e.g. `["Brand", "Buttons"]`; empty at the root.
    var folders: [String] { groups.map(\.name) }

    /// The name code uses for the colour: `Brand/Primary` inside a namespace-providing `Brand` folder.
    var colorName: String { location(properties: nil).qualifiedName }

    /// The colour set folder relative to the catalog root, e.g. `Brand/Primary.colorset`.
    var folderPath: String { (folders + [name + ".colorset"]).joined(separator: "/") }

    var contentsPath: String { folderPath + "/Contents.json" }

    /// Where the colour lives, with the `properties` of the colour set's own `Contents.json`.
    func location(properties: OrderedJSON?) -> ColorLocation {
        ColorLocation(folders: groups, name: name, properties: properties)
    }
}

/// Finds the colour sets of an asset catalog: walks group folders (plain folders, whose `Contents.json`
/// may set `properties.provides-namespace`) and skips every other asset type.
package enum AssetCatalogFolders {
    /// Folder extensions of Xcode's other asset types; none holds colour sets, so the walk never enters them.
    package static let otherAssetTypes: Set<String> = [
        "appiconset", "arimageset", "arresourcegroup", "brandassets", "complicationset", "cubetextureset",
        "dataset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset", "iconset", "imageset", "imagestack",
        "imagestacklayer", "launchimage", "mipmapset", "solidimagestack", "solidimagestacklayer", "spriteatlas",
        "sticker", "stickerpack", "stickersequence", "symbolset", "textureset", "appiconsolidimagestack",
    ]

    /// Every colour set under `root`, sorted by folder path (component by component, case-sensitive) and
    /// then by name. A group folder that cannot be read, or whose `Contents.json` is malformed, is an error;
    /// with `keepGoing` it is recorded and its contents left out (their names would be wrong).
    /// `path` is the root as the user gave it, for messages about the root itself.
    static func colorSets(in root: URL, shownAs path: String, inputs: InputFiles, errors: inout ErrorCollector) throws(SwatchError) -> [ColorSetLocation] {
        guard (try? FileManager.default.contentsOfDirectory(atPath: root.path)) != nil else {
            throw SwatchError(.palette, "\(path): cannot be read")
        }
        var found: [ColorSetLocation] = []
        var visited: Set<String> = []
        let inside = root.resolvingSymlinksInPath().path
        try walk(root, inside: inside, inputs: inputs, groups: [], found: &found, visited: &visited, errors: &errors)
        return found.sorted { a, b in
            a.folders == b.folders ? a.name < b.name : a.folders.lexicographicallyPrecedes(b.folders)
        }
    }

    /// Reads `folder` and the group folders below it. A symbolic link to a group or colour set folder outside
    /// `inside` (the catalog's real path) is not followed: `ln -s /usr x` must not make swatch read the whole
    /// system, nor `ln -s ~/Other.xcassets/X.colorset` read another catalog. (`Contents.json` files are
    /// confined by `InputFiles` as they are read.)
    private static func walk(_ folder: URL, inside: String, inputs: InputFiles, groups: [ColorLocation.Folder], found: inout [ColorSetLocation],
                             visited: inout Set<String>, errors: inout ErrorCollector) throws(SwatchError) {
        let real = folder.resolvingSymlinksInPath().path
        guard PathText.lies(real, within: inside) else { return }
        // Symbolic links may lead back up the tree; each real folder is read once.
        guard visited.insert(real).inserted else { return }
        let here = groups.map(\.name).joined(separator: "/")
        guard let listing = opendir(folder.path) else {
            try errors.record(SwatchError(.palette, "\(place: here): cannot be read"))
            return
        }
        defer { closedir(listing) }
        var names: [String] = []
        while let entry = readdir(listing) {
            let (valid, shown) = EntryName.of(entry)
            if let valid {
                names.append(valid)
                continue
            }
            // Xcode's catalogs hold UTF-8 names only (macOS's file systems store no other), so a folder named otherwise
            // is no colour set or group Xcode would read: refused by name, not left out without a word.
            var info = stat()
            let found = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                fstatat(dirfd(listing), raw.baseAddress!.assumingMemoryBound(to: CChar.self), &info, 0) == 0
            }
            guard found, info.st_mode & S_IFMT == S_IFDIR else { continue }
            try errors.record(SwatchError(.palette, "\(place: here.isEmpty ? shown : here + "/" + shown): a folder whose name is not UTF-8 (an asset catalog's names are, as Xcode reads them)"))
        }
        names.sort()
        for name in names where !name.hasPrefix(".") {
            // Paths as strings: URL appends were a seventh of reading 20,000 colour sets.
            let childPath = folder.path + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: childPath, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let type = (name as NSString).pathExtension
            guard inputs.isInside(childPath) else { continue }
            if type == "colorset" {
                found.append(ColorSetLocation(groups: groups, name: String(name.dropLast(".colorset".count))))
            } else if !otherAssetTypes.contains(type) {
                let path = groups.map(\.name) + [name]
                let properties: OrderedJSON?
                do throws(SwatchError) {
                    properties = try Self.properties(at: childPath + "/Contents.json", shownAs: (path + ["Contents.json"]).joined(separator: "/"), inputs: inputs)
                } catch {
                    try errors.record(error)
                    continue
                }
                try walk(URL(fileURLWithPath: childPath, isDirectory: true), inside: inside, inputs: inputs,
                         groups: groups + [ColorLocation.Folder(name: name, properties: properties)],
                         found: &found, visited: &visited, errors: &errors)
            }
        }
    }

    /// The `properties` of the group folder's `Contents.json` at `path` (`provides-namespace`, ...), named `file` (relative
    /// to the catalog) in errors; nil when the folder has no `Contents.json` (Xcode does not need one for a plain group)
    /// or it has no `properties`. Its memory is checked before it is parsed, as a colour set's is (`checkMemory`).
    static func properties(at path: String, shownAs file: String, inputs: InputFiles) throws(SwatchError) -> OrderedJSON? {
        var present = stat()
        guard lstat(path, &present) == 0 else { return nil }
        let data = Data(try inputs.readReferenced(path, shownAs: "\(place: file)", recorded: false))
        try checkMemory(parsing: data, of: file)
        do throws(JSONProblem) { return try properties(data: data) } catch { throw error.paletteError(in: file) }
    }

    /// Throws `FILE: not enough memory …` when parsing `data`, a `Contents.json` of the catalog (a colour set's or a
    /// group's) named `file`, would not fit under a memory limit. Parsed twice (the token parser, then
    /// JSONSerialization): a colour set of 2,500,000 `1,`s aborted under `ulimit -v 250000`, and so did a group's; each
    /// is judged as a JSON theme is, a byte and a value.
    static func checkMemory(parsing data: Data, of file: String) throws(SwatchError) {
        guard MemoryBudget.applies else { return }
        try MemoryBudget.check(needing: data.count * MemoryBudget.themeBytesPerInputByte
                               + JSONValueCount.upperBound(in: data) * MemoryBudget.jsonBytesPerValue.theme, shown: "\(place: file)")
    }

    /// The `properties` of a group folder's `Contents.json` from its bytes; `provides-namespace`, when
    /// given, must be true or false.
    package static func properties(data: Data) throws(JSONProblem) -> OrderedJSON? {
        let root = try JSONNode.parse(data)
        try root.requireObject()
        return try root.properties()
    }
}
