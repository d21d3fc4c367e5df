import ArgumentParser
import Foundation
import SwatchKit

extension Swatch {
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write a palette as code, an asset catalog or design tokens, with every appearance it has.",
            discussion: """
                Formats: \(PaletteFormat.all.map(\.name).joined(separator: ", ")).
                  swatch export --format uikit --palette App/Assets.xcassets -o Colors.swift
                  swatch export --format xcassets --palette brand.tokens.json -o Brand.xcassets
                """)

        @OptionGroup var palette: PaletteOptions

        @Option(help: ArgumentHelp("What to write: " + PaletteFormat.all.map { "\($0.name) (\($0.summary.dropLast()))" }.joined(separator: "; ") + ".", valueName: "format"))
        var format: PaletteFormat

        @Option(name: .shortAndLong, help: ArgumentHelp("Where to write: a file, a folder for folder formats, or - for standard output (the default for text).", valueName: "path"))
        var output: String = "-"

        @Option(help: ArgumentHelp("Code formats: declare this type (an enum) instead of extending UIColor, Color or NSColor.", valueName: "name"))
        var typeName: String?

        @Option(name: .customLong("min-ios"), help: "swift-compat: the iOS version #available names (13 by default; later where a colour needs it).")
        var minimumIOS: Int = 13

        @Option(help: "Swift formats: the access level of what they declare (public for a design-system module; package needs Swift 5.9).")
        var access: SwiftAccess = .internal

        @Option(help: "Swift formats: colours inside folders that provide a namespace as one name (flat: Color.brandPrimary) or in an enum per namespace, as Xcode nests them (nested: Color.Brand.primary).")
        var namespaces: SwiftNamespaces = .flat

        @Option(help: "Swift formats: write the values (literal), or load each colour by name from the asset catalog --format xcassets writes (catalog), which then stays the one source of truth.")
        var values: SwiftValues = .literal

        @Flag(help: "Folder formats: replace a folder swatch did not write.")
        var force = false

        func validate() throws {
            guard (13...99).contains(minimumIOS) else {
                throw SwatchError(.usage, "--min-ios \(minimumIOS) is out of range: use 13 or later")
            }
            if let typeName, Identifiers.isSwiftTypeName(typeName) == false {
                throw SwatchError(.usage, "--type-name '\(typeName)' is not a Swift type name")
            }
        }

        func run() throws {
            let loaded = try palette.load()
            let listing = try ColorListing(palette: loaded.palette, chrome: loaded.system, appearances: loaded.palette.appearances,
                                           rounding: palette.hexRounding)
            let source = palette.palette.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "the \(palette.catalog) catalog"
            let options = FormatOptions(typeName: typeName, minimumIOS: minimumIOS, source: source, access: access,
                                        namespaces: namespaces, values: values)
            let inputs = loaded.inputs
            let export = try format.export(listing, options: options)
            for warning in export.warnings { warn(warning) }
            switch export.output {
            case .text(let text):
                if output == "-" {
                    try Console.out(text)
                } else {
                    try ExportFile.write(text, to: output, inputs: inputs)
                }
            case .folder(let files):
                try FolderWrite.write(files, to: output, source: source, force: force, inputs: inputs)
            }
        }
    }
}
