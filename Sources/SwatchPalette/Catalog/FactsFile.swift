import Foundation
import SwatchColor
import SwatchSupport

/// `system-colors.json` as swatch reads it: the parsed document, whose catalogs and sources are read out only when
/// asked for (a render reads its catalog and that one's fallback, not the others or the sources). Parsed by
/// `OrderedJSONParser` into values, not by `JSONSerialization` into Foundation objects read back by casts: that cost
/// every run about 1 ms of CPU (the parse, then bridging each dictionary and array).
struct FactsFile: Sendable {
    let root: OrderedJSON

    /// The document `bytes` hold.
    static func parse(_ bytes: [UInt8]) throws(JSONProblem) -> FactsFile {
        FactsFile(root: try TokenNode.parse(bytes: bytes).value ?? .null)
    }

    /// The one-line error for a facts file that does not have the shape below (the catalog tests keep it from
    /// happening).
    static func damaged(_ problem: JSONProblem) -> SwatchError { problem.paletteError(named: "the built-in colour catalog") }

    /// Catalog keys, oldest first.
    var catalogNames: [String] { (root["catalogs"]?.members ?? []).map(\.key).sorted() }

    /// The catalog `name`, or nil when the file has none of that name.
    func catalog(named name: String) throws(SwatchError) -> Catalog? {
        guard let value = root["catalogs"]?[name] else { return nil }
        guard let catalog = Catalog(value) else { throw Self.damaged(problem(at: "catalogs", name, "is not a catalog swatch can read")) }
        return catalog
    }

    /// Every source, by the id entries cite it by.
    func sources() throws(SwatchError) -> [String: Source] {
        var result: [String: Source] = [:]
        for member in root["sources"]?.members ?? [] {
            let source = member.value
            guard source.members != nil, let title = source["title"]?.text, let location = source["where"]?.text,
                  let notes = Optional(source["notes"]) else {
                throw Self.damaged(problem(at: "sources", member.key, "is not a source swatch can read"))
            }
            result[member.key] = Source(title: title, where: location, notes: notes)
        }
        return result
    }

    /// `problem` at the member `key` of the top-level member `top`.
    private func problem(at top: String, _ key: String, _ problem: MessageText) -> JSONProblem {
        JSONProblem(keyPath: JSONProblem.keyPath(top, key), problem: problem)
    }

    struct Source {
        let title: String
        let `where`: String
        let notes: String?
    }

    // The catalogs are read from the values, not through TokenNode's members: making each member's key path cost
    // a render's start-up about 1 ms (a hundred colours of a dozen members), and the file's shape is the tests'
    // to keep; a damaged catalog is named whole.
    struct Catalog {
        let appliesTo: String
        let fallback: String?
        let notAvailable: [String]
        let sections: [Section]

        init?(_ catalog: OrderedJSON) {
            guard catalog.members != nil, let appliesTo = catalog["appliesTo"]?.text,
                  let fallback = Optional(catalog["fallback"]),
                  let notAvailable = catalog["notAvailable"]?.texts, let sections = catalog["sections"]?.elements else { return nil }
            (self.appliesTo, self.fallback, self.notAvailable) = (appliesTo, fallback, notAvailable)
            var read: [Section] = []
            for section in sections {
                guard section.members != nil, let name = section["name"]?.text, let colors = section["colors"]?.elements else { return nil }
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

        init?(_ color: OrderedJSON) {
            guard color.members != nil, let name = color["name"]?.text, let uikit = Optional(color["uikit"]),
                  let values = color["values"]?.textMembers, let source = color["source"]?.texts,
                  let availability = Optional(color["availability"]), let notes = Optional(color["notes"]) else { return nil }
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
    fileprivate init?(_ member: OrderedJSON?) {
        guard let member else { self = .none; return }
        guard let text = member.text else { return nil }
        self = .some(text)
    }
}

extension OrderedJSON {
    /// The string; nil for anything else.
    fileprivate var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The elements of an array; nil for anything else.
    fileprivate var elements: [OrderedJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The elements of an array of strings; nil for anything else.
    fileprivate var texts: [String]? {
        guard let elements else { return nil }
        var texts: [String] = []
        for element in elements {
            guard let text = element.text else { return nil }
            texts.append(text)
        }
        return texts
    }

    /// The members of an object whose values are all strings; nil for anything else.
    fileprivate var textMembers: [String: String]? {
        guard let members else { return nil }
        var result: [String: String] = [:]
        for member in members {
            guard let text = member.value.text else { return nil }
            result[member.key] = text
        }
        return result
    }
}
