import SwatchColor
import SwatchSupport

/// `system-colors.json` as swatch reads it: the parsed document, whose catalogs and sources are read out only when
/// asked for (a render reads its catalog and that one's fallback, not the others or the sources). Sendable: the
/// parsed document is only ever read, and its arrays and dictionaries are values.
struct FactsFile: @unchecked Sendable {
    let root: JSONNode

    /// The one-line error for a facts file that does not have the shape below (the catalog tests keep it from
    /// happening).
    static func damaged(_ problem: JSONProblem) -> SwatchError { problem.paletteError(in: "the built-in colour catalog") }

    /// Catalog keys, oldest first.
    var catalogNames: [String] { root["catalogs"].keys }

    /// The catalog `name`, or nil when the file has none of that name.
    func catalog(named name: String) throws(SwatchError) -> Catalog? {
        let node = root["catalogs"][name]
        guard !node.isMissing else { return nil }
        guard let catalog = Catalog(node.value) else { throw Self.damaged(node.problem("is not a catalog swatch can read")) }
        return catalog
    }

    /// Every source, by the id entries cite it by.
    func sources() throws(SwatchError) -> [String: Source] {
        let node = root["sources"]
        var result: [String: Source] = [:]
        for id in node.keys {
            guard let source = node[id].value as? [String: Any], let title = source["title"] as? String,
                  let location = source["where"] as? String, let notes = Optional(source["notes"], as: String.self) else {
                throw Self.damaged(node[id].problem("is not a source swatch can read"))
            }
            result[id] = Source(title: title, where: location, notes: notes)
        }
        return result
    }

    struct Source {
        let title: String
        let `where`: String
        let notes: String?
    }

    // The catalogs are read by casts, not through JSONNode's members: making each member's key path cost a
    // render's start-up about 1 ms (a hundred colours of a dozen members), and the file's shape is the tests'
    // to keep; a damaged catalog is named whole.
    struct Catalog {
        let appliesTo: String
        let fallback: String?
        let notAvailable: [String]
        let sections: [Section]

        init?(_ value: Any?) {
            guard let catalog = value as? [String: Any], let appliesTo = catalog["appliesTo"] as? String,
                  let fallback = Optional(catalog["fallback"], as: String.self),
                  let notAvailable = catalog["notAvailable"] as? [String], let sections = catalog["sections"] as? [Any] else { return nil }
            (self.appliesTo, self.fallback, self.notAvailable) = (appliesTo, fallback, notAvailable)
            var read: [Section] = []
            for section in sections {
                guard let section = section as? [String: Any], let name = section["name"] as? String,
                      let colors = section["colors"] as? [Any] else { return nil }
                var colorsRead: [Color] = []
                for color in colors {
                    guard let color = Color(color) else { return nil }
                    colorsRead.append(color)
                }
                read.append(Section(name: name, colors: colorsRead))
            }
            self.sections = read
        }
    }

    struct Section {
        let name: String
        let colors: [Color]
    }

    struct Color {
        let name: String
        let uikit: String?
        let values: [String: String]
        let source: [String]
        let availability: String?
        let notes: String?

        init?(_ value: Any) {
            guard let color = value as? [String: Any], let name = color["name"] as? String,
                  let uikit = Optional(color["uikit"], as: String.self), let values = color["values"] as? [String: String],
                  let source = color["source"] as? [String], let availability = Optional(color["availability"], as: String.self),
                  let notes = Optional(color["notes"], as: String.self) else { return nil }
            (self.name, self.uikit, self.values, self.source, self.availability, self.notes) = (name, uikit, values, source, availability, notes)
        }

        /// The entry as a palette colour; `inheritingAll` marks every value as taken from a fallback catalog.
        func namedColor(inheritingAll: Bool) -> NamedColor {
            var parsed: [Appearance: RGBA8] = [:]
            for (key, hex) in values {
                // The facts file is validated by the catalog tests; a bad entry would be dropped here.
                guard let appearance = Appearance(rawValue: key), let color = RGBA8(hex: hex) else { continue }
                parsed[appearance] = color
            }
            return NamedColor(name: name, values: parsed, sources: source, inherited: inheritingAll ? Set(parsed.keys) : [],
                              uikit: uikit, availability: availability, notes: notes)
        }
    }
}

extension Optional where Wrapped == String {
    /// An optional member as read: nil when `member` is absent, the string when it is one, and nil-of-nil (a
    /// failed read) when it is something else.
    fileprivate init?(_ member: Any?, as: String.Type) {
        guard let member else { self = .none; return }
        guard let text = member as? String else { return nil }
        self = .some(text)
    }
}
