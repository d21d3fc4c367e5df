import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Config: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "config",  // named here, not from the type: see Swatch.configuration
            abstract: "Check swatch.yml and say what it sets, or print its JSON Schema for editors.",
            discussion: """
                swatch.yml is found in the current folder, else at the top of the git work tree; --config names another.
                  swatch config
                  swatch config --schema > swatch.schema.json
                """)

        @OptionGroup var config: ConfigOptions

        @Flag(help: "Print the JSON Schema of swatch.yml (the keys, their types and choices) instead.")
        var schema = false

        func run() throws {
            if schema {
                try Console.out(ConfigJSONSchema.text)
                return
            }
            guard let config = try self.config.load() else {
                throw SwatchError(.usage, "no \(SwatchConfig.fileName) here or at the top of the git work tree (swatch config --schema prints what it may hold)")
            }
            var lines = ["\(config.path): valid"]
            let settings: [(String, String?)] = [
                ("palette", config.palette), ("catalog", config.catalog), ("look", config.look?.rawValue), ("font", config.font),
                ("check.pairs", config.pairs), ("check.wcag-level", config.wcagLevel?.rawValue),
                ("diff.min-delta-e", config.minDeltaE.map { "\($0)" }),
            ]
            for case let (key, value?) in settings { lines.append("  \(key): \(value)") }
            for export in config.exports { lines.append("  \(export.keyPath): \(export.format) -> \(export.output)") }
            for reference in config.references { lines.append("  \(reference.keyPath): \(reference.against)") }
            try Console.out(lines.map { VisibleText.escaped($0) + "\n" }.joined())
        }
    }
}
