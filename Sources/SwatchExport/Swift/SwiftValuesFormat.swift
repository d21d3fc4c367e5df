import SwatchPalette
import SwatchSupport

/// Plain Swift with no UI framework: an enum of colour values, each with its components in every appearance the
/// palette has, for code that runs where UIKit, AppKit and SwiftUI do not (Linux, servers, tools, tests) and
/// for the SwiftPM build-tool plugin on Linux.
extension ColorListing {
    /// The member the enum declares besides the colours (its types, `Value` and `Color`, start in upper case, which
    /// identifiers never do); a colour whose identifier is this is an error.
    static let swiftValuesReserved: Set<String> = ["all"]

    /// The code `swift` writes, its names chosen, before any of it is written.
    func swiftValuesSource(_ options: FormatOptions) throws(SwatchError) -> SwiftSource {
        guard options.values == .literal else {
            throw SwatchError(.usage, "--values catalog: --format swift holds plain values for code without UIKit, AppKit or SwiftUI, which cannot load an asset catalog; use --format uikit, swiftui or appkit")
        }
        return try SwiftSource(self, format: "swift", options: options, platform: nil, warnings: FormatWarnings(), defaultType: "Palette",
                               typesUsed: ["Value", "Color", "String", "Double", "Hashable", "Sendable"])
    }

    func swiftValues(_ options: FormatOptions) throws(SwatchError) -> StreamedText {
        let source = try swiftValuesSource(options)
        if let clash = source.root.members.first(where: { Self.swiftValuesReserved.contains($0.identifier) }) {
            throw SwatchError(.palette, "--format swift: \"\(clash.color.name)\" becomes \(clash.identifier), which the generated enum declares itself; rename it")
        }
        let appearances = self.appearances.isEmpty ? [Appearance.light] : self.appearances
        let access = options.access.keyword
        // The types and the list of every colour go inside the enum, before its closing brace, the list a colour at a time.
        let types = [
            "",
            "    // MARK: - Types",
            "",
            "    /// A colour's components in its colour space: 0 to 1, or beyond in extended sRGB; alpha 0 to 1.",
            "    \(access)struct Value: Hashable, Sendable {",
            "        /// The colour space of `red`, `green` and `blue`.",
            "        \(access)enum Space: String, Hashable, Sendable {",
            "            case sRGB, displayP3",
            "        }",
            "",
            "        \(access)let space: Space",
            "        \(access)let red: Double",
            "        \(access)let green: Double",
            "        \(access)let blue: Double",
            "        \(access)let alpha: Double",
            "        /// `#RRGGBBAA` in sRGB, as swatch lists it.",
            "        \(access)let hex: String",
            "    }",
            "",
            "    /// A colour: its name in the palette and its value in each appearance.",
            "    \(access)struct Color: Hashable, Sendable {",
            "        \(access)let name: String",
        ] + appearances.map { "        \(access)let \($0.rawValue): Value" } + [
            "    }",
            "",
            "    /// Every colour, in the palette's order.",
        ]
        let root = source.root
        return source.file(
            about: ["Plain Swift, no UI framework: each colour's components in every appearance the palette has, for code",
                    "that runs without UIKit, AppKit or SwiftUI (Linux, servers, tests).",
                    "Appearances: \(appearances.map(\.rawValue).joined(separator: ", "))."],
            imports: [], base: source.declaredType ?? "Palette",
            closing: { writer throws(SwatchError) in
                try writer.write(lines: types)
                try writer.write("    \(access)static let all: [Color] = [".utf8)
                try Self.writeQualified(root, into: writer)
                try writer.write(lines: ["]", "}"])
            }
        ) { member in
            let varies = appearances.contains { member.color.source(for: $0) != member.color.source(for: .light) }
            let values = appearances.map { appearance in
                "    \(appearance.rawValue): \(Self.swiftValue(member.color.source(for: appearance), hex: member.color.value(for: appearance).hex))"
            }
            return SwiftSource.docComment(member.color, varies: varies)
                + ["\(access)static let \(member.identifier) = Color(", "    name: \(SwiftSource.string(member.color.name)),"]
                + values.enumerated().map { $0.offset == values.count - 1 ? $0.element + ")" : $0.element + "," }
        }
    }

    /// Writes every colour's identifier as written inside the outermost enum, members first, then each namespace's
    /// (`Brand.primary`), in order, separated by `, `; `first` says none is written yet, and so does the result.
    @discardableResult
    static func writeQualified(_ scope: SwiftSource.Scope, prefix: String = "", first: Bool = true,
                               into writer: BufferedFileWriter) throws(SwatchError) -> Bool {
        var first = first
        for member in scope.members {
            try writer.write(((first ? "" : ", ") + prefix + member.identifier).utf8)
            first = false
        }
        for child in scope.children {
            first = try writeQualified(child, prefix: prefix + (child.typeName ?? "") + ".", first: first, into: writer)
        }
        return first
    }

    /// `Value(space: .sRGB, red: ..., hex: "#RRGGBBAA")`: the source's components as written.
    static func swiftValue(_ color: SourceColor, hex: String) -> String {
        let space = color.space == .displayP3 ? ".displayP3" : ".sRGB"
        return "Value(space: \(space), \(SwiftSource.components(color)), hex: \(SwiftSource.string(hex)))"
    }
}

extension PaletteFormat {
    /// `swift`: an enum of plain values (components per appearance), with no UI framework.
    public static let swiftValues = PaletteFormat(name: "swift", fileExtension: "swift", summary: "An enum (--type-name, default Palette) of plain values, each colour's components in every appearance, with no UI framework: for Linux, servers and tests.", make: { input throws(SwatchError) in .text(try input.listing.swiftValues(input.options)) },
                                                   declares: { input throws(SwatchError) in try input.listing.swiftValuesSource(input.options).declarations })
}
