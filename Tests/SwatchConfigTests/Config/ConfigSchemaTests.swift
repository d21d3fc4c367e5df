import Foundation
import Testing
import SwatchKit
@testable import SwatchConfig
import SwatchTestSupport

/// The schema, the reader and the committed JSON Schema agree: every key the schema lists reaches the typed
/// config, the sample validates, and `Samples/swatch.schema.json` is what swatch writes.
@Suite struct ConfigSchemaTests {
    static let samples = Repository.samples.standardized.path

    /// A value of `type` the reader accepts, as YAML.
    static func sample(_ type: ConfigType) -> String {
        switch type {
        case .text: "\"Some text\""
        case .path: "a/file.txt"
        case .choice(let choices, _): choices[choices.count - 1]
        case .integer(let range): "\(range.upperBound)"
        case .number(let range): range.upperBound.isFinite ? "\(range.upperBound)" : "\(range.lowerBound + 1)"
        case .boolean: "true"
        case .pixelAllowance: "\"0.5%\""
        case .list(let element): "[\(sample(element))]"
        case .object(let keys): "{ " + keys.map { "\"\($0.name)\": \(sample($0.type))" }.joined(separator: ", ") + " }"
        }
    }

    /// Every key path of `keys` (lists as `[]`), mappings included.
    static func keyPaths(_ keys: [ConfigKey], prefix: String = "") -> [String] {
        keys.flatMap { key -> [String] in
            let path = prefix + key.name
            switch key.type {
            case .object(let inner): return [path] + keyPaths(inner, prefix: path + ".")
            case .list(.object(let inner)): return [path] + keyPaths(inner, prefix: path + "[].")
            default: return [path]
            }
        }
    }

    /// A config setting every key the schema has.
    static func fullConfig() throws -> SwatchConfig {
        let dir = try TempDir()
        let path = dir.file("swatch.yml")
        try Data((ConfigSchema.keys.map { "\($0.name): \(sample($0.type))" }.joined(separator: "\n") + "\n").utf8)
            .write(to: URL(fileURLWithPath: path))
        return try SwatchConfig.read(path, discovered: false)
    }

    @Test func everyKeyTheSchemaListsReachesTheTypedConfig() throws {
        let config = try Self.fullConfig()
        let folder = PathText.folder(of: config.path)
        // What the typed reader gives for each key path: nil would mean a key the schema accepts and swatch ignores.
        let export = config.exports.first, reference = config.references.first
        let read: [String: Any?] = [
            "palette": config.palette, "catalog": config.catalog, "appearance-map": config.appearanceMap, "look": config.look, "font": config.font,
            "exports": export, "exports[].format": export?.format, "exports[].output": export?.output,
            "check": config.pairs, "check.pairs": config.pairs, "check.wcag-level": config.wcagLevel,
            "verify": config.threshold, "verify.threshold": config.threshold, "verify.max-diff-pixels": config.maxDiffPixels,
            "verify.ignore-antialiasing": config.ignoreAntialiasing, "verify.references": reference,
            "verify.references[].against": reference?.against, "verify.references[].render": reference?.render.first,
            "diff": config.minDeltaE, "diff.min-delta-e": config.minDeltaE,
        ]
        // The option keys of an export and a reference's render are passed on by name, each one.
        let optionPaths = ConfigSchema.exportOptions.map { "exports[].\($0.name)" }
            + ConfigSchema.renderOptions.map { "verify.references[].render.\($0.name)" }
        #expect(Set(Self.keyPaths(ConfigSchema.keys)) == Set(read.keys).union(optionPaths))
        for (path, value) in read { #expect(value != nil, "\(path) is not read") }
        #expect(export?.options.map(\.key) == ConfigSchema.exportOptions.map(\.name))
        #expect(reference?.render.map(\.key) == ConfigSchema.renderOptions.map(\.name))
        #expect(config.palette == folder + "/a/file.txt")
        #expect(config.wcagLevel == .aaa && config.threshold == 1 && config.maxDiffPixels == "0.5%" && config.minDeltaE == 1)
    }

    @Test func theCommittedSchemaIsTheOneSwatchWrites() throws {
        let committed = try String(contentsOfFile: Self.samples + "/swatch.schema.json", encoding: .utf8)
        #expect(committed == ConfigJSONSchema.text, "run: swatch config --schema > Samples/swatch.schema.json")
    }

    @Test func theSchemaNamesEveryKeyOfTheReader() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(ConfigJSONSchema.text.utf8)) as? [String: Any])
        func paths(_ node: [String: Any], prefix: String) -> [String] {
            let properties = (node["properties"] as? [String: [String: Any]]) ?? [:]
            return properties.flatMap { name, value -> [String] in
                let path = prefix + name
                if value["type"] as? String == "object" { return [path] + paths(value, prefix: path + ".") }
                if let items = value["items"] as? [String: Any], items["type"] as? String == "object" {
                    return [path] + paths(items, prefix: path + "[].")
                }
                return [path]
            }
        }
        #expect(Set(paths(schema, prefix: "")) == Set(Self.keyPaths(ConfigSchema.keys)))
        #expect(schema["additionalProperties"] as? Bool == false)
    }

    @Test func theSampleIsValid() throws {
        let config = try SwatchConfig.read(Self.samples + "/swatch.yml", discovered: false)
        #expect(config.exports.map(\.format) == ["swiftui", "xcassets", "css"])
        #expect(config.references.count == 2)
        #expect(config.pairs == Self.samples + "/brand.pairs.txt")
        #expect(config.catalog == "ios26" && config.look == .ios26)
    }

    /// Choices take any case, as the command line does (`--format SwiftUI`), and read as the choice's own
    /// spelling; a choice that is none is still an error with a suggestion.
    @Test func choicesTakeAnyCase() throws {
        let dir = try TempDir()
        let path = dir.file("swatch.yml")
        try Data("""
            catalog: IOS17
            look: iOS18
            exports:
              - { format: SwiftUI, output: a.swift, access: PUBLIC, namespaces: Nested }
            check: { wcag-level: aaa }
            verify:
              references:
                - { against: r.png, render: { mode: Dark, style: Inset-Grouped } }

            """.utf8).write(to: URL(fileURLWithPath: path))
        let config = try SwatchConfig.read(path, discovered: false)
        #expect(config.catalog == "ios17" && config.look == .ios18 && config.wcagLevel == .aaa)
        #expect(config.exports.first?.format == "swiftui")
        #expect(config.exports.first?.options.map(\.value.argument) == ["public", "nested"])
        #expect(config.references.first?.render.map(\.value.argument) == ["dark", "inset-grouped"])
        try Data("exports:\n  - { format: SwiftIU, output: a.swift }\n".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: SwatchError.self) { try SwatchConfig.read(path, discovered: false) }
        do {
            _ = try SwatchConfig.read(path, discovered: false)
        } catch {
            #expect(error.message.hasSuffix("exports[0].format: unknown format 'SwiftIU' (did you mean 'swiftui'?)"))
        }
    }
}
