import SwatchPalette
import SwatchSupport

/// `xcassets`: an asset catalog folder, written as Xcode writes one.
///
/// - One colour set per colour, with an Any entry (the light value) and Dark, High Contrast and
///   Dark + High Contrast entries for each appearance the colour has a value of its own for. Asset
///   catalogs have no elevated level, so elevated values are left out.
/// - Each colour set goes where the colour lives (`ColorLocation`): an asset catalog's colours in the
///   folders they were read from, each folder's `Contents.json` with the `properties` it had
///   (`provides-namespace` and any other), so a catalog read and exported has the same folders, namespaces
///   and names, and exporting that again gives the same files. Other palettes' sections become plain
///   folders (`Brand/Buttons` nests; the section named like the palette stays at the root) and a name's
///   namespace (`Brand/Primary`) a folder that provides it. A folder or colour set name that cannot be one
///   (`..`, empty, NUL or another control character, over 255 bytes: `FolderFile.problem`) is an error naming it and the palette, so no colour can put a
///   file outside the catalog; so are two colours that would share a colour set, and one folder that two
///   colours give different properties.
/// - Components keep the source's values and space: `srgb` (or `extended-srgb` beyond 0...1) and
///   `display-p3`. A component with at most three decimals is written as Xcode writes it (`"0.500"`), a
///   whole byte as hex (`"0x5B"`), anything else at full precision, so reading back gives the same bytes.
extension PaletteFormat {
    /// `xcassets`: an Xcode asset catalog folder.
    public static let xcassets = PaletteFormat(
        name: "xcassets", fileExtension: "xcassets",
        summary: "An Xcode asset catalog: a colour set per colour with Any, Dark and High Contrast entries, in the folders it came from.",
        writesFolder: true) { input throws(SwatchError) in .folder(try XcassetsWriter(input).folder()) }
}

/// Makes the files of an asset catalog from a palette, a colour set at a time.
struct XcassetsWriter {
    let input: FormatInput

    init(_ input: FormatInput) { self.input = input }

    /// The catalog, once every colour is known to have a place in it (an error names the first that has not):
    /// the root `Contents.json` first, then folders and colour sets in palette order, each file made as it is written.
    func folder() throws(SwatchError) -> StreamedFolder {
        try forEachFile { _, _ in true }  // the checks alone: no file is made
        return StreamedFolder { [self] (take) throws(SwatchError) in
            try forEachFile { (path, json) throws(SwatchError) in try take(StreamedFolder.File(path: path, text: StreamedText(json().text))) }
        }
    }

    /// Hands `body` the path of every file and a function making its document, in the order written, until it
    /// returns false; throws when a colour has no place in the catalog. What it holds is the paths of the colour
    /// sets and folders, to find two colours that would share one (macOS folders ignore case).
    private func forEachFile(_ body: (String, () -> XcodeJSON) throws(SwatchError) -> Bool) throws(SwatchError) {
        guard try body("Contents.json", { .object(["info": XcodeJSON.info]) }) else { return }
        // By path in lower case (macOS folders ignore case): the path as first written and its properties.
        var folders: [String: (path: String, properties: OrderedJSON?)] = [:]
        var colorSets: [String: NamedColor] = [:]  // colour-set path, lower case: the colour written there
        let palette = input.listing.palette
        for section in palette.sections {
            for color in section.colors {
                let location = palette.location(of: color, inSection: section.name)
                guard !location.name.isEmpty else { throw SwatchError(.palette, "--format xcassets: \"\(color.name)\" ends in a slash") }
                try check(location, of: color)
                var path: [String] = []
                for folder in location.folders {
                    path.append(folder.name)
                    let key = path.joined(separator: "/")
                    if let written = folders[key.lowercased()] {
                        guard written.path == key else {
                            throw SwatchError(.palette, "--format xcassets: folders \(written.path) and \(key) differ only in case; rename one")
                        }
                        guard written.properties == folder.properties else {
                            let what: MessageText = folder.providesNamespace == (written.properties?["provides-namespace"] == .bool(true))
                                ? "with different properties" : "with and without the namespace \(folder.name)"
                            throw SwatchError(.palette, "--format xcassets: folder \(key) holds colours \(what)")
                        }
                    } else {
                        folders[key.lowercased()] = (key, folder.properties)
                        guard try body(key + "/Contents.json", { Self.contents(["info": XcodeJSON.info], properties: folder.properties) }) else { return }
                    }
                }
                let setPath = (path + [location.name + ".colorset"]).joined(separator: "/")
                if let other = colorSets.updateValue(color, forKey: setPath.lowercased()) {
                    throw Identifiers.collision(format: "xcassets", other.name, color.name,
                                                become: setPath, at: (other.sources.first ?? "", color.sources.first ?? ""))
                }
                guard try body(setPath + "/Contents.json", {
                    Self.contents(["colors": .array(entries(color)), "info": XcodeJSON.info], properties: location.properties)
                }) else { return }
            }
        }
    }

    /// Refuses a location whose folders or colour set cannot be folder names inside the catalog. A plain
    /// folder is a section's (`section "../etc" cannot be a folder`); a namespace or the colour set is the name's.
    private func check(_ location: ColorLocation, of color: NamedColor) throws(SwatchError) {
        // The palette the name is in, when known: `colour "\u{1B}[31m" of p.txt`.
        let of: MessageText = input.options.source.isEmpty ? "" : " of \(input.options.source)"
        for (index, folder) in location.folders.enumerated() where !folder.providesNamespace {
            if let problem = Self.problem(withName: folder.name) {
                let path = location.folders[...index].map(\.name).joined(separator: "/")
                throw SwatchError(.palette, "--format xcassets: folder \"\(path)\" of colour \"\(color.name)\"\(of) cannot be a folder: \(problem); rename it")
            }
        }
        let named = location.folders.filter(\.providesNamespace).map(\.name) + [location.name + ".colorset"]
        if let problem = named.lazy.compactMap(Self.problem(withName:)).first {
            throw SwatchError(.palette, "--format xcassets: colour \"\(color.name)\"\(of) cannot be a colour set: \(problem); rename it")
        }
    }

    /// Why `name` cannot be a folder of the catalog: `FolderFile`'s reasons, and a leading dot, which hides the
    /// folder from Xcode and from swatch's reader, so the colour would be lost on the way back.
    private static func problem(withName name: String) -> MessageText? {
        if let problem = FolderFile.problem(withName: name) { return problem }
        return name.hasPrefix(".") ? "\"\(name)\" starts with a dot, which hides it from Xcode" : nil
    }

    /// A `Contents.json` of `members` and, when given, `properties`.
    private static func contents(_ members: [String: XcodeJSON], properties: OrderedJSON?) -> XcodeJSON {
        var members = members
        if let properties { members["properties"] = XcodeJSON(properties) }
        return .object(members)
    }

    /// The entries of a colour set: Any, then Dark, High Contrast and Dark + High Contrast where the colour
    /// has those values. An entry is left out where the one a reader would take without it has the value from
    /// the same entry of the source catalog (`SourceColor.catalogEntry`: an Any entry that served dark, a
    /// reference to a system colour that gives its own dark and high-contrast values), so a catalog is written
    /// back with the entries it had. A value the source gave as a system colour reference is written as that
    /// reference.
    private func entries(_ color: NamedColor) -> [XcodeJSON] {
        let variants: [(Appearance, [(String, String)])] = [
            (.light, []), (.dark, [("luminosity", "dark")]), (.lightHighContrast, [("contrast", "high")]),
            (.darkHighContrast, [("luminosity", "dark"), ("contrast", "high")]),
        ]
        var written: Set<Appearance> = []
        return variants.compactMap { appearance, traits -> XcodeJSON? in
            guard appearance == .light || color.values[appearance] != nil else { return nil }
            let source = color.source(for: appearance)
            if appearance != .light {
                // What a reader matches without this entry: dark high contrast takes dark, then high contrast, then Any.
                let without: Appearance = appearance != .darkHighContrast ? .light
                    : written.contains(.dark) ? .dark : written.contains(.lightHighContrast) ? .lightHighContrast : .light
                if let entry = source.catalogEntry, color.source(for: without).catalogEntry == entry { return nil }
            }
            written.insert(appearance)
            var entry: [String: XcodeJSON] = ["color": colorObject(source), "idiom": .string("universal")]
            if !traits.isEmpty {
                entry["appearances"] = .array(traits.map { .object(["appearance": .string($0.0), "value": .string($0.1)]) })
            }
            return .object(entry)
        }
    }

    private func colorObject(_ source: SourceColor) -> XcodeJSON {
        if let reference = source.reference {
            var object: [String: XcodeJSON] = ["reference": .string(reference.name)]
            if let platform = reference.platform { object["platform"] = .string(platform) }
            return .object(object)
        }
        let space = source.catalogSpaceName
        let channels: [String: XcodeJSON] = space == SourceColor.CatalogSpace.extendedGray.rawValue
            ? ["white": .string(Self.component(source.red))]
            : ["red": .string(Self.component(source.red)), "green": .string(Self.component(source.green)),
               "blue": .string(Self.component(source.blue))]
        return .object([
            "color-space": .string(space),
            "components": .object(channels.merging(["alpha": .string(Self.component(source.alpha))]) { first, _ in first }),
        ])
    }

    /// `0.5` → `"0.500"`, `91/255` → `"0x5B"`, `1/3` → `"0.3333333333333333"`: Xcode's three decimals
    /// where they are exact, else a hex byte where that is exact, else every digit.
    static func component(_ value: Double) -> String {
        let thousandths = (value * 1000).rounded()
        if abs(value * 1000 - thousandths) < 1e-9 { return threeDecimals(thousandths) }
        let byte = (value * 255).rounded()
        if abs(value * 255 - byte) < 1e-9, (0...255).contains(byte) { return hexBytes[Int(byte)] }
        return "\(value)"
    }

    /// `String(format: "%.3f", thousandths / 1000)` (`-0.000` for -0), written out without `printf` for a whole
    /// number of thousandths below 10^12 (where that division is exact enough to print back the same digits).
    static func threeDecimals(_ thousandths: Double) -> String {
        guard abs(thousandths) < 1e12 else { return String(format: "%.3f", thousandths / 1000) }
        let count = Int(abs(thousandths))
        let fraction = String(count % 1000)
        return (thousandths.sign == .minus ? "-" : "") + String(count / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// `0x00` ... `0xFF`, made once.
    private static let hexBytes = (0 ... 255).map { String(format: "0x%02X", $0) }
}

import Foundation
