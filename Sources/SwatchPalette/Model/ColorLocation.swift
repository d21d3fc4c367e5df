import SwatchSupport

/// Where a colour lives in its source: the folders from the top down (an asset catalog's groups, design-token
/// groups, a theme's scheme, a Figma collection), which of them give their colours a namespace, and the
/// colour's own name inside the last one.
///
/// An asset catalog's folders and its namespaces are two things: Mastodon keeps `sidebar.background` in
/// `Theme/system/Background/`, a folder without a namespace inside two with one, so its name is
/// `Theme/system/sidebar.background`. Keeping both is what lets `export --format xcassets` write the same
/// folders back, and the sheets and reports show `sidebar.background` under the section that names the folder.
public struct ColorLocation: Sendable, Hashable {
    /// One folder on the way to a colour.
    public struct Folder: Sendable, Hashable {
        /// The folder's name, e.g. `Background`.
        public let name: String
        /// Whether the folder prefixes its colours' names (`properties.provides-namespace` in an asset catalog).
        public let providesNamespace: Bool
        /// The `properties` object of the folder's `Contents.json` as read (nil when it had none), so a
        /// catalog written back keeps every property, not just the namespace.
        package let properties: OrderedJSON?

        /// A folder made by a reader without asset-catalog properties: it has `provides-namespace` only when it
        /// provides one.
        public init(name: String, providesNamespace: Bool) {
            self.name = name
            self.providesNamespace = providesNamespace
            properties = providesNamespace ? .keyed([("provides-namespace", .bool(true))]) : nil
        }

        /// A folder of an asset catalog with the `properties` of its `Contents.json`.
        init(name: String, properties: OrderedJSON?) {
            self.name = name
            providesNamespace = properties?["provides-namespace"] == .bool(true)
            self.properties = properties
        }
    }

    /// The folders from the top down; empty for a colour at the top (an asset catalog's root).
    public let folders: [Folder]
    /// The colour's own name, without any namespace: `sidebar.background`.
    public let name: String
    /// The `properties` object of an asset catalog colour set's `Contents.json`, if it had one.
    package let properties: OrderedJSON?

    /// A colour called `name` inside `folders`.
    public init(folders: [Folder] = [], name: String) {
        self.init(folders: folders, name: name, properties: nil)
    }

    /// A colour set of an asset catalog, with the `properties` of its `Contents.json`.
    init(folders: [Folder], name: String, properties: OrderedJSON?) {
        self.folders = folders
        self.name = name
        self.properties = properties
    }

    /// Where a reader without folders of its own puts a colour named `name` in the section `section`
    /// (nil: the palette's top, as a text list's colours before any heading): the section's path
    /// (`Brand/Buttons`) gives plain folders, and the parts of `name` before its last `/` are namespaces.
    /// A namespace the section's folders already spell out (`Brand/Primary` in section `Brand`, as an asset
    /// catalog read and written again gives) is that folder's, matched from the innermost folder out;
    /// otherwise the namespaces are folders of their own inside the section's.
    public init(section: String?, name: String) {
        self.init(sectionFolders: Self.folders(ofSection: section), name: name)
    }

    /// The plain folders the section's path `section` gives (`Brand/Buttons`: `Brand`, `Buttons`); none for nil.
    static func folders(ofSection section: String?) -> [Folder] {
        (section?.split(separator: "/", omittingEmptySubsequences: false).map(String.init) ?? []).map { Folder(name: $0, providesNamespace: false) }
    }

    /// `init(section:name:)` with the section's folders split already: a reader adding many colours to one
    /// section splits its path once, and a colour without namespaces shares the section's folders, not a copy.
    init(sectionFolders: [Folder], name: String) {
        var folders = sectionFolders
        var parts = name.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let bare = parts.removeLast()
        // The namespace as a subsequence of the section's folders, innermost first.
        var matched: [Int] = []
        var next = folders.count - 1
        for part in parts.reversed() {
            while next >= 0, folders[next].name != part { next -= 1 }
            guard next >= 0 else { break }
            matched.append(next)
            next -= 1
        }
        if matched.count == parts.count {
            for index in matched { folders[index] = Folder(name: folders[index].name, providesNamespace: true) }
        } else {
            folders += parts.map { Folder(name: $0, providesNamespace: true) }
        }
        self.init(folders: folders, name: bare)
    }

    /// The folders that provide a namespace, outermost first: `["Theme", "system"]`.
    public var namespace: [String] { folders.filter(\.providesNamespace).map(\.name) }

    /// The name code and Xcode use: the namespaces and the colour's own name, `Theme/system/sidebar.background`.
    public var qualifiedName: String { (namespace + [name]).joined(separator: "/") }

    /// The folders as a path, `Theme/system/Background`; empty at the top.
    public var folderPath: String { folders.map(\.name).joined(separator: "/") }

    /// The colour's name as a row under the section `section` shows it: what the section's path does not
    /// already say. Inside the section's folders that is the namespaces of the folders below it and the
    /// colour's own name (`userFollowing` under `Colors/Button`); elsewhere the qualified name.
    public func name(inSection section: String) -> String {
        guard !folders.isEmpty, let depth = depth(ofSection: section) else { return qualifiedName }
        return (folders.dropFirst(depth).filter(\.providesNamespace).map(\.name) + [name]).joined(separator: "/")
    }

    /// How many of the folders from the top the section's path `section` spells out, or nil when it is not
    /// their start. Compared byte by byte in place, not split: a listing asks once for every row.
    private func depth(ofSection section: String) -> Int? {
        let bytes = Array(section.utf8)
        var start = 0
        for (count, folder) in folders.enumerated() {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.count
            var name = folder.name
            guard name.withUTF8({ $0.elementsEqual(bytes[start ..< end]) }) else { return nil }
            guard end < bytes.count else { return count + 1 }
            start = end + 1
        }
        return nil
    }
}
