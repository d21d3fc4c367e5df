import SwatchSupport

/// The colours of one section as a reader collects them. A name may appear once per section: a second
/// colour of the same name is an error naming both places (with `keepGoing`, a warning, and the first
/// one is kept), and an empty name is an error. Each colour is placed in the section's folders
/// (`ColorLocation(section:name:)`), or at the palette's top for the section named after the file.
struct SectionColors {
    let name: String
    /// Whether the section is the palette's top (a text list's colours before any heading, top-level
    /// tokens), which has no folder of its own.
    let atTop: Bool
    private(set) var colors: [NamedColor] = []
    /// Where each name was first given, for the message about a second one.
    private var places: [String: String] = [:]

    /// The folders the section's name gives, split once and shared by its colours.
    private let folders: [ColorLocation.Folder]

    init(name: String, atTop: Bool = false) {
        self.name = name
        self.atTop = atTop
        folders = ColorLocation.folders(ofSection: atTop ? nil : name)
    }

    /// Adds `color`, found at `place` (`colors.txt:4`, `brand.json: schemes[0].colors[2]`).
    mutating func add(_ color: NamedColor, at place: MessageText, errors: inout ErrorCollector) throws(SwatchError) {
        guard !color.name.isEmpty else {
            try errors.record(SwatchError(.palette, "\(place): a colour's name must not be empty"))
            return
        }
        if let first = places[color.name] {
            try errors.record(SwatchError(.palette, "\(place): \"\(color.name)\" is already a colour of section \"\(name)\" (\(verbatim: first))"))
            return
        }
        try MemoryBudget.counted(bytes: color.name.utf8.count + place.text.utf8.count, shown: place)
        try MemoryBudget.beforeAppending(count: colors.count, capacity: colors.capacity, elementBytes: MemoryLayout<NamedColor>.stride, shown: place)
        // A dictionary's storage: keys, values and a bit per bucket, at most 3/4 full.
        try MemoryBudget.beforeAppending(count: places.count, capacity: places.capacity,
                                         elementBytes: MemoryLayout<String>.stride * 8 / 3, shown: place)
        places[color.name] = place.text
        colors.append(color.located(ColorLocation(sectionFolders: folders, name: color.name)))
    }
}
