import SwatchCompare
import SwatchSupport

/// The JSON Schema (draft 2020-12) of `swatch.yml`, written from `ConfigSchema` so that editors check the same
/// keys, types and choices swatch does. `Samples/swatch.schema.json` is this text; a test keeps it so.
public enum ConfigJSONSchema {
    /// The schema as pretty-printed JSON, ending in a newline.
    public static var text: String {
        OrderedJSON.keyed([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string(SwatchConfig.fileName)),
            ("description", .string("Settings swatch reads from swatch.yml in the current folder or at the top of the git work tree. "
                + "Paths are relative to the folder of the file and, but for font, stay inside it; command-line options override these.")),
        ] + members(of: .object(ConfigSchema.keys))).text
    }

    /// The members describing a value of `type`.
    private static func members(of type: ConfigType) -> [(String, OrderedJSON)] {
        switch type {
        case .text: [("type", .string("string"))]
        case .path: [("type", .string("string")), ("minLength", .number(1))]
        case .choice(let choices, _): [("enum", .array(choices.map { .string($0) }))]
        case .integer(let range):
            [("type", .string("integer")), ("minimum", .number(Double(range.lowerBound))), ("maximum", .number(Double(range.upperBound)))]
        case .number(let range):
            [("type", .string("number")), ("minimum", .number(range.lowerBound))]
                + (range.upperBound.isFinite ? [("maximum", .number(range.upperBound))] : [])
        case .boolean: [("type", .string("boolean"))]
        case .pixelAllowance:
            [("anyOf", .array([.keyed([("type", .string("integer")), ("minimum", .number(0))]),
                               .keyed([("type", .string("string")), ("pattern", .string(PixelAllowance.pattern))])]))]
        case .list(let element): [("type", .string("array")), ("items", .keyed(members(of: element)))]
        case .object(let keys):
            [("type", .string("object")), ("additionalProperties", .bool(false))]
                + (keys.contains(where: \.required) ? [("required", .array(keys.filter(\.required).map { .string($0.name) }))] : [])
                + [("properties", .keyed(keys.map { key in
                    (key.name, OrderedJSON.keyed([("description", .string(key.summary))] + members(of: key.type)))
                }))]
        }
    }
}
