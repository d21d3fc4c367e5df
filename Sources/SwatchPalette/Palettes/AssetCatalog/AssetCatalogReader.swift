import Foundation
import SwatchSupport

/// Reads the named colours of an Xcode asset catalog (`.xcassets`) as a palette.
///
/// - Each `NAME.colorset/Contents.json` becomes one colour, named `NAME`, or `Group/NAME` inside group
///   folders whose `Contents.json` sets `properties.provides-namespace`.
/// - Colours directly under the root form a section named after the catalog (`Assets` for
///   `Assets.xcassets`); colours in group folders form one section per folder, named by its path
///   (`Brand`, `Brand/Buttons`). Sections and colours are sorted by path, case-sensitively.
/// - Appearances: an entry without `appearances` ("any") gives light, and dark too when the colour set has
///   no dark entry; `luminosity: light` beats "any" for light; `contrast: high` gives the high-contrast
///   values. Asset catalogs have no elevated variants.
/// - Idioms: `options.idiom` when the colour set has an entry for it and the appearance, else `universal`,
///   else the first entry for the appearance in file order. `ColorSetVariants` has the full rules.
/// - Components may be floats (`"0.500"`), 8-bit integers (`"128"`) or hex bytes (`"0x80"`); colour spaces
///   `srgb` (the default), `extended-srgb`, `extended-linear-srgb`, `display-p3`, `gray-gamma-22` and
///   `extended-gray` are converted to 8-bit sRGB, clipping (with a warning) what lies outside it.
/// - A `reference` to a UIKit colour (`systemBlueColor`) takes that colour's values from `system`.
/// - Other asset types (image sets, app icons, data sets, ...) are skipped silently.
package enum AssetCatalogReader {
    /// Reads every `NAME.colorset/Contents.json` under `path` (an `.xcassets` folder or any folder holding
    /// `.colorset` folders). `system` resolves colour sets that refer to UIKit colours (`systemBlueColor`).
    ///
    /// A malformed colour set throws, or with `options.keepGoing` is listed in `skipped` while the rest is
    /// read. Colours clipped into sRGB are reported in `warnings`. Files are read through `inputs`: never
    /// outside the catalog, whatever links it holds.
    package static func read(path: String, options: PaletteReadOptions, system: Palette,
                     inputs: InputFiles? = nil) throws(SwatchError) -> PaletteLoad {
        let inputs = inputs ?? InputFiles(named: path)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw SwatchError(.palette, "\(path): no such folder")
        }
        let root = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL
        let catalogName = root.deletingPathExtension().lastPathComponent
        var errors = ErrorCollector(keepGoing: options.keepGoing)
        inputs.recordFolder(path, role: "the palette")
        let locations = try AssetCatalogFolders.colorSets(in: root, shownAs: path, inputs: inputs, errors: &errors)
        guard !locations.isEmpty || !errors.skipped.isEmpty else { throw SwatchError(.palette, "\(path: path): no .colorset folders found") }

        var sections: [PaletteSection] = []
        // The section being filled (appended to in place): locations come sorted by folder, so a section's
        // colours are adjacent.
        var currentName: String?
        var currentColors: [NamedColor] = []
        var warnings: [MessageText] = []
        var read: [ColorSetLocation] = []
        for location in locations {
            let color: NamedColor
            do throws(SwatchError) {
                guard let read = try readColorSet(location, root: root, inputs: inputs, options: options, system: system,
                                                  warnings: &warnings) else { continue }
                color = read
            } catch {
                try errors.record(error)
                continue
            }
            read.append(location)
            let sectionName = location.folders.isEmpty ? catalogName : location.folders.joined(separator: "/")
            if sectionName != currentName {
                if let name = currentName { sections.append(PaletteSection(name: name, colors: currentColors)) }
                currentName = sectionName
                currentColors = []
            }
            currentColors.append(color)
        }
        if let name = currentName { sections.append(PaletteSection(name: name, colors: currentColors)) }
        guard !sections.isEmpty else {
            guard let first = errors.skipped.first else {
                throw SwatchError(.palette, "\(path): no colour set has a colour (\(locations.count) empty)")
            }
            throw SwatchError(.palette, "\(path): no colour set could be read (\(errors.skipped.count) skipped; the first: \(first))")
        }
        warnings += duplicateNameWarnings(read)

        let palette = Palette(name: catalogName, title: URL(fileURLWithPath: path).lastPathComponent, sections: sections)
        return PaletteLoad(palette: palette, warnings: warnings, skipped: errors.skipped)
    }

    /// One colour set as a palette colour (nil for one of empty slots); appends a warning for each used entry
    /// that was clipped into sRGB, and for an empty colour set.
    private static func readColorSet(_ location: ColorSetLocation, root: URL, inputs: InputFiles, options: PaletteReadOptions,
                                     system: Palette, warnings: inout [MessageText]) throws(SwatchError) -> NamedColor? {
        let file = root.path + "/" + location.contentsPath
        var present = stat()
        guard lstat(file, &present) == 0 else {
            throw SwatchError(.palette, "\(place: location.folderPath): no Contents.json")
        }
        let data = Data(try inputs.readReferenced(file, shownAs: "\(place: location.contentsPath)", recorded: false))
        try AssetCatalogFolders.checkMemory(parsing: data, of: location.contentsPath)
        return try colorSet(data: data, location, options: options, system: system, warnings: &warnings)
    }

    /// One colour set from the bytes of its `Contents.json`, found at `location`; appends a warning for each
    /// used entry that was clipped into sRGB. A colour set whose slots are all empty (Xcode's new
    /// `AccentColor`: the system's accent) is no colour: nil, with a warning saying it was left out.
    package static func colorSet(data: Data, _ location: ColorSetLocation, options: PaletteReadOptions, system: Palette,
                         warnings: inout [MessageText]) throws(SwatchError) -> NamedColor? {
        let variants: ColorSetVariants
        let properties: OrderedJSON?
        do throws(JSONProblem) {
            let contents = try ColorSetContents.contents(of: data, rounding: options.rounding)
            guard !contents.entries.isEmpty else {
                warnings.append("\(place: location.folderPath): no colour is set (every slot is empty, as Xcode leaves a new colour set); left out")
                return nil
            }
            variants = try ColorSetVariants(entries: contents.entries, idiom: options.idiom, system: system)
            properties = contents.properties
        } catch {
            throw error.paletteError(in: location.contentsPath)
        }
        for entry in variants.used {
            guard case let .literal(converted) = entry.color, converted.clipped else { continue }
            warnings.append("\(location.colorName)\(entry.label): \(converted.space.rawValue) colour is outside sRGB and was clipped")
        }
        let notes = variants.references.isEmpty ? nil : "refers to " + variants.references.joined(separator: ", ")
        return NamedColor(name: location.colorName, values: variants.values, sources: [location.contentsPath], notes: notes,
                          sourceValues: variants.sourceValues, location: location.location(properties: properties))
    }

    /// Xcode rejects two colour sets with the same name; swatch keeps both and says so, once for each, starting with its
    /// place (named under the catalog as given, `MessageText.place`): a message has one place the reader can hand over, so
    /// a list of the others named them inside the catalog (the twenty-second hostile pass's H22-5).
    private static func duplicateNameWarnings(_ locations: [ColorSetLocation]) -> [MessageText] {
        var folders: [String: [String]] = [:]
        var names: [String] = []
        for location in locations {
            if folders[location.colorName] == nil { names.append(location.colorName) }
            folders[location.colorName, default: []].append(location.folderPath)
        }
        return names.flatMap { name -> [MessageText] in
            guard let paths = folders[name], paths.count > 1 else { return [] }
            return paths.map { "\(place: $0): one of \(paths.count) colour sets named \"\(name)\"" }
        }
    }
}
