import Foundation
import SwatchKit
@testable import SwatchPalette
import SwatchTestSupport

/// Figma `variables/local` documents for tests: collections of modes and variables, written as the REST API
/// writes them, and read through `PaletteReader` from a temporary file.
struct FigmaDocument {
    struct Collection {
        let id: String
        let name: String
        let modes: [(id: String, name: String)]
        var remote = false
    }

    var collections: [Collection] = []
    /// Variables as JSON object text, by id, in order.
    var variables: [(id: String, json: String)] = []

    /// A colour variable of `collection` with `values` (mode id → JSON value text).
    mutating func color(_ id: String, _ name: String, in collection: String, _ values: [(String, String)], type: String = "COLOR", extra: String = "") {
        let byMode = values.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
        variables.append((id, "{\"id\": \"\(id)\", \"name\": \(OrderedJSON.quoted(name)), \"variableCollectionId\": \"\(collection)\", \"resolvedType\": \"\(type)\", \"valuesByMode\": {\(byMode)}\(extra)}"))
    }

    /// `{"r": …, "a": …}` of `hex`'s bytes over 255.
    static func rgba(_ hex: String, alpha: Double = 1) -> String {
        let color = RGBA8(hex: hex)!
        return "{\"r\": \(Double(color.r) / 255), \"g\": \(Double(color.g) / 255), \"b\": \(Double(color.b) / 255), \"a\": \(alpha)}"
    }

    /// An alias to the variable `id`.
    static func alias(_ id: String) -> String { "{\"type\": \"VARIABLE_ALIAS\", \"id\": \"\(id)\"}" }

    /// The REST response, or with `plugin` the Plugin API's arrays at the top.
    func json(plugin: Bool = false) -> String {
        let collectionText = collections.map { collection in
            let modes = collection.modes.map { "{\"modeId\": \"\($0.id)\", \"name\": \(OrderedJSON.quoted($0.name))}" }.joined(separator: ", ")
            let ids = variables.filter { $0.json.contains("\"variableCollectionId\": \"\(collection.id)\"") }.map { "\"\($0.id)\"" }.joined(separator: ", ")
            let object = "{\"id\": \"\(collection.id)\", \"name\": \(OrderedJSON.quoted(collection.name)), \"modes\": [\(modes)], \"defaultModeId\": \"\(collection.modes[0].id)\", \"remote\": \(collection.remote), \"variableIds\": [\(ids)]}"
            return plugin ? object : "\"\(collection.id)\": \(object)"
        }.joined(separator: ", ")
        let variableText = variables.map { plugin ? $0.json : "\"\($0.id)\": \($0.json)" }.joined(separator: ", ")
        if plugin { return "{\"variableCollections\": [\(collectionText)], \"variables\": [\(variableText)]}" }
        return "{\"status\": 200, \"error\": false, \"meta\": {\"variableCollections\": {\(collectionText)}, \"variables\": {\(variableText)}}}"
    }

    static let system = try! SystemCatalog.palette(named: "ios26")

    /// Reads `text` as the file `name` with `options`.
    static func load(_ text: String, name: String = "figma.json", options: PaletteReadOptions = PaletteReadOptions()) throws -> PaletteLoad {
        let directory = try TempDir()
        let path = directory.file(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try PaletteReader.read(path: path, options: options, system: system)
    }

    /// The one-line error reading `text` gives; nil when it reads.
    static func message(_ text: String, options: PaletteReadOptions = PaletteReadOptions()) -> String? {
        do {
            _ = try load(text, options: options)
            return nil
        } catch let error as SwatchError {
            return error.message
        } catch {
            return "\(error)"
        }
    }
}
